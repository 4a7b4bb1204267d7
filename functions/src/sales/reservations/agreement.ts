import type { Reservation } from '@shared/domain/reservation';
import type { SourcingAgreementInput } from '@shared/render/sourcing-agreement';
import { transition } from '@shared/rules/reservation-status';
import { isVatRegistered } from '@shared/contract/firm';
import { sourcingFee, splitVatInclusive } from '@shared/rules/sourcing-fee';
import { AgreementChanged, agreementSha256, renderSignedAgreement, renderSourcingAgreement } from '../agreements/render';
import { emailSignedAgreement, SIGNED_AGREEMENTS_PREFIX, signedAgreementFileName, storeSignedAgreement } from '../agreements/store-signed';
import { agreementDownloadName } from '../agreements/file-name';
import { clock } from '../../clock';
import { claimSigning, releaseSigning } from '../db/agreement-signing';
import { getBuyerCheck } from '../../compliance/db/buyer-checks';
import { StaleWriteError } from '../../db/errors';
import { getProfile, listProfiles } from '../../members/db/profiles';
import { getProperty } from '../../catalogue/db/properties';
import { updateReservation } from '../db/reservations';
import { DEFAULT_BRAND, firmRegistrations } from '../../firm';
import { auditBy, type Caller } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { logger } from '../../observability/powertools';
import { putDocumentPdf, signedDocumentUrl } from '../../s3';
import { myReservation } from './reservations';
import { reservationSettings } from './settings';

/**
 * The sourcing agreement of a reservation (docs/architecture.md section 14): the operator's template filled with the
 * reservation's own snapshots (price, fee terms, the hold), the buyer and the firm's registrations, rendered the same
 * every time (so the SHA-256 the investor was shown is the one they sign), and signed by typing their full name and
 * ticking 'I agree' (a simple electronic signature, Electronic Communications Act 2000 s.7).
 */

const londonTime = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/London' });

/** The buyer as the agreement (and the memorandum of sale) names them: the company, or each individual buyer's name. */
export async function buyerOf(investorId: string): Promise<SourcingAgreementInput['buyer']> {
  const [check, profile] = await Promise.all([getBuyerCheck(investorId), getProfile(investorId)]);
  const part = check?.part;
  if (part?.buyerType === 'company' && part.company?.name) return { name: part.company.name, type: 'company' };
  const names = (part?.individuals ?? []).flatMap((p) => (p.fullName ? [p.fullName] : []));
  return { name: names.length ? names.join(' and ') : (profile?.fullName ?? profile?.email ?? 'The buyer'), type: 'individual' };
}

/** What the agreement of `reservation` is made from, as it stands. */
export async function agreementInput(reservation: Reservation): Promise<SourcingAgreementInput> {
  const firm = firmRegistrations();
  if (!firm) throw new HttpError(503, 'The sourcing agreement cannot be prepared yet: the firm’s registrations are not configured. Please contact us.');
  const [property, buyer] = await Promise.all([getProperty(reservation.propertyId), buyerOf(reservation.investorId)]);
  if (!property) throw new HttpError(409, 'This listing is no longer available, so its agreement cannot be prepared.');
  const { referralFees, contact, holdWorkingDays, balanceDue, reservationFeeCredited } = reservationSettings();
  if (!contact) throw new HttpError(503, 'The sourcing agreement cannot be prepared yet: our contact for cancellations is not configured. Please contact us.');
  const vat = { vatRegistered: isVatRegistered(firm) };
  return {
    reservationId: reservation.id,
    preparedAt: reservation.createdAt,
    holdEnds: londonTime(reservation.heldUntil),
    reservedAt: londonTime(reservation.createdAt),
    listing: { title: property.title, address: property.address ?? property.title, pricePence: reservation.pricePence },
    buyer,
    fee: sourcingFee(reservation.feeTerms, reservation.pricePence, reservation.createdAt, vat),
    feeBasis: reservation.feeTerms.kind === 'fixed' ? { kind: 'fixed' } : { kind: 'percent-of-price', basisPoints: reservation.feeTerms.basisPoints },
    // The amount checkout asks (card-payments.ts) and a bank payment records: the reservation's own snapshot.
    reservationFee: splitVatInclusive(reservation.reservationFeePence, reservation.createdAt, vat),
    terms: { holdWorkingDays, balanceDue, reservationFeeCredited },
    referralFees,
    firm,
    firmContact: contact,
    brand: firm.tradingName || DEFAULT_BRAND,
  };
}

/**
 * The agreement as it reads now, kept under its own SHA-256 (the same bytes make the same key, so opening it again
 * writes nothing new): the exact file the investor reads, and then signs.
 */
