import type { ComponentProps } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<ComponentProps<'select'>, 'children'> {
  options: readonly SelectOption[];
  /** A first, empty option ('' = no answer), e.g. 'Select...'. */
  placeholder?: string;
}

/** A native select in the design's compact control look; label it with a <label htmlFor> or aria-label. */
export function Select({ options, placeholder, className, ...select }: SelectProps) {
  return (
    <select className={className ? `form-control ${className}` : 'form-control'} {...select}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
