import { expect, test, type Page } from '@playwright/test';
import type { PropertyStatus } from '@shared/domain/property-values';
import { formatPrice } from '@shared/rules/money';
import { matchesSearch } from '@shared/rules/property-filters';
import { sortProperties } from '@shared/rules/sort';
import { seedAreaInsights } from '../../infra/local/seed/area-insights';
import { listedSeedProperties, type SeedProperty } from '../../infra/local/seed/properties';
import { stack } from '../support/stack';
import { investor, signInThroughForm } from './support/demo';

/** What the investor can list, as the dashboard orders it (featured first, then price descending). */
const listed = sortProperties(listedSeedProperties.map((p) => ({ ...p.input, id: p.id, createdAt: p.createdAt })));
const titlesWhere = (keep: (p: (typeof listed)[number]) => boolean) => listed.filter(keep).map((p) => p.title);
const seed = (id: string): SeedProperty => {
  const found = listedSeedProperties.find((p) => p.id === id);
  if (!found) throw new Error(`no listed seed property ${id}`);
  return found;
};

const cardList = (page: Page) => page.getByRole('list', { name: 'Properties' });
/** Every card title on the dashboard, the seeded listings' and any that other specs publish meanwhile. */
const allCardTitles = (page: Page) => cardList(page).getByRole('heading', { level: 2 });
/** The seeded listings' card titles: the filters are checked on the seed, whatever other specs publish alongside. */
const seededTitle = new RegExp(`^(${listed.map((p) => p.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);
const cardTitles = (page: Page) => allCardTitles(page).filter({ hasText: seededTitle });
const card = (page: Page, id: string) => page.getByRole('article', { name: seed(id).input.title, exact: true });

/** 'Show more' until every listing the filters match is on the page (other specs' listings may push the seed's off the first page). */
const resultsCount = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing / });

async function showEveryCard(page: Page) {
  const count = resultsCount(page);
  await expect(count).toBeVisible();
  for (let text = await count.innerText(); / of /.test(text); text = await count.innerText()) {
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect(count).not.toHaveText(text);
  }
}

async function openDashboard(page: Page, path = '/dashboard') {
  await page.goto('/');
  await signInThroughForm(page, investor.email, investor.password);
  await expect(page).toHaveURL(/\/dashboard/);
  if (path !== '/dashboard') await page.goto(path);
  await expect(cardList(page).or(page.getByText('No properties found'))).toBeVisible();
}

test.describe('dashboard filters', () => {
  test('status defaults to Available; other statuses and all statuses narrow and widen the list', async ({ page }) => {
    await openDashboard(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Exclusive Properties' })).toBeVisible();
    await expect(page.getByLabel('Status')).toHaveValue('Available');
    await expect(cardTitles(page)).toHaveText(titlesWhere((p) => p.status === 'Available'));

    for (const status of ['Under Contract', 'Sold'] satisfies PropertyStatus[]) {
      await page.getByLabel('Status').selectOption(status);
      await expect(page).toHaveURL(new RegExp(`status=${encodeURIComponent(status).replace(/%20/g, '\\+')}`));
      await expect(cardTitles(page)).toHaveText(titlesWhere((p) => p.status === status));
    }
    const soldCount = await resultsCount(page).innerText();
    await page.getByLabel('Status').selectOption({ label: 'All statuses' });
    await expect(resultsCount(page)).not.toHaveText(soldCount);
    await showEveryCard(page);
    await expect(cardTitles(page)).toHaveText(listed.map((p) => p.title));
    // The count is of every card listed, the seeded ones among them.
    await expect(page.getByText(`Showing ${await allCardTitles(page).count()} properties`)).toBeVisible();
  });

  test('free-text search finds the distinctive postcode, survives a reload, and shows the empty state', async ({ page }) => {
    await openDashboard(page);
    const hull = seed('prop-hull-terrace-01');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('hu5 3qp');
    await expect(cardTitles(page)).toHaveText([hull.input.title]);
    await expect(page).toHaveURL(/q=hu5\+3qp/);

    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('hu5 3qp');
    await expect(cardTitles(page)).toHaveText([hull.input.title]);

    // Amenities and numeric fields are searched too.
    await search.fill('Concierge');
    await expect(cardTitles(page)).toHaveText([seed('prop-hull-flat-02').input.title]);

    // Fields the cards do not carry (condition texts, the brief, the county) are searched through the search index.
    for (const term of ['laminate floors', 'TENANT IN SITU', 'family in place for six years', 'South Yorkshire']) {
      const expected = titlesWhere((p) => p.status === 'Available' && matchesSearch(p, term));
      expect(expected.length, term).toBeGreaterThan(0);
      await search.fill(term);
      await expect(cardTitles(page), term).toHaveText(expected);
    }
    expect(titlesWhere((p) => matchesSearch(p, 'laminate floors'))).toEqual([hull.input.title]);

    await search.fill('no such place anywhere');
    await expect(page.getByText('No properties found')).toBeVisible();
    await expect(page.getByText('Try adjusting your filters')).toBeVisible();
    await expect(cardList(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(search).toHaveValue('');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(cardTitles(page)).toHaveText(titlesWhere((p) => p.status === 'Available'));
  });

  test('each price band keeps exactly the properties inside it (upper bound inclusive)', async ({ page }) => {
    await openDashboard(page, '/dashboard?status=all');
    const bands: [label: string, value: string, keep: (price: number) => boolean][] = [
      ['Under £100k', 'under-100k', (p) => p < 100_000],
      ['£100k - £150k', '100k-150k', (p) => p >= 100_000 && p <= 150_000],
      ['£150k - £200k', '150k-200k', (p) => p > 150_000 && p <= 200_000],
      ['£200k - £300k', '200k-300k', (p) => p > 200_000 && p <= 300_000],
      ['£300k - £500k', '300k-500k', (p) => p > 300_000 && p <= 500_000],
      ['Over £500k', 'over-500k', (p) => p > 500_000],
    ];
    for (const [label, value, keep] of bands) {
      await page.getByLabel('Price range').selectOption({ label });
      await expect(page).toHaveURL(new RegExp(`price=${value}`));
      const expected = titlesWhere((p) => keep(p.price));
      expect(expected.length, `seed has a property in ${label}`).toBeGreaterThan(0);
      await expect(cardTitles(page)).toHaveText(expected);
    }
    // The seeded edges land where the spec says: 100000 and 150000 in 100k-150k, 200000 in 150k-200k.
    await page.getByLabel('Price range').selectOption({ label: '£100k - £150k' });
    await expect(card(page, 'prop-hull-flat-02')).toBeVisible();
    await expect(card(page, 'prop-beverley-semi-03')).toBeVisible();
    await page.getByLabel('Price range').selectOption({ label: '£150k - £200k' });
    await expect(card(page, 'prop-york-terrace-12')).toBeVisible();
  });

  test('type matches exactly and area matches the area insight; a shared link opens the same view', async ({ page }) => {
    await openDashboard(page, '/dashboard?status=all');
    await page.getByLabel('Property type').selectOption('Flat');
    // Exact match: a Block of Flats is not a Flat.
    await expect(cardTitles(page)).toHaveText(titlesWhere((p) => p.propertyType === 'Flat'));

    await page.getByLabel('Property type').selectOption({ label: 'All types' });
    const beverley = seedAreaInsights.find((a) => a.id === 'area-beverley')!;
    await page.getByLabel('Area').selectOption({ label: `${beverley.input.locationName} (${beverley.input.postcode})` });
    await expect(cardTitles(page)).toHaveText(titlesWhere((p) => p.areaInsightId === 'area-beverley'));
    await expect(page).toHaveURL(/area=area-beverley/);

    // Filters combine, and the URL alone rebuilds the view.
    await page.goto('/dashboard?status=all&type=Land&area=area-beverley');
    await expect(page.getByLabel('Property type')).toHaveValue('Land');
    await expect(page.getByLabel('Area')).toHaveValue('area-beverley');
    await expect(cardTitles(page)).toHaveText([seed('prop-beverley-land-11').input.title]);
  });
});

test.describe('property cards', () => {
  test('featured ring and badge, photo count and +N, yields, rent line, date, agency and links', async ({ page }) => {
    await openDashboard(page, '/dashboard?status=all');

    const hull = seed('prop-hull-terrace-01');
    const featured = card(page, hull.id);
    await expect(featured).toHaveClass(/property-card--featured/);
    await expect(featured.getByText('FEATURED PROPERTY')).toBeVisible();
    // 8 photos: camera badge with the count, '+5' over the last side thumbnail.
    expect(hull.input.photos).toHaveLength(8);
    await expect(featured.getByLabel('8 photos')).toHaveText('8');
    await expect(featured.getByText('+5')).toBeVisible();
    await expect(featured).toContainText(formatPrice(hull.input.price));
    await expect(featured).toContainText('Yield8.2%');
    await expect(featured).toContainText('Current Rent£650 PCM');
    await expect(featured).toContainText(hull.input.opportunitySummary!);
    // The real created date in en-GB, by the configured agency.
    await expect(featured).toContainText('Added on 14/11/2026 by Off-Market Property Portal');
    await expect(featured.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', `/property/${hull.id}`);
    await expect(featured.getByRole('button', { name: 'Request Details' })).toBeVisible();
    await expect(featured.getByRole('button', { name: 'Add to favorites' })).toHaveCount(2);
    // The card-size variant, never the full-size photo.
    await expect(featured.getByRole('img', { name: hull.input.title, exact: true })).toHaveAttribute('src', /\/card\.jpg$/);

    // 3 photos or fewer: no count badge, no '+N'; not featured: no ring.
    const flat = card(page, 'prop-hull-flat-02');
    await expect(flat).not.toHaveClass(/property-card--featured/);
    await expect(flat.getByText('FEATURED PROPERTY')).toHaveCount(0);
    await expect(flat.getByText(/^\+\d+$/)).toHaveCount(0);
    // Current rent 0 with an achievable market rent: potential yield 850 x 12 / 100000 = 10.2%.
    await expect(flat).toContainText('Potential Yield10.2%');
    await expect(flat).toContainText('Achievable Market Rent£850 PCM');

    // Yield 0 with a market rent: 1050 x 12 / 235000 = 5.4%.
    await expect(card(page, 'prop-sheffield-bungalow-06')).toContainText('Potential Yield5.4%');
    // Neither yield nor market rent.
    const york = card(page, 'prop-york-detached-05');
    await expect(york).toContainText('YieldAvailable on request');
    await expect(york).not.toContainText('PCM');

    // Status badge colours: green Available, yellow Under Contract, red otherwise.
    await expect(flat.locator('.badge')).toHaveClass(/badge--success/);
    await expect(card(page, 'prop-sheffield-mixed-10').locator('.badge')).toHaveClass(/badge--warning/);
    await expect(card(page, 'prop-york-terrace-12').locator('.badge')).toHaveClass(/badge--danger/);
  });

  test('images load lazily near the viewport and a broken image shows the placeholder', async ({ page }) => {
    const broken = seed('prop-hull-terrace-01');
    await page.route(`**/${broken.input.photos[0]}/card.jpg`, (route) => route.fulfill({ status: 404, body: '' }));
    await openDashboard(page, '/dashboard?status=all');

    const featured = card(page, broken.id);
    await expect(featured.locator('.property-card__main-photo .lazy-image__placeholder--missing')).toBeVisible();
    await expect(featured.locator('.property-card__main-photo img')).toHaveCount(0);

    // The last seeded card on the first page is far below the first screen: no image requested until it comes close.
    // The list paints its first cards first and the rest in the next render: the whole page is there before one is picked.
    const shown = Number(/^Showing ([\d,]+)/.exec(await resultsCount(page).innerText())![1]!.replace(/,/g, ''));
    await expect(allCardTitles(page)).toHaveCount(shown);
    const last = page.getByRole('article', { name: (await cardTitles(page).allInnerTexts()).at(-1)!, exact: true });
    await expect(last.locator('.property-card__main-photo img')).toHaveCount(0);
    await last.scrollIntoViewIfNeeded();
    await expect(last.locator('.property-card__main-photo img')).toHaveAttribute('src', /\/card\.jpg$/);
    await expect(last.locator('.property-card__main-photo img')).toHaveAttribute('loading', 'lazy');
  });
});

test.describe('dashboard review block', () => {
  test('is not shown when no review widget is configured', async ({ page }) => {
    expect(stack.config.reviewWidgetUrl).toBeUndefined();
    await openDashboard(page);
    await expect(page.getByRole('list', { name: 'Properties' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Share your experience' })).toHaveCount(0);
  });

  test('links to the review widget when one is configured', async ({ page }) => {
    const reviewWidgetUrl = 'https://reviews.example.com/widget';
    await page.route('**/config.json', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), reviewWidgetUrl } });
    });
    await openDashboard(page);
    const block = page.getByRole('region', { name: 'Share your experience' });
    const link = block.getByRole('link', { name: /^Leave a review/ });
    await expect(link).toHaveAttribute('href', reviewWidgetUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
  });
});
