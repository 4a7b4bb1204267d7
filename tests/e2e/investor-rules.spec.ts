import { expect, test, type Locator, type Page } from '@playwright/test';
import { areaInsightTitle } from '@shared/render/area-insight-page';
import { peekLabel, propertyArea } from '@shared/rules/property-area';
import { propertyPageTitle } from '@shared/render/share-meta';
import { demoAccounts, demoPassword } from '../../infra/local/seed/accounts';
import { seedAreaInsights } from '../../infra/local/seed/area-insights';
import { draftPropertyIds, seedProperties, withdrawnPropertyId } from '../../infra/local/seed/properties';
import { stack } from '../support/stack';
import { expectNoViolations } from './support/axe';
import { signInThroughForm } from './support/demo';
import { adminScreens } from './support/screens';

/**
 * The rules every investor screen shares: one monthly rent, one status badge, the admins' Draft marker,
 * members on the public pages, and a browser title per screen.
 */
const seed = (id: string) => {
  const found = seedProperties.find((p) => p.id === id);
  if (!found) throw new Error(`seed listing ${id} is missing`);
  return found;
};
const marketRentOnly = seed('prop-hull-flat-02'); // current rent 0, achievable market rent 850, Available
const drafts = draftPropertyIds.map(seed);
const withdrawn = seed(withdrawnPropertyId);

