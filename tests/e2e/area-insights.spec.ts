import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { AreaInsight } from '@shared/domain/area-insight';
import { seedAreaInsights } from '../../infra/local/seed/area-insights';
import { api, demo, signIn } from '../support/stack';
import { toast } from './support/access';
import { expectNoViolations } from './support/axe';
import { signInThroughForm } from './support/demo';

/** Area insights (spec admin-and-content 'Area insights list', 'Area insight detail', 'Area insights management'): the public list and page, the crawler HTML, and the admin screen, at 1280 and 375 px. */
const hull = seedAreaInsights.find((a) => a.input.urlSlug === 'hull')!;
const sectionHeadings = [
  'Key Market Stats',
  'Area Overview',
  'Investment Insights',
  'CITY GATE Breakdown',
  'Property Snapshot – Example',
  'Investor Insight',
  'Next Step',
];

async function signInAsAdmin(page: Page) {
  await page.goto('/');
  await signInThroughForm(page, demo.admin.email, demo.admin.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

for (const width of [1280, 375] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the public list: count, search, yield filter, empty state and call to action', async ({ page }) => {
      await page.goto('/area-insights');
      await expect(page.getByRole('heading', { level: 1, name: 'Area Insights' })).toBeVisible();
      const cards = page.getByRole('list', { name: 'Areas' }).getByRole('listitem');
      await expect(page.getByText(/\d+ Areas Covered/)).toBeVisible();
      const total = await cards.count();
      expect(total).toBeGreaterThanOrEqual(seedAreaInsights.length);
      await expect(page.getByText(`${total} Areas Covered`)).toBeVisible();
      await expectNoViolations(page);

      const search = page.getByPlaceholder('Search by area name, postcode, or features...');
      await search.fill('hu5');
      await expect(page.getByText(new RegExp(`^Showing \\d+ of ${total} areas$`))).toBeVisible();
      const matching = await cards.count();
      expect(matching).toBeLessThan(total);
      await expect(page.getByText(`Showing ${matching} of ${total} areas`)).toBeVisible();
      // Case-insensitive on name, postcode and snippet: every card shown holds 'hu5' in one of them.
      for (const text of await cards.allTextContents()) expect(text.toLowerCase()).toContain('hu5');
      await expect(page.getByRole('heading', { level: 2, name: 'Hull', exact: true })).toBeVisible();

      await search.fill('');
      await page.getByRole('combobox', { name: 'Yield' }).selectOption({ label: 'High Yield (8%+)' });
      for (const text of await cards.getByText(/^Yields /).allTextContents()) expect(text).toContain('8');
      await page.getByRole('combobox', { name: 'Yield' }).selectOption({ label: 'Capital Growth (4-5%)' });
      for (const text of await cards.getByText(/^Yields /).allTextContents()) expect(text).toMatch(/[45]/);

      await search.fill('no such place anywhere');
      await expect(page.getByRole('heading', { name: 'No Areas Found' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'View Available Properties' })).toHaveAttribute('href', '/dashboard');

      await page.getByRole('combobox', { name: 'Yield' }).selectOption({ label: 'All Yields' });
      await search.fill('Hull');
      await page.getByRole('link', { name: 'View Details for Hull' }).click();
      await expect(page).toHaveURL(/\/area-insights\/hull$/);
    });

    test('an area page shows every section, its metadata and structured data', async ({ page }) => {
      await page.goto('/area-insights/hull');
      await expect(page.getByRole('heading', { level: 1, name: 'Hull' })).toBeVisible();
      for (const name of sectionHeadings) await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
      await expect(page.getByText('HU5', { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('row', { name: /5-Year Capital Gain/ })).toContainText('£14,250');
      for (const letter of ['Capital', 'Income', 'Tenant Demand', 'Yield Stability', 'Growth', 'Area', 'Type Fit', 'Exit']) {
        await expect(page.locator('.ai-gate dt', { hasText: new RegExp(`^.${letter}$`) })).toHaveCount(1);
      }
      await expect(page.getByText(hull.input.nextStepCta!)).toBeVisible();
      await expect(page).toHaveTitle(hull.input.metaTitle!);
      const origin = new URL(page.url()).origin;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/area-insights/hull`);
      await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', hull.input.metaKeywords.join(', '));
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(blocks).toHaveLength(1);
      expect(JSON.parse(blocks[0]!)).toMatchObject({ '@type': 'Article', url: `${origin}/area-insights/hull` });
      await expectNoViolations(page);
      await expect(page.getByRole('link', { name: 'All Area Insights' })).toHaveAttribute('href', '/area-insights');

      await page.goto('/area-insights/no-such-area');
      await expect(page.getByRole('heading', { name: 'Area Not Found' })).toBeVisible();
      await page.getByRole('link', { name: 'Back to All Areas' }).click();
      await expect(page).toHaveURL(/\/area-insights$/);
    });

    test('an admin creates a draft (not public, its URL 404), publishes it (listed, every section), and deletes it', async ({ page, request, browser }) => {
      test.setTimeout(120_000);
      const tag = randomUUID().slice(0, 6);
      const name = `E2E Town ${tag}`;
      const slug = `e2e-town-${tag}`;
      await signInAsAdmin(page);
      await page.goto('/area-insights-management');
      await expect(page.getByRole('heading', { level: 1, name: 'Area Insights Management' })).toBeVisible();
      await expect(page.getByRole('cell', { name: 'hull', exact: true })).toBeVisible();
      await expectNoViolations(page);

      await page.getByRole('button', { name: 'Add Area Insight' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Area Insight' });
      for (const legend of [
        'Basic Information',
        'Hero Image',
        'SEO Metadata',
        'Main Content',
        'Statistics & Data',
        'Enhanced Market Data',
        'CITY GATE™ Breakdown',
        'Property Snapshot',
        'Investor Insights & CTA',
        'Publishing Settings',
      ]) {
        await expect(dialog.getByRole('group', { name: legend, exact: true })).toBeVisible();
      }
      await expect(dialog.getByLabel('Demand Level')).toHaveValue('Medium');
      await expect(dialog.getByLabel('Published')).not.toBeChecked();
      await expect(dialog.getByLabel('Display Order')).toHaveValue('0');

      // A clash with an existing slug is refused; the dialog stays open with the input.
      await dialog.getByLabel('Location Name').fill('Hull');
      await expect(dialog.getByLabel('URL Slug')).toHaveValue('hull');
      await dialog.getByRole('button', { name: 'Create' }).click();
      await expect(toast(page, 'Failed to create area insight')).toHaveCount(1);
      await expect(dialog.getByRole('alert')).toContainText("'hull' is already used");
      await expect(dialog.getByLabel('Location Name')).toHaveValue('Hull');

      await dialog.getByLabel('Location Name').fill(name);
      await expect(dialog.getByLabel('URL Slug')).toHaveValue(slug);
      await dialog.getByLabel('Postcode').fill('ZZ1');
      await dialog.getByLabel('Snippet').fill('A test town with terraces and strong rental demand.');
      await dialog.getByLabel('Hero Image URL').fill('javascript:alert(1)');
      await dialog.getByLabel('Meta Title').fill('E2E Town guide');
      await expect(dialog.getByText('14/60 characters')).toBeVisible();
      await dialog.getByLabel('Meta Description').fill('An area guide written by the end-to-end test.');
      await expect(dialog.getByText('45/160 characters')).toBeVisible();
      await dialog.getByLabel('Meta Keywords').fill('e2e town, , test lets ');
      await dialog.getByLabel('Area Overview').fill('The overview of the test town.');
      await dialog.getByLabel('Investment Insights').fill('Why the test town works.');
      await dialog.getByLabel('Average House Price (£)').fill('150000');
      await dialog.getByLabel('Average Rent (£ pcm)').fill('700');
      await dialog.getByLabel('Gross Yield Range').fill('6-7%');
      await dialog.getByLabel('Rental Yield Range').fill('6-7%');
      for (const [label, text] of [
        ['C – Capital', 'Capital text'],
        ['I – Income', 'Income text'],
        ['T – Tenant Demand', 'Demand text'],
        ['Y – Yield Stability', 'Stability text'],
        ['G – Growth', 'Growth text'],
        ['A – Area', 'Area text'],
        ['T – Type Fit', 'Type fit text'],
        ['E – Exit', 'Exit text'],
      ] as const) {
        await dialog.getByLabel(label).fill(text);
      }
      await dialog.getByLabel('Property Type', { exact: true }).fill('2-bed terrace');
      await dialog.getByLabel('Purchase Price (£)').fill('100000');
      await dialog.getByLabel('5-Year Capital Gain (%)').fill('12.5');
      await dialog.getByLabel('Investor Insights').fill('Buy near the station.');
      await dialog.getByRole('button', { name: 'Create' }).click();
      // The unsafe hero URL is refused by the shared schema, under its field, before any call.
      await expect(dialog.getByText('Upload the file again, or enter a full link starting with https://')).toBeVisible();
      await dialog.getByLabel('Hero Image URL').fill('');
      await dialog.getByRole('button', { name: 'Create' }).click();
      await expect(toast(page, 'Area insight created successfully')).toHaveCount(1);
      await expect(dialog).toHaveCount(0);
      const row = page.getByRole('row', { name: new RegExp(name) });
      await expect(row.getByText('Draft')).toBeVisible();
      await expect(row.getByText('Medium')).toBeVisible();
      await expect(row.getByRole('link', { name: /View/ })).toHaveCount(0);

      // A draft: not in the public list, its page 404 (and 'Area Not Found' in the browser).
      expect((await request.get(`/area-insights/${slug}`)).status()).toBe(404);
      const base = new URL(page.url()).origin;
      const visitorContext = await browser.newContext({ viewport: { width, height: 900 }, baseURL: base });
      const visitor = await visitorContext.newPage();
      await visitor.goto('/area-insights');
      await expect(visitor.getByRole('heading', { name: 'Hull' })).toBeVisible();
      await expect(visitor.getByRole('heading', { name })).toHaveCount(0);
      await visitor.goto(`/area-insights/${slug}`);
      await expect(visitor.getByRole('heading', { name: 'Area Not Found' })).toBeVisible();

      // Publish it.
      await row.getByRole('button', { name: `Edit ${name}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Area Insight' });
      await expect(edit.getByLabel('Meta Keywords')).toHaveValue('e2e town, test lets');
      await edit.getByLabel('Published').check();
      await edit.getByRole('button', { name: 'Update' }).click();
      await expect(toast(page, 'Area insight updated successfully')).toHaveCount(1);
      await expect(row.getByText('Published')).toBeVisible();
      await expect(row.getByRole('link', { name: `View ${name} (opens in a new tab)` })).toHaveAttribute('target', '_blank');

      await visitor.goto('/area-insights');
      await expect(visitor.getByRole('heading', { name })).toBeVisible();
      await visitor.getByRole('link', { name: `View Details for ${name}` }).click();
      await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
      for (const heading of sectionHeadings) await expect(visitor.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
      await expect(visitor.getByRole('row', { name: /5-Year Capital Gain/ })).toContainText('£12,500');
      // The default next step names the location and postcode.
      await expect(visitor.getByText(`Interested in investing in ${name} (ZZ1)?`)).toBeVisible();
      await expectNoViolations(visitor);

      // A plain HTTP GET (no JavaScript) gets the title, canonical link, structured data and the text.
      const plain = await request.get(`/area-insights/${slug}`);
      expect(plain.status()).toBe(200);
      const html = await plain.text();
      const origin = base;
      expect(html).toContain('<title>E2E Town guide</title>');
      expect(html).toContain(`<link rel="canonical" href="${origin}/area-insights/${slug}" />`);
      expect(JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!)).toMatchObject({
        '@type': 'Article',
        headline: 'E2E Town guide',
      });
      expect(html).toContain('The overview of the test town.');
      const sitemap = await (await request.get('/sitemap.xml')).text();
      expect(sitemap).toContain(`${origin}/area-insights/${slug}`);
      await visitorContext.close();

      // Delete, with confirmation.
      await row.getByRole('button', { name: `Delete ${name}` }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete Area Insight' });
      await expect(confirm).toContainText(`Are you sure you want to delete "${name}"? This action cannot be undone.`);
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(toast(page, 'Area insight deleted successfully')).toHaveCount(1);
      await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
      expect((await request.get(`/area-insights/${slug}`)).status()).toBe(404);
    });
  });
}

test.describe('hero image upload', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  const created: string[] = [];
  test.afterEach(async () => {
    // Whatever the test left behind goes, so a retry and the other tests see only the demo data.
    if (created.length === 0) return;
    const { accessToken } = await signIn(demo.admin.email, demo.admin.password);
    const { body } = await api<{ items: AreaInsight[] }>('/admin/area-insights', { token: accessToken });
    for (const insight of body.items.filter((i) => created.includes(i.urlSlug))) {
      expect((await api(`/admin/area-insights/${insight.id}`, { method: 'DELETE', token: accessToken })).status).toBe(204);
    }
    created.length = 0;
  });

  test('an admin uploads a hero image (a non-image is refused); the public page shows the stored image', async ({ page, request }) => {
    test.setTimeout(120_000);
    const tag = randomUUID().slice(0, 6);
    const name = `E2E Hero Town ${tag}`;
    const slug = `e2e-hero-town-${tag}`;
    created.push(slug);
    await signInAsAdmin(page);
    await page.goto('/area-insights-management');
    await page.getByRole('button', { name: 'Add Area Insight' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Area Insight' });
    await dialog.getByLabel('Location Name').fill(name);
    await expect(dialog.getByLabel('URL Slug')).toHaveValue(slug);
    await dialog.getByLabel('Postcode').fill('ZZ2');
    await dialog.getByLabel('Snippet').fill('A test town with a hero picture.');

    const hero = dialog.getByRole('group', { name: 'Hero Image', exact: true });
    const heroInput = hero.locator('input[type="file"]');
    await expect(heroInput).toHaveAccessibleName('Upload Hero Image');
    const uploadCalls: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && /\/uploads(\/[^/]+\/complete)?$/.test(new URL(r.url()).pathname)) uploadCalls.push(new URL(r.url()).pathname);
    });

    // Not an image: refused with the field's message, nothing uploaded, no preview, no value.
    await heroInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('These are not the pixels you are looking for.\n') });
    const refused = toast(page, 'Failed to upload hero image');
    await expect(refused).toBeVisible({ timeout: 30_000 });
    await expect(refused).toContainText('Failed to load image');
    // (The preview's alt is the alt text field, empty so far: found by its class, not its role.)
    const preview = hero.locator('img.image-upload-field__preview');
    await expect(preview).toHaveCount(0);
    await expect(dialog.getByLabel('Hero Image URL')).toHaveValue('');
    expect(uploadCalls).toEqual([]);

    // A real PNG: optimised in the browser, POST /uploads, sent to the bucket, POST /uploads/{id}/complete.
    const png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: { r: 30, g: 140, b: 90 } } })
      .png()
      .toBuffer();
    await heroInput.setInputFiles({ name: 'hero.png', mimeType: 'image/png', buffer: png });
    await expect(toast(page, 'Hero image uploaded successfully')).toBeVisible({ timeout: 30_000 });
    expect(uploadCalls).toHaveLength(2);
    expect(uploadCalls[0]).toMatch(/\/uploads$/);
    expect(uploadCalls[1]).toMatch(/\/uploads\/[^/]+\/complete$/);
    // The stored key goes into the form; the field shows it as a preview and now offers Replace and Remove.
    const keyPattern = new RegExp(`^area-heroes/${slug}-hero-\\d{13}\\.jpg$`);
    await expect(dialog.getByLabel('Hero Image URL')).toHaveValue(keyPattern);
    const key = await dialog.getByLabel('Hero Image URL').inputValue();
    await expect(preview).toHaveAttribute('src', new RegExp(`/${key}$`));
    await expect.poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await expect(heroInput).toHaveAccessibleName('Replace Hero Image');
    await expect(hero.getByRole('button', { name: 'Remove Hero Image' })).toBeVisible();

    await dialog.getByLabel('Hero Image Alt Text').fill('Green test picture');
    await dialog.getByLabel('Published').check();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(toast(page, 'Area insight created successfully')).toHaveCount(1);
    await expect(dialog).toHaveCount(0);

    // The public page's hero is that image, and the image answers 200 with an image type.
    await page.goto(`/area-insights/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const shown = page.locator('.ai-detail__hero-image');
    await expect(shown).toHaveAttribute('alt', 'Green test picture');
    await expect(shown).toHaveAttribute('src', new RegExp(`/${key}$`));
    await expect.poll(() => shown.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const src = (await shown.getAttribute('src'))!;
    const image = await request.get(src);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toMatch(/^image\//);
    // Stored as a JPEG (the PNG was re-encoded on its way).
    expect([...(await image.body()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    // The crawler HTML names it too.
    const html = await (await request.get(`/area-insights/${slug}`)).text();
    expect(html).toContain(`<meta property="og:image" content="${src}" />`);
  });
});

test('robots.txt points to the sitemap', async ({ request, baseURL }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  expect(await res.text()).toContain(`Sitemap: ${new URL(baseURL!).origin}/sitemap.xml`);
});
