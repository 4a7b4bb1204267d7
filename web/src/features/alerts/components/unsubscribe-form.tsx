import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { api } from '../../../lib/api';

export const UNSUBSCRIBED_MESSAGE = 'Alert emails are off. You can turn them back on under Saved searches on your profile.';

/**
 * The unsubscribe link of an alert email, signed out: one button turns the emails Off (a link scanner that only opens the
 * page changes nothing). Mail providers use the same signed link through the RFC 8058 one-click POST.
 */
export function UnsubscribeForm() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useMutation({ mutationFn: () => api('unsubscribeAlerts', { query: { token } }) });

  if (unsubscribe.isSuccess) return <p role="status">{UNSUBSCRIBED_MESSAGE}</p>;
  return (
    <div className="unsubscribe">
      <p>Stop the emails about new and reduced listings matching your saved searches and requirements. Your in-app alerts stay.</p>
      <FormAlert message={unsubscribe.isError ? unsubscribe.error.message : null} />
      <Button variant="primary" busy={unsubscribe.isPending} disabled={!token} onClick={() => unsubscribe.mutate()}>
        Turn off alert emails
      </Button>
    </div>
  );
}
