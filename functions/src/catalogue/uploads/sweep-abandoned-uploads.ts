import { storageKeyPrefixes } from '@shared/core/fields';
import { storedFilesOf } from '@shared/rules/property-files';
import { heroKeysInUse } from '../db/area-insights';
import { listAllProperties } from '../db/properties';
import { resourceFileKeysInUse } from '../db/resources';
import { jobHandler } from '../../observability/job-handler';
import { logger } from '../../observability/powertools';
import { bucketName, deleteObjects } from '../../s3';
import { objectsUnder } from './property-files';

/**
 * How old an unreferenced file must be before the sweep deletes it. An upload is stored the moment the admin
 * picks the file, and only the form's save makes a record point at it: an admin still filling in a long form
 * (an area insight has about 50 fields), or who left it open overnight, must find the file there when saving.
 */
export const ABANDONED_UPLOAD_GRACE_MS = 24 * 3600 * 1000;

/** Where uploads are stored once completed (functions/src/catalogue/uploads/uploads.ts), bucket by bucket. */
const uploadLocations = () => [
  { bucket: bucketName('IMAGES_BUCKET'), prefix: storageKeyPrefixes.propertyImages[0] },
  { bucket: bucketName('DOCUMENTS_BUCKET'), prefix: storageKeyPrefixes.propertyDocuments[0] },
  { bucket: bucketName('DOCUMENTS_BUCKET'), prefix: storageKeyPrefixes.resourceFiles[0] },
  { bucket: bucketName('HEROES_BUCKET'), prefix: storageKeyPrefixes.areaHeroes[0] },
];

/** Every stored file any record points at: properties (photos, documents...), area insights' heroes, resources' PDFs. */
async function referencedKeys(): Promise<Set<string>> {
  const [properties, heroes, resourceFiles] = await Promise.all([listAllProperties(), heroKeysInUse(), resourceFileKeysInUse()]);
  const keys = [...properties.flatMap((property) => storedFilesOf(property).map((file) => file.key)), ...heroes, ...resourceFiles];
  return new Set(keys.filter((key): key is string => Boolean(key)).map((key) => key.replace(/^\/+|\/+$/g, '')));
}

/** A photo is stored as its variants, `{value}/{preset}.jpg` (shared/src/rules/images.ts): the record holds the value. */
const isReferenced = (key: string, referenced: ReadonlySet<string>) => referenced.has(key) || referenced.has(key.slice(0, key.lastIndexOf('/')));

/** Files under the upload prefixes that no record points at and that are older than the grace period at `now`. */
export function abandonedFiles(objects: readonly { key: string; lastModified: Date | undefined }[], referenced: ReadonlySet<string>, now: number): string[] {
  return objects
    .filter(({ key, lastModified }) => lastModified !== undefined && now - lastModified.getTime() > ABANDONED_UPLOAD_GRACE_MS && !isReferenced(key, referenced))
    .map(({ key }) => key);
}

export interface SweepCounts {
  /** Files looked at under the upload prefixes. */
  listed: number;
  deleted: number;
  /** Files that could not be deleted (logged); the next run tries them again. */
  failed: number;
}

/**
 * Deletes the uploads of forms never saved. Idempotent, and safe to run twice at once: it only deletes, and
 * deleting a file already gone succeeds. The records are read after the files are listed, so a save that lands
 * meanwhile is seen; a save that lands after the read can only point at a file younger than the grace period.
 * Records are found by Query (never Scan); only S3 is listed.
 */
export async function sweepAbandonedUploads(now: number): Promise<SweepCounts> {
  const listed = await Promise.all(uploadLocations().map(async ({ bucket, prefix }) => ({ bucket, objects: await objectsUnder(bucket, prefix) })));
  const referenced = await referencedKeys();
  const counts: SweepCounts = { listed: 0, deleted: 0, failed: 0 };
  for (const { bucket, objects } of listed) {
    const abandoned = abandonedFiles(objects, referenced, now);
    const failed = await deleteObjects(bucket, abandoned);
    for (const { key, error } of failed) logger.warn('abandoned upload left behind', { bucket, key, error: String(error) });
    counts.listed += objects.length;
    counts.deleted += abandoned.length - failed.length;
    counts.failed += failed.length;
  }
  logger.info('abandoned uploads swept', { ...counts });
  return counts;
}

/** The scheduled job (shared/src/contract/jobs.ts). The event is ignored: only the real clock decides what is old. */
export const handler = jobHandler(async (): Promise<SweepCounts> => sweepAbandonedUploads(Date.now()));
