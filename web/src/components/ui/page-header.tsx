import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: ReactNode;
  /** The h1's id, for a landmark labelled by the page's title (`aria-labelledby`). */
  titleId?: string;
  /** A short line above the title (e.g. a property's type and place). */
  eyebrow?: ReactNode;
  intro?: ReactNode;
  /** The page's own buttons (Add, Refresh), at the end of the header; they wrap under the title on a phone. */
  actions?: ReactNode;
  /** A way back above the title (a link to the list this page belongs to). */
  back?: ReactNode;
}

/** A screen's heading: its one h1, a line saying what the screen is for, and the screen's own actions. */
export function PageHeader({ title, titleId, eyebrow, intro, actions, back }: PageHeaderProps) {
  return (
    <header className="page-header">
      <div className="page-header__text">
        {back}
        {eyebrow && <p className="page-header__eyebrow">{eyebrow}</p>}
        <h1 id={titleId}>{title}</h1>
        {intro && <p className="page-header__intro">{intro}</p>}
      </div>
      {actions && <div className="page-header__actions">{actions}</div>}
    </header>
  );
}
