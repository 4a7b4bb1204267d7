import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { Button, buttonClass } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { paths } from '@shared/contract/paths';
import { toast } from '../../../lib/toast';
import { listingHoldQuery, myReservationsQuery, useJoinWaitingList, useLeaveWaitingList, useReserve } from '../api/reservations';
import { whenUk } from '../lib/format';

interface ReserveDealProps {
  propertyId: string;
  /** The listing's status is Available (an investor sees only published listings). */
  available: boolean;
}

/** The listing's next step for an investor: 'Reserve this deal', or once another holds it, 'Join the waiting list'. */
export function ReserveDeal({ propertyId, available }: ReserveDealProps) {
  const mine = useQuery(myReservationsQuery());
  const held = useQuery(listingHoldQuery(propertyId));
  const reserve = useReserve();
  const join = useJoinWaitingList();
  const leave = useLeaveWaitingList();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  if (!mine.data || !held.data) return null;
  const myHold = mine.data.reservations.find((r) => r.propertyId === propertyId && (r.status === 'held' || r.status === 'accepted'));
  const waiting = mine.data.waitingList.some((e) => e.propertyId === propertyId);
  const { hold } = held.data;
  if (!myHold && !hold && !available) return null;

  const run = async (work: () => Promise<unknown>, done: string, then?: () => void) => {
    setFailure(null);
    try {
      await work();
      toast.success(done);
      then?.();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
    }
  };

  return (
    <div className="pd-card" role="region" aria-label="Reserve this deal">
      <h2 className="pd-card__title">{myHold ? 'Your reservation' : hold ? (hold.status === 'accepted' ? 'Under offer' : 'Reserved') : 'Reserve this deal'}</h2>
      {myHold ? (
        <>
          <p className="pd-text">
            {myHold.status === 'accepted' ? 'Accepted: the listing is Under Offer to you.' : `Held for you until ${whenUk(myHold.heldUntil)}.`}
          </p>
          <Link className={buttonClass({ variant: 'primary', block: true })} to={paths.myReservations()}>
            Continue your reservation
          </Link>
        </>
      ) : hold ? (
        <>
          <p className="pd-text">
            {hold.status === 'accepted'
              ? 'This deal is under offer to another investor. Join the waiting list to be offered it if the sale falls through.'
              : `Another investor holds this deal until ${whenUk(hold.heldUntil)}. Join the waiting list to be offered it if their hold ends.`}
          </p>
          {waiting ? (
            <Button variant="secondary" block busy={leave.isPending} onClick={() => void run(() => leave.mutateAsync(propertyId), 'You left the waiting list')}>
              Leave the waiting list
            </Button>
          ) : (
            <Button variant="primary" block busy={join.isPending} onClick={() => void run(() => join.mutateAsync(propertyId), 'You joined the waiting list')}>
              Join the waiting list
            </Button>
          )}
        </>
      ) : (
        <>
          <p className="pd-text">Hold this deal while your buyer checks are cleared, you sign the sourcing agreement and pay the reservation fee.</p>
          <Button
            variant="primary"
            block
            busy={reserve.isPending}
            busyLabel="Reserving…"
            onClick={() =>
              void run(
                () => reserve.mutateAsync(propertyId),
                'Deal reserved for you',
                () => void navigate(paths.myReservations()),
              )
            }
          >
            Reserve this deal
          </Button>
        </>
      )}
      <FormAlert message={failure} />
    </div>
  );
}
