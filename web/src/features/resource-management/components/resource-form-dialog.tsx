import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { resourceIcons, resourceInputSchema, resourceInternalLinks, resourceTypes, type Resource, type ResourceInput } from '@shared/domain/resource';
import type * as z from '@shared/core/zod';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { DialogActions } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { DialogCancelButton, FormDialog } from '../../../components/ui/form-dialog';
import { NumberField } from '../../../components/ui/number-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { TextField } from '../../../components/ui/text-field';
import { useFormFailure } from '../../../components/ui/use-form-failure';
import { blankResource, resourceFormValues, typeLabels } from '../lib/resource-form';
import { ResourceFileField } from './resource-file-field';

type FormInput = z.input<typeof resourceInputSchema>;
type FormOutput = z.output<typeof resourceInputSchema>;

interface ResourceFormDialogProps {
  /** The resource being edited; none for Add Resource. */
  resource: Resource | null;
  onSave: (input: ResourceInput) => Promise<void>;
  onClose: () => void;
}

/** Add Resource / Edit Resource (spec 'Resource Management', section 5). A failed save keeps the dialog and the input. */
export function ResourceFormDialog({ resource, onSave, onClose }: ResourceFormDialogProps) {
  const { failure, setFailure, clearOnEdit } = useFormFailure();
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(resourceInputSchema),
    defaultValues: resource ? resourceFormValues(resource) : blankResource,
  });
  const type = useWatch({ control, name: 'type' });

  const submit = handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Failed to save resource');
    }
  });

  const typeField = register('type', {
    onChange: () => {
      // The link fields belong to one type each: a change of type starts them afresh.
      setValue('externalUrl', null);
      setValue('fileUrl', null);
    },
  });

  return (
    <FormDialog title={resource ? 'Edit Resource' : 'Add Resource'} onClose={onClose} busy={isSubmitting} dirty={isDirty}>
      <form className="form resource-form" onSubmit={submit} noValidate aria-busy={isSubmitting} {...clearOnEdit}>
        <FormAlert message={failure} />
        <TextField id="resource-title" label="Title" error={errors.title} {...register('title')} />
        <TextAreaField id="resource-description" label="Description" rows={3} error={errors.description} {...register('description')} />
        <div className="form-grid">
          <SelectField
            id="resource-type"
            label="Type"
            options={resourceTypes.map((t) => ({ value: t, label: typeLabels[t] }))}
            error={errors.type}
            {...typeField}
          />
          <SelectField
            id="resource-icon"
            label="Icon"
            options={resourceIcons.map((i) => ({ value: i, label: i }))}
            error={errors.iconName}
            {...register('iconName')}
          />
        </div>
        <TextField id="resource-action-text" label="Action Text" placeholder="e.g. Download Guide" error={errors.actionText} {...register('actionText')} />
        {type === 'link' && (
          <SelectField
            id="resource-internal-link"
            label="Internal Page"
            placeholder="Select a page..."
            options={resourceInternalLinks.map((to) => ({ value: to, label: to }))}
            error={errors.externalUrl}
            {...register('externalUrl')}
          />
        )}
        {type === 'external' && (
          <TextField
            id="resource-external-url"
            label="External URL"
            type="url"
            placeholder="https://"
            error={errors.externalUrl}
            {...register('externalUrl')}
          />
        )}
        {type === 'download' && (
          <Controller
            control={control}
            name="fileUrl"
            render={({ field, fieldState }) => (
              <ResourceFileField
                resourceId={resource?.id ?? null}
                value={field.value ?? null}
                onChange={(key) => field.onChange(key)}
                error={fieldState.error?.message}
              />
            )}
          />
        )}
        <div className="form-grid">
          <NumberField id="resource-display-order" label="Display Order" control={control} name="displayOrder" />
          <CheckboxField id="resource-featured" label="Featured resource" {...register('isFeatured')} />
        </div>
        <DialogActions>
          <DialogCancelButton disabled={isSubmitting} />
          <Button type="submit" variant="primary" busy={isSubmitting} busyLabel="Saving...">
            {resource ? 'Update Resource' : 'Create Resource'}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
