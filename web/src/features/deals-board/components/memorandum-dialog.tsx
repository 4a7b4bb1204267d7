import { useState } from 'react';
import { set, useForm, useWatch, type FieldErrors, type Path, type Resolver } from 'react-hook-form';
import type { SendMemorandum } from '@shared/domain/deal-document';
import { formatPence } from '@shared/rules/sourcing-fee';
import type { DealCard } from '@shared/views/deal';
import { ConveyancerFields } from '../../../components/deal/conveyancer-fields';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { DialogActions } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { DialogCancelButton, FormDialog } from '../../../components/ui/form-dialog';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useSendMemorandum } from '../api/deals-board';
import { blankMemorandum, checkMemorandum, formMessages, memorandumRecipients, type MemorandumFormValues } from '../lib/memorandum-form';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong. Please try again.');

/** The form's errors as react-hook-form keeps them: nested by the fields' paths. */
function fieldErrors(messages: Record<string, string>): FieldErrors<MemorandumFormValues> {
  const errors = {};
  for (const [field, message] of Object.entries(messages)) set(errors, field, { type: 'validate', message });
  return errors;
}

/**
 * Sends the deal's memorandum of sale: the deal gives the property, the price, the buyer, their solicitor and how they
 * pay; the sourcer adds the seller, the seller's solicitor when instructed, the lender and any special conditions. The
 * PDF is emailed to the investor and each solicitor named, and joins the deal's documents.
 */
export function MemorandumDialog({ deal, onClose }: { deal: DealCard; onClose: () => void }) {
  const sendMemorandum = useSendMemorandum();
  const [failure, setFailure] = useState<string | null>(null);
  const resolver: Resolver<MemorandumFormValues, unknown, SendMemorandum> = (values) => {
    const checked = checkMemorandum(values, deal.financing);
    return checked.ok ? { values: checked.request, errors: {} } : { values: {}, errors: fieldErrors(checked.messages) };
  };
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isDirty },
  } = useForm<MemorandumFormValues, unknown, SendMemorandum>({ resolver, defaultValues: blankMemorandum });
  const solicitorKnown = useWatch({ control, name: 'sellerSolicitorKnown' });

  const onSubmit = handleSubmit(async (request) => {
    setFailure(null);
    try {
      await sendMemorandum.mutateAsync({ id: deal.id, body: request });
      toast.success(
        `Memorandum of sale sent to ${memorandumRecipients({ buyerSolicitor: !!deal.buyerSolicitor, sellerSolicitor: !!request.sellerSolicitor })}`,
      );
      onClose();
    } catch (error) {
      // A 400 names the fields it refused: each message goes beside its field too.
      if (error instanceof ApiError)
        for (const [field, message] of Object.entries(formMessages(Object.entries(error.fields))))
          setError(field as Path<MemorandumFormValues>, { type: 'server', message });
      setFailure(messageOf(error));
    }
  });

  return (
    <FormDialog
      title="Send memorandum of sale"
      description="Emailed as a PDF to the investor and each solicitor named, and kept on the deal’s documents. It records the sale subject to contract."
      onClose={onClose}
      busy={sendMemorandum.isPending}
      dirty={isDirty}
    >
      <form noValidate className="form memorandum-form" aria-label="Memorandum of sale" onSubmit={(event) => void onSubmit(event)}>
        <dl className="memorandum-form__deal">
          <div>
            <dt>Property</dt>
            <dd>{deal.propertyTitle ?? 'A deleted listing'}</dd>
          </div>
          <div>
            <dt>Agreed price</dt>
            <dd>{formatPence(deal.pricePence)}</dd>
          </div>
          <div>
            <dt>Buyer</dt>
            <dd>
              {deal.investorName ?? 'No name'}, {deal.financing === 'cash' ? 'cash buyer' : 'buying with a mortgage'}
            </dd>
          </div>
          <div>
            <dt>Buyer’s solicitor</dt>
            <dd>{deal.buyerSolicitor ? deal.buyerSolicitor.firm : 'Not instructed yet: the investor gives them on My deals'}</dd>
          </div>
        </dl>
        <TextField id="memorandum-seller-name" label="Seller’s name" autoComplete="off" error={errors.seller?.name} {...register('seller.name')} />
        <TextField
          id="memorandum-seller-address"
          label="Seller’s address (optional)"
          autoComplete="off"
          error={errors.seller?.address}
          {...register('seller.address')}
        />
        <CheckboxField id="memorandum-seller-solicitor-known" label="The seller’s solicitor is instructed" {...register('sellerSolicitorKnown')} />
        {solicitorKnown && (
          <fieldset className="memorandum-form__solicitor">
            <legend>The seller’s solicitor</legend>
            <ConveyancerFields
              idPrefix="memorandum-seller-solicitor"
              register={(name) => register(`sellerSolicitor.${name}`)}
              errors={errors.sellerSolicitor}
            />
          </fieldset>
        )}
        {deal.financing === 'mortgage' && (
          <TextField id="memorandum-lender" label="Buyer’s lender (optional)" autoComplete="off" error={errors.lender} {...register('lender')} />
        )}
        <TextAreaField
          id="memorandum-special-conditions"
          label="Special conditions (optional)"
          hint="One a line, up to 20: fixtures and fittings included, target dates, works agreed."
          rows={4}
          error={errors.specialConditions}
          {...register('specialConditions')}
        />
        <FormAlert message={failure} />
        <DialogActions>
          <DialogCancelButton disabled={sendMemorandum.isPending} />
          <Button type="submit" variant="primary" busy={sendMemorandum.isPending} busyLabel="Sending…">
            Send memorandum
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
