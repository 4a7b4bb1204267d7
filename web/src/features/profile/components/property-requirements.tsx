import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import type { Profile } from '@shared/domain/profile';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useUnsavedChanges } from '../../../components/ui/unsaved-changes';
import { cacheMyProfile } from '../../../lib/session/get-my-profile';
import { updateMyRequirements } from '../api/update-profile';
import {
  formToRequirements,
  optionLabel,
  requirementOptions,
  requirementsFormSchema,
  requirementsToForm,
  type RequirementsFormValues,
} from '../lib/requirements-form';

type SelectName = keyof typeof requirementOptions;
const toOption = (value: string) => ({ value, label: optionLabel(value) });

const selects: { name: SelectName; label: string }[] = [
  { name: 'exitStrategy', label: 'Exit Strategy' },
  { name: 'purchaseStructure', label: 'Purchase Structure' },
  { name: 'propertyTypeInterest', label: 'Property Type Interest' },
  { name: 'timeframeToBuy', label: 'Timeframe to Buy' },
];

/** Property Requirements: the eight investor fields (empty answers saved as null). */
export function PropertyRequirements({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<RequirementsFormValues>({ resolver: zodResolver(requirementsFormSchema), defaultValues: requirementsToForm(profile) });
  const [propertiesToSell, ...current] = useWatch({ control, name: ['propertiesToSell', ...selects.map((s) => s.name)] });
  useUnsavedChanges(isDirty);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const updated = await updateMyRequirements(formToRequirements(values));
      cacheMyProfile(queryClient, updated);
      reset(requirementsToForm(updated));
      toast.success('Property requirements updated successfully!');
    } catch {
      toast.error('Failed to update property requirements. Please try again.');
    }
  });

  /** The spec's options, plus a value stored from another option set so saving never loses it. */
  const optionsFor = (name: SelectName, value: string | undefined): string[] => {
    const list: string[] = [...requirementOptions[name]];
    return value && !list.includes(value) ? [...list, value] : list;
  };

  const textField = (name: 'cashToInvest' | 'budget', label: string, hint: string) => (
    <TextField id={`requirements-${name}`} label={label} type="text" placeholder={hint} error={errors[name]} {...register(name)} />
  );

  return (
    <Card
      className="profile-card"
      titleId="requirements-title"
      title="Property Requirements"
      subtitle="Tell us what you are looking for, so we can match you with the right opportunities."
    >
      <form className="card__body form" onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
        <div className="form-grid">
          {textField('cashToInvest', 'Cash to Invest', 'e.g. £50,000')}
          {textField('budget', 'Budget', 'e.g. £150,000')}
          {selects.map(({ name, label }, i) => (
            <SelectField
              key={name}
              id={`requirements-${name}`}
              label={label}
              placeholder="Select..."
              options={optionsFor(name, current[i]).map(toOption)}
              {...register(name)}
            />
          ))}
          <SelectField
            id="requirements-propertiesToSell"
            label="Properties to Sell"
            placeholder="Select..."
            options={requirementOptions.propertiesToSell.map(toOption)}
            {...register('propertiesToSell')}
          />
          {propertiesToSell === 'yes' && (
            <TextField
              id="requirements-numberOfProperties"
              label="Number of Properties"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              error={errors.numberOfProperties}
              {...register('numberOfProperties')}
            />
          )}
        </div>
        <div>
          <Button type="submit" variant="primary" disabled={!isDirty} busy={isSubmitting} busyLabel="Updating...">
            Update Requirements
          </Button>
        </div>
      </form>
    </Card>
  );
}
