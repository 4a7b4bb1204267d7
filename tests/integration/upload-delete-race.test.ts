import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { propertyImagesPrefix, type CreatedUpload } from '@shared/rules/uploads';
import { api, createTestProperty, createTestUser, s3, stack, type TestUser } from '../support/stack';

/**
 * A property deleted while one of its photo uploads completes: whichever finishes first, nothing is left
 * under the deleted property's prefix (the complete step stores the variants, then finds the property
 * deleted and removes them; or the delete finds and removes them).
 */

const ROUNDS = 6;

const imagesBucket = stack.env.IMAGES_BUCKET!;

let admin: TestUser;
let photo: Buffer;
beforeAll(async () => {
  admin = await createTestUser('admin', 'approved');
  photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 90 })
    .toBuffer();
});

async function postedPhoto(propertyId: string): Promise<string> {
  const created = await api<CreatedUpload>('/uploads', {
    method: 'POST',
    token: admin.token,
    body: { purpose: 'propertyPhoto', ownerId: propertyId, fileName: 'front.jpg', contentType: 'image/jpeg', size: photo.length },
  });
  expect(created.status).toBe(200);
  const form = new FormData();
  for (const [name, value] of Object.entries(created.body.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'front.jpg');
  expect((await fetch(created.body.url, { method: 'POST', body: form })).status).toBe(204);
  return created.body.uploadId;
}

it(`deleting a property while its photo upload completes leaves no file under its prefix (${ROUNDS} rounds)`, async () => {
  const outcomes: string[] = [];
  const leftovers: string[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const { id } = await createTestProperty(admin.token, 'Race Cottage');
    const uploadId = await postedPhoto(id);

    // The delete lands at a different moment of the complete step in each round.
    const [complete, removed] = await Promise.all([
      api(`/uploads/${encodeURIComponent(uploadId)}/complete`, { method: 'POST', token: admin.token }),
      new Promise((resolve) => setTimeout(resolve, round * 40)).then(() => api(`/properties/${id}`, { method: 'DELETE', token: admin.token })),
    ]);
    expect(removed.status).toBe(204);
    expect([200, 404]).toContain(complete.status);
    outcomes.push(`${complete.status}`);
    const left = ((await s3.send(new ListObjectsV2Command({ Bucket: imagesBucket, Prefix: propertyImagesPrefix(id) }))).Contents ?? []).map((o) => o.Key!);
    if (left.length > 0) leftovers.push(`round ${round}: ${left.length} files left (complete answered ${complete.status})`);
  }
  console.log(`upload/delete race: complete answered ${outcomes.join(',')}; rounds with leftovers ${leftovers.length} of ${ROUNDS}`);
  expect(leftovers).toEqual([]);
}, 180_000);
