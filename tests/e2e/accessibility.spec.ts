import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { investor, signInThroughForm } from './support/demo';

/** WCAG 2.1 A and AA rules, checked by axe-core in the real page. */
async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((n) => n.target.join(' ')) }))).toEqual([]);
}

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
