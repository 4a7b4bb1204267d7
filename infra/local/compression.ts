import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Local twin of CloudFront's "compress objects automatically" (on in every behaviour of the distribution,
 * whose cache policies accept gzip and Brotli): Brotli when the viewer accepts it, else gzip, for the
 * content types CloudFront compresses and bodies of 1,000 bytes to 10 MB. CloudFront's own compression
 * level is not published; Brotli 5 is an on-the-fly level, so local figures do not flatter the site.
 */
export type Encoding = 'br' | 'gzip';

/** CloudFront's list of compressible types, less those this site never serves (fonts, feeds, media playlists). */
const compressibleTypes = new Set([
  'application/javascript',
  'application/json',
  'application/xml',
  'application/xhtml+xml',
  'application/wasm',
  'image/svg+xml',
  'text/css',
  'text/csv',
  'text/html',
  'text/javascript',
  'text/plain',
  'text/xml',
]);

const MIN_BYTES = 1_000;
const MAX_BYTES = 10_000_000;

export const isCompressible = (contentType: string, bytes: number): boolean =>
  bytes >= MIN_BYTES && bytes <= MAX_BYTES && compressibleTypes.has(contentType.split(';')[0]!.trim().toLowerCase());

/** The encoding to answer with: Brotli wins over gzip when both are accepted (q=0 refuses one). */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): Encoding | undefined {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

export function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: 6 });
}

export interface Encoded {
  body: Buffer;
  /** Headers to add: Content-Encoding when compressed, and Vary whenever the answer depends on Accept-Encoding. */
  headers: Record<string, string>;
}

/**
 * The body as CloudFront would send it to a viewer with this Accept-Encoding. `cached` keeps the
 * compressed bytes of files that do not change (the built assets) so each is compressed once.
 */
export function encodeFor(acceptEncoding: string | string[] | undefined, contentType: string, body: Buffer, cached?: (encoding: Encoding) => Buffer): Encoded {
  if (!isCompressible(contentType, body.length)) return { body, headers: {} };
  const encoding = negotiateEncoding(acceptEncoding);
  if (!encoding) return { body, headers: { vary: 'Accept-Encoding' } };
  return { body: cached ? cached(encoding) : compress(body, encoding), headers: { 'content-encoding': encoding, vary: 'Accept-Encoding' } };
}

/** Compressed bodies of files, keyed by path, size, modification time and encoding (a rebuild misses). */
export class CompressedFileCache {
  private readonly entries = new Map<string, Buffer>();

  get(file: string, stat: { size: number; mtimeMs: number }, encoding: Encoding, body: Buffer): Buffer {
    const key = `${file}\0${stat.size}\0${stat.mtimeMs}\0${encoding}`;
    let compressed = this.entries.get(key);
    if (!compressed) {
      compressed = compress(body, encoding);
      this.entries.set(key, compressed);
    }
    return compressed;
  }
}
