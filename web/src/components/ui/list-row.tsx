import type { ComponentProps } from 'react';

const withClass = (base: string, className?: string) => (className ? `${base} ${className}` : base);

/** A list of bordered rows, e.g. the investor's saved searches or analyses; name it with aria-label. */
export function ListRows({ className, ...rest }: ComponentProps<'ul'>) {
  return <ul className={withClass('list-rows', className)} {...rest} />;
}

/** One bordered row: its content (a ListRowText and the row's actions) side by side, wrapping when narrow. */
export function ListRow({ className, ...rest }: ComponentProps<'li'>) {
  return <li className={withClass('list-row', className)} {...rest} />;
}

/** The row's text: a name over its details, one under the other. */
export function ListRowText({ className, ...rest }: ComponentProps<'div'>) {
  return <div className={withClass('list-row__text', className)} {...rest} />;
}
