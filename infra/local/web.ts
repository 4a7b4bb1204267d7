import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { WebConfig } from '@shared/contract/config';
import { contentSecurityPolicy, frameOrigins, securityHeaderLines } from '../lib/security-headers';
import { CompressedFileCache, encodeFor } from './compression';
import { listen, LocalStackError } from './ports';
import { areaPage, areaPageSlug, siteDocument } from './area-pages';
import { sharePage, sharePath } from './share-pages';
import { API_PATH, apiPathOf, browserConfig } from './api-path';

export interface LocalWeb {
  url: string;
  stop(): Promise<void>;
}

interface WebOptions {
  mode: 'dev' | 'build';
  port: number;
  repoRoot: string;
  config: WebConfig;
  log: (line: string) => void;
}

const configJson = (config: WebConfig) => `${JSON.stringify(config, null, 2)}\n`;

/**
 * Passes an /api request on to the local API, /api stripped and every header but Host kept, as the distribution's
 * API behaviour does on AWS (never cached, every method).
 */
function passToApi(req: http.IncomingMessage, res: http.ServerResponse, apiUrl: string, path: string): void {
  const target = new URL(apiUrl);
  const upstream = http.request(
    { hostname: target.hostname, port: target.port, method: req.method, path, headers: { ...req.headers, host: target.host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'The local API is not answering.' }));
  });
  req.pipe(upstream);
}

/**
 * The headers CloudFront's response headers policy sends (infra/lib/security-headers.ts, one definition),
 * the CSP naming the local emulators the SPA talks to instead of Cognito and S3 on AWS (and the API, when the
 * settings name one on another origin). Plain http, so no HSTS and no upgrade-insecure-requests.
 */
export function localSecurityHeaders(config: WebConfig): Record<string, string> {
  const originOf = (url: string) => new URL(url).origin;
  const absolute = (url: string | undefined): url is string => !!url && /^https?:\/\//i.test(url);
  const emulators = [config.apiUrl, config.cognitoEndpoint, config.imageBaseUrl, config.heroImageBaseUrl].filter(absolute).map(originOf);
  const images = [config.imageBaseUrl, config.heroImageBaseUrl]
    .filter(absolute)
    .filter((url) => url.startsWith('http:'))
    .map(originOf);
  const csp = contentSecurityPolicy({
    connect: [...new Set(emulators)],
    frames: frameOrigins(config),
    scripts: config.reviewWidgetUrl ? [originOf(config.reviewWidgetUrl)] : [],
    images: [...new Set(images)],
    upgradeInsecureRequests: false,
  });
  return securityHeaderLines(csp, { https: false });
}

/**
 * 'dev': the Vite dev server (HMR; no CSP, since Vite injects inline scripts). 'build': web/dist as CloudFront
 * serves it: SPA fallback to index.html, compressed for viewers that accept it, hashed assets cached for a
 * year, and CloudFront's security headers, CSP included.
 */
export async function startWeb(options: WebOptions): Promise<LocalWeb> {
  const configFile = path.join(options.repoRoot, 'web/vite.config.ts');
  if (!existsSync(configFile)) throw new LocalStackError(`The web app needs ${configFile}, which does not exist.`);
  return options.mode === 'dev' ? startViteDevServer(configFile, options) : startStaticServer(configFile, options);
}

async function startViteDevServer(configFile: string, options: WebOptions): Promise<LocalWeb> {
  const { createServer } = await import('vite');
  const server = await createServer({
    configFile,
    clearScreen: false, // keep the stack's banner on screen
    server: {
      port: options.port,
      strictPort: true,
      host: 'localhost',
      // A key starting with ^ is a pattern (a plain one would also take /apiary and the like).
      proxy: { [`^${API_PATH}(/|\\?|$)`]: { target: options.config.apiUrl, rewrite: (url) => apiPathOf(url) ?? url } },
    },
    plugins: [
      {
        name: 'local-stack-config-json',
        configureServer(dev) {
          dev.middlewares.use('/config.json', (_req, res) => {
            res.setHeader('content-type', 'application/json');
            res.setHeader('cache-control', 'no-store');
            res.end(configJson(browserConfig(options.config)));
          });
          // Link previews: the public property pages carry that property's Open Graph tags (see share-pages.ts).
          dev.middlewares.use((req, res, next) => {
            const share = sharePath(new URL(req.url ?? '/', 'http://localhost').pathname);
            if (!share || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
            const raw = readFileSync(path.join(options.repoRoot, 'web/index.html'), 'utf8');
            dev
              .transformIndexHtml(req.url ?? '/', raw)
              .then((html) => sharePage(html, share, options.config, `http://localhost:${options.port}`))
              .then(({ status, html }) => res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }).end(html))
              .catch(next);
          });
          // Crawlers: the area insight pages carry their tags and text; /sitemap.xml and /robots.txt (see area-pages.ts).
          dev.middlewares.use((req, res, next) => {
            if (req.method !== 'GET' && req.method !== 'HEAD') return next();
            const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
            const origin = `http://localhost:${options.port}`;
            const slug = areaPageSlug(urlPath);
            if (slug) {
              const raw = readFileSync(path.join(options.repoRoot, 'web/index.html'), 'utf8');
              dev
                .transformIndexHtml(req.url ?? '/', raw)
                .then((html) => areaPage(html, slug, options.config, origin))
                .then(({ status, html }) => res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }).end(html))
                .catch(next);
              return;
            }
            siteDocument(urlPath, options.config, origin)
              .then((doc) => (doc ? res.writeHead(200, { 'content-type': doc.contentType, 'cache-control': 'no-cache' }).end(doc.body) : next()))
              .catch(next);
          });
        },
      },
    ],
  });
  await server.listen();
  return { url: `http://localhost:${options.port}`, stop: () => server.close() };
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

