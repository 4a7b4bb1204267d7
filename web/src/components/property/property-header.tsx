import type { ReactNode } from 'react';
import { formatPrice } from '@shared/rules/money';

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
    <header className="pd-header">
      <div className="pd-header__text">
        <p className="pd-eyebrow">{eyebrow}</p>
        <h1 id="pd-title" className="pd-title">
          {title}
        </h1>
        {headline && <p className="pd-headline">{headline}</p>}
      </div>
      <div className="pd-header__price">
        <p className="pd-price">{formatPrice(price)}</p>
        <div className="pd-badges-row">{badges}</div>
      </div>
    </header>
  );
}
