import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { formatPrice } from '@shared/rules/money';
import { demoAccounts, demoPassword } from '../../infra/local/seed/accounts';
import { listedSeedProperties } from '../../infra/local/seed/properties';
import { api, createTestAccount, createTestUser, signIn, testPassword, type TestUser } from '../support/stack';
import { toast } from './support/access';
import { expectNoViolations } from './support/axe';
import { signInThroughForm } from './support/demo';

/**
 * Property requests (spec admin-and-content 'Property requests'): a request an investor makes on the dashboard appears on /property-requests with their
 * favourites; its status changes and the filter follows. The documents they opened show in the
 * Investor Profile dialog.
 */
const requested = listedSeedProperties.find((p) => p.id === 'prop-hull-terrace-01')!;
const favourites = listedSeedProperties.filter((p) => p !== requested).slice(0, 4);

/** A fresh investor who favourites four properties (API), opens a document, and requests one on the dashboard (UI). */
async function investorRequests(browser: Browser): Promise<TestUser> {
  const investor = await createTestUser('investor', 'approved');
  for (const p of favourites) expect((await api(`/me/favourites/${p.id}`, { method: 'PUT', token: investor.token })).status).toBe(204);
  expect((await api(`/properties/${requested.id}/documents/epcDocument`, { token: investor.token })).status).toBe(200);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await signInThroughForm(page, investor.email, investor.password);
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 20_000 });
  const card = page.getByRole('article', { name: requested.input.title, exact: true });
  await card.getByRole('button', { name: 'Request Details' }).click();
  await expect(card.getByRole('button', { name: 'Details Requested' })).toHaveAttribute('aria-pressed', 'true');
  await context.close();
  return investor;
}

async function signInAdmin(page: Page) {
  await page.goto('/');
  await signInThroughForm(page, demoAccounts.admin.email, demoPassword);
  await expect(page).toHaveURL(/\/dashboard/);
}

for (const width of [1280, 375]) {
  test.describe(`Property Requests at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the investor's request appears with their favourites; its status changes and the filter follows", async ({ page, browser }) => {
      test.setTimeout(90_000);
      const investor = await investorRequests(browser);
      await signInAdmin(page);
      await page.goto('/property-requests');
      await expect(page.getByRole('heading', { level: 1, name: 'Property Requests' })).toBeVisible();
      const filter = page.getByLabel('Filter by status');
      await expect(filter).toHaveValue('pending');

      const search = page.getByRole('searchbox', { name: 'Search requests' });
      await expect(search).toHaveAttribute('placeholder', 'Search by name, email, or property...');
      await search.fill(investor.email.toUpperCase());
      const table = page.getByRole('table', { name: 'Property requests' });
      await expect(table.getByRole('columnheader')).toHaveText(['Date', 'Contact Info', 'Requested Property', 'Favorited Properties', 'Status', 'Actions']);
      const rows = table.locator('tbody tr');
      await expect(rows).toHaveCount(1);
      const row = rows.first();
      await expect(row.getByRole('link', { name: investor.email })).toHaveAttribute('href', `mailto:${investor.email}`);
      await expect(row).toContainText('Test investor');
      await expect(row).toContainText(requested.input.title);
      await expect(row).toContainText(formatPrice(requested.input.price));
      await expect(row).toContainText(/[A-Z][a-z]{2} \d{2}, \d{4}/);
      await expect(row).toContainText('4 properties');
      await expect(row.locator('.rq-favourites li')).toHaveCount(3);
      await expect(row).toContainText('+1 more');
      await expect(row.locator('.rq-status')).toHaveText('Pending');
      await expect(row.locator('.rq-status')).toHaveClass(/rq-status--yellow/);
      await expectNoViolations(page);

      // The Investor Profile dialog: contact, requests, favourites and the documents they opened.
      await row.getByRole('button', { name: 'View Investor Test investor' }).click();
      const dialog = page.getByRole('dialog', { name: 'Investor Profile' });
      await expect(dialog.getByRole('link', { name: investor.email })).toBeVisible();
      await expect(dialog.getByRole('heading', { name: 'Favorited properties (4)' })).toBeVisible();
      await expect(dialog.getByRole('heading', { name: 'Property requests (1)' })).toBeVisible();
      await expect(dialog.getByRole('heading', { name: 'Documents opened (1)' })).toBeVisible();
      await expect(dialog).toContainText(`EPC Certificate · ${requested.input.title}`);
      await expectNoViolations(page, '[role="dialog"]');
      await dialog.getByRole('button', { name: 'Close' }).click();

      // Contacted: the pending filter no longer shows it; the contacted filter does, in blue.
      await row.getByRole('combobox', { name: 'Status of the request from Test investor' }).selectOption('contacted');
      await expect(toast(page, 'Request status updated')).toBeVisible();
      await expect(page.getByText('No property requests found matching your criteria.')).toBeVisible();
      await filter.selectOption('contacted');
      await expect(rows).toHaveCount(1);
      await expect(rows.first().locator('.rq-status')).toHaveText('Contacted');
      await expect(rows.first().locator('.rq-status')).toHaveClass(/rq-status--blue/);
      await filter.selectOption('all');
      await expect(rows).toHaveCount(1);
      await search.fill('no-such-investor-anywhere');
      await expect(page.getByText('No property requests found matching your criteria.')).toBeVisible();

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}

test('the stat cards count total, pending, contacted and completed', async ({ page }) => {
  await signInAdmin(page);
  await page.goto('/property-requests');
  await expect(page.locator('.rq-stat dd').first()).toHaveText(/^\d+$/);
  const res = await page.evaluate(() => [...document.querySelectorAll('.rq-stat')].map((s) => s.textContent));
  expect(res.map((t) => t?.replace(/\d+$/, ''))).toEqual(['Total Requests', 'Pending', 'Contacted', 'Completed']);
});

test("admins see who opened a property's documents on its page", async ({ page }) => {
  // A name of the investor's own, so the line found is theirs and not another test investor's.
  const fullName = `Reader ${randomUUID().slice(0, 8)}`;
  const { email } = await createTestAccount('investor', 'approved', { email: `reader-${randomUUID().slice(0, 8)}@test.example.com`, fullName });
  const { accessToken } = await signIn(email, testPassword);
  expect((await api(`/properties/${requested.id}/documents/epcDocument`, { token: accessToken })).status).toBe(200);
  await signInAdmin(page);
  await page.goto(`/property/${requested.id}`);
  const log = page.getByRole('region', { name: 'Document access (admins only)' });
  await expect(log.getByText(`${fullName} opened EPC Certificate`).first()).toBeVisible();
});
