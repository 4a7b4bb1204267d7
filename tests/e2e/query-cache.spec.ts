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

/**
 * A returning member's page asks for its data before the app's code has loaded (main.tsx), and the app then
 * reads those answers instead of asking again: one profile check and one first page of cards per visit.
 */
test('a returning investor who reloads the dashboard asks for the profile and the first page of cards once each', async ({ page }) => {
  await page.goto('/');
  await signInThroughForm(page, demo.investor.email, demo.investor.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The address changes before the signed-in dashboard asks for its cards: only once they show has that visit's
  // request gone out, so the requests counted below are the reload's alone.
  const cards = page.getByRole('list', { name: 'Properties' }).getByRole('article');
  await expect(cards.first()).toBeVisible();

  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET') asked.push(`${url.pathname}${url.search}`);
  });
  await page.reload();
  await expect(cards.first()).toBeVisible();

  expect(asked.filter((path) => path.endsWith('/me'))).toHaveLength(1);
  expect(asked.filter((path) => /\/properties\?limit=48$/.test(path))).toHaveLength(1);
});

test("a returning admin who reloads Property Management asks for the profile and the table's first page once each", async ({ page }) => {
  await page.goto('/');
  await signInThroughForm(page, demo.admin.email, demo.admin.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/property-management');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();

  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET') asked.push(`${url.pathname}${url.search}`);
  });
  await page.reload();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();

  expect(asked.filter((path) => path.endsWith('/me'))).toHaveLength(1);
  expect(asked.filter((path) => /\/property-management\/rows\?limit=50$/.test(path))).toHaveLength(1);
});
