import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { FormProvider, useForm, useWatch, type Path, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import type { Property } from '@shared/domain/property';
import { newPropertyForm, propertyFormSchema, propertyToForm, type PropertyFormOutput, type PropertyFormValues } from '@shared/views/property-form';
import { fieldApplies } from '@shared/rules/field-visibility';
import { Button, buttonClass } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { useUnsavedChanges } from '../../../components/ui/unsaved-changes';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { areaInsightOptionsQuery, createProperty, updateProperty, useAfterSave } from '../api/property-form';
import { flattenErrors } from '../lib/field-paths';
import { ErrorSummary } from './error-summary';
import {
  BasicsSection,
  ComparablesSection,
  DescriptionsSection,
  MaterialInformationSection,
  DocumentsSection,
  EpcUnitsSection,
  FinancialsSection,
  LocationSection,
  PhotosSection,
  RentalUnitsSection,
  TenancySection,
  TenureSection,
} from './form-sections';
import { PublishChecklist } from './publish-checklist';
import { FormUploadsProvider, useUploadBusy } from './upload-context';
import { paths } from '@shared/contract/paths';

const BACK = paths.propertyManagement();
const resolver = zodResolver(propertyFormSchema) as unknown as Resolver<PropertyFormValues, unknown, PropertyFormOutput>;

/** Spec section 8, word for word. */
const messages = {
  publish: { success: 'Property published successfully!', failure: 'Failed to publish property' },
  draft: { success: 'Property saved as draft!', failure: 'Failed to save draft' },
  update: { success: 'Property updated successfully!', failure: 'Failed to update property' },
} as const;
type SaveKind = keyof typeof messages;

/**
 * Add / Edit Property: every field of spec section 3 in sections, the conditional sections shown live, the
 * shared schema as the resolver (the API checks the same one). Create offers Publish and Save as Draft; edit
 * keeps the published flag. A refused save lists its problems at the top; a stale edit (409) keeps the input.
 */
export function PropertyForm({ property }: { property?: Property }) {
  const navigate = useNavigate();
  const afterSave = useAfterSave();
  const methods = useForm<PropertyFormValues, unknown, PropertyFormOutput>({
    resolver,
    defaultValues: property ? propertyToForm(property) : newPropertyForm(),
    shouldFocusError: false,
  });
  const { control, formState, handleSubmit } = methods;
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState<SaveKind | null>(null);
  // Leaving with unsaved changes asks first; a save in progress, or finished (it navigates away), does not.
  const allowLeaving = useUnsavedChanges(formState.isDirty && saving === null);
  const [summaryShown, setSummaryShown] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  // The version the admin opened: a refetch of the record must never turn a stale edit into an overwrite.
  const openedVersion = useRef(property?.version ?? 0);
  const areas = useQuery(areaInsightOptionsQuery());
  // The id the files are stored under: the property's, or for a new one an id chosen now and created with.
  const [ownerId] = useState(() => property?.id ?? globalThis.crypto.randomUUID());
  const { uploading, busyReporter } = useUploadBusy();

  const values = useWatch({ control });

  const areaOptions = (() => {
    const list = areas.data ?? [];
    const current = values.areaInsightsLink;
    return current && !list.some((o) => o.value === current) ? [...list, { value: current, label: current }] : list;
  })();

  const showSummary = () => {
    setSummaryShown(true);
    // After React has rendered the summary.
    window.requestAnimationFrame(() => summaryRef.current?.focus());
  };

  const save = (kind: SaveKind) =>
    handleSubmit(async (form) => {
      setFailure(null);
      setSaving(kind);
      try {
        const saved = property ? await updateProperty(property.id, form, openedVersion.current) : await createProperty(form, kind === 'publish', ownerId);
        toast.success(messages[kind].success);
        allowLeaving();
        await afterSave(saved);
        navigate(BACK);
      } catch (error) {
        toast.error(messages[kind].failure);
        const refused = error instanceof ApiError ? Object.entries(error.fields) : [];
        if (refused.length > 0) {
          // A 400 naming fields: each message beside its field and in the summary, as the form's own checks show theirs.
          for (const [field, message] of refused) methods.setError(field as Path<PropertyFormValues>, { type: 'server', message });
          showSummary();
          return;
        }
        // A 409 says someone else saved meanwhile, or names the Part A material information publishing needs (the
        // checklist lists it too); the admin's input stays as typed.
        setFailure(error instanceof ApiError ? error.message : messages[kind].failure);
        window.requestAnimationFrame(() => document.getElementById('pf-failure')?.focus());
      } finally {
        setSaving(null);
      }
    }, showSummary);

  const problems = summaryShown ? flattenErrors(formState.errors) : [];
  const busy = saving !== null;
  // Saving waits while a file is on its way (its key is not in the form yet).
  const blocked = busy || uploading;

  return (
    <FormProvider {...methods}>
      <FormUploadsProvider ownerId={ownerId} disabled={busy} busyReporter={busyReporter}>
        <form
          className="pf-form"
          noValidate
          onSubmit={(event) => {
            if (uploading) {
              event.preventDefault();
              return;
            }
            void save(property ? 'update' : 'draft')(event);
          }}
          aria-busy={busy}
        >
          <ErrorSummary ref={summaryRef} problems={problems} />
          {failure && (
            <div id="pf-failure" tabIndex={-1}>
              <FormAlert message={failure} />
            </div>
          )}
          <BasicsSection />
          <LocationSection areaOptions={areaOptions} />
          <FinancialsSection />
          <TenancySection />
          <TenureSection />
          <MaterialInformationSection />
          {fieldApplies('rentalUnits', values) && <RentalUnitsSection />}
          <EpcUnitsSection />
          <DocumentsSection />
          <PhotosSection />
          <ComparablesSection />
          <DescriptionsSection />

          <section className="card pf-section pf-publishing" aria-labelledby="pf-section-publishing">
            <div className="card__header">
              <h2 className="card__title" id="pf-section-publishing">
                Publishing
              </h2>
              <p className="card__subtitle">
                {property
                  ? property.isPublished
                    ? 'This property is published: saving keeps it published.'
                    : 'This property is a draft: saving keeps it a draft.'
                  : 'Publish it now for investors to see, or save it as a draft.'}
              </p>
            </div>
            <div className="card__body">
              <PublishChecklist values={values} />
              {uploading && (
                <p className="pf-uploading" role="status">
                  Saving is available once the uploads have finished.
                </p>
              )}
              <div className="pf-actions">
                <Link className={buttonClass({ variant: 'ghost' })} to={BACK}>
                  Cancel
                </Link>
                {property ? (
                  <Button type="submit" variant="primary" busy={saving === 'update'} busyLabel="Saving..." disabled={blocked}>
                    Update Property
                  </Button>
                ) : (
                  <>
                    <Button type="submit" variant="secondary" busy={saving === 'draft'} busyLabel="Saving..." disabled={blocked}>
                      Save as Draft
                    </Button>
                    <Button variant="primary" onClick={() => void save('publish')()} busy={saving === 'publish'} busyLabel="Publishing..." disabled={blocked}>
                      Publish Property
                    </Button>
                  </>
                )}
              </div>
            </div>
          </section>
        </form>
      </FormUploadsProvider>
    </FormProvider>
  );
}
