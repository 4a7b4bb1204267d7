import { useCallback, useState } from 'react';

/**
 * Why the last submit failed, for `FormAlert`. Spread `clearOnEdit` into the `<form>`: the failure goes as
 * soon as the user edits a field or submits again, so it never sits beside a new validation message
 * (a submit that fails validation never reaches the submit handler).
 */
export function useFormFailure(initial: string | null = null) {
  const [failure, setFailure] = useState<string | null>(initial);
  const clear = useCallback(() => setFailure(null), []);
  return { failure, setFailure, clearOnEdit: { onChange: clear, onSubmitCapture: clear } };
}
