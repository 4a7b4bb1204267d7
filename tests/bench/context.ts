import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { LocalStack } from '../../infra/local/stack';
import type { SeedContext } from '../../infra/local/seed-context';
import { localCognitoClient } from '../../infra/local/builders/cognito-user';
import { demoAccounts, demoPassword } from '../../infra/local/seed/accounts';
import { chromiumPath } from '../../infra/local/prerequisites';

/** The demo accounts the seed makes, as the bench signs in with them. */
export const demoAdmin = { email: demoAccounts.admin.email, password: demoPassword };
export const demoInvestor = { email: demoAccounts.investor.email, password: demoPassword };
type Account = { email: string; password: string };

/** The seed context for a running local stack (the same values the stack gives its own seed). */
export const seedContext = (stack: LocalStack): SeedContext => ({
  env: stack.env,
  cognito: { endpoint: stack.config.cognitoEndpoint ?? '', userPoolId: stack.config.userPoolId, clientId: stack.config.userPoolClientId },
  s3: {
    endpoint: stack.env.S3_ENDPOINT ?? '',
    buckets: { images: stack.env.IMAGES_BUCKET ?? '', documents: stack.env.DOCUMENTS_BUCKET ?? '', heroes: stack.env.HEROES_BUCKET ?? '' },
  },
  log: () => {},
});

/** The API's address as the SPA at baseUrl calls it (its /config.json: same origin under /api, as on AWS). */
export async function browserApiUrl(baseUrl: string): Promise<string> {
  const { apiUrl } = (await (await fetch(`${baseUrl}/config.json`)).json()) as { apiUrl: string };
  return new URL(apiUrl, baseUrl).href.replace(/\/$/, '');
}

/** Signs an account in against the local user pool (USER_PASSWORD_AUTH): its access and ID tokens. */
export async function signInTokens(
  config: { region: string; cognitoEndpoint?: string; userPoolClientId: string },
  { email, password }: Account,
): Promise<{ accessToken: string; idToken: string }> {
  const { InitiateAuthCommand } = await import('@aws-sdk/client-cognito-identity-provider');
  const auth = await localCognitoClient(config).send(
    new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: config.userPoolClientId, AuthParameters: { USERNAME: email, PASSWORD: password } }),
  );
  const { AccessToken: accessToken, IdToken: idToken } = auth.AuthenticationResult ?? {};
  if (!accessToken || !idToken) throw new Error(`no tokens for ${email}`);
  return { accessToken, idToken };
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Signs in once through the portal's form in a context of its own, waits for `signedIn`, and answers the session
 * for later contexts to reuse (Amplify keeps its tokens in localStorage).
 */
export async function signedInState(
  browser: Browser,
  baseUrl: string,
  { email, password }: Account,
  signedIn: (page: Page) => Promise<unknown>,
): Promise<StorageState> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await signedIn(page);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * Opens `otherOrigin` in the page before its timed navigation, so that the page's renderer process is already
 * running, as a running browser keeps one ready (Chrome's spare renderer). `otherOrigin` is on the portal's site
 * but not its origin (the API adapter's port), so the timed load still starts with a cold HTTP cache and no open
 * connection to the portal. A renderer started by the timed navigation itself spends CPU during the load that is
 * Chromium's, not the portal's; `newRendererFirstPaint` still measures that way, for comparison.
 */
export async function startRenderer(page: Page, otherOrigin: string): Promise<void> {
  await page.goto(otherOrigin).catch(() => undefined);
  // A renderer goes on setting itself up for a while after its first page has loaded.
  await page.waitForTimeout(RENDERER_SETTLE_MS);
}

const RENDERER_SETTLE_MS = 1_000;

/** Debian's full Chromium, headless, as every browser section runs it. */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: chromiumPath, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });

/** Notes, by the page's clock, the frame after the first element matching `selector` appears: read it with firstPaintAt. */
export const markFirstPaint = (page: Page, selector: string): Promise<unknown> =>
  page.addInitScript((target) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector(target)) return;
      requestAnimationFrame(() => ((window as unknown as { __firstPaint: number }).__firstPaint = performance.now()));
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  }, selector);

/** The time markFirstPaint noted, in ms after navigation start, once it has. */
export async function firstPaintAt(page: Page): Promise<number> {
  await page.waitForFunction(() => (window as unknown as { __firstPaint?: number }).__firstPaint !== undefined, undefined, { timeout: 60_000 });
  return page.evaluate(() => (window as unknown as { __firstPaint: number }).__firstPaint);
}

/**
 * The first paint of `selector` by the page's clock (ms after navigation start) in runs that each open `url` in a
 * new context and page, the renderer process started by the navigation (the method of earlier notes).
 */
export async function newRendererFirstPaint(browser: Browser, storageState: StorageState, url: string, selector: string, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState });
    try {
      const page = await context.newPage();
      await markFirstPaint(page, selector);
      await page.goto(url);
      times.push(await firstPaintAt(page));
      // Let the page's later requests finish, so that the next run starts on a quiet machine.
      await page.waitForLoadState('networkidle');
    } finally {
      await context.close();
    }
  }
  return times;
}
