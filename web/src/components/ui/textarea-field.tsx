import type { ComponentProps } from 'react';
import { Field, validity, type FieldProps } from './field';

/** A labelled textarea; spread react-hook-form's `register(name)` into it. */
export function TextAreaField({ id, label, error, hint, ...textarea }: FieldProps & ComponentProps<'textarea'>) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <textarea id={id} {...validity(id, error, hint)} {...textarea} />
    </Field>
  );
}
