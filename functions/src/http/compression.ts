import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/**
 * HTTP APIs do not compress Lambda answers, and the property list is over a megabyte of JSON at a few
 * thousand properties.
 */
export const minimumCompressedBytes = 1024;

type Encoding = 'br' | 'gzip';

/** The encoding to answer with for an Accept-Encoding header: brotli, else gzip, else none (q=0 refuses). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    if (name) accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (encoding: Encoding) => accepted.get(encoding) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

const compress = (body: string, encoding: Encoding): Buffer =>
  encoding === 'br'
    ? // Quality 5: most of brotli's gain at a small part of the default (11) level's time.
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
    : gzipSync(body);

/** Compresses text answers of at least `minimumCompressedBytes` for clients that accept br or gzip. */
export const compression = (): middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> => ({
  after: async (request) => {
    const response = request.response;
    if (!response || typeof response.body !== 'string' || response.isBase64Encoded) return;
    const headers = (response.headers ??= {});
    const vary = Object.keys(headers).find((name) => name.toLowerCase() === 'vary') ?? 'vary';
    headers[vary] = headers[vary] ? `${headers[vary]}, Accept-Encoding` : 'Accept-Encoding';
    if (Buffer.byteLength(response.body) < minimumCompressedBytes) return;
    const encoding = chooseEncoding(request.event.headers?.['accept-encoding']);
    if (!encoding) return;
    response.body = compress(response.body, encoding).toString('base64');
    response.isBase64Encoded = true;
    headers['content-encoding'] = encoding;
  },
});
