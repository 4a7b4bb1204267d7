import { Field, validity, type FieldProps } from './field';
import { Select, type SelectProps } from './select';

/** A labelled select; spread react-hook-form's `register(name)` into it. */
export function SelectField({ id, label, error, hint, ...select }: FieldProps & SelectProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <Select id={id} {...validity(id, error, hint)} {...select} />
    </Field>
  );
}
