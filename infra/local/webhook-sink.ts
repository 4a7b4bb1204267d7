import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { listen } from './ports';

/**
 * Stands in for the third-party automation webhooks: records every POST as a JSON file under
 * <dataDir>/webhooks. `PUT /_control {"status": 503}` makes it fail from then on (tests of a webhook
 * that is down); `{"status": 200}` restores it. With `"naming": "<text>"` the status holds only for the POSTs
 * whose body contains that text (a test's own email or id), so tests running side by side on one stack each
 * fail their own deliveries and nobody else's; `{"status": 200, "naming": "<text>"}` ends that.
 */
export interface WebhookSink {
  url: string;
  stop(): Promise<void>;
}

export interface ReceivedWebhook {
  path: string;
  body: unknown;
  /** The body exactly as sent (what a signature covers). */
  raw: string;
  /** The request headers (lower-case names), e.g. the Standard Webhooks signature headers. */
  headers: Record<string, string>;
  status: number;
  at: string;
}

export async function startWebhookSink(options: { port: number; dir: string; log: (line: string) => void }): Promise<WebhookSink> {
  await mkdir(options.dir, { recursive: true });
  let status = 200;
  /** Statuses for the POSTs whose body contains the key. */
  const statusesNaming = new Map<string, number>();
  const statusFor = (body: string) => [...statusesNaming].find(([text]) => body.includes(text))?.[1] ?? status;
  let count = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      void (async () => {
        if (req.method === 'PUT' && req.url === '/_control') {
          const control = JSON.parse(body || '{}') as { status?: number; naming?: string };
          const wanted = Number(control.status ?? 200);
          if (control.naming === undefined) status = wanted;
          else if (wanted === 200) statusesNaming.delete(control.naming);
          else statusesNaming.set(control.naming, wanted);
          res.writeHead(204).end();
          return;
        }
        let parsed: unknown = body;
        try {
          parsed = JSON.parse(body);
        } catch {
          // keep the raw text
        }
        const answer = statusFor(body);
        const headers = Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : (value ?? '')]));
        const received: ReceivedWebhook = { path: req.url ?? '/', body: parsed, raw: body, headers, status: answer, at: new Date().toISOString() };
        count += 1;
        // Written aside, then renamed: a reader never sees a half-written .json file.
        const file = path.join(options.dir, `${Date.now()}-${String(count).padStart(4, '0')}.json`);
        await writeFile(`${file}.tmp`, JSON.stringify(received, null, 2));
        await rename(`${file}.tmp`, file);
        options.log(`[webhook] ${req.method} ${req.url} -> ${answer}`);
        res.writeHead(answer, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: answer < 400 }));
      })();
    });
  });
  const stop = await listen(server, options.port, '127.0.0.1');
  return { url: `http://127.0.0.1:${options.port}`, stop };
}

export async function readWebhooks(dir: string): Promise<ReceivedWebhook[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json')).sort();
  return Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), 'utf8')) as ReceivedWebhook));
}
