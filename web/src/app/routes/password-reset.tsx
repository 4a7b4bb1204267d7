import { PasswordResetRequest } from '../../features/auth/components/password-reset-request';

/** `/password-reset`: request a reset link. */
export function PasswordResetRoute() {
  return <PasswordResetRequest />;
}
