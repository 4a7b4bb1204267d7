import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { CheckCircle2, Circle } from 'lucide-react';
import { balanceDueWhen } from '@shared/rules/fee-balance';
import { formatPence, describeFeeTerms } from '@shared/rules/sourcing-fee';
import type { WaitingListEntry } from '@shared/domain/reservation';
import type { MyReservation } from '@shared/views/reservation';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert } from '../../../components/ui/form-alert';
import { ListRow, ListRows, ListRowText } from '../../../components/ui/list-row';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryView } from '../../../components/ui/query-view';
import { paths } from '@shared/contract/paths';
import { toast } from '../../../lib/toast';
import { myReservationsQuery, useCancelMyReservation, useLeaveWaitingList } from '../api/reservations';
import { reservationStatusLabels, reservationStatusTones, sourcingFeeText, whenUk } from '../lib/format';
import { AgreementStep } from './agreement-step';
import { FeeStep } from './fee-step';
import '../reservations.css';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong. Please try again.');

/** `/my-reservations`: each reservation's three steps with the hold's deadline, and the waiting lists the investor is on. */
export function MyReservationsPage() {
  const query = useQuery(myReservationsQuery());
  return (
    <div className="container reservations">
      <PageHeader title="My reservations" intro="Deals you have reserved, what each still needs, and the waiting lists you are on." />
      <QueryView
        query={query}
        loading={<p role="status">Loading your reservations…</p>}
        error="Could not load your reservations"
        isEmpty={(data) => data.reservations.length === 0 && data.waitingList.length === 0}
        empty={
          <EmptyState
            title="No reservations yet"
            text="Reserve a deal from its page to hold it while you sign the sourcing agreement and pay the reservation fee."
            action={
              <Link className={buttonClass({ variant: 'primary' })} to={paths.dashboard()}>
                Browse properties
              </Link>
            }
          />
        }
      >
        {({ reservations, waitingList }) => (
          <>
            {reservations.map((reservation) => (
              <ReservationCard key={reservation.id} reservation={reservation} />
            ))}
            {waitingList.length > 0 && <WaitingLists entries={waitingList} />}
          </>
        )}
      </QueryView>
    </div>
  );
}

function ReservationCard({ reservation }: { reservation: MyReservation }) {
  const title = reservation.propertyTitle ?? 'A listing no longer shown';
  const open = reservation.status === 'held' || reservation.status === 'accepted';
  const { sourcingFee, balance } = reservation;
  return (
    <Card
      className="reservation"
      title={
        <Link to={paths.propertyDetail(reservation.propertyId)} className="reservation__title">
          {title}
        </Link>
      }
      subtitle={
        <>
          <Badge tone={reservationStatusTones[reservation.status]}>{reservationStatusLabels[reservation.status]}</Badge>{' '}
          {reservation.status === 'held' && <>Held for you until {whenUk(reservation.heldUntil)}</>}
        </>
      }
    >
      <div className="card__body">
        {open && (
          <ol className="reservation__steps" aria-label="Steps to reserve this deal">
            {reservation.steps.map((step) => (
              <li key={step.key} className={step.done ? 'is-done' : undefined}>
                <div className="reservation__step-head">
                  {step.done ? <CheckCircle2 size={18} aria-hidden="true" /> : <Circle size={18} aria-hidden="true" />}
                  <strong>{step.label}</strong>
                  <span className="visually-hidden">{step.done ? ': done' : ': to do'}</span>
                </div>
                {step.key === 'checks' && !step.done && (
                  <p>
                    The law requires our checks to be cleared before an offer is accepted.{' '}
                    <Link to={`${paths.profile()}?tab=checks`}>Open your buyer checks</Link>
                  </p>
                )}
                {step.key === 'agreement' && reservation.status === 'held' && <AgreementStep reservation={reservation} done={step.done} />}
                {step.key === 'fee' && reservation.status === 'held' && <FeeStep reservation={reservation} done={step.done} />}
              </li>
            ))}
          </ol>
        )}
        <dl className="reservation__figures">
          <div>
            <dt>Sourcing fee</dt>
            <dd>
              {sourcingFeeText(sourcingFee)} ({describeFeeTerms(reservation.feeTerms)})
            </dd>
          </div>
          <div>
            <dt>Reservation fee</dt>
            <dd>
              {formatPence(reservation.reservationFeePence)},{' '}
              {balance.reservationFeeCredited ? 'part of the sourcing fee (credited against it)' : 'in addition to the sourcing fee'}: not a deposit, and not
              held for you
            </dd>
          </div>
          <div>
            <dt>Balance of the sourcing fee</dt>
            <dd>{balance.pence > 0 ? `${formatPence(balance.pence)}, payable ${balanceDueWhen[balance.due]}` : 'None: the reservation fee covers it'}</dd>
          </div>
          {reservation.payment && (
            <div>
              <dt>Payment</dt>
              <dd>
                {reservation.payment.status === 'paid' && `Paid ${reservation.payment.paidAt ? whenUk(reservation.payment.paidAt) : ''}`}
                {reservation.payment.status === 'pending' && 'Not received yet'}
                {reservation.payment.status === 'refundDue' && 'A full refund is on its way'}
                {reservation.payment.status === 'refunded' && `Refunded ${reservation.payment.refundedAt ? whenUk(reservation.payment.refundedAt) : ''}`}
              </dd>
            </div>
          )}
        </dl>
        {open && <CancelReservation reservation={reservation} />}
      </div>
    </Card>
  );
}

