import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { buyerCheckStatusLabels } from '@shared/rules/buyer-check-status';
import { formatPence } from '@shared/rules/sourcing-fee';
import type { ReservationRow } from '@shared/views/reservation';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { DialogActions } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert } from '../../../components/ui/form-alert';
import { DialogCancelButton, FormDialog } from '../../../components/ui/form-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryView } from '../../../components/ui/query-view';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '@shared/contract/paths';
import { toast } from '../../../lib/toast';
import { reservationRowsQuery, useAcceptReservation, useCancelReservation, useRecordBankPayment, useRefundReservation } from '../api/admin-reservations';
import { paymentReference, reservationStatusLabels, reservationStatusTones, whenUk } from '../lib/format';
import '../reservations.css';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong. Please try again.');
type Action = { kind: 'bank' | 'refund' | 'cancel' | 'accept'; row: ReservationRow };

/** `/reservations` (admins): each reservation with its three steps, deadline and the buyer's checks; the admin's actions. */
export function ReservationsAdminPage() {
  const query = useQuery(reservationRowsQuery());
  const [action, setAction] = useState<Action | null>(null);

  const columns: DataColumn<ReservationRow>[] = [
    {
      id: 'property',
      header: 'Property',
      value: (r) => r.propertyTitle ?? '',
      cell: (r) => <Link to={paths.propertyDetail(r.propertyId)}>{r.propertyTitle ?? 'A deleted listing'}</Link>,
    },
    {
      id: 'investor',
      header: 'Investor',
      value: (r) => r.investorName ?? r.investorEmail ?? '',
      cell: (r) => (
        <>
          {r.investorName ?? 'No name'}
          <br />
          <span className="reservation__note">{r.investorEmail ?? 'No email'}</span>
        </>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      value: (r) => r.status,
      cell: (r) => <Badge tone={reservationStatusTones[r.status]}>{reservationStatusLabels[r.status]}</Badge>,
    },
    {
      id: 'steps',
      header: 'Steps',
      sortable: false,
      cell: (r) => (
        <ul className="reservation__step-summary" aria-label={`Steps of ${r.investorName ?? 'the investor'}’s reservation`}>
          {r.steps.map((step) => (
            <li key={step.key}>
              <span aria-hidden="true">{step.done ? '✓' : '✗'}</span>
              <span className="visually-hidden">{step.done ? 'Done: ' : 'To do: '}</span> {step.key === 'checks' ? 'Buyer checks' : step.label}
              {step.key === 'checks' && ` (${buyerCheckStatusLabels[r.buyerCheckStatus]})`}
              {step.key === 'fee' && r.payment && ` (${r.payment.method === 'card' ? 'card' : 'bank'}${r.payment.reference ? `, ${r.payment.reference}` : ''})`}
            </li>
          ))}
          {r.duplicatePayments.map((duplicate) => (
            <li key={duplicate.reference ?? duplicate.sessionId}>
              <Badge tone={duplicate.status === 'refunded' ? 'neutral' : 'danger'}>
                {duplicate.status === 'refunded' ? 'Duplicate card payment refunded' : 'Duplicate card payment: refund due'}
              </Badge>{' '}
              {formatPence(duplicate.amountPence)}
              {duplicate.reference && ` (${duplicate.reference})`}
            </li>
          ))}
        </ul>
      ),
    },
    { id: 'deadline', header: 'Held until', value: (r) => new Date(r.heldUntil), cell: (r) => (r.status === 'held' ? whenUk(r.heldUntil) : '—') },
  ];

  const actions = (r: ReservationRow) => {
    const paid = r.payment?.status === 'paid' || r.payment?.status === 'refundDue';
    return (
      <div className="reservation__actions">
        {r.status === 'held' && (
          <Button variant="primary" onClick={() => setAction({ kind: 'accept', row: r })}>
            Accept
          </Button>
        )}
        {r.status === 'held' && !paid && (
          <Button variant="secondary" onClick={() => setAction({ kind: 'bank', row: r })}>
            Record bank payment
          </Button>
        )}
        {paid && (
          <Button variant="secondary" onClick={() => setAction({ kind: 'refund', row: r })}>
            Refund
          </Button>
        )}
        {r.status === 'held' && (
          <Button variant="ghost" onClick={() => setAction({ kind: 'cancel', row: r })}>
            Cancel
          </Button>
        )}
      </div>
    );
  };

  return (
    <div className="container reservations">
      <PageHeader
        title="Reservations"
        intro="Holds on listings with their sourcing agreement, fee and buyer checks. Accept moves the listing to Under Offer and tells its waiting list."
      />
      <QueryView query={query} loading={<p role="status">Loading reservations…</p>} error="Could not load the reservations">
        {({ items }) => (
          <DataTable
            caption="Reservations"
            captionHidden
            columns={columns}
            rows={items}
            rowId={(r) => r.id}
            rowActions={actions}
            initialSort={{ id: 'deadline' }}
            empty={<EmptyState title="No reservations yet" text="When an investor reserves a deal it appears here." />}
          />
        )}
      </QueryView>
      {action?.kind === 'accept' && <AcceptDialog row={action.row} onClose={() => setAction(null)} />}
      {action?.kind === 'bank' && <BankPaymentDialog row={action.row} onClose={() => setAction(null)} />}
      {(action?.kind === 'refund' || action?.kind === 'cancel') && <ReasonDialog kind={action.kind} row={action.row} onClose={() => setAction(null)} />}
    </div>
  );
}

function AcceptDialog({ row, onClose }: { row: ReservationRow; onClose: () => void }) {
  const accept = useAcceptReservation();
  const [failure, setFailure] = useState<string | null>(null);
  const onAccept = async () => {
    setFailure(null);
    try {
      await accept.mutateAsync({ id: row.id, body: { expectedVersion: row.version } });
      toast.success('Reservation accepted: the listing is Under Offer');
      onClose();
    } catch (error) {
      setFailure(messageOf(error));
    }
  };
  return (
    <FormDialog title={`Accept the reservation of ${row.propertyTitle ?? 'this listing'}?`} onClose={onClose} busy={accept.isPending}>
      {row.acceptMissing.length > 0 ? (
        <>
          <p>It cannot be accepted yet:</p>
          <ul aria-label="What is missing">
            {row.acceptMissing.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>The buyer checks are cleared, the agreement is signed and the fee is paid. The listing goes Under Offer and its waiting list is told.</p>
      )}
      <FormAlert message={failure} />
      <DialogActions>
        <DialogCancelButton disabled={accept.isPending} />
        <Button variant="primary" busy={accept.isPending} busyLabel="Accepting…" onClick={() => void onAccept()}>
          Accept
        </Button>
      </DialogActions>
    </FormDialog>
  );
}

function BankPaymentDialog({ row, onClose }: { row: ReservationRow; onClose: () => void }) {
  const record = useRecordBankPayment();
  const [reference, setReference] = useState(paymentReference(row.id));
  const [receivedOn, setReceivedOn] = useState(new Date().toISOString().slice(0, 10));
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!reference.trim()) return setFailure("Enter the bank transfer's reference");
    if (!receivedOn) return setFailure('Enter the date it arrived');
    try {
      await record.mutateAsync({
        id: row.id,
        body: { expectedVersion: row.version, reference: reference.trim(), receivedAt: new Date(`${receivedOn}T12:00:00Z`).toISOString() },
      });
      toast.success('Bank payment recorded');
      onClose();
    } catch (error) {
      setFailure(messageOf(error));
    }
  };
  return (
    <FormDialog title="Record a bank payment" onClose={onClose} busy={record.isPending} dirty={reference !== paymentReference(row.id)}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="form">
        <p>
          {formatPence(row.reservationFeePence)} from {row.investorName ?? row.investorEmail ?? 'the investor'}; they were asked to quote{' '}
          <strong>{paymentReference(row.id)}</strong>.
        </p>
        <TextField id="bank-reference" label="Reference on the bank statement" value={reference} onChange={(e) => setReference(e.target.value)} />
        <TextField id="bank-received" label="Arrived on" type="date" value={receivedOn} onChange={(e) => setReceivedOn(e.target.value)} />
        <FormAlert message={failure} />
        <DialogActions>
          <DialogCancelButton disabled={record.isPending} />
          <Button type="submit" variant="primary" busy={record.isPending} busyLabel="Recording…">
            Record payment
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}

function ReasonDialog({ kind, row, onClose }: { kind: 'refund' | 'cancel'; row: ReservationRow; onClose: () => void }) {
  const refund = useRefundReservation();
  const cancel = useCancelReservation();
  const running = kind === 'refund' ? refund : cancel;
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (reason.trim().length < 5) return setFailure('Write the reason (at least 5 characters)');
    try {
      await running.mutateAsync({ id: row.id, body: { expectedVersion: row.version, reason: reason.trim() } });
      toast.success(kind === 'refund' ? 'Refund recorded' : 'Reservation cancelled');
      onClose();
    } catch (error) {
      setFailure(messageOf(error));
    }
  };
  return (
    <FormDialog
      title={kind === 'refund' ? 'Refund the reservation fee' : 'Cancel this reservation'}
      onClose={onClose}
      busy={running.isPending}
      dirty={reason.length > 0}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="form">
        <p>
          {kind === 'refund'
            ? `${formatPence(row.payment?.amountPence ?? row.reservationFeePence)} back to ${row.investorName ?? 'the investor'}: by card through Stripe, or recorded as a bank refund you send.`
            : 'The hold ends, the investor is told, and the listing is offered to the next on its waiting list.'}
        </p>
        <TextAreaField id={`${kind}-reason`} label="Reason" value={reason} onChange={(e) => setReason(e.target.value)} />
        <FormAlert message={failure} />
        <DialogActions>
          <DialogCancelButton disabled={running.isPending} />
          <Button type="submit" variant={kind === 'cancel' ? 'danger' : 'primary'} busy={running.isPending} busyLabel="Saving…">
            {kind === 'refund' ? 'Refund' : 'Cancel reservation'}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
