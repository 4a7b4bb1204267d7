import { mkdir, unlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import S3rver from 's3rver';
import { serverSwitch, type EmulatorSwitch } from './emulator-switch';

export interface LocalS3 {
  endpoint: string;
  /** Takes it off the network and back (outage tests). */
  availability: EmulatorSwitch;
  stop(): Promise<void>;
}

/**
 * What the SPA does with the buckets, from its own origin only: presigned POST uploads (multipart form,
 * XMLHttpRequest for progress), presigned PUTs, GET/HEAD of images and documents. s3rver ignores POST
 * policies (size cap, content type): the complete step's checks are what hold locally.
 */
const corsXml = (origins: string[]) => `<CORSConfiguration>
  <CORSRule>
${origins.map((origin) => `    <AllowedOrigin>${origin}</AllowedOrigin>`).join('\n')}
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

/**
 * Starts s3rver with its files in `dir` and the buckets (created if missing, CORS rewritten on every
 * start so a changed web port is picked up). Clients must use forcePathStyle and
 * requestChecksumCalculation 'WHEN_REQUIRED'.
 */
export async function startS3(options: { port: number; dir: string; buckets: string[]; corsOrigins: string[] }): Promise<LocalS3> {
  await mkdir(options.dir, { recursive: true });
  // s3rver only knows the access key S3RVER; ours (the Lambda environment's) is "local". It does not
  // check SigV4 signatures, only that the key exists.
  const { DUMMY_ACCOUNT } = createRequire(import.meta.url)('s3rver/lib/models/account.js') as {
    DUMMY_ACCOUNT: { createKeyPair(accessKeyId: string, secretAccessKey: string): void };
  };
  DUMMY_ACCOUNT.createKeyPair('local', 'local');

  const s3rver = new S3rver({
    address: 'localhost',
    port: options.port,
    directory: options.dir,
    silent: true,
    configureBuckets: options.buckets.map((name) => ({ name, configs: [corsXml(options.corsOrigins)] })),
  });
  keepDirectories(s3rver);
  await s3rver.run();
  return {
    endpoint: `http://localhost:${options.port}`,
    availability: serverSwitch(s3rver.httpServer!, options.port, 'localhost'),
    stop: async () => {
      const closed = s3rver.close();
      s3rver.httpServer?.closeAllConnections();
      await closed;
    },
  };
}

/**
 * s3rver removes a key's directory once its last object is deleted. An object being written into that
 * directory at the same moment (parallel uploads: one upload's complete step deletes its incoming/ object
 * while the next file is being posted to incoming/) then fails with ENOENT on a write stream nobody
 * listens to, and the whole local stack process dies. S3 has no directories: delete the object's files
 * and leave the (possibly empty) directories in place.
 */
function keepDirectories(s3rver: S3rver) {
  const { store } = s3rver;
  store.deleteObject = async (bucket, key) => {
    await Promise.all(
      ['object', 'object.md5', 'metadata.json'].map((resource) =>
        unlink(store.getResourcePath(bucket, key, resource)).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
        }),
      ),
    );
  };
}
