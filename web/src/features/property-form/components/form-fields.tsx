import { useEffect } from 'react';
import { get, useController, useFormContext, type Path } from 'react-hook-form';
import type { PropertyFormValues } from '@shared/views/property-form';
import type { UploadDocumentType } from '@shared/rules/uploads';
import { descriptorOf, formLabel, type PropertyField } from '@shared/domain/property-fields';
import { DocumentField } from '../../../components/uploads/document-field';
import { PhotoManager } from '../../../components/uploads/photo-manager';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { MoneyField, NumberField } from '../../../components/ui/number-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { fieldId } from '../lib/field-paths';
import { useFormUploads } from './upload-context';

/** The form's field helpers: each names its control by its path (see fieldId), so the error summary can reach it. */
type Name = Path<PropertyFormValues>;

interface Common {
  name: Name;
  label: string;
  hint?: string;
  required?: boolean;
}

const shownLabel = (label: string, required?: boolean) => (required ? `${label} (required)` : label);

export function Text({ name, label, hint, required, type = 'text', placeholder }: Common & { type?: string; placeholder?: string }) {
  const { register, formState } = useFormContext<PropertyFormValues>();
  return (
    <TextField
      id={fieldId(name)}
      label={shownLabel(label, required)}
      hint={hint}
      type={type}
      placeholder={placeholder}
      aria-required={required || undefined}
      error={get(formState.errors, name)}
      {...register(name)}
    />
  );
}

export function LongText({ name, label, hint, rows = 4 }: Common & { rows?: number }) {
  const { register, formState } = useFormContext<PropertyFormValues>();
  return <TextAreaField id={fieldId(name)} label={label} hint={hint} rows={rows} error={get(formState.errors, name)} {...register(name)} />;
}

export function Choice({
  name,
  label,
  hint,
  required,
  options,
  placeholder = 'Select...',
}: Common & { options: readonly (string | { value: string; label: string })[]; placeholder?: string | null }) {
  const { register, formState } = useFormContext<PropertyFormValues>();
  return (
    <SelectField
      id={fieldId(name)}
      label={shownLabel(label, required)}
      hint={hint}
      aria-required={required || undefined}
      placeholder={placeholder ?? undefined}
      options={options.map((o) => (typeof o === 'string' ? { value: o, label: o } : o))}
      error={get(formState.errors, name)}
      {...register(name)}
    />
  );
}

export function Num({ name, label, hint, required, money = false, step, min }: Common & { money?: boolean; step?: number; min?: number }) {
  const { control } = useFormContext<PropertyFormValues>();
  const Input = money ? MoneyField : NumberField;
  return (
    <Input
      id={fieldId(name)}
      label={shownLabel(label, required)}
      hint={hint}
      aria-required={required || undefined}
      control={control}
      name={name}
      step={step}
      min={min}
    />
  );
}

export function Check({ name, label }: Common) {
  const { register } = useFormContext<PropertyFormValues>();
  return <CheckboxField id={fieldId(name)} label={label} {...register(name)} />;
}

/**
 * What an upload field of the form needs: its value, the form's upload context (owner id, disabled, the
 * busy reporter that holds saving while it uploads), its element id and its error. A field that leaves
 * the form (a section hidden, a unit removed) while uploading releases saving.
 */
function useUploadField<N extends Name>(name: N) {
  const { control, formState } = useFormContext<PropertyFormValues>();
  const uploads = useFormUploads();
  const { field } = useController({ control, name });
  const report = uploads.busyReporter(name);
  useEffect(() => () => report(false), [report]);
  return { ...uploads, onBusyChange: report, value: field.value, onChange: field.onChange, id: fieldId(name), errors: get(formState.errors, name) as unknown };
}

/** The form's error for a list (its own, or its first item's, e.g. 'photos.1'), as a field error. */
function listError(errors: unknown) {
  const e = errors as ({ message?: string } & { message?: string }[]) | undefined;
  const message = e?.message ?? (Array.isArray(e) ? e.find((item) => item?.message)?.message : undefined);
  return message ? { type: 'validate', message } : undefined;
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="field__error" id={`${id}-error`}>
      {message}
    </p>
  );
}

/**
 * The photos, uploaded through the upload pipeline (PhotoManager): stored keys in display order, the first
 * the main image (the schema makes it the record's imageUrl). Files live under the property's id.
 */
export function PhotoList({ name, label, hint }: { name: 'photos'; label: string; hint?: string }) {
  const { ownerId, disabled, onBusyChange, value, onChange, id, errors } = useUploadField(name);
  const error = listError(errors);
  return (
    <div id={id} tabIndex={-1} className="pf-upload">
      <PhotoManager value={value} onChange={onChange} ownerId={ownerId} label={label} hint={hint} disabled={disabled} onBusyChange={onBusyChange} />
      <FieldError id={id} message={error?.message} />
    </div>
  );
}

/** One document of the property, uploaded through the upload pipeline (DocumentField); '' when there is none. */
export function DocumentInput({ name, label, documentType, hint }: { name: Name; label: string; documentType: UploadDocumentType; hint?: string }) {
  const { ownerId, disabled, onBusyChange, value, onChange, id, errors } = useUploadField(name);
  const error = errors as { message?: string } | undefined;
  return (
    <div id={id} tabIndex={-1} className="pf-upload">
      <DocumentField
        ownerId={ownerId}
        documentType={documentType}
        label={label}
        hint={hint}
        value={typeof value === 'string' && value !== '' ? value : null}
        onChange={(next) => onChange(next ?? '')}
        disabled={disabled}
        onBusyChange={onBusyChange}
      />
      <FieldError id={id} message={error?.message} />
    </div>
  );
}

export const LINK_HINT = 'A link starting with https://';

/** A plain field's input, as its descriptor (domain/property-fields.ts) says: kind, label and unit, hint, required. */
export function DescribedInput({ field }: { field: PropertyField }) {
  const d = descriptorOf(field);
  const name = field as Name;
  const label = formLabel(d);
  // A choice that starts with a value (status, tenure) is never empty: not marked required.
  const required = d.required !== undefined && d.formDefault === undefined;
  switch (d.kind) {
    case 'text':
      return <Text name={name} label={label} hint={d.hint} required={required} />;
    case 'link':
      return <Text name={name} label={label} hint={d.hint ?? LINK_HINT} required={required} type="url" />;
    case 'longText':
      return <LongText name={name} label={label} hint={d.hint} rows={d.rows} />;
    case 'choice':
      return <Choice name={name} label={label} hint={d.hint} required={required} options={d.options ?? []} placeholder={d.placeholder} />;
    case 'number':
    case 'money':
      return <Num name={name} label={label} hint={d.hint} required={required} money={d.kind === 'money'} />;
    case 'check':
      return <Check name={name} label={label} />;
    case 'document':
      return <DocumentInput name={name} label={label} documentType={field as UploadDocumentType} hint={d.hint} />;
    default:
      return null;
  }
}
