import { SetNewPassword } from '../../features/auth/components/set-new-password';

/** `/password-reset-confirmation`: the emailed link's target (reset, or an invited user's first password). */
export function PasswordResetConfirmationRoute() {
  return <SetNewPassword />;
}
