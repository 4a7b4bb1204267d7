import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Where the CustomMessage trigger's email links point, in each deployment shape: APP_ORIGIN given
 * (-c webUrl, or the local stack), the SSM parameter the app stack writes (plain CloudFront
 * deployments), neither. The SSM client is replaced by a fake standing in for the parameter store.
 */
const ssm = vi.hoisted(() => ({ values: new Map<string, string>(), requests: [] as string[] }));
vi.mock('@aws-sdk/client-ssm', () => ({
  GetParameterCommand: class {
    constructor(readonly input: { Name: string }) {}
  },
  SSMClient: class {
    async send(command: { input: { Name: string } }) {
      ssm.requests.push(command.input.Name);
      const value = ssm.values.get(command.input.Name);
      if (value === undefined) throw Object.assign(new Error('ParameterNotFound'), { name: 'ParameterNotFound' });
      return { Parameter: { Name: command.input.Name, Value: value } };
    }
  },
}));

const PARAMETER = '/PortalStateful/app-origin';

/**
 * The trigger module freshly imported under this environment (it reads the environment at import), and no other of
 * the portal's settings: the deployed trigger has no table (infra/lib/constructs/auth.ts).
 */
async function triggerWith(env: Record<string, string | undefined>) {
  for (const key of ['APP_ORIGIN', 'APP_ORIGIN_PARAMETER', 'AWS_LAMBDA_FUNCTION_NAME', 'TABLE_NAME', 'DYNAMODB_ENDPOINT']) vi.stubEnv(key, env[key]);
  vi.resetModules();
  return (await import('../../functions/src/members/auth/custom-message')).handler;
}

const event = (triggerSource: CustomMessageTriggerEvent['triggerSource']) =>
  ({
    triggerSource,
    request: { userAttributes: { email: 'ann@example.com' }, codeParameter: '{####}', usernameParameter: '{username}' },
    response: {},
  }) as unknown as CustomMessageTriggerEvent;

const linkIn = (rendered: CustomMessageTriggerEvent) => rendered.response.emailMessage?.match(/href="([^"]+)"/)?.[1];

beforeEach(() => {
  ssm.values.clear();
  ssm.requests.length = 0;
});
afterEach(() => vi.unstubAllEnvs());

describe('CustomMessage trigger: site origin of the email links', () => {
  it('uses APP_ORIGIN when set, without reading SSM', async () => {
    const handler = await triggerWith({ APP_ORIGIN: 'https://portal.example.com', APP_ORIGIN_PARAMETER: PARAMETER, AWS_LAMBDA_FUNCTION_NAME: 'trigger' });
    const rendered = await handler(event('CustomMessage_AdminCreateUser'));
    expect(linkIn(rendered)).toBe('https://portal.example.com/password-reset-confirmation?flow=invite&email=ann%40example.com#code={####}');
    expect(rendered.response.emailMessage).toContain('visit https://portal.example.com/activate-account and press Let Me In');
    expect(ssm.requests).toEqual([]);
  });

  it('reads the SSM parameter once per container when only APP_ORIGIN_PARAMETER is set', async () => {
    ssm.values.set(PARAMETER, 'https://d111111abcdef8.cloudfront.net');
    const handler = await triggerWith({ APP_ORIGIN_PARAMETER: PARAMETER, AWS_LAMBDA_FUNCTION_NAME: 'trigger' });
    const invitation = await handler(event('CustomMessage_AdminCreateUser'));
    const reset = await handler(event('CustomMessage_ForgotPassword'));
    expect(linkIn(invitation)).toMatch(/^https:\/\/d111111abcdef8\.cloudfront\.net\/password-reset-confirmation\?flow=invite&/);
    expect(linkIn(reset)).toMatch(/^https:\/\/d111111abcdef8\.cloudfront\.net\/password-reset-confirmation\?flow=reset&/);
    expect(ssm.requests).toEqual([PARAMETER]);
  });

  it('fails the email rather than link to localhost, and tries SSM again on the next one', async () => {
    const handler = await triggerWith({ APP_ORIGIN_PARAMETER: PARAMETER, AWS_LAMBDA_FUNCTION_NAME: 'trigger' });
    await expect(handler(event('CustomMessage_ForgotPassword'))).rejects.toThrow(/ParameterNotFound/);
    ssm.values.set(PARAMETER, 'https://d111111abcdef8.cloudfront.net');
    expect(linkIn(await handler(event('CustomMessage_ForgotPassword')))).toMatch(/^https:\/\/d111111abcdef8\.cloudfront\.net\//);
    expect(ssm.requests).toEqual([PARAMETER, PARAMETER]);
  });

  it('refuses a parameter that does not hold a URL', async () => {
    ssm.values.set(PARAMETER, 'not a url');
    const handler = await triggerWith({ APP_ORIGIN_PARAMETER: PARAMETER, AWS_LAMBDA_FUNCTION_NAME: 'trigger' });
    await expect(handler(event('CustomMessage_AdminCreateUser'))).rejects.toThrow(/does not hold the site's URL/);
  });

  it('fails loudly on Lambda when neither APP_ORIGIN nor the parameter is configured', async () => {
    const handler = await triggerWith({ AWS_LAMBDA_FUNCTION_NAME: 'trigger' });
    await expect(handler(event('CustomMessage_AdminCreateUser'))).rejects.toThrow(/Neither APP_ORIGIN nor APP_ORIGIN_PARAMETER/);
  });

  it('falls back to the local web server only outside Lambda', async () => {
    const handler = await triggerWith({});
    expect(linkIn(await handler(event('CustomMessage_ForgotPassword')))).toMatch(/^http:\/\/localhost:3000\/password-reset-confirmation\?/);
    expect(ssm.requests).toEqual([]);
  });

  it('leaves the messages it does not render alone, needing no origin', async () => {
    const handler = await triggerWith({ AWS_LAMBDA_FUNCTION_NAME: 'trigger' });
    const rendered = await handler(event('CustomMessage_UpdateUserAttribute'));
    expect(rendered.response).toEqual({});
  });
});
