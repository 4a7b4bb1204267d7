import { expect, test, type Page } from '@playwright/test';
import { portal } from './support/access';

/**
 * What is typed (or autofilled by a password manager) the moment a form appears is still there seconds
 * later: no form is replaced or reset after its first paint. Each form is filled without waiting for
 * anything after the navigation that opens it, on a normal and on a 6x slower CPU.
 */

const EMAIL = 'typed.at.once@example.com';
/** Long enough for anything that loads or settles after the first paint. */
const SETTLE_MS = 3_000;
/** A page's code arriving this late, as on a slow connection or a busy machine. */
const SLOW_CODE_MS = 1_000;

/** From now on, the scripts the page asks for (the next screen's chunk) arrive late. */
async function slowCode(page: Page) {
  await page.route('**/*.js', async (route) => {
    await new Promise((done) => setTimeout(done, SLOW_CODE_MS));
    await route.continue();
  });
}

async function slowCpu(page: Page, rate: number) {
  if (rate === 1) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

for (const rate of [1, 6]) {
  test.describe(`CPU slowed ${rate}x`, () => {
    // Every step of a 6x slower page takes about six times as long.
    if (rate > 1) test.slow();

    test.beforeEach(async ({ page }) => slowCpu(page, rate));

    test("the reset form keeps an email typed as 'Forgot your password?' opens it", async ({ page }) => {
      await page.goto('/');
      await slowCode(page);
      await portal(page).getByRole('link', { name: 'Forgot your password?' }).click();
      await page.getByLabel('Email').fill(EMAIL);

      await page.waitForTimeout(SETTLE_MS);
      await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
      await expect(page.getByLabel('Email')).toHaveValue(EMAIL);
    });

    test("the sign-in form keeps what is typed as 'Back to Sign In' opens it", async ({ page }) => {
      await page.goto('/password-reset');
      await slowCode(page);
      await page.getByRole('link', { name: 'Back to Sign In' }).click();
      await page.getByLabel('Email', { exact: true }).fill(EMAIL);
      await page.getByLabel('Password', { exact: true }).fill('typed-at-once');

      await page.waitForTimeout(SETTLE_MS);
      await expect(portal(page).getByLabel('Email', { exact: true })).toHaveValue(EMAIL);
      await expect(portal(page).getByLabel('Password', { exact: true })).toHaveValue('typed-at-once');
    });

    test('the activation form keeps an email typed as the page first shows it', async ({ page }) => {
      await slowCode(page);
      await page.goto('/activate-account');
      await page.getByLabel('Email').fill(EMAIL);

      await page.waitForTimeout(SETTLE_MS);
      await expect(page.getByRole('heading', { name: 'Activate your account' })).toBeVisible();
      await expect(page.getByLabel('Email')).toHaveValue(EMAIL);
    });
  });
}
