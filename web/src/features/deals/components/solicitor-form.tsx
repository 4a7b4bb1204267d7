import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { conveyancerSchema, type Conveyancer } from '@shared/domain/deal';
import type { MyDeal } from '@shared/views/deal';
import { ConveyancerFields } from '../../../components/deal/conveyancer-fields';
import { blankConveyancer, type ConveyancerInput } from '../../../components/deal/conveyancer-input';
import { Button } from '../../../components/ui/button';
import { FigureList } from '../../../components/ui/figure-list';
import { FormAlert } from '../../../components/ui/form-alert';
import { useUnsavedChanges } from '../../../components/ui/unsaved-changes';
import { toast } from '../../../lib/toast';
import { useSetMySolicitor } from '../api/deals';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong. Please try again.');

/** The investor's solicitor or conveyancer on an open deal: shown once given, with a form to give or change them. */
export function SolicitorDetails({ deal }: { deal: MyDeal }) {
  const [editing, setEditing] = useState(false);
  const solicitor = deal.buyerSolicitor;
  if (solicitor && !editing)
    return (
      <div className="my-deal__solicitor">
        <FigureList
          figures={[
            { key: 'firm', label: 'Firm', value: solicitor.firm },
            { key: 'contact', label: 'Contact', value: solicitor.contactName },
            { key: 'email', label: 'Email', value: solicitor.email },
            { key: 'phone', label: 'Telephone', value: solicitor.phone },
            { key: 'address', label: 'Address', value: solicitor.address },
            ...(solicitor.reference ? [{ key: 'reference', label: 'Their reference', value: solicitor.reference }] : []),
          ]}
        />
        {deal.status === 'open' && (
          <Button variant="ghost" onClick={() => setEditing(true)}>
            Change your solicitor’s details
          </Button>
        )}
      </div>
    );
  if (deal.status !== 'open') return <p className="my-deal__note">No solicitor was given.</p>;
  return <SolicitorForm deal={deal} onDone={() => setEditing(false)} />;
}

function SolicitorForm({ deal, onDone }: { deal: MyDeal; onDone: () => void }) {
  const save = useSetMySolicitor();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm<ConveyancerInput, unknown, Conveyancer>({
    resolver: zodResolver(conveyancerSchema),
    defaultValues: deal.buyerSolicitor ? { ...blankConveyancer, ...deal.buyerSolicitor } : blankConveyancer,
  });
  useUnsavedChanges(isDirty);
  const onSubmit = handleSubmit(async ({ reference, ...solicitor }) => {
    setFailure(null);
    try {
      await save.mutateAsync({ id: deal.id, expectedVersion: deal.version, solicitor: { ...solicitor, ...(reference ? { reference } : {}) } });
      toast.success('Solicitor’s details saved');
      onDone();
    } catch (error) {
      setFailure(messageOf(error));
    }
  });
  return (
    <form className="my-deal__form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Your solicitor’s details">
      <p className="my-deal__note">The solicitor or licensed conveyancer acting for you on this purchase: we pass their details to the seller’s side.</p>
      <ConveyancerFields idPrefix={`deal-${deal.id}-solicitor`} register={register} errors={errors} />
      <FormAlert message={failure} />
      <div className="my-deal__actions">
        <Button type="submit" variant="primary" busy={save.isPending} busyLabel="Saving…">
          Save solicitor’s details
        </Button>
        {deal.buyerSolicitor && (
          <Button variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
