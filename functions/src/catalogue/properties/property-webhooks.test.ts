import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { signedHeaders, webhookSignature } from './property-webhooks';

const secret = `whsec_${Buffer.from('a signing key of the portal, 32 bytes').toString('base64')}`;

describe('webhook signatures', () => {
  it('are what a Standard Webhooks receiver verifies, for any body', () => {
    for (const body of ['{}', '{"property":{"title":"Flat — £250,000 in Hull"}}', JSON.stringify({ notes: 'x'.repeat(50_000) })]) {
      const headers = signedHeaders(secret, body);
      expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    }
  });

  it('sign the same bytes as the standardwebhooks package', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(webhookSignature(secret, 'msg_1', Math.floor(now.getTime() / 1000), '{"a":1}')).toBe(new Webhook(secret).sign('msg_1', now, '{"a":1}'));
  });

  it('fail on a tampered body or another secret', () => {
    const headers = signedHeaders(secret, '{"action":"send"}');
    expect(() => new Webhook(secret).verify('{"action":"sent"}', headers)).toThrow();
    expect(() => new Webhook(`whsec_${Buffer.from('another key').toString('base64')}`).verify('{"action":"send"}', headers)).toThrow();
  });

  it('refuse an empty secret', () => {
    expect(() => webhookSignature('whsec_', 'msg_1', 0, '{}')).toThrow(/empty/);
  });
});
