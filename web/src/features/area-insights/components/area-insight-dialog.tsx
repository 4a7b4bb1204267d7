import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ReactNode } from 'react';
import { useForm, useWatch, type Control, type FieldPath } from 'react-hook-form';
import { demandLevels, type AreaInsight, type AreaInsightInput } from '@shared/domain/area-insight';
import { META_DESCRIPTION_ADVISED, META_TITLE_ADVISED } from '@shared/rules/area-insights';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { DialogActions } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { DialogCancelButton, FormDialog } from '../../../components/ui/form-dialog';
import { ImageUploadField } from '../../../components/uploads/image-upload-field';
import { MoneyField, NumberField } from '../../../components/ui/number-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { TextField } from '../../../components/ui/text-field';
import { useFormFailure } from '../../../components/ui/use-form-failure';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useRouteMutation } from '../../../lib/route-query';
import { areaInsightRoutes, createAreaInsight, updateAreaInsight } from '../api/area-insights';
import { areaInsightFormSchema, emptyFormValues, slugFromLocationName, toFormValues, type AreaInsightFormValues } from '../lib/insight-form';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="aim-section">
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}

/** '12/60 characters', flagged past the advised length (spec section 5: advisory, not enforced). */
const counter = (length: number, advised: number) => `${length}/${advised} characters${length > advised ? ` (over the advised ${advised})` : ''}`;

/**
 * Add / edit an area insight: the ten sections of spec 'Area insights management (admin)'. The form is
 * checked by the same shared schema the API validates with; a failed save keeps the dialog open with the
 * admin's input (spec section 4).
 */
