import { MyReservationsPage } from '../../features/reservations/components/my-reservations-page';

/** `/my-reservations`: the investor's reservations, each with its three steps, and their waiting-list places. */
export function MyReservationsRoute() {
  return <MyReservationsPage />;
}
