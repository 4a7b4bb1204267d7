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
const propertyLink = (origin: string, id: string) => `${origin.replace(/\/+$/, '')}/property/${encodeURIComponent(id)}`;
const yieldText = (a: Alert) => (a.yield === null ? 'Yield available on request' : `Yield ${formatYield(a.yield)}`);

/**
 * The digest (or Instant) email of one investor: for each property its title, price, yield, why it matched and a link,
 * at most 14 (rules/digest.ts), and a one-click unsubscribe link that turns alert emails Off.
 */
export function alertEmail(group: DigestGroup, options: { origin: string; unsubscribeUrl: string; instant: boolean }): AlertEmail {
  const { alerts, more } = group;
  const subject =
    options.instant && alerts.length === 1 ? `New match: ${alerts[0]!.title}` : `${plural(alerts.length + more)} matching your searches and requirements`;
  const lines = alerts.map((a) =>
    [`${a.title}`, `${formatPrice(a.price)} · ${yieldText(a)}`, alertReason(a), propertyLink(options.origin, a.propertyId)].join('\n'),
  );
  const moreText = more ? `\n\nand ${plural(more)} more in the portal: ${options.origin.replace(/\/+$/, '')}/dashboard` : '';
  const footer = `You get these emails because of your saved searches and requirements. Turn alert emails off: ${options.unsubscribeUrl}`;
  const text = `${lines.join('\n\n')}${moreText}\n\n--\n${footer}\n`;
  const items = alerts
    .map(
      (a) =>
        `<li><a href="${escapeHtml(propertyLink(options.origin, a.propertyId))}">${escapeHtml(a.title)}</a><br>${escapeHtml(formatPrice(a.price))} · ${escapeHtml(yieldText(a))}<br><small>${escapeHtml(alertReason(a))}</small></li>`,
    )
    .join('');
  const html =
    `<!doctype html><html><body><h1>${escapeHtml(subject)}</h1><ul>${items}</ul>` +
    (more ? `<p>and ${plural(more)} more in the portal.</p>` : '') +
    `<p><small>You get these emails because of your saved searches and requirements. <a href="${escapeHtml(options.unsubscribeUrl)}">Unsubscribe</a></small></p></body></html>`;
  return { subject, text, html };
}