export function AreaInsightDialog({ insight, onClose }: { insight: AreaInsight | null; onClose: () => void }) {
  const id = useId();
  const creating = insight === null;
  const { failure, setFailure, clearOnEdit } = useFormFailure();
  const {
    register,
    control: formControl,
    handleSubmit,
    setValue,
    getFieldState,
    // dirtyFields is read so the form tracks it: getFieldState('urlSlug').isDirty below depends on it.
    formState: { errors, dirtyFields: _dirty, isDirty },
  } = useForm<AreaInsightFormValues, unknown, AreaInsightInput>({
    resolver: zodResolver(areaInsightFormSchema),
    defaultValues: insight ? toFormValues(insight) : emptyFormValues,
  });

  const save = useRouteMutation({
    mutationFn: (input: AreaInsightInput) => (insight ? updateAreaInsight(insight.id, input, insight.version) : createAreaInsight(input)),
    invalidates: areaInsightRoutes,
    onSuccess: () => {
      toast.success(creating ? 'Area insight created successfully' : 'Area insight updated successfully');
      onClose();
    },
    onError: (error) => {
      toast.error(creating ? 'Failed to create area insight' : 'Failed to update area insight');
      setFailure(error instanceof ApiError ? error.message : 'Something went wrong. Please try again.');
    },
  });

  const f = (name: FieldPath<AreaInsightFormValues>) => `${id}-${name}`;
  const text = (name: FieldPath<AreaInsightFormValues>, label: string, extra: { hint?: string; wide?: boolean; type?: string; placeholder?: string } = {}) => (
    <div className={extra.wide ? 'aim-wide' : undefined}>
      <TextField
        id={f(name)}
        label={label}
        hint={extra.hint}
        type={extra.type ?? 'text'}
        placeholder={extra.placeholder}
        error={errors[name as keyof typeof errors] as never}
        {...register(name)}
      />
    </div>
  );
  const area = (name: FieldPath<AreaInsightFormValues>, label: string, rows = 4, hint?: string) => (
    <div className="aim-wide">
      <TextAreaField id={f(name)} label={label} rows={rows} hint={hint} error={errors[name as keyof typeof errors] as never} {...register(name)} />
    </div>
  );

  // The number fields take the form's control by its values' type (the resolver's output type differs).
  const control = formControl as unknown as Control<AreaInsightFormValues>;
  const metaTitle = useWatch({ control, name: 'metaTitle' }) ?? '';
  const metaDescription = useWatch({ control, name: 'metaDescription' }) ?? '';
  const slugValue = useWatch({ control, name: 'urlSlug' }) ?? '';
  const heroAlt = useWatch({ control, name: 'heroImageAlt' }) ?? '';
  // The uploaded key goes into the 'Hero Image URL' field through setValue, so that input shows it too
  // (a second controller on the registered field would change the form's value but not what the input shows).
  const heroValue = useWatch({ control, name: 'heroImageUrl' }) ?? '';
  const setHero = (next: string | null) => setValue('heroImageUrl', next ?? '', { shouldDirty: true, shouldValidate: true });
  const locationField = register('locationName', {
    onChange: (event: { target: { value: string } }) => {
      // Create mode: the slug follows the location name until the admin edits the slug themselves.
      if (creating && !getFieldState('urlSlug').isDirty) setValue('urlSlug', slugFromLocationName(event.target.value));
    },
  });
  const slugField = register('urlSlug');

  return (
    <FormDialog title={creating ? 'Add Area Insight' : 'Edit Area Insight'} onClose={onClose} busy={save.isPending} dirty={isDirty}>
      <form className="aim-form" noValidate {...clearOnEdit} onSubmit={handleSubmit((input) => save.mutate(input))}>
        <Section title="Basic Information">
          <TextField id={f('locationName')} label="Location Name" error={errors.locationName} {...locationField} />
          <TextField id={f('postcode')} label="Postcode" error={errors.postcode} {...register('postcode')} />
          <div className="aim-wide">
            <TextField
              id={f('urlSlug')}
              label="URL Slug"
              hint="Lowercase letters, digits and hyphens: the page address /area-insights/{slug}"
              error={errors.urlSlug}
              {...slugField}
            />
          </div>
          {area('snippet', 'Snippet', 3, 'Shown on the area cards and under the page title')}
        </Section>

        <Section title="Hero Image">
          <div className="aim-wide">
            {/* Uploaded as `{slug or temp}-hero-{timestamp}` to the heroes bucket; the stored key goes into the form. */}
            <ImageUploadField
              ownerId={slugValue.trim() || 'temp'}
              label="Hero Image"
              value={heroValue.trim() || null}
              onChange={setHero}
              alt={heroAlt}
              successMessage="Hero image uploaded successfully"
              failureMessage="Failed to upload hero image"
            />
          </div>
          {text('heroImageUrl', 'Hero Image URL', { wide: true, placeholder: 'https://', hint: 'Or an https:// image address; leave empty for no image' })}
          {text('heroImageAlt', 'Hero Image Alt Text', { wide: true, hint: 'Describes the image for screen readers' })}
        </Section>

        <Section title="SEO Metadata">
          <div className="aim-wide">
            <TextField
              id={f('metaTitle')}
              label="Meta Title"
              hint={counter(metaTitle.length, META_TITLE_ADVISED)}
              error={errors.metaTitle}
              {...register('metaTitle')}
            />
          </div>
          <div className="aim-wide">
            <TextAreaField
              id={f('metaDescription')}
              label="Meta Description"
              rows={3}
              hint={counter(metaDescription.length, META_DESCRIPTION_ADVISED)}
              error={errors.metaDescription}
              {...register('metaDescription')}
            />
          </div>
          {text('metaKeywords', 'Meta Keywords', { wide: true, hint: 'Comma-separated' })}
        </Section>

        <Section title="Main Content">
          {area('areaOverview', 'Area Overview', 5)}
          {area('investmentInsightsContent', 'Investment Insights', 5)}
        </Section>

        <Section title="Statistics & Data">
          <MoneyField id={f('averageHousePrice')} label="Average House Price (£)" control={control} name="averageHousePrice" />
          <MoneyField id={f('averageRentPcm')} label="Average Rent (£ pcm)" control={control} name="averageRentPcm" />
          {text('grossYieldRange', 'Gross Yield Range', { placeholder: 'e.g. 6-7%' })}
          {text('growthForecastRange', '5-Year Growth Forecast', { placeholder: 'e.g. 18-22%' })}
          <MoneyField id={f('historicPrice2014')} label="Historic Value 2014 (£)" control={control} name="historicPrice2014" />
          <MoneyField id={f('historicPrice2024')} label="Historic Value 2024 (£)" control={control} name="historicPrice2024" />
        </Section>

        <Section title="Enhanced Market Data">
          {text('rentalYieldRange', 'Rental Yield Range', { placeholder: 'e.g. 8%+', hint: 'Used by the public yield filter' })}
          <SelectField
            id={f('demandLevel')}
            label="Demand Level"
            options={demandLevels.map((v) => ({ value: v, label: v }))}
            error={errors.demandLevel}
            {...register('demandLevel')}
          />
          <MoneyField id={f('averagePrice')} label="Average Price (£)" control={control} name="averagePrice" />
          <NumberField id={f('priceGrowthPercentage')} label="Price Growth (%)" control={control} name="priceGrowthPercentage" />
          {text('propertyTypesAvailable', 'Property Types Available', { wide: true, hint: 'Comma-separated' })}
          {text('subcategories', 'Subcategories', { wide: true, hint: 'Comma-separated' })}
        </Section>

        <Section title="CITY GATE™ Breakdown">
          {area('citygateCapital', 'C – Capital', 2)}
          {area('citygateIncome', 'I – Income', 2)}
          {area('citygateTenantDemand', 'T – Tenant Demand', 2)}
          {area('citygateYieldStability', 'Y – Yield Stability', 2)}
          {area('citygateGrowth', 'G – Growth', 2)}
          {area('citygateArea', 'A – Area', 2)}
          {area('citygateTypeFit', 'T – Type Fit', 2)}
          {area('citygateExit', 'E – Exit', 2)}
        </Section>

        <Section title="Property Snapshot">
          {text('snapshotType', 'Property Type')}
          {text('snapshotCapitalNeeded', 'Capital Needed')}
          <MoneyField id={f('snapshotPurchasePrice')} label="Purchase Price (£)" control={control} name="snapshotPurchasePrice" />
          <NumberField id={f('snapshotGrossYield')} label="Gross Yield (%)" control={control} name="snapshotGrossYield" />
          <NumberField id={f('snapshotFiveYearCapitalGain')} label="5-Year Capital Gain (%)" control={control} name="snapshotFiveYearCapitalGain" />
          {text('snapshotTenantDemand', 'Tenant Demand')}
          {text('snapshotNetMonthlyIncome', 'Net Monthly Income')}
          {text('snapshotExitStrategy', 'Exit Strategy')}
          {text('snapshotIdealFor', 'Ideal For', { wide: true })}
        </Section>

        <Section title="Investor Insights & CTA">
          {area('investorInsights', 'Investor Insights', 3)}
          {area('nextStepCta', 'Next Step Call to Action', 3, 'Leave empty for the default sentence naming the location and postcode')}
        </Section>

        <Section title="Publishing Settings">
          <NumberField id={f('displayOrder')} label="Display Order" control={control} name="displayOrder" />
          <CheckboxField id={f('isPublished')} label="Published" {...register('isPublished')} />
        </Section>

        <FormAlert message={failure} />
        <DialogActions>
          <DialogCancelButton disabled={save.isPending} />
          <Button type="submit" variant="primary" busy={save.isPending} busyLabel={creating ? 'Creating...' : 'Updating...'}>
            {creating ? 'Create' : 'Update'}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
