import { BuyerChecksAdminPage } from '../../features/buyer-checks/components/buyer-checks-admin';

/** `/buyer-checks` (admins): every investor's checks under the Money Laundering Regulations. */
export function BuyerChecksRoute() {
  return <BuyerChecksAdminPage />;
}
