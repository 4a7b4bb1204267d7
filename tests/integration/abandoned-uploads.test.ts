import { randomUUID } from 'node:crypto';
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { imagePresetNames, imageVariantKey } from '@shared/rules/images';
import { documentKey, heroKey, INCOMING_PREFIX, photoKey, resourceFileKey } from '@shared/rules/uploads';
import { seedAreaInsights } from '../../infra/local/seed/area-insights';
import { seedResources } from '../../infra/local/seed/resources';
import { createTestProperty, createTestUser, s3, stack } from '../support/stack';

/**
 * The abandoned-upload sweep (spec: uploads from a form that is never saved are removed): files older than the
 * grace period that no property, area insight or resource points at are deleted; referenced files, fresh files
 * and anything outside the upload prefixes stay. The sweep is given a `now` one grace period after the old files
 * were written, so the test needs no waiting beyond one clock second (s3rver keeps whole-second times).
 */

const buckets = { images: stack.env.IMAGES_BUCKET!, documents: stack.env.DOCUMENTS_BUCKET!, heroes: stack.env.HEROES_BUCKET! };
type Bucket = keyof typeof buckets;
type File = { bucket: Bucket; key: string };

const put = ({ bucket, key }: File) => s3.send(new PutObjectCommand({ Bucket: buckets[bucket], Key: key, Body: Buffer.from(`file ${key}`) }));
const exists = ({ bucket, key }: File) =>
  s3.send(new HeadObjectCommand({ Bucket: buckets[bucket], Key: key })).then(
    () => true,
    () => false,
  );
const photoFiles = (key: string): File[] => imagePresetNames.map((preset) => ({ bucket: 'images', key: imageVariantKey(key, preset) }));
const tag = () => randomUUID().slice(0, 8);
const millis = 1_780_000_000_000;

let referenced: File[];
let oldUnreferenced: File[];
let fresh: File[];
let cutoff: number;

beforeAll(async () => {
  const admin = await createTestUser('admin', 'approved');
  const { updateProperty } = await import('../../functions/src/catalogue/db/properties');
  const { createAreaInsight } = await import('../../functions/src/catalogue/db/area-insights');
  const { createResource } = await import('../../functions/src/catalogue/db/resources');

  // A saved property with a photo and an EPC, and a photo an admin uploaded to it but removed before saving.
  const property = await createTestProperty(admin.token, 'Swept Terrace');
  const savedPhoto = photoKey(property.id, randomUUID().replace(/-/g, ''), millis);
  const savedEpc = documentKey(property.id, 'epcDocument', millis, 'pdf');
  const droppedPhoto = photoKey(property.id, randomUUID().replace(/-/g, ''), millis + 1);
  // A property form never saved: its uploads sit under an id no record has.
  const neverSaved = `never-saved-${tag()}`;
  const neverSavedPhoto = photoKey(neverSaved, randomUUID().replace(/-/g, ''), millis);
  const neverSavedDocument = documentKey(neverSaved, 'floorplanUrl', millis, 'pdf');
  // An area insight and a resource that point at their files, and a hero and a PDF nobody saved.
  const slug = `swept-area-${tag()}`;
  const savedHero = heroKey(slug, millis);
  const droppedHero = heroKey(`temp-${tag()}`, millis);
  const savedResourceFile = resourceFileKey(`swept-guide-${tag()}`, millis);
  const droppedResourceFile = resourceFileKey(`abandoned-guide-${tag()}`, millis);

  referenced = [
    ...photoFiles(savedPhoto),
    { bucket: 'documents', key: savedEpc },
    { bucket: 'heroes', key: savedHero },
    { bucket: 'documents', key: savedResourceFile },
  ];
  oldUnreferenced = [
    ...photoFiles(droppedPhoto),
    ...photoFiles(neverSavedPhoto),
    { bucket: 'documents', key: neverSavedDocument },
    { bucket: 'heroes', key: droppedHero },
    { bucket: 'documents', key: droppedResourceFile },
  ];
  // Outside the upload prefixes (incoming/ expires by the bucket's lifecycle rule): never the sweep's.
  const elsewhere: File[] = [{ bucket: 'images', key: `${INCOMING_PREFIX}old-${tag()}` }];
  await Promise.all([...referenced, ...oldUnreferenced, ...elsewhere].map(put));
  referenced.push(...elsewhere);

  await updateProperty(property.id, { photos: [savedPhoto], imageUrl: savedPhoto, epcDocument: savedEpc }, property.version);
  const area = seedAreaInsights[0]!.input;
  await createAreaInsight({ ...area, urlSlug: slug, locationName: `Swept ${slug}`, heroImageUrl: savedHero }, { id: `area-${tag()}` });
  const download = seedResources.find((r) => r.input.type === 'download')!.input;
  await createResource({ ...download, title: `Swept guide ${tag()}`, fileUrl: savedResourceFile }, { id: `resource-${tag()}` });

  // Files written from the next whole second on are younger than the grace period at the sweep's `now`.
  cutoff = Math.ceil((Date.now() + 1) / 1000) * 1000;
  await new Promise((resolve) => setTimeout(resolve, cutoff - Date.now() + 50));
  fresh = [
    ...photoFiles(photoKey(`never-saved-${tag()}`, randomUUID().replace(/-/g, ''), millis)),
    { bucket: 'heroes', key: heroKey(`temp-${tag()}`, millis) },
  ];
  await Promise.all(fresh.map(put));
});

describe('the abandoned-upload sweep', () => {
  it('deletes only files past the grace period that no record points at, and can run twice at once', async () => {
    const { ABANDONED_UPLOAD_GRACE_MS, sweepAbandonedUploads } = await import('../../functions/src/catalogue/uploads/sweep-abandoned-uploads');
    const now = cutoff + ABANDONED_UPLOAD_GRACE_MS;
    const runs = await Promise.all([sweepAbandonedUploads(now), sweepAbandonedUploads(now)]);

    const gone = await Promise.all(oldUnreferenced.map(async (file) => ((await exists(file)) ? file.key : null)));
    expect(gone.filter(Boolean), 'old unreferenced files still there').toEqual([]);
    const kept = await Promise.all([...referenced, ...fresh].map(async (file) => ((await exists(file)) ? null : file.key)));
    expect(kept.filter(Boolean), 'referenced or fresh files deleted').toEqual([]);
    for (const run of runs) expect(run.failed).toBe(0);
    // Between them the two runs deleted at least the files of this test (others' leftovers may go too).
    expect(runs[0]!.deleted + runs[1]!.deleted).toBeGreaterThanOrEqual(oldUnreferenced.length);

    // A third run finds nothing of this test's left to delete and keeps the rest.
    await sweepAbandonedUploads(now);
    const stillKept = await Promise.all([...referenced, ...fresh].map(exists));
    expect(stillKept.every(Boolean)).toBe(true);
  });

  it('runs by its name through the local Lambda Invoke endpoint, and at the real time keeps every file of this test', async () => {
    const res = await fetch(`${stack.config.apiUrl}/2015-03-31/functions/sweepAbandonedUploads/invocations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': stack.env.LOCAL_INVOKE_USER_AGENT! },
      body: JSON.stringify({ source: 'aws.events', 'detail-type': 'Scheduled Event' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-amz-function-error')).toBeNull();
    expect(await res.json()).toMatchObject({ failed: 0 });
    expect((await Promise.all([...referenced, ...fresh].map(exists))).every(Boolean)).toBe(true);
  });
});
