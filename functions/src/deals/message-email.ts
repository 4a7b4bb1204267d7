import type { DealMessage } from '@shared/domain/deal-message';
import { escapeHtml } from '@shared/render/share-meta';
import type { Deal } from '@shared/rules/deal';
import { sendEmail } from '../alerts/email';
import { getProfile, listProfiles } from '../db/profiles';
import { getProperty } from '../db/properties';
import { siteOrigin } from '../site-origin';

/**
 * The email a new message of a deal's thread sends the other side: the investor's goes to every approved admin, an
 * admin's to the deal's investor. The text is the message as written (escaped in the HTML part); a reply is made in the
 * portal, which the email links to.
 */

/** The portal's pages where each side reads the thread (web/src/config/paths.ts: myDeals, and Admin Tools' deals). */
const INVESTOR_PAGE = '/my-deals';
const ADMIN_PAGE = '/deals';

async function recipients(deal: Deal, message: DealMessage): Promise<string[]> {
  if (message.side === 'sourcer') {
    const investor = await getProfile(deal.investorId);
    return investor?.email ? [investor.email] : [];
  }
  const approved = await listProfiles('approved');
  return approved.flatMap((p) => (p.role === 'admin' && p.email ? [p.email] : []));
}

export async function emailNewMessage(deal: Deal, message: DealMessage): Promise<void> {
  const [to, property, origin] = await Promise.all([recipients(deal, message), getProperty(deal.propertyId), siteOrigin()]);
  if (to.length === 0) return;
  const title = property?.title ?? 'your deal';
  const sender = message.side === 'sourcer' ? `${message.by.name ?? 'Your sourcer'} (the sourcer)` : `${message.by.name ?? 'The investor'} (the investor)`;
  const link = `${origin}${message.side === 'sourcer' ? INVESTOR_PAGE : ADMIN_PAGE}`;
  const paragraphs = [`${sender} wrote about ${title}:`, message.text, `Read and reply in the portal (replies to this email are not seen): ${link}`];
  const text = paragraphs.join('\n\n');
  const html = paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('');
  await Promise.all(to.map((address) => sendEmail({ to: address, subject: `New message about ${title}`, text, html })));
}