async function startStaticServer(configFile: string, options: WebOptions): Promise<LocalWeb> {
  const dist = path.join(options.repoRoot, 'web/dist');
  const index = path.join(dist, 'index.html');
  if (!existsSync(index)) {
    options.log('[web] web/dist is missing, building it (vite build)...');
    const { build } = await import('vite');
    await build({ configFile, logLevel: 'warn' });
    if (!existsSync(index)) throw new LocalStackError(`vite build did not produce ${index}`);
  }

  const compressed = new CompressedFileCache();
  const securityHeaders = localSecurityHeaders(browserConfig(options.config));
  const server = http.createServer((req, res) => {
    // Every answer, as CloudFront's policy applies to every behaviour.
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    const apiPath = apiPathOf(req.url ?? '/');
    if (apiPath) {
      passToApi(req, res, options.config.apiUrl, apiPath);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    /** Sends the body as CloudFront would: compressed by Accept-Encoding, with a Content-Length either way. */
    const send = (status: number, headers: Record<string, string>, body: Buffer, file?: { path: string; size: number; mtimeMs: number }) => {
      const encoded = encodeFor(
        req.headers['accept-encoding'],
        headers['content-type'] ?? '',
        body,
        file && ((encoding) => compressed.get(file.path, file, encoding, body)),
      );
      res.writeHead(status, { ...headers, ...encoded.headers, 'content-length': String(encoded.body.length) });
      res.end(req.method === 'HEAD' ? undefined : encoded.body);
    };
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (urlPath === '/config.json') {
      send(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }, Buffer.from(configJson(browserConfig(options.config))));
      return;
    }
    const share = sharePath(urlPath);
    if (share) {
      sharePage(readFileSync(index, 'utf8'), share, options.config, `http://localhost:${options.port}`)
        .then(({ status, html }) => send(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }, Buffer.from(html)))
        .catch(() => res.writeHead(500).end());
      return;
    }
    const origin = `http://localhost:${options.port}`;
    const slug = areaPageSlug(urlPath);
    if (slug) {
      areaPage(readFileSync(index, 'utf8'), slug, options.config, origin)
        .then(({ status, html }) => send(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }, Buffer.from(html)))
        .catch(() => res.writeHead(500).end());
      return;
    }
    if (urlPath === '/sitemap.xml' || urlPath === '/robots.txt') {
      siteDocument(urlPath, options.config, origin)
        .then((doc) => (doc ? send(200, { 'content-type': doc.contentType, 'cache-control': 'no-cache' }, Buffer.from(doc.body)) : res.writeHead(404).end()))
        .catch(() => res.writeHead(500).end());
      return;
    }
    const file = path.join(dist, path.normalize(urlPath));
    const isFile = file.startsWith(dist + path.sep) && existsSync(file) && statSync(file).isFile();
    // Deep links (no file extension) get index.html, as the CloudFront distribution rewrites them.
    const served = isFile ? file : path.extname(urlPath) === '' ? index : undefined;
    if (!served) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found');
      return;
    }
    // As deployed (see the Web construct): hashed bundles immutable for a year, everything else revalidated.
    const hashedAsset = served.startsWith(path.join(dist, 'assets') + path.sep);
    const headers = {
      'content-type': contentTypes[path.extname(served).toLowerCase()] ?? 'application/octet-stream',
      'cache-control': hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    const { size, mtimeMs } = statSync(served);
    send(200, headers, readFileSync(served), { path: served, size, mtimeMs });
  });
  const stop = await listen(server, options.port, 'localhost');
  return { url: `http://localhost:${options.port}`, stop };
}
