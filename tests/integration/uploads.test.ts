import { randomUUID } from 'node:crypto';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { strToU8, zipSync } from 'fflate';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { imagePresetNames, imagePresets, imageVariantKey } from '@shared/rules/images';
import type { CompletedUpload, CreatedUpload, CreateUploadInput } from '@shared/rules/uploads';
import { api, createTestUser, s3, stack } from '../support/stack';

/**
 * The upload pipeline against the local stack (docs/architecture.md section 8): a real presigned POST to
 * s3rver, then the complete step's checks (size, magic bytes) and what it stores. s3rver ignores POST
 * policies, so an oversized file reaches the bucket here and the complete step must refuse it.
 */

const buckets = { images: stack.env.IMAGES_BUCKET!, documents: stack.env.DOCUMENTS_BUCKET!, heroes: stack.env.HEROES_BUCKET! };

let admin: string;
beforeAll(async () => {
  admin = (await createTestUser('admin', 'approved')).token;
});

const keysUnder = async (bucket: string, prefix: string) =>
  ((await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))).Contents ?? []).map((o) => o.Key!).sort();
const exists = (bucket: string, key: string) =>
  s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).then(
    () => true,
    () => false,
  );
const read = async (bucket: string, key: string) =>
  Buffer.from(await (await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }))).Body!.transformToByteArray());

/** What the browser does: the policy's fields in order, then the file, as multipart/form-data. */
async function postFile(created: CreatedUpload, data: Buffer, fileName: string, type: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(created.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(data)], { type }), fileName);
  return fetch(created.url, { method: 'POST', body: form, headers: { origin: `http://localhost:${stack.ports.web}` } });
}

async function upload(input: Omit<CreateUploadInput, 'size'>, data: Buffer) {
  const created = await api<CreatedUpload>('/uploads', { method: 'POST', token: admin, body: { ...input, size: data.length } });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const posted = await postFile(created.body, data, input.fileName, input.contentType);
  expect(posted.status).toBe(204);
  const completed = await api<CompletedUpload & { message?: string }>(`/uploads/${encodeURIComponent(created.body.uploadId)}/complete`, {
    method: 'POST',
    token: admin,
  });
  return { created: created.body, completed };
}

const noisePhoto = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 90 })
    .withMetadata({ exif: { IFD0: { Make: 'TestCam' } } })
    .toBuffer();
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('POST /uploads', () => {
  it('answers a presigned POST policy for a key under incoming/ of the purpose bucket, capped at 10 MB, for 5 minutes', async () => {
    const res = await api<CreatedUpload>('/uploads', {
      method: 'POST',
      token: admin,
      body: { purpose: 'propertyPhoto', ownerId: 'prop-policy', fileName: 'front.jpg', contentType: 'image/jpeg', size: 1000 },
    });
    expect(res.status).toBe(200);
    expect(res.body.url).toBe(`${stack.env.S3_ENDPOINT}/${buckets.images}`);
    expect(res.body.fields.key).toBe(`incoming/${res.body.uploadId}`);
    expect(res.body.fields['Content-Type']).toBe('image/jpeg');
    const policy = JSON.parse(Buffer.from(res.body.fields.Policy!, 'base64').toString('utf8')) as { expiration: string; conditions: unknown[] };
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 10 * 1024 * 1024]);
    expect(policy.conditions).toContainEqual({ 'Content-Type': 'image/jpeg' });
    expect(policy.conditions).toContainEqual({ key: res.body.fields.key });
    const lifetime = Date.parse(policy.expiration) - Date.now();
    expect(lifetime).toBeGreaterThan(4 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(5 * 60_000);
    expect(Math.abs(Date.parse(res.body.expiresAt) - Date.parse(policy.expiration))).toBeLessThan(2_000);
  });

  it('refuses with a message the admin can act on: too large, wrong type, HEIC', async () => {
    const ask = (body: Record<string, unknown>) => api<{ message: string }>('/uploads', { method: 'POST', token: admin, body: { ownerId: 'p1', ...body } });
    const big = await ask({ purpose: 'propertyPhoto', fileName: 'big.jpg', contentType: 'image/jpeg', size: 11 * 1024 * 1024 });
    expect(big.status).toBe(400);
    expect(big.body.message).toBe('File big.jpg is too large (max 10MB)');
    const bigDoc = await ask({
      purpose: 'propertyDocument',
      documentType: 'epcDocument',
      fileName: 'epc.pdf',
      contentType: 'application/pdf',
      size: 11 * 1024 * 1024,
    });
    expect(bigDoc.body.message).toBe('File size must be less than 10MB');
    const exe = await ask({ purpose: 'resourceFile', fileName: 'setup.exe', contentType: 'application/x-msdownload', size: 100 });
    expect(exe.status).toBe(400);
    expect(exe.body.message).toBe('File setup.exe cannot be uploaded here: choose a PDF file.');
    const heic = await ask({ purpose: 'propertyPhoto', fileName: 'IMG_1.HEIC', contentType: 'image/heic', size: 100 });
    expect(heic.status).toBe(400);
    expect(heic.body.message).toMatch(/HEIC/);
  });
});

