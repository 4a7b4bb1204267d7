import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';

export interface FieldProps {
  id: string;
  label: string;
  error?: FieldError;
  /** Help shown under the control, which the control names in aria-describedby. */
  hint?: string;
}

const errorId = (id: string) => `${id}-error`;
const hintId = (id: string) => `${id}-hint`;

/** The label, the control, its hint and its error message. */
export function Field({ id, label, error, hint, className, children }: FieldProps & { className?: string; children: ReactNode }) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p className="field__hint" id={hintId(id)}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={errorId(id)}>
          {error.message}
        </p>
      )}
    </div>
  );
}

/** The attributes that tell assistive technology whether a control is invalid, and why. */
export const validity = (id: string, error: FieldError | undefined, hint?: string) => {
  const describedBy = [hint && hintId(id), error && errorId(id)].filter(Boolean).join(' ');
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
};

/** A message from elsewhere (e.g. the server's, for a field it refused) as the field's error; none without one. */
export const messageAsError = (message: string | undefined): FieldError | undefined => (message ? { type: 'server', message } : undefined);
