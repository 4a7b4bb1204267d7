import { propertyDocumentsPrefix, propertyImagesPrefix } from '@shared/rules/uploads';
import { bucketName, deleteObjects, s3, s3Sdk } from '../../s3';

/** Every object under a prefix, with when it was last written (ListObjectsV2, page by page). */
export async function objectsUnder(bucket: string, prefix: string): Promise<{ key: string; lastModified: Date | undefined }[]> {
  const objects: { key: string; lastModified: Date | undefined }[] = [];
  let token: string | undefined;
  do {
    const { ListObjectsV2Command } = await s3Sdk();
    const page = await (await s3()).send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
    for (const object of page.Contents ?? []) if (object.Key) objects.push({ key: object.Key, lastModified: object.LastModified });
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return objects;
}

/** Every object key under a prefix. */
export const keysUnder = async (bucket: string, prefix: string): Promise<string[]> => (await objectsUnder(bucket, prefix)).map(({ key }) => key);

const safePropertyId = (propertyId: string) => {
  // The id becomes a key prefix: anything that could widen it (empty, a slash, dots) is refused.
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(propertyId)) throw new Error(`Refusing to delete files of the property id ${JSON.stringify(propertyId)}`);
  return propertyId;
};

/**
 * Deletes every photo variant and document of one property: only the objects under its own prefixes
 * (`property-images/{id}/` in the images bucket, `property-documents/{id}/` in the documents bucket), so
 * no file another record uses can go with it. Needs images:list, images:delete, documents:list and
 * documents:delete. Answers how many files it deleted; throws (with each failure's cause) when any could not
 * be listed or deleted, so the caller's retry can finish the job.
 */
export async function deletePropertyFiles(propertyId: string): Promise<number> {
  const id = safePropertyId(propertyId);
  const targets = [
    { bucket: bucketName('IMAGES_BUCKET'), prefix: propertyImagesPrefix(id) },
    { bucket: bucketName('DOCUMENTS_BUCKET'), prefix: propertyDocumentsPrefix(id) },
  ];
  let deleted = 0;
  for (const { bucket, prefix } of targets) {
    const keys = await keysUnder(bucket, prefix);
    const failed = await deleteObjects(bucket, keys);
    if (failed.length)
      throw new AggregateError(
        failed.map(({ error }) => error),
        `${failed.length} files under ${prefix} could not be deleted`,
      );
    deleted += keys.length;
  }
  return deleted;
}
