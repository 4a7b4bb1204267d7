import { randomUUID } from 'node:crypto';
import type { Conveyancer } from '@shared/domain/deal';
import type { DealDocument, SendMemorandum } from '@shared/domain/deal-document';
import { escapeHtml } from '@shared/render/share-meta';
import type { MemorandumOfSaleInput } from '@shared/render/memorandum-of-sale';
import type { Deal } from '@shared/rules/deal';
import { dealFileKey } from '@shared/rules/deal-files';
import type { DealDocumentView } from '@shared/views/deal-document';
import { sendEmail } from '../../email';
import { clock } from '../../clock';
import { addDealDocument } from '../db/deal-documents';
import { getProfile } from '../../members/db/profiles';
import { getProperty } from '../../catalogue/db/properties';
import { DEFAULT_BRAND, firmRegistrations } from '../../firm';
import { auditBy, type Caller } from '../../http/caller';
import { HttpError, notFound } from '../../http/errors';
import { logger } from '../../observability/powertools';
import { buyerOf } from '../reservations/agreement';
import { reservationSettings } from '../reservations/settings';
import { putDocumentPdf } from '../../s3';
import { DEAL_NOT_FOUND, openOnly } from './deals';
import { storedDocumentView } from './documents';
import { renderMemorandumOfSale } from './memorandum';

/**
 * The memorandum of sale sent (a deal's first stage, 'Memorandum of sale sent'): made from the deal (property, agreed price,
 * buyer, their solicitor and financing) and what the sourcer adds (the seller, their solicitor, the lender, special
 * conditions), kept as a new object under the deal's prefix and on the deal's documents, then emailed as a PDF to the
 * investor and to each solicitor given. Each sending is a new copy: a later one supersedes, none is overwritten.
 */

const fileNameOf = (title: string) => `Memorandum of sale - ${title.replace(/[\\/:*?"<>|]+/g, ' ').slice(0, 120)}.pdf`;

async function memorandumInput(
  deal: Deal,
  request: SendMemorandum,
  preparedAt: string,
): Promise<{ input: MemorandumOfSaleInput; investorEmail: string | null }> {
  const firm = firmRegistrations();
  const { contact } = reservationSettings();
  if (!firm || !contact) throw new HttpError(503, 'The memorandum of sale cannot be prepared yet: the firm’s registrations or contact are not configured.');
  const [property, buyer, profile] = await Promise.all([getProperty(deal.propertyId), buyerOf(deal.investorId), getProfile(deal.investorId)]);
  if (!property) throw new HttpError(409, 'This deal’s listing is gone, so its memorandum of sale cannot be prepared.');
  const input: MemorandumOfSaleInput = {
    dealId: deal.id,
    preparedAt,
    acceptedAt: deal.acceptedAt,
    property: { title: property.title, address: property.address ?? property.title, tenure: property.tenureType ?? 'Not stated' },
    pricePence: deal.pricePence,
    buyer: { ...buyer, email: profile?.email ?? '', ...(profile?.phone ? { phone: profile.phone } : {}) },
    seller: request.seller,
    ...(deal.buyerSolicitor ? { buyerSolicitor: deal.buyerSolicitor } : {}),
    ...(request.sellerSolicitor ? { sellerSolicitor: request.sellerSolicitor } : {}),
    financing: deal.financing === 'cash' ? { kind: 'cash' } : { kind: 'mortgage', ...(request.lender ? { lender: request.lender } : {}) },
    specialConditions: request.specialConditions,
    firm,
    firmContact: contact,
    brand: firm.tradingName || DEFAULT_BRAND,
  };
  return { input, investorEmail: profile?.email ?? null };
}

/** Renders, stores and lists the memorandum (audited), then emails it; a failed email is logged, the memorandum kept. */
export async function sendMemorandum(caller: Caller, deal: Deal, request: SendMemorandum): Promise<DealDocumentView> {
  openOnly(deal);
  const now = clock();
  const { input, investorEmail } = await memorandumInput(deal, request, now.toISOString());
  const pdf = await renderMemorandumOfSale(input);
  const key = dealFileKey(deal.id, 'memorandum-of-sale', now.getTime(), randomUUID().slice(0, 8));
  const fileName = fileNameOf(input.property.title);
  await putDocumentPdf(key, pdf, { fileName, createOnly: true });
  const document: DealDocument = {
    id: randomUUID(),
    dealId: deal.id,
    at: now.toISOString(),
    kind: 'memorandumOfSale',
    key,
    fileName,
    by: { id: caller.userId, name: caller.profile.fullName },
  };
  if (!(await addDealDocument(document, auditBy(caller, 'memorandum of sale sent')))) throw notFound(DEAL_NOT_FOUND);
  const solicitors = [deal.buyerSolicitor, request.sellerSolicitor].filter((s): s is Conveyancer => s !== undefined);
  const recipients = [...new Set([...(investorEmail ? [investorEmail] : []), ...solicitors.map((s) => s.email)])];
  await Promise.all(recipients.map((to) => emailMemorandum(to, input, fileName, pdf))).catch((error: unknown) =>
    logger.error('could not email the memorandum of sale', { dealId: deal.id, error: error as Error }),
  );
  return storedDocumentView(document);
}

/** One recipient's email with the memorandum attached (SES v2 Simple content with Attachments, as the signed agreement's). */
async function emailMemorandum(to: string, input: MemorandumOfSaleInput, fileName: string, pdf: Buffer): Promise<void> {
  const paragraphs = [
    `Please find attached the memorandum of sale for ${input.property.address}, agreed subject to contract.`,
    'It names the buyer and the seller, their solicitors where instructed, the agreed price, the buyer’s financing and any special conditions.',
    input.brand,
  ];
  await sendEmail({
    to,
    subject: `Memorandum of sale: ${input.property.title}`,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
    attachment: { fileName, pdf },
  });
}
