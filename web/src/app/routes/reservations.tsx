import { ReservationsAdminPage } from '../../features/reservations/components/reservations-admin-page';

/** `/reservations` (admins): every reservation, its steps and the admin's actions. */
export function ReservationsRoute() {
  return <ReservationsAdminPage />;
}
