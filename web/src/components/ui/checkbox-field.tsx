import type { ComponentProps } from 'react';
import type { FieldError } from 'react-hook-form';
import { validity } from './field';

interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  id: string;
  label: string;
  error?: FieldError;
}

/** A checkbox with its label beside it; spread react-hook-form's `register(name)` into it (the value is a boolean). */
export function CheckboxField({ id, label, error, ...input }: CheckboxFieldProps) {
  return (
    <div className="field field--checkbox">
      <input id={id} type="checkbox" {...validity(id, error)} {...input} />
      <label htmlFor={id}>{label}</label>
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error.message}
        </p>
      )}
    </div>
  );
}
