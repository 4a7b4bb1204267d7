import { createHash } from 'node:crypto';
import type { Content, DynamicContent, TDocumentDefinitions } from 'pdfmake/interfaces';
import { sourcingAgreementDocument, type AgreementSignature, type SourcingAgreementInput } from '@shared/render/sourcing-agreement';
import { renderPdf } from '../../catalogue/deal-pack/render-pdf';

/**
 * The sourcing agreement as a PDF (the deal pack's pdfmake engine). Deterministic: the same input gives the same bytes
 * (the creation date and the file ID come from the input), so the SHA-256 an investor signed can be checked again by
 * rendering the stored input.
 */

/** Hex SHA-256 of the exact bytes: what the signature covers (docs/architecture.md section 14). */
export const agreementSha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

async function renderCountingPages(definition: TDocumentDefinitions): Promise<{ bytes: Buffer; pages: number }> {
  let pages = 0;
  const footer = definition.footer as DynamicContent;
  const bytes = await renderPdf({
    ...definition,
    footer: (page: number, count: number, size): Content | null | undefined => {
      pages = count;
      return footer(page, count, size);
    },
  });
  return { bytes, pages };
}

/** The unsigned agreement the investor reads. */
export async function renderSourcingAgreement(input: SourcingAgreementInput): Promise<Buffer> {
  return (await renderCountingPages(sourcingAgreementDocument(input))).bytes;
}

/** The agreement the investor read is not the one this input renders now (its wording or its figures changed). */
export class AgreementChanged extends Error {
  override name = 'AgreementChanged';
}

/**
 * The signed copy: the same pages followed by a signature page with the name, time, IP address, user agent and the
 * SHA-256 of the agreement read. Refused (AgreementChanged) when that SHA-256 is not the one of the agreement this
 * input renders: a signature is only ever put on the document that was read.
 */
export async function renderSignedAgreement(input: SourcingAgreementInput, signature: AgreementSignature): Promise<Buffer> {
  const unsigned = await renderCountingPages(sourcingAgreementDocument(input));
  if (agreementSha256(unsigned.bytes) !== signature.sha256.toLowerCase()) {
    throw new AgreementChanged('The agreement signed is not the agreement this reservation renders now: show it again to be read and signed');
  }
  return renderPdf(sourcingAgreementDocument(input, { signature, agreementPages: unsigned.pages }));
}
