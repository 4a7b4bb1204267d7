import { Search } from 'lucide-react';
import type { InputHTMLAttributes, Ref } from 'react';

interface SearchInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  ref?: Ref<HTMLInputElement>;
  /** Classes for the box around the input (its width in a toolbar). */
  className?: string;
}

/**
 * A search box: a magnifier inside a search input. Name it with a `<label htmlFor={id}>` (shown, or
 * visually hidden when the placeholder already says what to type).
 */
export function SearchInput({ ref, className, ...rest }: SearchInputProps) {
  return (
    <div className={['search-input', className].filter(Boolean).join(' ')}>
      <Search size={18} aria-hidden="true" className="search-input__icon" />
      <input ref={ref} type="search" className="form-control" autoComplete="off" {...rest} />
    </div>
  );
}
