import {
  isFullPayload,
  publicDocumentFields,
  toPublicProperty,
  type PublicProperty,
  type PublicPropertyFull,
  type PublicPropertyPeek,
  type PublicView,
} from '@shared/views/public-property';
import { visibleProperty } from '../properties/visible-property';
import { signedDocumentUrl } from '../../s3';

/** Lifetime of the document links in a full public payload (the page may stay open a while). */
export const PUBLIC_DOCUMENT_LINK_SECONDS = 15 * 60;

/**
 * The whitelisted payload (shared/src/views/public-property.ts). In the full view the document fields (EPC
 * certificate, floorplan, per-unit EPCs) hold keys of the private documents bucket: each is replaced by
 * a signed GET URL valid for 15 minutes, so the bucket stays private and a key is never handed out bare.
 */
export async function publicProperty(id: string, view: 'peek'): Promise<PublicPropertyPeek>;
export async function publicProperty(id: string, view: 'full'): Promise<PublicPropertyFull>;
export async function publicProperty(id: string, view: PublicView): Promise<PublicProperty>;
export async function publicProperty(id: string, view: PublicView): Promise<PublicProperty> {
  // Behind a public link: published and not Withdrawn, for everyone, admins included.
  const payload = toPublicProperty(await visibleProperty(id, false), view);
  if (!isFullPayload(payload)) return payload;
  const sign = (key: string | null) => (key ? signedDocumentUrl(key, PUBLIC_DOCUMENT_LINK_SECONDS) : Promise.resolve(null));
  const [floorplanUrl, epcDocument, epcUnits] = await Promise.all([
    sign(payload.floorplanUrl),
    sign(payload.epcDocument),
    Promise.all(payload.epcUnits.map(async (unit) => ({ ...unit, documentUrl: await sign(unit.documentUrl) }))),
  ]);
  return { ...payload, floorplanUrl, epcDocument, epcUnits } satisfies Record<(typeof publicDocumentFields)[number], string | null> & PublicProperty;
}
