import type { ReactNode } from 'react';
import { formatPrice } from '@shared/rules/money';
import { PageHeader } from '../ui/page-header';

interface PropertyHeaderProps {
  /** The line above the title, e.g. 'Terrace · Hull'. */
  eyebrow: string;
  title: string;
  headline: string | null | undefined;
  price: number;
  badges: ReactNode;
}

/** The head of a property page: eyebrow, title (`#pd-title`, which the page's article is labelled by), headline, price and badges. */
export function PropertyHeader({ eyebrow, title, headline, price, badges }: PropertyHeaderProps) {
  return (
    <PageHeader
      eyebrow={eyebrow}
      title={title}
      titleId="pd-title"
      intro={headline}
      actions={
        <div className="pd-header__price">
          <p className="pd-price">{formatPrice(price)}</p>
          <div className="pd-badges-row">{badges}</div>
        </div>
      }
    />
  );
}
