import { expect, test } from '@playwright/test';
import { seedAreaInsights } from '../../infra/local/seed/area-insights';
import { demo } from '../support/stack';
import { signInThroughForm } from './support/demo';

/**
 * One browser session keeps one query cache: data fetched for one screen must not be read back in another
 * screen's shape. The dashboard's area filter and the property form's Area Insights select both read the
 * published area insights; opening the form after the dashboard must still list every one of them.
 */
test('an admin who opens the dashboard and then Add Property sees every published area insight in the select', async ({ page }) => {
  await page.goto('/');
  await signInThroughForm(page, demo.admin.email, demo.admin.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The dashboard has read the area insights (its area filter lists them).
  await expect(page.getByRole('combobox', { name: 'Area' })).toContainText(seedAreaInsights[0]!.input.locationName);

  // Client-side navigation only: the same page, so the same query cache.
  const adminTools = page.getByRole('button', { name: 'Admin Tools' });
  await adminTools.click();
  await page
    .locator(`#${await adminTools.getAttribute('aria-controls')}`)
    .getByRole('link', { name: 'Property Management' })
    .click();
  await expect(page).toHaveURL(/\/property-management$/);
  await page.getByRole('link', { name: 'Add Property' }).click();
  await expect(page).toHaveURL(/\/add-property$/);

  const select = page.getByLabel('Area Insights', { exact: true });
  for (const { input } of seedAreaInsights) {
    await expect(select.getByRole('option', { name: `${input.locationName} (${input.postcode})`, exact: true })).toHaveCount(1);
  }
});
