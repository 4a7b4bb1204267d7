import type { ComponentProps, ReactNode } from 'react';

/** One labelled figure: its name, its value and, for tests, the value's test id. */
export interface Figure {
  key: string;
  label: ReactNode;
  value: ReactNode;
  testId?: string;
}

interface FigureListProps extends Omit<ComponentProps<'dl'>, 'children'> {
  figures: readonly Figure[];
}

/** Figures side by side, each its name over its value (a description list), as many to a row as fit. */
export function FigureList({ figures, className, ...rest }: FigureListProps) {
  return (
    <dl className={className ? `figure-list ${className}` : 'figure-list'} {...rest}>
      {figures.map((figure) => (
        <div key={figure.key}>
          <dt>{figure.label}</dt>
          <dd data-testid={figure.testId}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
