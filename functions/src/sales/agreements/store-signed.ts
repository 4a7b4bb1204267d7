import { randomUUID } from 'node:crypto';
import { escapeHtml } from '@shared/render/share-meta';
import { sendEmail } from '../../email';
import { putDocumentPdf } from '../../s3';
import { signedAgreementFileName } from './file-name';
import { agreementSha256 } from './render';

/**
 * The signed sourcing agreement kept and sent (docs/architecture.md section 14): each signature is a new object in the
 * documents bucket (versioned on AWS), under a key no other write uses, written only if nothing is there yet
 * (IfNoneMatch '*': S3 answers 412 rather than replace an object); then emailed as a PDF attachment.
 */
export const SIGNED_AGREEMENTS_PREFIX = 'agreements/';

/** A key of its own for each signature: the reservation, the time signed, and a random part. */
export const signedAgreementKey = (reservationId: string, signedAt: string) =>
  `${SIGNED_AGREEMENTS_PREFIX}${encodeURIComponent(reservationId)}/signed-${signedAt.replace(/[^0-9TZ]/g, '')}-${randomUUID()}.pdf`;

export { signedAgreementFileName } from './file-name';

/** Stores the signed copy as a new object; its key and the SHA-256 of the signed file (both for the reservation's record). */
export async function storeSignedAgreement(signed: {
  reservationId: string;
  signedAt: string;
  listingTitle: string;
  pdf: Uint8Array;
}): Promise<{ key: string; sha256: string }> {
  const key = signedAgreementKey(signed.reservationId, signed.signedAt);
  const sha256 = agreementSha256(signed.pdf);
  await putDocumentPdf(key, signed.pdf, { fileName: signedAgreementFileName(signed.listingTitle), sha256, createOnly: true });
  return { key, sha256 };
}

/**
 * Emails the signed copy as an attachment (SES v2 SendEmail, Simple content with Attachments; aws-ses-v2-local keeps
 * them too) to the investor, the admins in Bcc so the investor sees no admin's address. False when no sender is
 * configured (SES_FROM_EMAIL), as for the alert emails.
 */
export async function emailSignedAgreement(email: {
  investorEmail: string;
  investorName: string;
  adminEmails: readonly string[];
  listingTitle: string;
  reservationId: string;
  brand: string;
  pdf: Uint8Array;
}): Promise<boolean> {
  const text = [
    `Dear ${email.investorName},`,
    '',
    `Attached is your signed sourcing agreement for ${email.listingTitle} (reservation ${email.reservationId}). Keep it: it sets out the fee, when it is payable, the refund terms and your right to cancel.`,
    '',
    email.brand,
  ].join('\n');
  const html = text
    .split('\n\n')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
  return sendEmail({
    to: email.investorEmail,
    bcc: email.adminEmails,
    subject: `Your signed sourcing agreement: ${email.listingTitle}`,
    text,
    html,
    attachment: { fileName: signedAgreementFileName(email.listingTitle), pdf: email.pdf },
  });
}
