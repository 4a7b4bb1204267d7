import { expect, test, type Page } from '@playwright/test';
import { formatPrice } from '@shared/rules/money';
import { peekLabel, propertyArea } from '@shared/rules/property-area';
import { peekPageTitle, propertyPageTitle } from '@shared/render/share-meta';
import { demoAccounts, demoPassword } from '../../infra/local/seed/accounts';
import { draftPropertyIds, seedProperties } from '../../infra/local/seed/properties';
import { api, signIn, stack } from '../support/stack';
import { toast } from './support/access';
import { expectNoViolations } from './support/axe';
import { signInThroughForm } from './support/demo';
import { noPropertyFiles } from '../../infra/local/builders/property';

/**
 * The property detail page (spec admin-and-content 'Property detail', 'Public pages'), the lightbox, admin actions, the public sneak peek and full pages,
 * and link previews. Listings come from the seed, chosen by what they were built to cover.
 */
const seed = (id: string) => {
  const found = seedProperties.find((p) => p.id === id);
  if (!found) throw new Error(`seed listing ${id} is missing`);
  return found;
};
const freeholdWithComparables = seed('prop-hull-terrace-01'); // freehold title, comparables, map, 8 photos
const leasehold = seed('prop-hull-flat-02'); // lease, ground rent, service charge, no comparables
const block = seed('prop-manchester-block-07'); // six rental units, per-unit EPCs, one unnamed unit
const councilTaxZero = seed('prop-hull-commercial-08'); // council tax band '0'

const brand = () => stack.config.brand;
const fact = (page: Page, term: string) =>
  page
    .locator('.pd-facts__item')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd');