describe('POST /uploads/{uploadId}/complete', () => {
  it('turns an uploaded photo into the four variants under the property prefix, and removes the incoming file', async () => {
    const propertyId = `prop-${randomUUID()}`;
    const photo = await noisePhoto(2400, 1600);
    const { created, completed } = await upload({ purpose: 'propertyPhoto', ownerId: propertyId, fileName: 'front.jpg', contentType: 'image/jpeg' }, photo);
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    const { value } = completed.body;
    expect(value).toMatch(new RegExp(`^property-images/${propertyId}/[0-9a-f]{12}-\\d{13}$`));
    expect(completed.body).toMatchObject({ purpose: 'propertyPhoto', fileName: 'front.jpg', contentType: 'image/jpeg', size: photo.length });

    expect(await keysUnder(buckets.images, `property-images/${propertyId}/`)).toEqual(imagePresetNames.map((p) => imageVariantKey(value, p)).sort());
    const expected = { thumbnail: [150, 100], card: [400, 267], detail: [800, 533], fullRes: [1920, 1280] };
    for (const preset of imagePresetNames) {
      const meta = await sharp(await read(buckets.images, imageVariantKey(value, preset))).metadata();
      expect(meta.format, preset).toBe('jpeg');
      expect([meta.width, meta.height], preset).toEqual(expected[preset]);
      expect(meta.width!).toBeLessThanOrEqual(imagePresets[preset].width);
      expect(meta.exif, `${preset} keeps no EXIF`).toBeUndefined();
    }
    expect(await exists(buckets.images, `incoming/${created.uploadId}`)).toBe(false);

    // Completing twice finds nothing left to complete.
    const again = await api(`/uploads/${created.uploadId}/complete`, { method: 'POST', token: admin });
    expect(again.status).toBe(404);
  });

  it('refuses an 11 MB file that reached the bucket (s3rver ignores the policy cap) and deletes it', async () => {
    const created = await api<CreatedUpload>('/uploads', {
      method: 'POST',
      token: admin,
      body: { purpose: 'propertyPhoto', ownerId: 'prop-big', fileName: 'huge.jpg', contentType: 'image/jpeg', size: 9 * 1024 * 1024 },
    });
    const huge = Buffer.concat([await noisePhoto(64, 64), Buffer.alloc(11 * 1024 * 1024)]);
    expect((await postFile(created.body, huge, 'huge.jpg', 'image/jpeg')).status).toBe(204);
    const completed = await api<{ message: string }>(`/uploads/${created.body.uploadId}/complete`, { method: 'POST', token: admin });
    expect(completed.status).toBe(400);
    expect(completed.body.message).toBe('File huge.jpg is too large (max 10MB)');
    expect(await exists(buckets.images, `incoming/${created.body.uploadId}`)).toBe(false);
    expect(await keysUnder(buckets.images, 'property-images/prop-big/')).toEqual([]);
  });

  it('refuses a .exe renamed .pdf, and deletes it', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'), Buffer.alloc(2048, 1)]);
    const propertyId = `prop-${randomUUID()}`;
    const { created, completed } = await upload(
      { purpose: 'propertyDocument', documentType: 'epcDocument', ownerId: propertyId, fileName: 'epc.pdf', contentType: 'application/pdf' },
      exe,
    );
    expect(completed.status).toBe(400);
    expect(completed.body.message).toBe('File epc.pdf is not a valid PDF');
    expect(await exists(buckets.documents, `incoming/${created.uploadId}`)).toBe(false);
    expect(await keysUnder(buckets.documents, `property-documents/${propertyId}/`)).toEqual([]);
  });

  it('refuses a non-image sent as a photo, and deletes it', async () => {
    const { created, completed } = await upload(
      { purpose: 'propertyPhoto', ownerId: 'prop-text', fileName: 'notes.png', contentType: 'image/png' },
      Buffer.from('These are my notes, not a picture.'),
    );
    expect(completed.status).toBe(400);
    expect(completed.body.message).toBe('File notes.png is not a valid image');
    expect(await exists(buckets.images, `incoming/${created.uploadId}`)).toBe(false);
  });

  it('moves a document into the private documents bucket under the property prefix', async () => {
    const propertyId = `prop-${randomUUID()}`;
    const { completed } = await upload(
      { purpose: 'propertyDocument', documentType: 'gasSafetyDocument', ownerId: propertyId, fileName: 'Gas Safety 2025.pdf', contentType: 'application/pdf' },
      pdf,
    );
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    expect(completed.body).toMatchObject({
      purpose: 'propertyDocument',
      documentType: 'gasSafetyDocument',
      fileName: 'Gas Safety 2025.pdf',
      contentType: 'application/pdf',
    });
    expect(completed.body.value).toMatch(new RegExp(`^property-documents/${propertyId}/gas-safety-document-\\d{13}\\.pdf$`));
    expect(await read(buckets.documents, completed.body.value)).toEqual(pdf);
    const stored = await s3.send(new HeadObjectCommand({ Bucket: buckets.documents, Key: completed.body.value }));
    expect(stored.ContentType).toBe('application/pdf');
    expect(stored.ContentDisposition).toBe(`attachment; filename="Gas Safety 2025.pdf"; filename*=UTF-8''Gas%20Safety%202025.pdf`);
    expect(await keysUnder(buckets.documents, 'incoming/')).toEqual([]);
  });

  it('checks the container, not only the first bytes: any ZIP as .docx, a PDF header in front of HTML', async () => {
    const propertyId = `prop-${randomUUID()}`;
    const zipOfHtml = Buffer.from(zipSync({ 'index.html': strToU8('<script>alert(document.cookie)</script>') }));
    const docx = await upload(
      { purpose: 'propertyDocument', documentType: 'leaseDocuments', ownerId: propertyId, fileName: 'lease.docx', contentType: '' },
      zipOfHtml,
    );
    expect(docx.completed.status).toBe(400);
    expect(docx.completed.body.message).toBe('File lease.docx is not a valid Word document');

    const pdfThenHtml = Buffer.from('%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>\n');
    const epc = await upload(
      { purpose: 'propertyDocument', documentType: 'epcDocument', ownerId: propertyId, fileName: 'epc.pdf', contentType: 'application/pdf' },
      pdfThenHtml,
    );
    expect(epc.completed.status).toBe(400);
    expect(epc.completed.body.message).toBe('File epc.pdf is not a valid PDF');

    for (const { created } of [docx, epc]) expect(await exists(buckets.documents, `incoming/${created.uploadId}`)).toBe(false);
    expect(await keysUnder(buckets.documents, `property-documents/${propertyId}/`)).toEqual([]);
  });

  it('accepts a .docx (a Word package) for the lease documents and a resource PDF under resources/', async () => {
    const docx = Buffer.from(zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'word/document.xml': strToU8('<w:document/>') }));
    const lease = await upload(
      { purpose: 'propertyDocument', documentType: 'leaseDocuments', ownerId: 'prop-lease', fileName: 'lease.docx', contentType: '' },
      docx,
    );
    expect(lease.completed.status, JSON.stringify(lease.completed.body)).toBe(200);
    expect(lease.completed.body.value).toMatch(/^property-documents\/prop-lease\/lease-documents-\d{13}\.docx$/);

    const resource = await upload({ purpose: 'resourceFile', ownerId: 'new', fileName: 'Buy to Let Guide.pdf', contentType: 'application/pdf' }, pdf);
    expect(resource.completed.status).toBe(200);
    expect(resource.completed.body.value).toMatch(/^resources\/buy-to-let-guide-\d{13}\.pdf$/);
    expect(await exists(buckets.documents, resource.completed.body.value)).toBe(true);
  });

  it('stores an area hero as {slug}-hero-{timestamp}.jpg, optimised to the fullRes preset', async () => {
    const png = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const { completed } = await upload({ purpose: 'areaHero', ownerId: 'hull-hu5', fileName: 'hull.png', contentType: 'image/png' }, png);
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    expect(completed.body.value).toMatch(/^area-heroes\/hull-hu5-hero-\d{13}\.jpg$/);
    const meta = await sharp(await read(buckets.heroes, completed.body.value)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1920, 640]);
  });

  it('answers 404 for an upload id that names nothing', async () => {
    const res = await api(`/uploads/propertyPhoto.p1.-.${'0'.repeat(32)}.jpg/complete`, { method: 'POST', token: admin });
    expect(res.status).toBe(404);
  });
});

