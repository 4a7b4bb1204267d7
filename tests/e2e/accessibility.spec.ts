import { expect, test } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { investor, signInThroughForm } from './support/demo';

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('the landing page and the dashboard have no WCAG A/AA violations', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
      await expectNoViolations(page);

      await signInThroughForm(page, investor.email, investor.password);
      await expect(page.getByRole('list', { name: 'Properties' })).toBeVisible();
      await expectNoViolations(page);
    });
  });
}
