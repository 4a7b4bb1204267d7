import { ActivateAccountForm } from '../../features/auth/components/activate-account-form';

/** `/activate-account`: 'Let Me In' for newly created users. */
export function ActivateAccountRoute() {
  return <ActivateAccountForm />;
}
