import type { ComponentProps } from 'react';

interface SwitchProps extends Omit<ComponentProps<'button'>, 'onChange' | 'role' | 'type'> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The visible label; without one, name the switch with aria-label. */
  label?: string;
}

/** An on/off control (role="switch"): Space or Enter toggles it, screen readers announce on or off. */
export function Switch({ checked, onCheckedChange, label, className, ...button }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      className={className ? `switch ${className}` : 'switch'}
      onClick={() => onCheckedChange(!checked)}
      {...button}
    >
      <span className="switch__track" aria-hidden="true">
        <span className="switch__thumb" />
      </span>
      {label && <span className="switch__label">{label}</span>}
    </button>
  );
}
