import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { deliverLead } from './lead-webhook';

const registration = { fullName: 'Ann Lee', email: 'ann@example.com', phone: '07700 900123', message: 'Hello' };
let server: http.Server | undefined;
afterEach(() => server?.close());

/** A local recording server standing in for the third-party webhook. */
async function webhook(answers: (number | 'hang')[]) {
  const received: unknown[] = [];
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push(JSON.parse(body));
      const answer = answers[received.length - 1] ?? 200;
      if (answer !== 'hang') res.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/lead`, received };
}

const options = (url: string, logs: string[]) => ({ url, timeoutMs: 1_000, attempts: 3, backoffMs: 10, log: (m: string) => logs.push(m) });

describe('deliverLead', () => {
  it('posts {full_name, email, phone, message} once when the webhook accepts it', async () => {
    const hook = await webhook([200]);
    const logs: string[] = [];
    expect(await deliverLead(registration, options(hook.url, logs))).toBe(true);
    expect(hook.received).toEqual([{ full_name: 'Ann Lee', email: 'ann@example.com', phone: '07700 900123', message: 'Hello' }]);
    expect(logs).toEqual([]);
  });

  it('retries after an error status and a timeout, then succeeds', async () => {
    const hook = await webhook([503, 'hang', 200]);
    const logs: string[] = [];
    expect(await deliverLead(registration, options(hook.url, logs))).toBe(true);
    expect(hook.received).toHaveLength(3);
    expect(logs).toHaveLength(2);
  });

  it('gives up after the last attempt without throwing, and logs it', async () => {
    const hook = await webhook([500, 500, 500]);
    const logs: string[] = [];
    expect(await deliverLead(registration, options(hook.url, logs))).toBe(false);
    expect(hook.received).toHaveLength(3);
    expect(logs.at(-1)).toMatch(/given up/);
  });

  it('survives an unreachable webhook', async () => {
    const logs: string[] = [];
    expect(await deliverLead(registration, options('http://127.0.0.1:9/lead', logs))).toBe(false);
    expect(logs).toHaveLength(4);
  });
});