const brand = () => stack.config.brand;
const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const fact = (scope: Locator, term: string) =>
  scope
    .locator('.pd-facts__item')
    .filter({ has: scope.page().locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd');

async function signInAs(page: Page, who: 'investor' | 'admin') {
  await page.goto('/');
  await signInThroughForm(page, demoAccounts[who].email, demoPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('list', { name: 'Properties' })).toBeVisible();
}

test.describe('one monthly rent', () => {
  test('current rent 0 with an achievable market rent: the card, the detail figures and Rental Information agree', async ({ page }) => {
    const { title } = marketRentOnly.input;
    await signInAs(page, 'investor');
    await expect(card(page, title)).toContainText('Achievable Market Rent£850 PCM');

    await card(page, title).getByRole('link', { name: 'View Details' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const figures = region(page, 'Figures & Return on Capital');
    await expect(fact(figures, 'Potential Yield')).toHaveText('10.2%');
    await expect(fact(figures, 'Achievable Market Rent')).toHaveText('£850 PCM');
    await expect(figures).not.toContainText('Available on request');
    const rental = region(page, 'Rental Information');
    await expect(fact(rental, 'Achievable Market Rent')).toHaveText('£850 PCM');
    await expect(rental).not.toContainText('Available on request');
  });

  test('the public pages show the same monthly rent', async ({ page }) => {
    await page.goto(`/public-property-full/${marketRentOnly.id}`);
    await expect(fact(region(page, 'Figures & Return on Capital'), 'Achievable Market Rent')).toHaveText('£850 PCM');
    await expect(fact(region(page, 'Rental Information'), 'Achievable Market Rent')).toHaveText('£850 PCM');
    await page.goto(`/public-property/${marketRentOnly.id}`);
    await expect(fact(region(page, 'Key Details'), 'Rent')).toHaveText('£850 PCM');
  });
});

test('the status badge is green for Available on the card, the detail page and the public full page', async ({ page }) => {
  const { title } = marketRentOnly.input;
  await signInAs(page, 'investor');
  const onCard = card(page, title).getByText('Available', { exact: true });
  await expect(onCard).toHaveClass(/badge--success/);
  const green = await onCard.evaluate((el) => getComputedStyle(el).backgroundColor);

  for (const path of [`/property/${marketRentOnly.id}`, `/public-property-full/${marketRentOnly.id}`]) {
    await page.goto(path);
    const badge = page
      .locator('header')
      .filter({ has: page.getByRole('heading', { level: 1, name: title }) })
      .getByText('Available', { exact: true });
    await expect(badge).toHaveClass(/badge--success/);
    await expect(badge).toHaveCSS('background-color', green);
  }
});

test.describe("admins' cards", () => {
  test("drafts carry a 'Draft' badge and Withdrawn its red status badge", async ({ page }) => {
    await signInAs(page, 'admin');
    for (const draft of drafts) {
      await expect(card(page, draft.input.title).locator('.badge', { hasText: /^Draft$/ })).toBeVisible();
    }
    await expect(card(page, marketRentOnly.input.title).locator('.badge', { hasText: /^Draft$/ })).toHaveCount(0);
    await expectNoViolations(page, '[aria-label="Properties"]');

    await page.getByLabel('Status').selectOption('Withdrawn');
    const withdrawnBadge = card(page, withdrawn.input.title).locator('.badge', { hasText: /^Withdrawn$/ });
    await expect(withdrawnBadge).toBeVisible();
    await expect(withdrawnBadge).toHaveClass(/badge--danger/);
  });

  test("investors' cards never say 'Draft'", async ({ page }) => {
    await signInAs(page, 'investor');
    await expect(page.locator('.property-card')).not.toHaveCount(0);
    await expect(page.locator('.property-card .badge', { hasText: /^Draft$/ })).toHaveCount(0);
  });
});

test.describe('a signed-in member on the public pages', () => {
  test("the sneak peek and the full page link to the member page instead of 'Register Now'", async ({ page }) => {
    await signInAs(page, 'investor');
    for (const [path, heading] of <[string, string][]>[
      // The sneak peek names the area, never the title (rules/property-area.ts); the full page keeps the title.
      [`/public-property/${marketRentOnly.id}`, peekLabel(propertyArea(marketRentOnly.input))],
      [`/public-property-full/${marketRentOnly.id}`, marketRentOnly.input.title],
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Register Now' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'View Full Details' }).first()).toHaveAttribute('href', `/property/${marketRentOnly.id}`);
    }
    await expectNoViolations(page);
    await page.goto(`/public-property/${marketRentOnly.id}`);
    await page.getByRole('link', { name: 'View Full Details' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/property/${marketRentOnly.id}$`));
  });

  test("visitors still get 'Register Now'", async ({ page }) => {
    await page.goto(`/public-property/${marketRentOnly.id}`);
    await expect(page.getByRole('link', { name: 'Register Now' })).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'View Full Details' })).toHaveCount(0);
  });
});

test.describe('browser titles', () => {
  const titled = (screen: string) => `${screen} | ${brand()}`;

  test('open screens and not-found', async ({ page }) => {
    for (const [path, screen] of [
      ['/', 'Investor Portal'],
      ['/password-reset', 'Reset Password'],
      ['/password-reset-confirmation', 'Set New Password'],
      ['/activate-account', 'Activate Account'],
      ['/area-insights', 'Area Insights'],
      ['/no-such-page', 'Page Not Found'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveTitle(titled(screen));
    }
    // An area page is titled by its record (its meta title), as search engines see it.
    await page.goto('/area-insights/hull');
    await expect(page).toHaveTitle(areaInsightTitle(seedAreaInsights.find((area) => area.input.urlSlug === 'hull')!.input));
  });

  test("members' screens, and back from a property to the list", async ({ page }) => {
    await signInAs(page, 'investor');
    await expect(page).toHaveTitle(titled('Exclusive Properties'));
    for (const [link, screen] of [
      ['/profile', 'Profile Settings'],
      ['/sell-property', 'Sell Your Property'],
      ['/investor-resources', 'Investor Resources'],
    ] as const) {
      await page.goto(link);
      await expect(page).toHaveTitle(titled(screen));
    }
    await page.goto('/dashboard');
    await card(page, marketRentOnly.input.title).getByRole('link', { name: 'View Details' }).click();
    await expect(page).toHaveTitle(propertyPageTitle(marketRentOnly.input.title, marketRentOnly.input.price, brand()));
    await page.getByRole('link', { name: 'Back to Properties' }).click();
    await expect(page).toHaveTitle(titled('Exclusive Properties'));
  });

  test("admins' screens, placeholders included", async ({ page }) => {
    await signInAs(page, 'admin');
    for (const [path, screen] of adminScreens(marketRentOnly.id)) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(titled(screen));
    }
  });
});
