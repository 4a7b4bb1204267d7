import { useState } from 'react';
import { get, useController, useFormContext, type Path } from 'react-hook-form';
import type { PropertyFormValues } from '@shared/domain/property-form';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Field, validity } from '../../../components/ui/field';
import { MoneyField, NumberField } from '../../../components/ui/number-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { fieldId } from '../lib/field-paths';

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

export function Choice({ name, label, hint, required, options, placeholder = 'Select...' }: Common & { options: readonly (string | { value: string; label: string })[]; placeholder?: string | null }) {
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

export function Num({ name, label, hint, required, money = false }: Common & { money?: boolean }) {
  const { control } = useFormContext<PropertyFormValues>();
  const Input = money ? MoneyField : NumberField;
  return <Input id={fieldId(name)} label={shownLabel(label, required)} hint={hint} aria-required={required || undefined} control={control} name={name} />;
}

export function Check({ name, label }: Common) {
  const { register } = useFormContext<PropertyFormValues>();
  return <CheckboxField id={fieldId(name)} label={label} {...register(name)} />;
}

/**
 * A list of links or uploaded files' keys, one a line (the slot the upload pipeline's PhotoManager replaces).
 * What is typed stays as typed while editing; the form holds the non-empty lines.
 */
export function LinkList({ name, label, hint }: { name: 'photos'; label: string; hint?: string }) {
  const { control, formState } = useFormContext<PropertyFormValues>();
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
  } = useController({ control, name });
  const [draft, setDraft] = useState<string | null>(null);
  const id = fieldId(name);
  // The list's own error, or the first photo's (e.g. 'photos.1'): the summary links here for both.
  const errors = get(formState.errors, name) as ({ message?: string } & { message?: string }[]) | undefined;
  const message = errors?.message ?? (Array.isArray(errors) ? errors.find((e) => e?.message)?.message : undefined);
  const shownError = message ? { type: 'validate', message } : undefined;
  return (
    <Field id={id} label={label} hint={hint} error={shownError}>
      <textarea
        id={id}
        ref={ref}
        name={fieldName}
        rows={5}
        {...validity(id, shownError, hint)}
        value={draft ?? value.join('\n')}
        onChange={(event) => {
          setDraft(event.target.value);
          onChange(
            event.target.value
              .split('\n')
              .map((line) => line.trim())
              .filter(Boolean),
          );
        }}
        onBlur={() => {
          setDraft(null);
          onBlur();
        }}
      />
    </Field>
  );
}