async function storeUnsigned(reservation: Reservation, input: SourcingAgreementInput): Promise<{ key: string; sha256: string }> {
  const bytes = await renderSourcingAgreement(input);
  const sha256 = agreementSha256(bytes);
  const key = `${SIGNED_AGREEMENTS_PREFIX}${encodeURIComponent(reservation.id)}/unsigned-${sha256}.pdf`;
  await putDocumentPdf(key, bytes, { fileName: signedAgreementFileName(input.listing.title).replace(' (signed)', ''), sha256 });
  return { key, sha256 };
}

/** A short-lived link to the caller's agreement: the signed copy once signed, else the agreement as it reads now, with its SHA-256. */
export async function agreementLink(caller: Caller, id: string): Promise<{ url: string; sha256: string; signed: boolean }> {
  const reservation = await myReservation(caller, id);
  const { agreement } = reservation;
  if (agreement?.status === 'signed' && agreement.objectKeys?.signed && agreement.sha256) {
    const title = (await getProperty(reservation.propertyId))?.title ?? 'your reservation';
    return { url: await signedDocumentUrl(agreement.objectKeys.signed, undefined, agreementDownloadName(title, true)), sha256: agreement.sha256, signed: true };
  }
  const input = await agreementInput(reservation);
  const { key, sha256 } = await storeUnsigned(reservation, input);
  return { url: await signedDocumentUrl(key, undefined, agreementDownloadName(input.listing.title, false)), sha256, signed: false };
}

export interface SignatureRequest {
  expectedVersion: number;
  fullName: string;
  /** The SHA-256 of the agreement the investor opened: a signature goes only on the document that was read. */
  sha256: string;
}

/**
 * Signs the caller's agreement: the signed copy (the agreement and a signature page with the name, time, IP address,
 * user agent and the SHA-256 of the agreement read) stored as a new object, recorded on the reservation on the version
 * the investor read, then emailed to them and the admins.
 */
export async function signAgreement(
  caller: Caller,
  id: string,
  request: SignatureRequest,
  from: { ipAddress: string; userAgent: string },
): Promise<Reservation> {
  const reservation = await myReservation(caller, id);
  if (reservation.version !== request.expectedVersion) throw new StaleWriteError('reservation');
  const answer = transition(reservation, { kind: 'signAgreement' });
  if (!answer.allowed) throw new HttpError(409, answer.reason);
  const now = clock();
  const claim = await claimSigning(reservation.id, now);
  if (!claim) throw new HttpError(409, 'Your signature is being recorded already. Reload the page in a minute to see it.');
  try {
    // Kept once recorded: a request that read the reservation before the signature is refused here, without storing a copy.
    return await recordSignature(caller, reservation, request, from, now.toISOString());
  } catch (error) {
    // Refused or failed: the investor may sign again at once (a claim left behind only delays that by its minute).
    await releaseSigning(reservation.id, claim).catch((releaseError: unknown) =>
      logger.warn('could not release the signature claim', { reservationId: reservation.id, error: releaseError as Error }),
    );
    throw error;
  }
}

/** Renders the signed copy over the exact agreement read, stores it as a new object and records the signature. */
async function recordSignature(
  caller: Caller,
  reservation: Reservation,
  request: SignatureRequest,
  from: { ipAddress: string; userAgent: string },
  signedAt: string,
): Promise<Reservation> {
  const input = await agreementInput(reservation);
  let pdf: Buffer;
  try {
    pdf = await renderSignedAgreement(input, { fullName: request.fullName, signedAt, ...from, sha256: request.sha256 });
  } catch (error) {
    if (!(error instanceof AgreementChanged)) throw error;
    throw new HttpError(409, 'The agreement changed since you opened it. Open it again, read it, and sign that one.');
  }
  const stored = await storeSignedAgreement({ reservationId: reservation.id, signedAt, listingTitle: input.listing.title, pdf });
  const signed = await updateReservation(
    reservation.id,
    {
      agreement: {
        status: 'signed',
        signedAt,
        sha256: request.sha256.toLowerCase(),
        signedName: request.fullName,
        ...from,
        objectKeys: { signed: stored.key },
      },
    },
    request.expectedVersion,
    { audit: auditBy(caller, 'sourcing agreement signed') },
  );
  await emailSigned(signed, input, pdf).catch((error: unknown) =>
    logger.error('could not email the signed agreement', { reservationId: reservation.id, error: error as Error }),
  );
  return signed;
}

async function emailSigned(reservation: Reservation, input: SourcingAgreementInput, pdf: Buffer): Promise<void> {
  const [investor, approved] = await Promise.all([getProfile(reservation.investorId), listProfiles('approved')]);
  if (!investor?.email) return;
  const adminEmails = approved.flatMap((p) => (p.role === 'admin' && p.email ? [p.email] : []));
  await emailSignedAgreement({
    investorEmail: investor.email,
    investorName: input.buyer.name,
    adminEmails,
    listingTitle: input.listing.title,
    reservationId: reservation.id,
    brand: input.brand,
    pdf,
  });
}
