import { paths, portalUrl } from '@shared/contract/paths';
import type { DealMessage } from '@shared/domain/deal-message';
import { escapeHtml } from '@shared/render/share-meta';
import type { Deal } from '@shared/rules/deal';
import { sendEmail } from '../../email';
import { getProfile, listProfiles } from '../../members/db/profiles';
import { getProperty } from '../../catalogue/db/properties';
import { siteOrigin } from '../../site-origin';

/**
 * The emails a deal's thread sends the other side: an admin's message goes to the deal's investor at once; the
 * investor's messages go to every approved admin batched, one email per admin for the messages of a window
 * (message-batches.ts). The text is each message as written (escaped in the HTML part); a reply is made in the portal,
 * which the email links to: My Deals for the investor, Admin Tools' Deals for the admins.
 */

/** An admin's message, emailed to the deal's investor. */
export async function emailNewMessage(deal: Deal, message: DealMessage): Promise<void> {
  const [investor, property, origin] = await Promise.all([getProfile(deal.investorId), getProperty(deal.propertyId), siteOrigin()]);
  const to = investor?.email ? [investor.email] : [];
  if (to.length === 0) return;
  const title = property?.title ?? 'your deal';
  const sender = `${message.by.name ?? 'Your sourcer'} (the sourcer)`;
  const link = portalUrl(origin, paths.myDeals());
  const paragraphs = [`${sender} wrote about ${title}:`, message.text, `Read and reply in the portal (replies to this email are not seen): ${link}`];
  const text = paragraphs.join('\n\n');
  const html = paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('');
  await Promise.all(to.map((address) => sendEmail({ to: address, subject: `New message about ${title}`, text, html })));
}

const approvedAdminEmails = async (): Promise<string[]> => (await listProfiles('approved')).flatMap((p) => (p.role === 'admin' && p.email ? [p.email] : []));

/**
 * One email to each approved admin with the investor's messages of one window, oldest first. Throws when none could be
 * sent, so the messages are tried again; an admin whose email failed while others' went is logged by the caller.
 */
export async function emailAdminsNewMessages(deal: Deal, messages: readonly DealMessage[]): Promise<PromiseSettledResult<boolean>[]> {
  const [to, property, origin] = await Promise.all([approvedAdminEmails(), getProperty(deal.propertyId), siteOrigin()]);
  if (to.length === 0 || messages.length === 0) return [];
  const title = property?.title ?? 'a deal';
  const names = [...new Set(messages.map((m) => m.by.name ?? 'The investor'))];
  const count = messages.length === 1 ? '' : ` ${messages.length} messages`;
  const paragraphs = [
    `${names.join(' and ')} (the investor) wrote${count} about ${title}:`,
    ...messages.map((m) => m.text),
    `Read and reply in the portal (replies to this email are not seen): ${portalUrl(origin, paths.deals())}`,
  ];
  const subject = messages.length === 1 ? `New message about ${title}` : `${messages.length} new messages about ${title}`;
  const text = paragraphs.join('\n\n');
  const html = paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('');
  const sent = await Promise.allSettled(to.map((address) => sendEmail({ to: address, subject, text, html })));
  if (sent.every((r) => r.status === 'rejected')) throw (sent[0] as PromiseRejectedResult).reason;
  return sent;
}
