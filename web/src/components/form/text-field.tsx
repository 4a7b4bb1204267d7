import type { ComponentProps, ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';

interface FieldProps {
  id: string;
  label: string;
  error?: FieldError;
}

const errorId = (id: string) => `${id}-error`;

/** The label, the control and its error message, which the control names in aria-describedby. */
function Field({ id, label, error, children }: FieldProps & { children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <p className="field__error" id={errorId(id)}>
          {error.message}
        </p>
      )}
    </div>
  );
}

/** The attributes that tell assistive technology whether a control is invalid, and why. */
const validity = (id: string, error: FieldError | undefined) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? errorId(id) : undefined,
});

/** A labelled input; spread react-hook-form's `register(name)` into it. */
export function TextField({ id, label, error, ...input }: FieldProps & ComponentProps<'input'>) {
  return (
    <Field id={id} label={label} error={error}>
      <input id={id} {...validity(id, error)} {...input} />
    </Field>
  );
}

/** A labelled textarea; spread react-hook-form's `register(name)` into it. */
export function TextAreaField({ id, label, error, ...textarea }: FieldProps & ComponentProps<'textarea'>) {
  return (
    <Field id={id} label={label} error={error}>
      <textarea id={id} {...validity(id, error)} {...textarea} />
    </Field>
  );
}
