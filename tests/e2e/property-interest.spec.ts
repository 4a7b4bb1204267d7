import { expect, test, type Page } from '@playwright/test';
import type { Property } from '@shared/domain/property';
import { demoAccounts, demoPassword } from '../../infra/local/seed/accounts';
import { storeProperty } from '../../infra/local/builders/stored-property';
import { api } from '../support/stack';
import { portal, toast, uniqueEmail } from './support/access';
import { expectNoViolations } from './support/axe';
import { signInThroughForm } from './support/demo';

/**
 * Interest per property (spec: registrations carry property_id; 'select by property_id newest first; count by
 * property_id'; 'Failed to load property interest'): 'Register Now' on a shared property page registers interest
 * in that property; Property Management counts it beside the listing and opens its registrations; the
 * registration's details in User Management name the property.
 */

async function freshProperty(label: string): Promise<Property> {
  return storeProperty(`e2e-interest-${label}-${Date.now()}`, { title: `Interest ${label} ${Date.now()} Lane`, isPublished: true, status: 'Available' });
}
const stored = async (email: string) => (await import('../../functions/src/sales/db/interest-registrations')).getInterestRegistration(email);

async function registerFromPropertyPage(page: Page, property: Property, email: string, name: string) {
  await page.goto(`/public-property/${property.id}`);
  await page.getByRole('link', { name: 'Register Now' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/\\?property=${property.id}$`));
  const card = portal(page);
  await expect(card.getByRole('tab', { name: 'Register Interest' })).toHaveAttribute('aria-selected', 'true');
  await expect(card.getByText('You are registering interest in the property you were viewing.')).toBeVisible();
  await card.getByLabel('Full name').fill(name);
  await card.getByLabel('Email', { exact: true }).fill(email);
  await card.getByLabel('Phone').fill('07700 900321');
  await card.getByLabel('Message').fill(`Is ${property.title} still tenanted?`);
  await card.getByRole('button', { name: 'Register Interest' }).click();
  await expect(toast(page, 'Thanks for registering interest - we will be in touch soon to discuss!')).toBeVisible();
  await expect.poll(async () => (await stored(email))?.propertyId).toBe(property.id);
}

test.describe('interest per property', () => {
  test.slow();

  test("'Register Now' on a shared property page registers interest in that property", async ({ page }) => {
    const property = await freshProperty('visitor');
    await registerFromPropertyPage(page, property, uniqueEmail('e2e-interest'), 'Ada Early');
  });

  test("the admin sees each listing's count, opens its registrations newest first, and the details name the property", async ({ page }) => {
    const property = await freshProperty('admin');
    const first = uniqueEmail('e2e-interest-a');
    const second = uniqueEmail('e2e-interest-b');
    for (const [email, fullName] of [
      [first, 'Ada Early'],
      [second, 'Ben Later'],
    ] as const) {
      const res = await api('/interest-registrations', {
        method: 'POST',
        body: { fullName, email, phone: '07700 900321', message: `Is ${property.title} still tenanted?`, propertyId: property.id },
      });
      expect(res.status).toBe(201);
    }

    await page.goto('/');
    await signInThroughForm(page, demoAccounts.admin.email, demoPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/property-management');
    await page.getByLabel('Search properties').fill(property.title);
    const row = page.getByRole('row').filter({ hasText: property.title });
    await expect(page.getByRole('columnheader', { name: 'Interest' })).toBeVisible();
    await row.getByRole('button', { name: `Interest in ${property.title}: 2 registrations` }).click();

    const dialog = page.getByRole('dialog', { name: 'Property Interest' });
    const items = dialog.getByRole('list', { name: 'Registrations' }).getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText('Ben Later');
    await expect(items.nth(0)).toContainText(second);
    await expect(items.nth(1)).toContainText('Ada Early');
    await expect(items.nth(1)).toContainText(`Is ${property.title} still tenanted?`);
    await expectNoViolations(page, '.dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await page.goto('/users');
    const registration = page.getByRole('tabpanel').getByRole('row').filter({ hasText: first });
    await expect(registration.getByRole('cell', { name: property.title })).toBeVisible();
    await registration.getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: 'Registration Details' });
    await expect(details.getByRole('link', { name: property.title })).toHaveAttribute('href', `/property/${property.id}`);
  });

  test("'Failed to load property interest' when its registrations cannot be read", async ({ page }) => {
    const property = await freshProperty('failure');
    await page.goto('/');
    await signInThroughForm(page, demoAccounts.admin.email, demoPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.route(`**/properties/${property.id}/interest-registrations`, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Internal Server Error' }) }),
    );
    await page.goto('/property-management');
    await page.getByLabel('Search properties').fill(property.title);
    await page
      .getByRole('row')
      .filter({ hasText: property.title })
      .getByRole('button', { name: `Interest in ${property.title}: 0 registrations` })
      .click();
    await expect(page.getByRole('dialog', { name: 'Property Interest' }).getByText('Failed to load property interest')).toBeVisible();
  });
});
