import { readFileSync } from 'node:fs';
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

/** 'Download deal pack' on the listing page downloads the investor's PDF, at both widths. */
for (const width of [375, 1280]) {
  test.describe(`deal pack at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("'Download deal pack' downloads a PDF", async ({ page }) => {
      await page.goto('/');
      await signInThroughForm(page, demoAccounts.investor.email, demoPassword);
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto('/property/prop-hull-terrace-01');
      const button = page.getByRole('button', { name: 'Download deal pack' });
      await button.scrollIntoViewIfNeeded();
      const downloading = page.waitForEvent('download');
      await button.click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^Deal pack - .+\.pdf$/);
      const bytes = readFileSync((await download.path())!);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await expect(button).toBeEnabled();
    });
  });
}
