import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import * as z from '@shared/core/zod';
import { parseUkSanctionsList } from '@shared/rules/sanctions-list';
import { currentSanctionsListVersion, deleteSanctionsListEntries, putSanctionsListEntries, switchSanctionsListVersion } from '../db/sanctions-list';
import { rescreenBuyers } from '../buyer-checks/rescreen-buyers';
import { jobHandler } from '../../observability/job-handler';
import { logger } from '../../observability/powertools';
import { bucketName, s3, s3Sdk } from '../../s3';

/** Where each imported file is kept in the private documents bucket, by its SHA-256: what every screening was run against. */
export const SANCTIONS_LIST_PREFIX = 'sanctions-list/';

/** A download that takes longer than this is a failure: the next daily run (or Lambda's retry) tries again. */
const DOWNLOAD_TIMEOUT_MS = 120_000;

/**
 * Where the list is published: the FCDO's file on AWS (CDK context `sanctionsListUrl`), the committed extract as a
 * `file:` URL in the local stack and the tests (infra/local/seed/sanctions).
 */
const sanctionsListUrl = () => z.object({ SANCTIONS_LIST_URL: z.url() }).parse(process.env).SANCTIONS_LIST_URL;

async function download(url: string): Promise<Buffer> {
  if (url.startsWith('file:')) return readFile(new URL(url));
  const response = await fetch(url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`The UK Sanctions List could not be downloaded from ${url}: HTTP ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/**
 * Imports the UK Sanctions List, the FCDO's list of persons designated under the Sanctions and Anti-Money Laundering Act
 * 2018, which sanctions screening reads (functions/src/compliance/sanctions/screen.ts). The version is the file's SHA-256: an
 * unchanged file writes nothing. A changed one is kept whole in the documents bucket, its entries written under their
 * own partition, and only then is screening switched to it (a conditional write, so two imports never both switch);
 * the entries of the import before the previous one are deleted last.
 */
export async function importSanctionsList(): Promise<{ version: string; changed: boolean; entries: number }> {
  const url = sanctionsListUrl();
  const file = await download(url);
  const version = createHash('sha256').update(file).digest('hex');
  const current = await currentSanctionsListVersion();
  if (current?.version === version) return { version, changed: false, entries: current.entries };

  const entries = parseUkSanctionsList(file.toString('utf8'));
  // A list with no designations is a broken download, never the news that everyone was delisted.
  if (entries.length === 0) throw new Error(`The file at ${url} holds no designations; the list in use stays as it is`);
  const fileKey = `${SANCTIONS_LIST_PREFIX}${version}.xml`;
  const { PutObjectCommand } = await s3Sdk();
  await (await s3()).send(new PutObjectCommand({ Bucket: bucketName('DOCUMENTS_BUCKET'), Key: fileKey, Body: file, ContentType: 'application/xml' }));
  await putSanctionsListEntries(version, entries);

  const next = { version, entries: entries.length, importedAt: new Date().toISOString(), sourceUrl: url, fileKey };
  if (!(await switchSanctionsListVersion(next, current?.version))) {
    const now = await currentSanctionsListVersion();
    if (now?.version === version) return { version, changed: false, entries: entries.length };
    throw new Error('Another import switched the UK Sanctions List version first; the next run imports the file again');
  }
  if (current?.previousVersion && current.previousVersion !== version) await deleteSanctionsListEntries(current.previousVersion);
  logger.info('UK Sanctions List imported', { version, entries: entries.length, previousVersion: current?.version });
  return { version, changed: true, entries: entries.length };
}

/**
 * The scheduled run: when the list changed, every buyer is screened against it again at once (Money Laundering
 * Regulations 2017 reg. 28(11), ongoing monitoring); rescreenBuyers' own daily run finishes whatever this run left.
 */
export const handler = jobHandler(async () => {
  const result = await importSanctionsList();
  return result.changed ? { ...result, rescreening: await rescreenBuyers() } : result;
});
