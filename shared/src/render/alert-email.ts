import { toOneLine } from '../core/single-line';
import { paths, portalUrl } from '../contract/paths';
import type { Alert } from '../domain/alert';
import { alertReason } from '../rules/alert-matching';
import type { DigestGroup } from '../rules/digest';
import { formatPrice } from '../rules/money';
import { formatYield } from '../rules/yield';
import { escapeHtml } from './share-meta';

export interface AlertEmail {
  subject: string;
  text: string;
  html: string;
}

const plural = (n: number) => `${n} ${n === 1 ? 'property' : 'properties'}`;
const propertyLink = (origin: string, id: string) => portalUrl(origin, paths.propertyDetail(id));
/** The dashboard with the alerts panel open: where 'and N more in the portal' leads. */
export const alertsLink = (origin: string) => `${portalUrl(origin, paths.dashboard())}?alerts=open`;
const yieldText = (a: Alert) => (a.yield === null ? 'Yield available on request' : `Yield ${formatYield(a.yield)}`);

/**
 * What the email's Subject says happened. An Instant email about one property names the event and the property; one
 * about several says how many and, when they all are the same kind, what happened to them. A Daily digest counts them.
 * Titles are put on one line: a control character in a Subject could start a header of its own.
 */
export function alertSubject(group: Pick<DigestGroup, 'alerts' | 'more'>, instant: boolean): string {
  const { alerts, more } = group;
  const total = alerts.length + more;
  if (!instant) return `${plural(total)} matching your searches and requirements`;
  const kinds = new Set(alerts.map((a) => a.kind));
  if (total === 1) {
    const [a] = alerts;
    const title = toOneLine(a!.title);
    if (a!.kind === 'priceReduced') return `Price reduced: ${title}, now ${formatPrice(a!.price)}`;
    if (a!.kind === 'backToAvailable') return `Back on the market: ${title}`;
    return `New listing: ${title}`;
  }
  if (kinds.size === 1 && more === 0) {
    if (kinds.has('published')) return `${total} new listings matching your searches and requirements`;
    if (kinds.has('priceReduced')) return `Price reduced on ${total} properties matching your searches and requirements`;
    return `${total} properties back on the market, matching your searches and requirements`;
  }
  return `${total} updates on properties matching your searches and requirements`;
}

/**
 * The digest (or Instant) email of one investor: for each property its title, price, yield, why it matched and a link,
 * at most 14 (rules/digest.ts), a link to the rest in the portal's alerts, and a one-click unsubscribe link that turns
 * alert emails Off.
 */
export function alertEmail(group: DigestGroup, options: { origin: string; unsubscribeUrl: string; instant: boolean }): AlertEmail {
  const { alerts, more } = group;
  const subject = alertSubject(group, options.instant);
  const lines = alerts.map((a) =>
    [toOneLine(a.title), `${formatPrice(a.price)} · ${yieldText(a)}`, toOneLine(alertReason(a)), propertyLink(options.origin, a.propertyId)].join('\n'),
  );
  const moreText = more ? `\n\nand ${plural(more)} more in the portal: ${alertsLink(options.origin)}` : '';
  const footer = `You get these emails because of your saved searches and requirements. Turn alert emails off: ${options.unsubscribeUrl}`;
  const text = `${lines.join('\n\n')}${moreText}\n\n--\n${footer}\n`;
  const items = alerts
    .map(
      (a) =>
        `<li><a href="${escapeHtml(propertyLink(options.origin, a.propertyId))}">${escapeHtml(toOneLine(a.title))}</a><br>${escapeHtml(formatPrice(a.price))} · ${escapeHtml(yieldText(a))}<br><small>${escapeHtml(toOneLine(alertReason(a)))}</small></li>`,
    )
    .join('');
  const html =
    `<!doctype html><html><body><h1>${escapeHtml(subject)}</h1><ul>${items}</ul>` +
    (more ? `<p><a href="${escapeHtml(alertsLink(options.origin))}">and ${plural(more)} more in the portal</a></p>` : '') +
    `<p><small>You get these emails because of your saved searches and requirements. <a href="${escapeHtml(options.unsubscribeUrl)}">Unsubscribe</a></small></p></body></html>`;
  return { subject, text, html };
}
