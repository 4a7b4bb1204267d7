import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { storedIdToken } from './session';

const config = {
  region: 'eu-west-2',
  userPoolId: 'eu-west-2_abc',
  userPoolClientId: 'client',
  authFlow: 'USER_SRP_AUTH',
  apiUrl: '/api',
  imageBaseUrl: 'https://d111.cloudfront.net',
  heroImageBaseUrl: 'https://d111.cloudfront.net',
  websiteUrl: 'https://example.com/',
  chatInviteUrl: 'https://example.com/chat',
  sellerFormUrl: 'https://example.com/sell',
  dataController: { name: 'Example Investments Ltd', email: 'privacy@example.com' },
};

/** A token of Amplify's shape (header.payload.signature), its payload readable. */
const jwt = (payload: object) => `e30.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`;
const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

function storeSession(items: Record<string, string>) {
  const stored = new Map(Object.entries(items).map(([key, value]) => [`CognitoIdentityServiceProvider.client.${key}`, value]));
  vi.stubGlobal('localStorage', { getItem: (key: string) => stored.get(key) ?? null, key: () => null, length: stored.size });
}

beforeAll(async () => {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(config)));
  await loadConfig();
  vi.unstubAllGlobals();
});
afterEach(() => vi.unstubAllGlobals());

describe('storedIdToken', () => {
  it("reads the last user's ID token and its claims while both tokens have more than a minute left", () => {
    const idToken = jwt({ exp: inSeconds(3600), 'cognito:groups': ['admin'] });
    storeSession({ LastAuthUser: 'u-1', 'u-1.idToken': idToken, 'u-1.accessToken': jwt({ exp: inSeconds(3600) }) });
    expect(storedIdToken()).toEqual({ token: idToken, claims: { exp: expect.any(Number), 'cognito:groups': ['admin'] } });
  });

  it('leaves a session about to expire, a missing or unreadable token, and an expired access token to Amplify', () => {
    const live = jwt({ exp: inSeconds(3600) });
    const sessions: Record<string, string>[] = [
      { LastAuthUser: 'u-1', 'u-1.idToken': jwt({ exp: inSeconds(30) }), 'u-1.accessToken': live },
      { LastAuthUser: 'u-1', 'u-1.idToken': live, 'u-1.accessToken': jwt({ exp: inSeconds(-10) }) },
      { LastAuthUser: 'u-1', 'u-1.accessToken': live },
      { LastAuthUser: 'u-1', 'u-1.idToken': 'not-a-token', 'u-1.accessToken': live },
      { 'u-1.idToken': live, 'u-1.accessToken': live },
      { LastAuthUser: 'u-1', 'u-1.idToken': live, 'u-1.accessToken': live, 'u-1.clockDrift': String(3600 * 1000) },
    ];
    for (const items of sessions) {
      storeSession(items);
      expect(storedIdToken(), JSON.stringify(items)).toBeUndefined();
    }
  });

  it('answers undefined when storage cannot be read', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('blocked');
      },
    });
    expect(storedIdToken()).toBeUndefined();
  });
});
