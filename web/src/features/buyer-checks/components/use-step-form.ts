import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong. Please try again.');

/**
 * The state of one admin step's form on a buyer's record: its text values, why the last save failed, and a submit that
 * saves, says so in a toast and, for a step that adds an entry (a report, a discrepancy), empties the form for the next.
 * A save that throws shows its message beside the button.
 */
export function useStepForm<Values extends Record<string, string>>(
  initial: Values,
  save: (values: Values) => Promise<unknown>,
  { done, emptyAfter = false }: { done: string; emptyAfter?: boolean },
) {
  const [values, setValues] = useState(initial);
  const [failure, setFailure] = useState<string | null>(null);
  const set = (key: keyof Values) => (e: { target: { value: string } }) => setValues((now) => ({ ...now, [key]: e.target.value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    save(values).then(
      () => {
        if (emptyAfter) setValues(initial);
        toast.success(done);
      },
      (error: unknown) => setFailure(messageOf(error)),
    );
  };
  return { values, set, failure, onSubmit };
}