function CancelReservation({ reservation }: { reservation: MyReservation }) {
  const cancel = useCancelMyReservation();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [openedAt] = useState(Date.now);
  const until = reservation.cancellableUntil;
  if (until && openedAt >= new Date(until).getTime()) return null;
  const onConfirm = async () => {
    setFailure(null);
    try {
      await cancel.mutateAsync({ id: reservation.id, expectedVersion: reservation.version });
      setAsking(false);
      toast.success('Reservation cancelled');
    } catch (error) {
      setAsking(false);
      setFailure(messageOf(error));
    }
  };
  return (
    <div className="reservation__cancel">
      {until && <p className="reservation__note">You may cancel until {whenUk(until)} (14 days from signing) and get any fee paid back in full.</p>}
      <FormAlert message={failure} />
      <Button variant="ghost" onClick={() => setAsking(true)}>
        Cancel this reservation
      </Button>
      {asking && (
        <ConfirmDialog
          title="Cancel this reservation?"
          description="The listing is released to the next investor. A reservation fee you paid is refunded in full."
          confirmLabel="Cancel reservation"
          cancelLabel="Keep it"
          busy={cancel.isPending}
          busyLabel="Cancelling…"
          onConfirm={() => void onConfirm()}
          onCancel={() => setAsking(false)}
        />
      )}
    </div>
  );
}

function WaitingLists({ entries }: { entries: WaitingListEntry[] }) {
  const leave = useLeaveWaitingList();
  return (
    <Card title="Waiting lists" subtitle="When a hold on one of these ends, the listing is offered to the next investor in line, with a hold of their own.">
      <div className="card__body">
        <ListRows aria-label="Waiting lists you are on">
          {entries.map(({ propertyId, joinedAt, propertyTitle }) => (
            <ListRow key={propertyId}>
              <ListRowText>
                <Link to={paths.propertyDetail(propertyId)}>{propertyTitle ?? 'View the listing'}</Link>
                <span>Joined {whenUk(joinedAt)}</span>
              </ListRowText>
              <Button
                variant="ghost"
                busy={leave.isPending && leave.variables === propertyId}
                onClick={() =>
                  void leave.mutateAsync(propertyId).then(
                    () => toast.success('You left the waiting list'),
                    (error: unknown) => toast.error(messageOf(error)),
                  )
                }
              >
                Leave the waiting list
              </Button>
            </ListRow>
          ))}
        </ListRows>
      </div>
    </Card>
  );
}
