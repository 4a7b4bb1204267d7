import { describe, expect, it } from 'vitest';
import { api, stack } from '../support/stack';

/**
 * The local adapter's Lambda Invoke endpoint answers only the local
 * emulators and our functions (a per-run token in the user agent, from the loopback), and no response
 * carries a `server: undefined` header.
 */
describe('local Lambda Invoke endpoint', () => {
  it.each<Record<string, string>>([{}, { 'user-agent': 'aws-sdk-js/3.0.0' }, { 'user-agent': 'portal-local-invoke/guess' }])(
    'refuses an invoke without the stack token (%j)',
    async (headers) => {
      const res = await fetch(`${stack.config.apiUrl}/2015-03-31/functions/leadWebhook/invocations`, {
        method: 'POST',
        headers: { 'x-amz-invocation-type': 'Event', 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ fullName: 'Eve', email: 'eve@test.example.com', phone: '1', message: 'x' }),
      });
      expect(res.status).toBe(403);
    },
  );

  it('still runs the jobs our functions queue (activation answered, lead job reachable)', async () => {
    const res = await api('/account-activation', { method: 'POST', body: { email: 'nobody-adapter@test.example.com' } });
    expect(res.status).toBe(200);
  });
});

describe('response headers', () => {
  it.each(['/area-insights', '/public/properties/no-such-property', '/me'])('%s sends no `server: undefined`', async (path) => {
    const res = await api(path);
    expect(res.headers.get('server')).not.toBe('undefined');
    for (const [name, value] of res.headers) expect(value, name).not.toBe('undefined');
  });
});
