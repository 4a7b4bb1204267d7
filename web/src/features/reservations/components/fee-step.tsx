import { useState } from 'react';
import { formatPence } from '@shared/rules/sourcing-fee';
import type { MyReservation } from '@shared/views/reservation';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { payByCard } from '../api/agreement';
import { paymentReference, reservationFeeText } from '../lib/format';

/** The reservation fee step: by card through Stripe Checkout, or by bank transfer that an admin marks received. */
export function FeeStep({ reservation, done }: { reservation: MyReservation; done: boolean }) {
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (done) return <p>Paid, thank you.</p>;
  const pay = async () => {
    setStarting(true);
    setFailure(null);
    try {
      await payByCard(reservation.id);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The payment page could not be opened. Please try again.');
      setStarting(false);
    }
  };
  return (
    <div>
      <p>
        {reservationFeeText(reservation.reservationFee)}. It is our fee under the signed agreement, refunded in full if you cancel within 14 days; it is not a
        deposit towards the price and we do not hold it for you.
      </p>
      <FormAlert message={failure} />
      <Button variant="primary" busy={starting} busyLabel="Opening the payment page…" onClick={() => void pay()}>
        Pay {formatPence(reservation.reservationFeePence)} by card
      </Button>
      <p className="reservation__note">
        Or pay by bank transfer quoting <strong>{paymentReference(reservation.id)}</strong>: we mark it received when it arrives.
      </p>
    </div>
  );
}
