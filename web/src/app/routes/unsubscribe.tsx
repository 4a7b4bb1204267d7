import { UnsubscribeForm } from '../../features/alerts/components/unsubscribe-form';
import { AuthScreen } from '../../features/auth/components/auth-screen';

/** `/unsubscribe?token=…`: the signed link in every alert email; no sign-in needed. */
export function UnsubscribeRoute() {
  return (
    <AuthScreen title="Alert emails">
      <UnsubscribeForm />
    </AuthScreen>
  );
}
