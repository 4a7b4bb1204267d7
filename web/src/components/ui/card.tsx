import { useId, type ComponentProps, type ReactNode } from 'react';

interface CardProps extends Omit<ComponentProps<'section'>, 'className' | 'title'> {
  className?: string;
  /** The card's heading; the card is named by it. */
  title: ReactNode;
  subtitle?: ReactNode;
  /** The heading's level (2 unless the page needs another). */
  level?: 1 | 2 | 3;
  /** The heading's id (generated unless a page links to it). */
  titleId?: string;
  /** Content: a CardBody, or a form with className="card__body". */
  children: ReactNode;
}

/** A raised surface with a header (title and optional subtitle), labelled by its title. */
export function Card({ className, title, subtitle, level = 2, titleId, children, ...rest }: CardProps) {
  const generatedId = useId();
  const headingId = titleId ?? generatedId;
  const Heading = `h${level}` as const;
  return (
    <section className={className ? `card ${className}` : 'card'} aria-labelledby={headingId} {...rest}>
      <div className="card__header">
        <Heading className="card__title" id={headingId}>
          {title}
        </Heading>
        {subtitle && <p className="card__subtitle">{subtitle}</p>}
      </div>
      {children}
    </section>
  );
}

/** The card's padded content. */
export function CardBody({ className, children, ...rest }: Omit<ComponentProps<'div'>, 'className'> & { className?: string }) {
  return (
    <div className={className ? `card__body ${className}` : 'card__body'} {...rest}>
      {children}
    </div>
  );
}
