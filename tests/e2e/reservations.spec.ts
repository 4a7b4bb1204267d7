import { expect, test, type Page } from '@playwright/test';
import { clearedBuyer } from '../support/buyer-checks';
import { createPublishedProperty, createTestUser, type TestUser } from '../support/stack';
import { toast } from './support/access';
import { signInThroughForm } from './support/demo';

/**
 * Reserving a deal in the browser, on a phone and on a desktop: a cleared buyer reserves a listing, opens and signs
 * the sourcing agreement, pays the reservation fee on the Stripe stand-in's page; the admin accepts on Reservations and
 * the listing is Under Offer. Meanwhile a second investor sees 'Reserved' and joins the waiting list.
 */

async function signIn(page: Page, user: TestUser) {
  await page.goto('/');
  await signInThroughForm(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard/);
}

const fitsTheScreen = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('reserve, sign, pay on the stand-in, the admin accepts: Under Offer; a second investor joins the waiting list', async ({ browser, page }) => {
      test.slow(); // three people, a PDF and a payment page in one story
      const admin = await createTestUser('admin', 'approved');
      const [buyer, second, listing] = await Promise.all([
        clearedBuyer(admin),
        createTestUser('investor', 'approved'),
        createPublishedProperty(admin.token, 'Reservable Terrace'),
      ]);

      await signIn(page, buyer);
      await page.goto(`/property/${listing.id}`);
      const panel = page.getByRole('region', { name: 'Reserve this deal' });
      await panel.getByRole('button', { name: 'Reserve this deal' }).click();
      await expect(toast(page, 'Deal reserved for you')).toBeVisible();
      await expect(page).toHaveURL(/\/my-reservations/);
      const steps = page.getByRole('list', { name: 'Steps to reserve this deal' });
      await expect(steps.getByRole('listitem').filter({ hasText: 'Your details and checks' })).toContainText('done');

      // The second investor meanwhile sees it Reserved and joins the waiting list.
      const other = await browser.newPage({ viewport: { width, height: 900 } });
      await signIn(other, second);
      await other.goto(`/property/${listing.id}`);
      const reserved = other.getByRole('region', { name: 'Reserve this deal' });
      await expect(reserved.getByRole('heading', { name: 'Reserved' })).toBeVisible();
      // The listing's badge and its status fact read Reserved in place of Available.
      const header = other.locator('header').filter({ has: other.getByRole('heading', { level: 1, name: listing.title }) });
      await expect(header.getByText('Reserved', { exact: true })).toBeVisible();
      await expect(header.getByText('Available', { exact: true })).toHaveCount(0);
      await reserved.getByRole('button', { name: 'Join the waiting list' }).click();
      await expect(toast(other, 'You joined the waiting list')).toBeVisible();
      await expect(reserved.getByRole('button', { name: 'Leave the waiting list' })).toBeVisible();
      await other.close();

      // Sign: open the agreement (a new tab), type the full name, tick 'I agree'.
      const form = page.getByRole('form', { name: 'Sign the sourcing agreement' });
      await form.getByRole('button', { name: 'Sign and agree to pay £1,000.00' }).click();
      await expect(form.getByRole('alert')).toContainText('Open the agreement and read it before you sign');
      const pdfTab = page.waitForEvent('popup');
      await form.getByRole('button', { name: 'Read the agreement (PDF)' }).click();
      await (await pdfTab).close();
      await form.getByLabel('Your full name').fill('Test Buyer p1');
      await form.getByLabel('I agree to the terms of this sourcing agreement').check();
      await form.getByRole('button', { name: 'Sign and agree to pay £1,000.00' }).click();
      await expect(toast(page, 'Agreement signed')).toBeVisible();
      await expect(steps.getByRole('listitem').filter({ hasText: 'Sourcing agreement' })).toContainText('done');
      await fitsTheScreen(page);

      // Pay on the stand-in's checkout page; back on My reservations once Stripe's webhook counted it.
      await page.getByRole('button', { name: /^Pay £1,000\.00 by card$/ }).click();
      await expect(page.getByRole('heading', { name: 'Pay £1,000.00' })).toBeVisible();
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await expect(page).toHaveURL(/\/my-reservations\?payment=done/);
      await expect(steps.getByRole('listitem').filter({ hasText: 'Reservation fee' })).toContainText('done');

      // The admin accepts: the listing goes Under Offer.
      const adminPage = await browser.newPage({ viewport: { width, height: 900 } });
      await signIn(adminPage, admin);
      await adminPage.goto('/reservations');
      const row = adminPage.getByRole('row').filter({ hasText: listing.title });
      await row.getByRole('button', { name: 'Accept' }).click();
      const dialog = adminPage.getByRole('dialog');
      await expect(dialog).toContainText('The buyer checks are cleared, the agreement is signed and the fee is paid');
      await dialog.getByRole('button', { name: 'Accept' }).click();
      await expect(toast(adminPage, 'Reservation accepted: the listing is Under Offer')).toBeVisible();
      await fitsTheScreen(adminPage);
      await adminPage.close();

      await page.goto(`/property/${listing.id}`);
      await expect(page.getByText('Under Offer').first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Reserve this deal' })).toContainText('Accepted: the listing is Under Offer to you.');
    });
  });
}
