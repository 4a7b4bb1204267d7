import { expect, test } from '@playwright/test';
import { portal } from './support/access';
import { expectNoViolations } from './support/axe';
import { investor, signInThroughForm } from './support/demo';

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('the account screens have no WCAG A/AA violations', async ({ page }) => {
      await page.goto('/');
      await portal(page).getByRole('tab', { name: 'Register Interest' }).click();
      await portal(page).getByRole('button', { name: 'Register Interest' }).click();
      await expect(portal(page).getByText('Full name is required')).toBeVisible();
      await expectNoViolations(page);

      for (const [path, ready] of [
        ['/password-reset', 'Send Reset Link'],
        ['/activate-account', 'Let Me In'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('button', { name: ready })).toBeVisible();
        await expectNoViolations(page);
      }
      await page.goto('/password-reset-confirmation?flow=reset&email=a%40example.com&code=123456');
      await expect(page.getByRole('button', { name: 'Update Password' })).toBeVisible();
      await expectNoViolations(page);
    });

    test('the mobile drawer has no WCAG A/AA violations', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto('/');
      await signInThroughForm(page, investor.email, investor.password);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await expectNoViolations(page);
    });
  });
}
