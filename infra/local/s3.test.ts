import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startS3, type LocalS3 } from './s3';

/**
 * The local S3 survives an object deleted while another is written under the same prefix: parallel photo
 * uploads do this (one upload's complete step deletes its incoming/ object while the next file is posted).
 * Unpatched, s3rver removed the emptied directory under the writer and the stack process died with ENOENT.
 */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer();
    probe.listen({ port: 0, host: 'localhost' }, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

let dir: string;
let s3: LocalS3;
let client: S3Client;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'local-s3-'));
  s3 = await startS3({ port: await freePort(), dir, buckets: ['race'], corsOrigins: ['http://localhost:1'] });
  client = new S3Client({ endpoint: s3.endpoint, region: 'eu-west-2', forcePathStyle: true, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
});
afterAll(async () => {
  client?.destroy();
  await s3?.stop();
  await rm(dir, { recursive: true, force: true });
});

it('writes into a prefix while its last object is being deleted (parallel uploads)', async () => {
  for (let i = 0; i < 40; i++) {
    await client.send(new PutObjectCommand({ Bucket: 'race', Key: `incoming/a-${i}`, Body: Buffer.alloc(20_000, 1) }));
    await Promise.all([
      client.send(new DeleteObjectCommand({ Bucket: 'race', Key: `incoming/a-${i}` })),
      client.send(new PutObjectCommand({ Bucket: 'race', Key: `incoming/b-${i}`, Body: Buffer.alloc(200_000, 2) })),
    ]);
    const written = await client.send(new GetObjectCommand({ Bucket: 'race', Key: `incoming/b-${i}` }));
    expect((await written.Body!.transformToByteArray()).length).toBe(200_000);
    await client.send(new DeleteObjectCommand({ Bucket: 'race', Key: `incoming/b-${i}` }));
  }
  // Deleted objects are gone.
  await expect(client.send(new GetObjectCommand({ Bucket: 'race', Key: 'incoming/a-0' }))).rejects.toMatchObject({ name: 'NoSuchKey' });
});
