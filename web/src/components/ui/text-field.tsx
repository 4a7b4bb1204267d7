import type { ComponentProps } from 'react';
import { Field, validity, type FieldProps } from './field';

/** A labelled input; spread react-hook-form's `register(name)` into it. */
export function TextField({ id, label, error, hint, ...input }: FieldProps & ComponentProps<'input'>) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <input id={id} {...validity(id, error, hint)} {...input} />
    </Field>
  );
}
