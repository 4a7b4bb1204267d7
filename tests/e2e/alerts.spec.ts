import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { Alert } from '@shared/domain/alert';
import type { Property } from '@shared/domain/property';
import { propertyToForm } from '@shared/views/property-form';
import { unsubscribeToken } from '../../functions/src/alerts/emails/unsubscribe-token';
import { LOCAL_ALERT_SECRET } from '../../infra/local/stack';
import { api, createTestProperty, createTestUser, eventually, type TestUser } from '../support/stack';
import { toast } from './support/access';
import { signInFresh } from './support/demo';

/**
 * Matched alerts as an investor sees them: a saved search, an admin's publish of a matching listing, the bell's count
 * and its panel, the Reduced badge after a price fall, the email choice, and the unsubscribe link opened signed out,
 * each a test of its own.
 */
const alertsOf = async (user: TestUser) => (await api<{ items: Alert[] }>('/me/alerts', { token: user.token })).body.items;

/** The listings a test published, deleted after it: each one alerts every matching investor, in this spec and beyond. */
const created: { id: string; adminToken: string }[] = [];
test.afterEach(async () => {
  for (const { id, adminToken } of created.splice(0)) {
    expect([204, 404]).toContain((await api(`/properties/${id}`, { method: 'DELETE', token: adminToken })).status);
  }
});

/** A listing of the admin's, published, and deleted after the test. */
async function publishedListing(admin: TestUser, title: string): Promise<Property> {
  const property = await createTestProperty(admin.token, title);
  created.push({ id: property.id, adminToken: admin.token });
  const published = await api<{ property: { version: number } }>(`/properties/${property.id}`, {
    method: 'PATCH',
    token: admin.token,
    body: { isPublished: true, expectedVersion: property.version },
  });
  expect(published.status).toBe(200);
  return { ...property, isPublished: true, version: published.body.property.version };
}

for (const width of [375, 1280]) {
  test.describe(`matched alerts at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 900 } });

    test('save a search; a matching publish shows 1 on the bell; the panel links to the listing and clears the count', async ({ page }) => {
      const word = `quokka${randomUUID().slice(0, 6)}`;
      const investor = await signInFresh(page);
      const admin = await createTestUser('admin', 'approved');

      await page.goto(`/dashboard?q=${word}&price=under-100k`);
      await page.getByRole('button', { name: 'Save this search' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save this search' });
      await dialog.getByLabel('Name').fill(`${word} under £100k`);
      await dialog.getByRole('button', { name: 'Save search' }).click();
      await expect(toast(page, 'Search saved')).toHaveCount(1);

      const property = await publishedListing(admin, `Alerted ${word}`);
      await eventually(async () => ((await alertsOf(investor)).length ? true : undefined), 'the alert');

      await page.reload();
      const bell = page.getByRole('button', { name: 'Alerts' });
      await expect(bell).toBeVisible();
      await expect(page.getByTestId('alerts-unread')).toHaveText('1 unread');
      await bell.click();
      const panel = page.getByRole('region', { name: 'Your alerts' });
      await expect(panel.getByText(`New listing matching "${word} under £100k"`)).toBeVisible();
      await panel.getByRole('link', { name: property.title }).click();
      await expect(page).toHaveURL(new RegExp(`/property/${property.id}$`));
      await expect(page.getByTestId('alerts-unread')).toHaveCount(0);
    });

    test('a price fall shows Reduced with the price it came down from', async ({ page }) => {
      await signInFresh(page);
      const admin = await createTestUser('admin', 'approved');
      const property = await publishedListing(admin, `Reduced ${randomUUID().slice(0, 6)}`);
      const reduced = await api<{ property: Property }>(`/properties/${property.id}`, {
        method: 'PUT',
        token: admin.token,
        body: { ...propertyToForm(property), price: 89_000, expectedVersion: property.version },
      });
      expect(reduced.status).toBe(200);
      await page.goto(`/property/${property.id}`);
      await expect(page.getByText('Reduced', { exact: false }).first()).toBeVisible();
      await expect(page.getByLabel('from £95,000')).toBeVisible();
    });

    test('the alert emails of a saved search: Daily, then Instant kept; the unsubscribe link turns them off signed out', async ({ page, browser }) => {
      const investor = await signInFresh(page);
      const word = `numbat${randomUUID().slice(0, 6)}`;
      const saved = await api('/me/saved-searches', {
        method: 'POST',
        token: investor.token,
        body: { name: `${word} search`, filters: { search: word, priceBand: 'all', propertyType: 'all', status: 'all', areaId: 'all' } },
      });
      expect(saved.status).toBe(201);

      await page.goto('/profile?tab=searches');
      await expect(page.getByRole('list', { name: 'Saved searches' }).getByText(`${word} search`)).toBeVisible();
      await expect(page.getByRole('radio', { name: /Daily/ })).toBeChecked();
      await page.getByRole('radio', { name: /Instant/ }).check();
      await expect(toast(page, 'Alert emails updated')).toHaveCount(1);
      await page.reload();
      await expect(page.getByRole('radio', { name: /Instant/ })).toBeChecked();

      const signedOut = await browser.newContext({ viewport: { width, height: 812 } });
      const visitor = await signedOut.newPage();
      await visitor.goto(`/unsubscribe?token=${encodeURIComponent(unsubscribeToken(LOCAL_ALERT_SECRET, investor.userId))}`);
      await visitor.getByRole('button', { name: 'Turn off alert emails' }).click();
      await expect(visitor.getByText('Alert emails are off.')).toBeVisible();
      await signedOut.close();
      expect((await api<{ frequency: string }>('/me/alerts', { token: investor.token })).body.frequency).toBe('off');
    });
  });
}