describe('the SPA origin may POST to the buckets (CORS), no other origin', () => {
  const web = () => `http://localhost:${stack.ports.web}`;
  const preflight = (origin: string) =>
    fetch(`${stack.env.S3_ENDPOINT}/${buckets.images}`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });

  it('answers the preflight of a POST from the web origin, and refuses any other origin', async () => {
    const ours = await preflight(web());
    expect(ours.status).toBe(200);
    expect(ours.headers.get('access-control-allow-methods')).toContain('POST');
    const theirs = await preflight('https://evil.example.com');
    expect(theirs.status).toBe(403);
    expect(theirs.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("names the web origin (not *) on the upload's answer", async () => {
    const created = await api<CreatedUpload>('/uploads', {
      method: 'POST',
      token: admin,
      body: { purpose: 'resourceFile', ownerId: 'cors', fileName: 'a.pdf', contentType: 'application/pdf', size: pdf.length },
    });
    const posted = await postFile(created.body, pdf, 'a.pdf', 'application/pdf');
    expect(posted.status).toBe(204);
    expect(posted.headers.get('access-control-allow-origin')).toBe(web());
  });
});

describe('deletePropertyFiles', () => {
  it("removes only the files under the property's own prefixes", async () => {
    const { deletePropertyFiles } = await import('../../functions/src/catalogue/uploads/property-files');
    const id = `prop-${randomUUID().slice(0, 8)}`;
    const put = (bucket: string, key: string) => s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: 'x' }));
    const mine = [`property-images/${id}/a-1/card.jpg`, `property-images/${id}/a-1/thumbnail.jpg`];
    const myDocs = [`property-documents/${id}/epc-document-1.pdf`];
    // Another property whose id starts with this one's, and a legacy key that only starts with the id.
    const others = [`property-images/${id}0/b-1/card.jpg`, `property-images/${id}-1-1718000000000/card.jpg`];
    const otherDocs = [`property-documents/${id}0/epc-document-1.pdf`];
    await Promise.all([...mine, ...others].map((k) => put(buckets.images, k)));
    await Promise.all([...myDocs, ...otherDocs].map((k) => put(buckets.documents, k)));

    expect(await deletePropertyFiles(id)).toBe(3);
    for (const key of mine) expect(await exists(buckets.images, key)).toBe(false);
    for (const key of myDocs) expect(await exists(buckets.documents, key)).toBe(false);
    for (const key of others) expect(await exists(buckets.images, key)).toBe(true);
    for (const key of otherDocs) expect(await exists(buckets.documents, key)).toBe(true);
    await expect(deletePropertyFiles('')).rejects.toThrow();
    await expect(deletePropertyFiles('../x')).rejects.toThrow();
  });
});