async function signInAs(page: Page, who: 'investor' | 'admin') {
  await page.goto('/');
  await signInThroughForm(page, demoAccounts[who].email, demoPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.describe('property detail (signed in)', () => {
  test.beforeEach(async ({ page }) => signInAs(page, 'investor'));

  test('freehold listing: title number, comparables, council tax link, map frame, documents, title and JSON-LD', async ({ page }) => {
    const p = freeholdWithComparables.input;
    await page.goto(`/property/${freeholdWithComparables.id}`);
    await expect(page.getByRole('heading', { level: 1, name: p.title })).toBeVisible();
    await expect(page).toHaveTitle(propertyPageTitle(p.title, p.price, brand()));
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"][data-listing]').textContent())!);
    expect(jsonLd).toMatchObject({ '@type': 'RealEstateListing', name: p.title, offers: { price: p.price, priceCurrency: 'GBP' } });

    await expect(fact(page, 'Freehold Title Number')).toHaveText(p.freeholdTitle!);
    await expect(fact(page, 'Lease Remaining')).toHaveCount(0);
    await expect(fact(page, 'Council Tax Band')).toContainText(`Band ${p.councilTaxBand}`);
    await expect(fact(page, 'Council Tax Band').getByRole('link', { name: /View Details/ })).toHaveAttribute('target', '_blank');

    // Gallery: main plus two side images, '+5' on the last for 8 photos.
    const photos = page.getByRole('region', { name: 'Photos' });
    await expect(photos.getByRole('button')).toHaveCount(3);
    await expect(photos.getByRole('button', { name: 'View all 8 photos' })).toContainText('+5');

    const similar = page.getByRole('region', { name: 'Similar Properties' });
    await expect(similar.getByRole('listitem')).toHaveCount(p.comparables.length);

    const map = page.getByRole('region', { name: 'Location & Demand' }).locator('iframe');
    await expect(map).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\/embed\?/);
    await expect(map).toHaveAttribute('sandbox', /allow-scripts/);
    expect((await map.boundingBox())!.height).toBe(300);

    const documents = page.getByRole('region', { name: 'Available Documents' });
    await expect(documents.getByRole('button', { name: /EPC Certificate/ })).toBeVisible();
    await expect(documents.getByRole('button', { name: /Service Charge Accounts/ })).toHaveCount(0);

    // A document opens in a new tab on a short-lived signed link.
    const linkResponse = page.waitForResponse((r) => r.url().includes('/documents/epcDocument'));
    const popup = page.waitForEvent('popup');
    await documents.getByRole('button', { name: /EPC Certificate/ }).click();
    const response = await linkResponse;
    expect(response.status()).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(url).toContain('X-Amz-Signature');
    await (await popup).close();

    await expect(page.getByRole('link', { name: 'Investor Resources' })).toHaveAttribute('href', '/investor-resources');
    await page.getByRole('link', { name: 'Back to Properties' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('leasehold listing: lease, ground rent and service charge, service charge accounts, potential yield, no comparables', async ({ page }) => {
    const p = leasehold.input;
    await page.goto(`/property/${leasehold.id}`);
    await expect(page.getByRole('heading', { level: 1, name: p.title })).toBeVisible();
    await expect(fact(page, 'Lease Remaining')).toHaveText(`${p.leaseRemaining} years`);
    await expect(fact(page, 'Ground Rent')).toHaveText(`${formatPrice(p.groundRent!)} p.a.`);
    await expect(fact(page, 'Service Charge')).toHaveText(`${formatPrice(p.serviceCharge!)} p.a.`);
    await expect(fact(page, 'Freehold Title Number')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Available Documents' }).getByRole('button', { name: /Service Charge Accounts/ })).toBeVisible();
    // Current rent 0 with an achievable market rent: the computed potential yield.
    await expect(fact(page, 'Potential Yield')).toHaveText('10.2%');
    await expect(page.getByRole('region', { name: 'Similar Properties' })).toHaveCount(0);
  });

  test('block of flats: per-unit rental breakdown with annual = monthly x 12, and per-unit EPC badges in band colours', async ({ page }) => {
    const p = block.input;
    await page.goto(`/property/${block.id}`);
    const table = page.getByRole('table', { name: 'Rental breakdown per unit' });
    await expect(table.locator('tbody tr')).toHaveCount(p.rentalUnits.length);
    for (const unit of p.rentalUnits) {
      const row = table.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: unit.unitName, exact: true }) });
      await expect(row.getByRole('cell')).toHaveText([formatPrice(unit.rental), formatPrice(unit.rental * 12)]);
    }
    const total = p.rentalUnits.reduce((sum, unit) => sum + unit.rental, 0);
    await expect(table.locator('tfoot td')).toHaveText([formatPrice(total), formatPrice(total * 12)]);

    const epc = page.getByRole('list', { name: 'Energy rating per unit' }).getByRole('listitem');
    await expect(epc).toHaveCount(p.epcUnits.length);
    const unnamed = p.epcUnits.findIndex((u) => !u.unitName);
    await expect(epc.nth(unnamed)).toContainText(`Unit ${unnamed + 1}`);
    const colours: Record<string, string> = { B: 'rgb(25, 180, 89)', C: 'rgb(141, 206, 70)', D: 'rgb(255, 213, 0)', E: 'rgb(252, 170, 101)' };
    for (const [i, unit] of p.epcUnits.entries()) {
      const badge = epc.nth(i).getByLabel(`EPC rating ${unit.rating}`);
      await expect(badge).toHaveCSS('background-color', colours[unit.rating]!);
      await expect(epc.nth(i).getByRole('button', { name: /View EPC/ })).toHaveCount(unit.documentUrl ? 1 : 0);
    }
  });

  test("council tax band '0' is hidden", async ({ page }) => {
    await page.goto(`/property/${councilTaxZero.id}`);
    await expect(page.getByRole('heading', { level: 1, name: councilTaxZero.input.title })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Compliance & Tenure' })).toBeVisible();
    await expect(fact(page, 'Council Tax Band')).toHaveCount(0);
  });

  test('the lightbox: counter, arrow keys with wrap-around, thumbnails, focus kept inside and returned, Escape', async ({ page }) => {
    await page.goto(`/property/${freeholdWithComparables.id}`);
    const opener = page.getByRole('region', { name: 'Photos' }).getByRole('button').first();
    await opener.click();
    const lightbox = page.getByRole('dialog', { name: /Photos of/ });
    await expect(lightbox).toBeVisible();
    const counter = lightbox.getByText(/^\d+ \/ 8$/);
    await expect(counter).toHaveText('1 / 8');
    await expect(lightbox.getByRole('button', { name: 'Close gallery' })).toBeFocused();

    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText('8 / 8');
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('1 / 8');
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('2 / 8');
    await lightbox.getByRole('button', { name: 'Next image' }).click();
    await expect(counter).toHaveText('3 / 8');
    await lightbox.getByRole('button', { name: 'Show photo 8' }).click();
    await expect(counter).toHaveText('8 / 8');
    await expect(lightbox.getByRole('button', { name: 'Show photo 8' })).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('1 / 8');

    // Tab and Shift+Tab never leave the dialog.
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await lightbox.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(lightbox).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test("an investor asking for a draft by URL sees 'Property not found' and goes back to the dashboard", async ({ page }) => {
    await page.goto(`/property/${draftPropertyIds[0]}`);
    await expect(page.getByRole('heading', { name: 'Property not found' })).toBeVisible();
    await expect(toast(page, 'Property not found')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    // No admin actions for investors.
    await page.goto(`/property/${leasehold.id}`);
    await expect(page.getByRole('heading', { level: 1, name: leasehold.input.title })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Admin actions' })).toHaveCount(0);
  });
});

test.describe('admin actions', () => {
  test('share copies the three links and the editable alert with the spec toasts', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAs(page, 'admin');
    await page.goto(`/property/${freeholdWithComparables.id}`);
    await page.getByRole('group', { name: 'Admin actions' }).getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Property' });
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
    const origin = new URL(page.url()).origin;

    await dialog.getByRole('button', { name: /Copy member link/ }).click();
    await expect(toast(page, 'Shareable link copied to clipboard!')).toBeVisible();
    expect(await clipboard()).toBe(`${origin}/property/${freeholdWithComparables.id}`);
    await dialog.getByRole('button', { name: /Copy sneak peek link/ }).click();
    await expect(toast(page, 'Sneak peek link copied! Limited property details for non-members.')).toBeVisible();
    expect(await clipboard()).toBe(`${origin}/public-property/${freeholdWithComparables.id}`);
    await dialog.getByRole('button', { name: /Copy full details link/ }).click();
    await expect(toast(page, 'Full details link copied! Complete property information for non-members.')).toBeVisible();
    expect(await clipboard()).toBe(`${origin}/public-property-full/${freeholdWithComparables.id}`);

    const alert = dialog.getByLabel('Property alert');
    await expect(alert).toHaveValue(/Tenancy: Long-term tenant in place/);
    await expect(alert).toHaveValue(new RegExp(`Asking Price: ${formatPrice(freeholdWithComparables.input.price)}`));
    await alert.fill(`${await alert.inputValue()}\nCall us today`);
    await dialog.getByRole('button', { name: 'Copy property alert' }).click();
    await expect(toast(page, 'Property alert copied to clipboard!')).toBeVisible();
    expect(await clipboard()).toContain('Call us today');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/edit-property/${freeholdWithComparables.id}`);
  });

  test('an admin deletes a property through the confirmation dialog', async ({ page }) => {
    const { createProperty } = await import('../../functions/src/catalogue/db/properties');
    const id = `e2e-delete-${Date.now()}`;
    const title = `Throwaway listing ${id}`;
    // Its own photos and documents only (none), so deleting its files cannot touch a seeded listing's.
    await createProperty({ ...leasehold.input, ...noPropertyFiles, title }, { id });

    await signInAs(page, 'admin');
    await page.goto(`/property/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const deleteButton = page.getByRole('group', { name: 'Admin actions' }).getByRole('button', { name: 'Delete' });
    await deleteButton.click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Property' });
    await expect(dialog).toContainText(`Are you sure you want to delete "${title}"? This action cannot be undone.`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(deleteButton).toBeFocused();

    await deleteButton.click();
    await page.getByRole('alertdialog', { name: 'Delete Property' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/property-management$/);
    await expect(toast(page, 'Property deleted successfully')).toBeVisible();
    const { accessToken } = await signIn(demoAccounts.admin.email, demoPassword);
    expect((await api(`/properties/${id}`, { token: accessToken })).status).toBe(404);
  });
});

test.describe('public pages (signed out)', () => {
  test('the sneak peek shows Reserved for a listing a reservation holds, as the full public page does', async ({ page }) => {
    // The seed's held reservation (infra/local/seed/deals.ts): investor@example.com holds 17 Newstead Street, Hull.
    await page.goto('/public-property/prop-hull-terrace-19');
    await expect(page.getByRole('note', { name: 'Sneak peek' })).toBeVisible();
    await expect(page.getByText('Reserved', { exact: true })).toBeVisible();
  });

  test('the sneak peek shows limited details, never the address, with Register Now and View All Properties', async ({ page }) => {
    const p = freeholdWithComparables.input;
    await page.goto(`/public-property/${freeholdWithComparables.id}`);
    await expect(page.getByRole('note', { name: 'Sneak peek' })).toBeVisible();
    // The area, never the title (the admin form's Property Address): rules/property-area.ts narrows the peek.
    await expect(page.getByRole('heading', { level: 1, name: peekLabel(propertyArea(p)) })).toBeVisible();
    await expect(page).toHaveTitle(peekPageTitle({ area: propertyArea(p), price: p.price }, brand()));
    await expect(page.getByText(p.title)).toHaveCount(0);
    await expect(page.getByText(formatPrice(p.price)).first()).toBeVisible();
    await expect(fact(page, 'Yield')).toHaveText('8.20%');
    await expect(fact(page, 'Rent')).toHaveText(`${formatPrice(p.currentRent!)} PCM`);
    await expect(page.getByText(p.address!)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'View All Properties' })).toHaveAttribute('href', '/');
    // Register Now registers interest in this property: the landing page opens on Register Interest for it.
    await page.getByRole('link', { name: 'Register Now' }).first().click();
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get('property') === freeholdWithComparables.id);
    await expect(page.getByRole('tab', { name: 'Register Interest' })).toHaveAttribute('aria-selected', 'true');
  });

  test('the full public page shows the gallery, lightbox and detail sections', async ({ page }) => {
    const p = block.input;
    await page.goto(`/public-property-full/${block.id}`);
    await expect(page.getByRole('heading', { level: 1, name: p.title })).toBeVisible();
    await expect(page).toHaveTitle(propertyPageTitle(p.title, p.price, brand()));
    await expect(page.getByText(p.address!)).toBeVisible();
    await expect(fact(page, 'Freehold Title Number')).toHaveText(p.freeholdTitle!);
    await expect(page.getByRole('table', { name: 'Rental breakdown per unit' }).locator('tbody tr')).toHaveCount(p.rentalUnits.length);
    await page.getByRole('region', { name: 'Photos' }).getByRole('button').first().click();
    await expect(page.getByRole('dialog', { name: /Photos of/ }).getByText('1 / 7')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('region', { name: 'Similar Properties' })).toHaveCount(0);
  });

  test("a draft's public page says 'Property Not Found' with Go Home", async ({ page }) => {
    for (const path of [`/public-property/${draftPropertyIds[0]}`, `/public-property-full/${draftPropertyIds[0]}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Property Not Found' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    }
  });

  test('a plain HTTP GET of a public page (no JavaScript) carries the preview tags and the price', async ({ request }) => {
    const p = freeholdWithComparables.input;
    for (const path of [`/public-property/${freeholdWithComparables.id}`, `/public-property-full/${freeholdWithComparables.id}`]) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const meta = (key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
      expect(meta('og:title')).toBe(peekPageTitle({ area: propertyArea(p), price: p.price }, brand()).replace(/&/g, '&amp;'));
      expect(html).not.toContain(p.title);
      expect(meta('og:title')).toContain(formatPrice(p.price));
      expect(meta('og:image')).toBe(`${stack.config.imageBaseUrl}/${p.imageUrl}/detail.jpg`);
      expect(meta('og:url')).toMatch(new RegExp(`${path}$`));
      expect(meta('twitter:card')).toBe('summary_large_image');
      expect(meta('product:price:amount')).toBe(String(p.price));
      expect(html).not.toContain(p.address!);
      // The image the preview points at exists.
      expect((await request.get(meta('og:image')!)).status()).toBe(200);
    }
  });
});

// One axe scan per page or dialog, each its own test: a scan's cost grows with the page, and a dozen in one test
// ran past the timeout on a slow machine.
for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`no WCAG A/AA violations (${colorScheme})`, () => {
    test.beforeEach(({ page }) => page.emulateMedia({ colorScheme }));

    test('the sneak peek page', async ({ page }) => {
      await page.goto(`/public-property/${freeholdWithComparables.id}`);
      await expect(page.getByRole('note', { name: 'Sneak peek' })).toBeVisible();
      await expectNoViolations(page);
    });

    test('the full public page', async ({ page }) => {
      await page.goto(`/public-property-full/${block.id}`);
      await expect(page.getByRole('table', { name: 'Rental breakdown per unit' })).toBeVisible();
      await expectNoViolations(page);
    });

    test.describe('the detail page', () => {
      test.beforeEach(async ({ page }) => {
        await signInAs(page, 'admin');
        await page.goto(`/property/${block.id}`);
        await expect(page.getByRole('table', { name: 'Rental breakdown per unit' })).toBeVisible();
      });

      test('the page', async ({ page }) => {
        await expectNoViolations(page);
      });

      test('the Share dialog', async ({ page }) => {
        await page.getByRole('group', { name: 'Admin actions' }).getByRole('button', { name: 'Share' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectNoViolations(page, '[role="dialog"]');
      });

      test('the photo lightbox', async ({ page }) => {
        await page.getByRole('region', { name: 'Photos' }).getByRole('button').first().click();
        await expect(page.getByRole('dialog', { name: /Photos of/ })).toBeVisible();
        await expectNoViolations(page, '.pd-lightbox');
      });
    });
  });
}

test.describe('property detail map', () => {
  test('when the embed cannot load, the address and an Open in Google Maps link remain', async ({ page }) => {
    await page.route('https://www.google.com/maps/embed**', (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Server Error</h1>' }));
    await signInAs(page, 'investor');
    await page.goto(`/property/${freeholdWithComparables.id}`);

    const location = page.getByRole('region', { name: 'Location & Demand' });
    await expect(location.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\/embed\?/);
    await expect(location.getByText(freeholdWithComparables.input.address!)).toBeVisible();
    const link = location.getByRole('link', { name: /^Open in Google Maps/ });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(freeholdWithComparables.input.address!)}`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    await expectNoViolations(page, '.pd-map-link');
  });
});
