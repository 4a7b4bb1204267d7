import { useState, type FormEvent } from 'react';
import { feeDecisions, type FeeDecision } from '@shared/domain/deal';
import { fallThroughReasonLabels, fallThroughReasons, OTHER_NOTE_MIN_LENGTH, type FallThroughReason } from '@shared/rules/deal-status';
import { formatPence } from '@shared/rules/sourcing-fee';
import type { DealCard } from '@shared/views/deal';
import { Button } from '../../../components/ui/button';
import { DialogActions } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { getConfig } from '../../../lib/config';
import { netOfVat } from '../lib/fee-vat';
import { DialogCancelButton, FormDialog } from '../../../components/ui/form-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { useEndDeal } from '../api/deals-board';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong. Please try again.');

const feeDecisionLabels: Record<FeeDecision, string> = { refund: 'Refund the fee', keep: 'Keep the fee' };

/**
 * Ends a deal as a fall-through: a reason from the fixed list (a note required for 'Other'), and what the signed sourcing
 * agreement says happens to the fee. The server cancels the reservation and puts the listing back to Available.
 */
export function FallThroughDialog({ deal, onClose, onEnded }: { deal: DealCard; onClose: () => void; onEnded: () => void }) {
  const end = useEndDeal();
  const [reason, setReason] = useState<FallThroughReason | ''>('');
  const [note, setNote] = useState('');
  const [feeDecision, setFeeDecision] = useState<FeeDecision | ''>('');
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!reason) return setFailure('Choose why the deal fell through');
    if (reason === 'other' && note.trim().length < OTHER_NOTE_MIN_LENGTH)
      return setFailure(`Write what happened (at least ${OTHER_NOTE_MIN_LENGTH} characters)`);
    if (!feeDecision) return setFailure('Choose whether the fee is refunded or kept');
    try {
      await end.mutateAsync({
        id: deal.id,
        body: { reason, feeDecision, expectedVersion: deal.version, ...(note.trim() ? { note: note.trim() } : {}) },
      });
      onEnded();
    } catch (error) {
      setFailure(messageOf(error));
    }
  };

  return (
    <FormDialog
      title="Record a fall-through"
      description={`${deal.propertyTitle ?? 'The listing'} goes back to Available and its waiting list is offered it first. This cannot be undone.`}
      onClose={onClose}
      busy={end.isPending}
      dirty={reason !== '' || note !== '' || feeDecision !== ''}
    >
      <form noValidate className="form" aria-label="Fall-through" onSubmit={(event) => void onSubmit(event)}>
        <SelectField
          id="fall-through-reason"
          label="Why it fell through"
          placeholder="Choose a reason"
          options={fallThroughReasons.map((r) => ({ value: r, label: fallThroughReasonLabels[r] }))}
          value={reason}
          onChange={(event) => setReason(event.target.value as FallThroughReason | '')}
        />
        <TextAreaField
          id="fall-through-note"
          label={reason === 'other' ? 'What happened' : 'Note (optional)'}
          hint={reason === 'other' ? `Required for Other: at least ${OTHER_NOTE_MIN_LENGTH} characters.` : undefined}
          rows={3}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <fieldset className="fall-through__fee">
          <legend>{`The sourcing fee (${formatPence(deal.feePence)}${netOfVat(getConfig().firm)}), as the signed agreement says`}</legend>
          {feeDecisions.map((decision) => (
            <label key={decision} className="fall-through__option">
              <input type="radio" name="fee-decision" value={decision} checked={feeDecision === decision} onChange={() => setFeeDecision(decision)} />
              {feeDecisionLabels[decision]}
            </label>
          ))}
        </fieldset>
        <FormAlert message={failure} />
        <DialogActions>
          <DialogCancelButton disabled={end.isPending} />
          <Button type="submit" variant="danger" busy={end.isPending} busyLabel="Recording…">
            Record fall-through
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
