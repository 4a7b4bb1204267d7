import type { LucideIcon } from 'lucide-react';
import { useId, type AnchorHTMLAttributes, type ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

type Tone = 'default' | 'danger';

interface IconProps {
  /** The accessible name (read by screen readers) and the tooltip: say what and which, e.g. 'Edit Hull'. */
  label: string;
  icon: LucideIcon;
  tone?: Tone;
}

const className = (tone: Tone) => `icon-button${tone === 'danger' ? ' icon-button--danger' : ''}`;

function Content({ label, icon: Icon }: Pick<IconProps, 'label' | 'icon'>) {
  return (
    <>
      <Icon size={16} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </>
  );
}

interface IconButtonProps extends IconProps, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /**
   * Why the action is not available now. The button then does nothing but stays focusable (aria-disabled,
   * not disabled), so a keyboard or screen-reader user reaches it and hears the reason as its description;
   * the tooltip shows the same reason.
   */
  unavailableReason?: string | null;
}

/** A square button that shows only an icon (a table row's actions). */
export function IconButton({ label, icon, tone = 'default', type = 'button', unavailableReason, onClick, ...rest }: IconButtonProps) {
  const reasonId = useId();
  if (unavailableReason) {
    return (
      <button type={type} className={className(tone)} title={unavailableReason} aria-disabled="true" aria-describedby={reasonId} {...rest}>
        <Content label={label} icon={icon} />
        <span id={reasonId} className="visually-hidden">
          {unavailableReason}
        </span>
      </button>
    );
  }
  return (
    <button type={type} className={className(tone)} title={label} onClick={onClick} {...rest}>
      <Content label={label} icon={icon} />
    </button>
  );
}

/** The same look for a link within the app. */
export function IconLink({ label, icon, tone = 'default', ...rest }: IconProps & Omit<LinkProps, 'children'>) {
  return (
    <Link className={className(tone)} title={label} {...rest}>
      <Content label={label} icon={icon} />
    </Link>
  );
}

/** The same look for a page outside the app, opened in a new tab. */
export function IconExternalLink({
  label,
  icon,
  tone = 'default',
  ...rest
}: IconProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children' | 'target' | 'rel'>) {
  return (
    <a className={className(tone)} title={label} target="_blank" rel="noopener noreferrer" {...rest}>
      <Content label={`${label} (opens in a new tab)`} icon={icon} />
    </a>
  );
}
