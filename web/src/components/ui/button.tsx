import type { ComponentProps } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'ghost' | 'danger';

interface ButtonLook {
  variant?: ButtonVariant;
  /** Full width. */
  block?: boolean;
  className?: string;
}

/** The class list of a button look, for elements that must stay something else (a router Link, a label). */
export const buttonClass = ({ variant = 'secondary', block = false, className }: ButtonLook = {}): string =>
  ['button', `button--${variant}`, block && 'button--block', className].filter(Boolean).join(' ');

export interface ButtonProps extends ButtonLook, Omit<ComponentProps<'button'>, 'className'> {
  /** While true the button is disabled, tells assistive technology it is busy and shows `busyLabel`. */
  busy?: boolean;
  busyLabel?: string;
}

/** A native button (type="button" unless told otherwise) in one of the design's looks. */
export function Button({ variant, block, className, busy = false, busyLabel, type = 'button', disabled, children, ...rest }: ButtonProps) {
  return (
    <button type={type} className={buttonClass({ variant, block, className })} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
