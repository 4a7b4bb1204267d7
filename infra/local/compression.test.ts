import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebConfig } from '@shared/contract/config';
import { encodeFor, isCompressible, negotiateEncoding } from './compression';
import { isPortFree } from './ports';
import { startWeb, type LocalWeb } from './web';

describe('negotiateEncoding', () => {
  it('prefers Brotli, falls back to gzip, and honours q=0', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
  });
});

describe('isCompressible', () => {
  it('takes the types CloudFront compresses, from 1,000 bytes', () => {
    expect(isCompressible('text/javascript; charset=utf-8', 5_000)).toBe(true);
    expect(isCompressible('application/json', 1_000)).toBe(true);
    expect(isCompressible('application/json', 999)).toBe(false);
    expect(isCompressible('image/jpeg', 50_000)).toBe(false);
    expect(isCompressible('font/woff2', 50_000)).toBe(false);
  });
});

describe('encodeFor', () => {
  const body = Buffer.from('const answer = 42;\n'.repeat(200));
  it('compresses for a viewer that accepts it and says the answer varies by Accept-Encoding', () => {
    const br = encodeFor('gzip, br', 'text/javascript', body);
    expect(br.headers).toEqual({ 'content-encoding': 'br', vary: 'Accept-Encoding' });
    expect(brotliDecompressSync(br.body)).toEqual(body);
    const gzip = encodeFor('gzip', 'text/javascript', body);
    expect(gunzipSync(gzip.body)).toEqual(body);
  });
  it('sends the bytes as they are to a viewer that accepts no compression, or for types CloudFront leaves alone', () => {
    expect(encodeFor(undefined, 'text/css', body)).toEqual({ body, headers: { vary: 'Accept-Encoding' } });
    expect(encodeFor('br', 'image/png', body)).toEqual({ body, headers: {} });
  });
});

describe("the local web server in 'build' mode", () => {
  let repoRoot: string;
  let web: LocalWeb;
  const script = 'export const greeting = "hello";\n'.repeat(100);

  const get = (urlPath: string, acceptEncoding?: string) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      request(`${web.url}${urlPath}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });

  beforeAll(async () => {
    repoRoot = mkdtempSync(path.join(tmpdir(), 'local-web-'));
    mkdirSync(path.join(repoRoot, 'web/dist/assets'), { recursive: true });
    writeFileSync(path.join(repoRoot, 'web/vite.config.ts'), '');
    writeFileSync(path.join(repoRoot, 'web/dist/index.html'), `<!doctype html><title>t</title>${'<p>shell</p>'.repeat(200)}`);
    writeFileSync(path.join(repoRoot, 'web/dist/assets/app-abc123.js'), script);
    let port = 3900 + Math.floor(Math.random() * 500);
    while (!(await isPortFree(port))) port++;
    web = await startWeb({ mode: 'build', port, repoRoot, config: { brand: 'Test' } as WebConfig, log: () => {} });
  });
  afterAll(async () => {
    await web?.stop();
    rmSync(repoRoot, { recursive: true, force: true });
  });

  it('sends hashed scripts compressed, cached for a year, and the same bytes again from its cache', async () => {
    const first = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toBe('Accept-Encoding');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(first.headers['content-length'])).toBe(first.body.length);
    expect(brotliDecompressSync(first.body).toString()).toBe(script);
    expect((await get('/assets/app-abc123.js', 'gzip, deflate, br')).body).toEqual(first.body);
    const gzip = await get('/assets/app-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
  });

  it('sends deep links the compressed index.html, revalidated on every visit, and plain bytes to a viewer that asks for none', async () => {
    const page = await get('/dashboard', 'gzip');
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(page.body).toString()).toContain('<p>shell</p>');
    const plain = await get('/dashboard');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('<p>shell</p>');
  });
});
