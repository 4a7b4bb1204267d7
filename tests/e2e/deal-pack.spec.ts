import { expect, test } from '@playwright/test';
import { firmRegistrationLines } from '@shared/contract/firm';
import { demoAccounts, demoPassword } from '../../infra/local/seed/accounts';
import { LOCAL_FIRM } from '../../infra/local/seed/firm';
import { signInThroughForm } from './support/demo';

/**
 * The firm's registrations in every page's footer, signed in or not (firm.ts names the law for each), at a phone's
 * width and a desktop's.
 */
for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("the footer shows the firm's registrations to visitors and members", async ({ page }) => {
      const expectRegistrations = async () => {
        const footer = page.getByRole('contentinfo');
        for (const line of firmRegistrationLines(LOCAL_FIRM)) await expect(footer).toContainText(line);
        await expect(footer.getByTestId('firm-registrations')).toBeVisible();
      };
      await page.goto('/privacy');
      await expectRegistrations();

      await page.goto('/');
      await signInThroughForm(page, demoAccounts.investor.email, demoPassword);
      await expect(page).toHaveURL(/\/dashboard$/);
      await expectRegistrations();
    });
  });
}
