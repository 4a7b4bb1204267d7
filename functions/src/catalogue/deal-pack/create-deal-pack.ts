import { routes } from '@shared/contract/routes';
import { buysAsCompany } from '@shared/rules/deal-prefill';
import { dateGB } from '@shared/rules/en-gb';
import { DEAL_PACK_DOCUMENT, DEAL_PACK_LABEL, dealPackDocument, dealPackKey, packWatermark } from '@shared/render/deal-pack';
import { getAreaInsight } from '../db/area-insights';
import { listDealScenarios } from '../db/deal-scenarios';
import { recordDocumentAccess } from '../db/document-access';
import { httpHandler } from '../../http/handler';
import { visibleProperty } from '../properties/visible-property';
import { attachmentDisposition, bucketName, DOCUMENT_LINK_SECONDS, s3, s3Sdk, s3Signer } from '../../s3';
import { packInput } from './pack-input';
import { renderPdf } from './render-pdf';

const exists = async (bucket: string, key: string) => {
  const [{ HeadObjectCommand }, client] = await Promise.all([s3Sdk(), s3()]);
  return client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).then(
    () => true,
    (error: { name?: string; $metadata?: { httpStatusCode?: number } }) => {
      if (error.name === 'NotFound' || error.$metadata?.httpStatusCode === 404) return false;
      throw error;
    },
  );
};

/** A file name for the download: 'Deal pack - 3 Bed Terrace, Hull.pdf'. */
const fileName = (title: string) => `Deal pack - ${title.replace(/[\\/:*?"<>|]+/g, ' ').slice(0, 120)}.pdf`;

/**
 * POST /properties/{id}/deal-pack: a short-lived signed link to the caller's deal pack of a listing they may see
 * (drafts and Withdrawn listings are 404 for investors, as their pages). The pack is kept under the listing's version and
 * the caller (dealPackKey), so it is made again only when the listing, the caller's latest scenario or the day changes.
 * Each download is recorded in the document-open log.
 */
export const handler = httpHandler(routes.createDealPack, async ({ params, caller }) => {
  const property = await visibleProperty(params.id, caller.isAdmin);
  const scenario = (await listDealScenarios(caller.userId)).find((s) => s.propertyId === property.id);
  const madeAt = new Date();
  const investorName = caller.profile.fullName ?? caller.profile.email ?? 'a member';
  const bucket = bucketName('DOCUMENTS_BUCKET');
  const key = dealPackKey({
    propertyId: property.id,
    version: property.version,
    userId: caller.userId,
    scenarioId: scenario?.id ?? null,
    day: madeAt.toISOString().slice(0, 10),
    // The watermark as pack-input.ts makes it: a renamed investor's pack is made again, not served with the old name.
    watermark: packWatermark(investorName, dateGB(madeAt)),
  });
  if (!(await exists(bucket, key))) {
    const input = await packInput({
      property,
      scenario,
      company: buysAsCompany(caller.profile),
      investorName,
      madeAt,
      area: property.areaInsightId ? await getAreaInsight(property.areaInsightId) : undefined,
    });
    const pdf = await renderPdf(dealPackDocument(input));
    const { PutObjectCommand } = await s3Sdk();
    await (await s3()).send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: pdf, ContentType: 'application/pdf' }));
  }
  const [{ GetObjectCommand }, { getSignedUrl }, signer] = await Promise.all([s3Sdk(), import('@aws-sdk/s3-request-presigner'), s3Signer()]);
  const url = await getSignedUrl(
    signer,
    new GetObjectCommand({
      Bucket: bucket,
      Key: key,
      ResponseContentDisposition: attachmentDisposition(fileName(property.title)),
      ResponseContentType: 'application/pdf',
    }),
    { expiresIn: DOCUMENT_LINK_SECONDS },
  );
  await recordDocumentAccess({
    subjectType: 'property',
    subjectId: property.id,
    subjectTitle: property.title,
    document: DEAL_PACK_DOCUMENT,
    documentLabel: DEAL_PACK_LABEL,
    userId: caller.userId,
    userName: caller.profile.fullName,
    userEmail: caller.profile.email,
  });
  return { url, expiresIn: DOCUMENT_LINK_SECONDS };
});
