import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { Property } from '@shared/domain/property';
import { demoAccounts, demoPassword } from '../../infra/local/seed/accounts';
import { api, demo, signIn, testPropertyForm } from '../support/stack';
import { toast } from './support/access';
import { expectNoViolations } from './support/axe';
import { signInThroughForm } from './support/demo';

/**
 * The Add / Edit Property form (spec admin-and-content 'Add / Edit Property'; the checklist and history beyond it), with its photos
 * and documents uploaded through the upload pipeline (presigned POST, checked and stored by the server).
 */
async function signInAs(page: Page, who: 'investor' | 'admin') {
  await page.goto('/');
  await signInThroughForm(page, demoAccounts[who].email, demoPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
}

const unique = () => Math.random().toString(36).slice(2, 8);
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Fills the form with a leasehold Block of Flats: three rental units, two EPC units, two comparables. */
async function fillBlockOfFlats(page: Page, title: string) {
  await field(page, 'Property Address (required)').fill(title);
  await field(page, 'Headline').fill('Three-flat block, fully let');
  await field(page, 'Property Type (required)').selectOption('Block of Flats');
  await field(page, 'Category').selectOption('Residential');
  await field(page, 'Bedrooms (required)').fill('3');
  await field(page, 'Bathrooms').fill('3');
  await field(page, 'Postcode').fill('HU5 2TT');
  await field(page, 'Location').fill('Hull, East Yorkshire');
  await field(page, 'Asking Price (£) (required)').fill('240,000');
  // Multi-unit: the current rent is optional, and the rental units appear.
  await expect(field(page, 'Current Rent (£ PCM)')).toBeVisible();
  await field(page, 'Current Rent (£ PCM)').fill('1800');
  await field(page, 'Achievable Market Rent (£ PCM)').fill('2100');
  await field(page, 'Tenure').selectOption('Leasehold');
  await field(page, 'Lease Remaining (years) (required)').fill('120');
  await field(page, 'Ground Rent (£ per year)').fill('250');
  await field(page, 'Service Charge (£ per year)').fill('1200');
  await field(page, 'Council Tax Band').selectOption('A');
  // Part A material information beyond the above, which publishing needs (NTSELAT guidance, November 2023).
  await field(page, 'Price Qualifier').selectOption('Guide price');
  await field(page, 'Lease Start Year').fill('2021');
  await field(page, 'Lease Length (years)').fill('125');
  await field(page, 'Ground Rent Review Terms').fill('Fixed for the term');

  const units = page.getByRole('region', { name: 'Rental Units' });
  for (const [i, rent] of ['550', '600', '650'].entries()) {
    await units.getByRole('button', { name: 'Add rental unit' }).click();
    await field(page, `Unit ${i + 1} name`).fill(`Flat ${i + 1}`);
    await field(page, `Unit ${i + 1} rent (£ PCM)`).fill(rent);
  }

  await field(page, 'EPC unit 1 name').fill('Flat 1');
  await field(page, 'EPC unit 1 rating').selectOption('C');
  await page.getByRole('button', { name: 'Add EPC unit' }).click();
  await field(page, 'EPC unit 2 name').fill('Flat 2');
  await field(page, 'EPC unit 2 rating').selectOption('D');

  const comparables = [
    { type: 'Recently sold', title: 'Block of 3, Park Road', price: '230000', rent: '' },
    { type: 'Recently let', title: '1-bed flat, Park Road', price: '', rent: '575' },
  ];
  for (const [i, c] of comparables.entries()) {
    await page.getByRole('button', { name: 'Add comparable' }).click();
    await field(page, `Comparable ${i + 1} type`).selectOption({ label: c.type });
    await field(page, `Comparable ${i + 1} title (required)`).fill(c.title);
    if (c.price) await field(page, `Comparable ${i + 1} price (£)`).fill(c.price);
    if (c.rent) await field(page, `Comparable ${i + 1} rent (£ PCM)`).fill(c.rent);
    await field(page, `Comparable ${i + 1} postcode`).fill('HU5 1AA');
  }
  await field(page, 'Opportunity Summary').fill('A fully let block close to the university.');
}

/** Clicks a save button and returns the record the API answered with. */
async function saveWith(page: Page, button: 'Save as Draft' | 'Publish Property'): Promise<Property> {
  const response = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/properties'));
  await page.getByRole('button', { name: button }).click();
  const res = await response;
  expect(res.status()).toBe(201);
  return ((await res.json()) as { property: Property }).property;
}

/** A real JPEG of one colour (a different colour each, so each photo is its own file). */
const jpeg = (i: number) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: (i * 40) % 256, g: 120, b: 255 - ((i * 40) % 256) } } })
    .jpeg({ quality: 80 })
    .toBuffer();
/** A minimal real PDF: what the server's magic-byte check looks for is '%PDF-'. */
const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`),
});

const photoItems = (page: Page) => page.getByRole('group', { name: 'Photos' }).getByRole('listitem', { name: /^Photo \d+ of \d+/ });
/** The stored photo keys in the order the photo manager shows them (from each thumbnail's address). */
async function shownPhotoKeys(page: Page): Promise<string[]> {
  const sources = await photoItems(page)
    .getByRole('img')
    .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src));
  return sources.map((src) => /(property-images\/[0-9a-f-]{36}\/[^/]+)\/thumbnail\.jpg$/.exec(src)?.[1] ?? src);
}
/** A document field (DocumentField) by its label, and its file input. */
const documentField = (page: Page, label: string) => page.locator('.document-field').filter({ has: page.getByText(label, { exact: true }) });
const documentInput = (page: Page, label: string) => documentField(page, label).locator('input[type="file"]');
/** Whether a document field holds a file: its button then reads 'Replace'. */
const replaceButton = (page: Page, label: string) => documentField(page, label).getByText('Replace', { exact: true });
const photoItem = (page: Page, n: number): Locator => photoItems(page).nth(n - 1);

/**
 * Six photos uploaded at once, then reordered (Make cover, Move earlier) and one removed; an EPC and a
 * tenancy agreement uploaded. Answers the photo keys in their final order.
 */
async function uploadPhotosAndDocuments(page: Page): Promise<string[]> {
  const files = await Promise.all([1, 2, 3, 4, 5, 6].map(async (i) => ({ name: `block-${i}.jpg`, mimeType: 'image/jpeg', buffer: await jpeg(i) })));
  // The server's check of each file is held back until the form has been seen waiting for it.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const completeCall = /\/uploads\/[^/]+\/complete$/;
  await page.route(completeCall, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel('Add photos', { exact: true }).setInputFiles(files);
  await expect(page.getByRole('list', { name: 'Uploads in progress' }).getByRole('listitem')).toHaveCount(6);
  // While files are on their way, saving waits.
  await expect(page.getByRole('button', { name: 'Save as Draft' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Publish Property' })).toBeDisabled();
  release();
  await expect(toast(page, '6 optimized image(s) uploaded successfully')).toBeVisible({ timeout: 30_000 });
  await expect(photoItems(page)).toHaveCount(6);
  // Every held request has been answered by now (removing the route earlier races its handlers).
  await page.unroute(completeCall);
  await expect(page.getByRole('button', { name: 'Save as Draft' })).toBeEnabled();
  const [k1, k2, k3, k4, k5, k6] = await shownPhotoKeys(page);
  const uploaded = [k1, k2, k3, k4, k5, k6] as string[];
  expect(new Set(uploaded).size).toBe(6);
  for (const key of uploaded) expect(key).toMatch(/^property-images\/[0-9a-f-]{36}\/[0-9a-f]+-\d{13}$/);

  await photoItem(page, 3).getByRole('button', { name: 'Make cover' }).click();
  await expect(toast(page, 'Images reordered').first()).toBeVisible();
  await photoItem(page, 6).getByRole('button', { name: 'Move earlier' }).click();
  await expect.poll(() => shownPhotoKeys(page)).toEqual([k3, k1, k2, k4, k6, k5]);
  await photoItem(page, 2).getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, 'Image removed')).toBeVisible();
  await expect(photoItems(page)).toHaveCount(5);
  const order = [k3, k2, k4, k6, k5] as string[];
  expect(await shownPhotoKeys(page)).toEqual(order);
  await expect(photoItem(page, 1)).toHaveAccessibleName('Photo 1 of 5 (main image)');

  await documentInput(page, 'EPC Certificate').setInputFiles(pdf('epc.pdf'));
  await expect(toast(page, 'File uploaded successfully').first()).toBeVisible({ timeout: 30_000 });
  await expect(replaceButton(page, 'EPC Certificate')).toHaveCount(1);
  await documentInput(page, 'Tenancy Agreement').setInputFiles(pdf('tenancy-agreement.pdf'));
  await expect(replaceButton(page, 'Tenancy Agreement')).toHaveCount(1, { timeout: 30_000 });
  return order;
}

/** A PDF that names itself in a comment, so the stored file can be told apart from another. */
const markedPdf = (name: string) => {
  const file = pdf(name);
  return { ...file, buffer: Buffer.concat([file.buffer, Buffer.from(`% ${name}\n`)]) };
};

/** Properties a test created through the API; deleted after each test so retries and other tests see the demo data. */
const createdProperties: string[] = [];
async function createPropertyThroughApi(title: string, isPublished: boolean): Promise<Property> {
  const { accessToken } = await signIn(demo.admin.email, demo.admin.password);
  const body = { ...testPropertyForm(title), isPublished };
  const res = await api<{ property: Property }>('/properties', { method: 'POST', token: accessToken, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  createdProperties.push(res.body.property.id);
  return res.body.property;
}
async function deleteCreatedProperties() {
  if (createdProperties.length === 0) return;
  const { accessToken } = await signIn(demo.admin.email, demo.admin.password);
  for (const id of createdProperties.splice(0)) {
    expect([204, 404]).toContain((await api(`/properties/${id}`, { method: 'DELETE', token: accessToken })).status);
  }
}

/** The edit page of a property, once its form holds the record. */
async function openEditPage(page: Page, property: Property) {
  await page.goto(`/edit-property/${property.id}`);
  await expect(field(page, 'Property Address (required)')).toHaveValue(property.title);
}

/** Clicks 'Update Property' and returns the record the API answered with. */
async function updateWith(page: Page): Promise<Property> {
  const response = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/properties\/[^/]+$/.test(new URL(r.url()).pathname));
  await page.getByRole('button', { name: 'Update Property' }).click();
  const res = await response;
  expect(res.status()).toBe(200);
  await expect(toast(page, 'Property updated successfully!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/property-management$/);
  return ((await res.json()) as { property: Property }).property;
}

/** The text of the EPC an investor opens (through the signed link the API gives). */
async function documentText(propertyId: string, token: string): Promise<string> {
  const link = await api<{ url: string }>(`/properties/${propertyId}/documents/epcDocument`, { token });
  expect(link.status).toBe(200);
  const file = await fetch(link.body.url);
  expect(file.status).toBe(200);
  return file.text();
}

async function investorPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, 'investor');
  return { page, close: () => context.close() };
}

test.describe('add / edit property (admin)', () => {
  // Each test fills the whole form (twice in the first), as a person would.
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, 'admin');
  });
  test.afterEach(deleteCreatedProperties);

  test('a leasehold block of flats: saved as a draft the investor cannot see, then published with all of it', async ({ page, browser }) => {
    // Two whole forms, six photos optimised, uploaded and turned into variants on a shared machine.
    test.setTimeout(300_000);
    const { accessToken } = await signIn(demo.investor.email, demo.investor.password);

    // Draft
    await page.goto('/add-property');
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Property' })).toBeVisible();
    await expectNoViolations(page);
    const draftTitle = `E2E Draft Block ${unique()}`;
    await fillBlockOfFlats(page, draftTitle);
    // Live yields: 1800 x 12 / 240000 = 9.0%, 2100 x 12 / 240000 = 10.5%.
    await expect(page.locator('output').first()).toHaveText('9.0%');
    await expect(page.locator('output').nth(1)).toHaveText('10.5%');
    const draft = await saveWith(page, 'Save as Draft');
    await expect(toast(page, 'Property saved as draft!')).toBeVisible();
    await expect(page).toHaveURL(/\/property-management$/);
    expect(draft).toMatchObject({ isPublished: false, yield: 9, potentialYield: 10.5 });
    expect((await api(`/properties/${draft.id}`, { token: accessToken })).status).toBe(404);
    const list = await api<{ items: { id: string }[] }>('/properties', { token: accessToken });
    expect(list.body.items.map((p) => p.id)).not.toContain(draft.id);

    // Published, with six photos uploaded (reordered, one removed) and two documents
    await page.goto('/add-property');
    const title = `E2E Block ${unique()}`;
    await fillBlockOfFlats(page, title);
    const photos = await uploadPhotosAndDocuments(page);
    const published = await saveWith(page, 'Publish Property');
    await expect(toast(page, 'Property published successfully!')).toBeVisible();
    expect(published.isPublished).toBe(true);
    // Stored under the property's own id (chosen by the form before uploading); the first photo is the main image.
    expect(published.photos).toEqual(photos);
    expect(published.imageUrl).toBe(photos[0]);
    for (const key of photos) expect(key.startsWith(`property-images/${published.id}/`)).toBe(true);
    expect(published.epcDocument).toMatch(new RegExp(`^property-documents/${published.id}/`));
    expect(published.tenancyAgreementDocument).toMatch(new RegExp(`^property-documents/${published.id}/`));

    const investor = await investorPage(browser);
    try {
      const search = investor.page.getByRole('searchbox', { name: 'Search' });
      await search.fill(title);
      await expect(investor.page.getByRole('article', { name: title })).toBeVisible();
      await search.fill(draftTitle);
      await expect(investor.page.getByRole('article', { name: draftTitle })).toHaveCount(0);

      await investor.page.goto(`/property/${published.id}`);
      const detail = investor.page;
      await expect(detail.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const rental = detail.getByRole('region', { name: 'Rental Information' });
      for (const unit of ['Flat 1', 'Flat 2', 'Flat 3']) await expect(rental.getByRole('rowheader', { name: unit })).toBeVisible();
      await expect(detail.getByRole('list', { name: 'Energy rating per unit' }).getByRole('listitem')).toHaveCount(2);
      await expect(detail.getByRole('region', { name: 'Similar Properties' }).getByRole('listitem')).toHaveCount(2);
      const tenure = detail.getByRole('region', { name: 'Compliance & Tenure' });
      await expect(tenure).toContainText('120');
      await expect(tenure).toContainText('Leasehold');

      // The photos, main image first, served from the variants the server made.
      const gallery = detail.getByRole('region', { name: 'Photos' });
      const main = gallery.locator('img').first();
      await expect(main).toHaveAttribute('alt', title);
      // Keys hold only letters, digits, hyphens and slashes: nothing to escape.
      await expect(main).toHaveAttribute('src', new RegExp(`/${photos[0]}/detail\\.jpg$`));
      await expect.poll(() => main.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      await expect(gallery.getByRole('button', { name: /View (photo 1 of 5|all 5 photos)/ }).first()).toBeVisible();
      // The two documents, each opened through a signed link.
      const documents = detail.getByRole('region', { name: 'Available Documents' });
      await expect(documents.getByRole('listitem')).toHaveCount(2);
      await expect(documents.getByRole('button', { name: /^EPC Certificate/ })).toBeVisible();
      await expect(documents.getByRole('button', { name: /^Tenancy Agreement/ })).toBeVisible();
    } finally {
      await investor.close();
    }
  });

  test('edited in two tabs: the second save gets the 409 message and keeps its input; the history shows the first', async ({ page, context }) => {
    await page.goto('/add-property');
    const title = `E2E Two Tabs ${unique()}`;
    await fillBlockOfFlats(page, title);
    const property = await saveWith(page, 'Save as Draft');

    const second = await context.newPage();
    await second.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/edit-property/${property.id}`);
    await second.goto(`/edit-property/${property.id}`);
    await expect(field(page, 'Property Address (required)')).toHaveValue(title);
    await expect(field(second, 'Property Address (required)')).toHaveValue(title);

    await field(page, 'Headline').fill('Saved in the first tab');
    await page.getByRole('button', { name: 'Update Property' }).click();
    await expect(toast(page, 'Property updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/property-management$/);

    await field(second, 'Headline').fill('Typed in the second tab');
    await second.getByRole('button', { name: 'Update Property' }).click();
    await expect(second.getByRole('alert').filter({ hasText: 'This property was changed by someone else. Reload it and try again.' })).toBeVisible();
    await expect(toast(second, 'Failed to update property')).toBeVisible();
    await expect(second).toHaveURL(new RegExp(`/edit-property/${property.id}$`));
    await expect(field(second, 'Headline')).toHaveValue('Typed in the second tab');

    // The stored record is the first tab's; the edit page's history shows that save.
    await page.goto(`/edit-property/${property.id}`);
    await expect(field(page, 'Headline')).toHaveValue('Saved in the first tab');
    const history = page.getByRole('region', { name: 'Activity history' });
    await expect(history.getByText('property updated')).toBeVisible();
    await expect(history.getByText('property saved as draft')).toBeVisible();
  });

  test('error summary, conditional sections and the unsaved-changes prompt (375 px)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/add-property');
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Property' })).toBeVisible();

    // Error summary: every problem, linked to its field.
    await page.getByRole('button', { name: 'Save as Draft' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'problems to fix before saving' });
    await expect(summary).toBeFocused();
    for (const message of [
      'Enter the property address (the listing title)',
      'Choose a property type',
      'Enter the number of bedrooms (0 for none)',
      'Enter the asking price',
      'Enter the current monthly rent (0 if vacant)',
    ]) {
      await expect(summary.getByRole('link', { name: message })).toBeVisible();
    }
    await summary.getByRole('link', { name: 'Enter the asking price' }).click();
    await expect(field(page, 'Asking Price (£) (required)')).toBeFocused();
    await expectNoViolations(page);

    // Conditional sections, live.
    await expect(page.getByRole('region', { name: 'Rental Units' })).toHaveCount(0);
    await field(page, 'Property Type (required)').selectOption('Mixed Commercial');
    await expect(page.getByRole('region', { name: 'Rental Units' })).toBeVisible();
    await expect(field(page, 'Current Rent (£ PCM)')).toBeVisible();
    await field(page, 'Property Type (required)').selectOption('Flat');
    await expect(page.getByRole('region', { name: 'Rental Units' })).toHaveCount(0);
    await expect(field(page, 'Current Rent (£ PCM) (required)')).toBeVisible();

    await expect(field(page, 'Freehold Title Number')).toBeVisible();
    await expect(field(page, 'Lease Remaining (years) (required)')).toHaveCount(0);
    await expect(documentInput(page, 'Service Charge Accounts')).toHaveCount(0);
    await expect(documentInput(page, 'Lease Documents')).toHaveCount(0);
    await field(page, 'Tenure').selectOption('Leasehold');
    await expect(field(page, 'Freehold Title Number')).toHaveCount(0);
    for (const label of ['Lease Remaining (years) (required)', 'Ground Rent (£ per year)', 'Service Charge (£ per year)']) {
      await expect(field(page, label)).toBeVisible();
    }
    for (const label of ['Lease Documents', 'Service Charge Accounts']) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
      await expect(documentInput(page, label)).toHaveCount(1);
    }

    await expect(page.getByText('Potential Yield')).toHaveCount(0);
    await field(page, 'Asking Price (£) (required)').fill('100000');
    await field(page, 'Current Rent (£ PCM) (required)').fill('500');
    await expect(page.locator('output').first()).toHaveText('6.0%');
    await field(page, 'Achievable Market Rent (£ PCM)').fill('850');
    await expect(page.getByText('Potential Yield')).toBeVisible();
    await expect(page.locator('output').nth(1)).toHaveText('10.2%');

    // The pre-publish checklist names the Part A material information publishing needs, and warns about the rest.
    const checklist = page.getByRole('list', { name: 'Required before publishing' });
    await expect(checklist).toContainText('No council tax band');
    await expect(checklist).not.toContainText('No asking price');
    await expect(page.getByRole('list', { name: 'Missing information' })).toContainText('No floor plan');
    await expect(page.getByRole('button', { name: 'Publish Property' })).toBeEnabled();
    await expectNoViolations(page);

    // Leaving with unsaved changes asks first.
    await page.getByRole('link', { name: 'Cancel' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page).toHaveURL(/\/add-property$/);
    await expect(field(page, 'Asking Price (£) (required)')).toHaveValue('100000');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/property-management$/);
  });

  test('an 11 MB photo and a program renamed .pdf are refused with their messages', async ({ page }) => {
    await page.goto('/add-property');
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Property' })).toBeVisible();

    await page
      .getByLabel('Add photos', { exact: true })
      .setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(11 * 1024 * 1024, 0xff) });
    await expect(toast(page, 'File huge.jpg is too large (max 10MB)')).toBeVisible();
    await expect(photoItems(page)).toHaveCount(0);
    await expect(page.getByText('No photos yet.')).toBeVisible();

    // Right name and declared type, wrong bytes: uploaded, then refused by the server's magic-byte check.
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096, 0x90)]);
    await documentInput(page, 'EPC Certificate').setInputFiles({ name: 'setup.pdf', mimeType: 'application/pdf', buffer: exe });
    const refused = toast(page, 'Failed to upload file');
    await expect(refused).toBeVisible({ timeout: 30_000 });
    await expect(refused).toContainText('File setup.pdf is not a valid PDF');
    await expect(documentField(page, 'EPC Certificate').getByText('No file uploaded.', { exact: true })).toBeVisible();
    await expect(replaceButton(page, 'EPC Certificate')).toHaveCount(0);
    await expect(toast(page, 'File uploaded successfully')).toHaveCount(0);
  });

  test('photos reordered by dragging with the mouse: the third photo dropped on the first place becomes the cover, and is stored so', async ({ page }) => {
    test.setTimeout(180_000);
    const property = await createPropertyThroughApi(`E2E Drag Photos ${unique()}`, false);
    await openEditPage(page, property);

    const files = await Promise.all([7, 8, 9].map(async (i) => ({ name: `drag-${i}.jpg`, mimeType: 'image/jpeg', buffer: await jpeg(i) })));
    await page.getByLabel('Add photos', { exact: true }).setInputFiles(files);
    await expect(toast(page, '3 optimized image(s) uploaded successfully')).toBeVisible({ timeout: 60_000 });
    await expect(photoItems(page)).toHaveCount(3);
    const [k1, k2, k3] = (await shownPhotoKeys(page)) as [string, string, string];
    expect(new Set([k1, k2, k3]).size).toBe(3);
    await expect(toast(page, 'Images reordered')).toHaveCount(0);

    // The real mouse: press on the third photo's drag handle, move over the first photo in small steps
    // (the sortable list follows the pointer), release there.
    const handle = photoItem(page, 3).getByRole('button', { name: 'Drag to reorder Photo 3 of 3' });
    await handle.scrollIntoViewIfNeeded();
    const from = (await handle.boundingBox())!;
    const to = (await photoItem(page, 1).boundingBox())!;
    const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
    const end = { x: to.x + to.width / 4, y: to.y + to.height / 3 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    // A few pixels first (activation), then the way across, then a pause over the drop place.
    await page.mouse.move(start.x - 6, start.y + 2, { steps: 3 });
    await page.mouse.move(end.x, end.y, { steps: 25 });
    await page.mouse.move(end.x - 2, end.y, { steps: 2 });
    await page.mouse.up();

    await expect(toast(page, 'Images reordered').first()).toBeVisible();
    await expect.poll(() => shownPhotoKeys(page)).toEqual([k3, k1, k2]);
    await expect(photoItem(page, 1)).toHaveAccessibleName('Photo 1 of 3 (main image)');
    await expect(photoItem(page, 1).getByText('Main image', { exact: true })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Photos' }).getByRole('status')).toHaveText('Photos reordered. Photo 1 of 3.');

    const saved = await updateWith(page);
    expect(saved.photos).toEqual([k3, k1, k2]);
    expect(saved.imageUrl).toBe(k3);
    // Stored so: the API answers the new order, and the edit page shows it again.
    const { accessToken } = await signIn(demo.admin.email, demo.admin.password);
    const stored = await api<{ property: Property }>(`/properties/${property.id}`, { token: accessToken });
    expect(stored.body.property.photos).toEqual([k3, k1, k2]);
    expect(stored.body.property.imageUrl).toBe(k3);
    await openEditPage(page, property);
    await expect(photoItems(page)).toHaveCount(3);
    expect(await shownPhotoKeys(page)).toEqual([k3, k1, k2]);
  });

  test('an EPC uploaded, replaced by a second file, then removed: stored each time, and offered to investors only while it exists', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const property = await createPropertyThroughApi(`E2E Documents ${unique()}`, true);
    const { accessToken: investorToken } = await signIn(demo.investor.email, demo.investor.password);
    const epc = documentField(page, 'EPC Certificate');
    const shownName = epc.locator('.document-field__file');

    // Upload.
    await openEditPage(page, property);
    await expect(epc.getByText('No file uploaded.', { exact: true })).toBeVisible();
    await documentInput(page, 'EPC Certificate').setInputFiles(markedPdf('epc-first.pdf'));
    await expect(toast(page, 'File uploaded successfully').first()).toBeVisible({ timeout: 30_000 });
    await expect(shownName).toHaveText('epc-first.pdf');
    const firstSave = await updateWith(page);
    const keyPattern = new RegExp(`^property-documents/${property.id}/epc-document-\\d{13}\\.pdf$`);
    expect(firstSave.epcDocument).toMatch(keyPattern);
    const firstKey = firstSave.epcDocument!;
    expect(await documentText(property.id, investorToken)).toContain('epc-first.pdf');

    // Replace: the field shows the stored file, then the new one; the record then holds the new key.
    await openEditPage(page, property);
    await expect(shownName).toHaveText(firstKey.split('/').at(-1)!);
    await expect(replaceButton(page, 'EPC Certificate')).toHaveCount(1);
    await documentInput(page, 'EPC Certificate').setInputFiles(markedPdf('epc-second.pdf'));
    await expect(toast(page, 'File uploaded successfully').first()).toBeVisible({ timeout: 30_000 });
    await expect(shownName).toHaveText('epc-second.pdf');
    await expect(shownName).not.toHaveAttribute('title', firstKey);
    const secondKey = (await shownName.getAttribute('title'))!;
    expect(secondKey).toMatch(keyPattern);
    const secondSave = await updateWith(page);
    expect(secondSave.epcDocument).toBe(secondKey);
    expect(secondSave.epcDocument).not.toBe(firstKey);
    // What investors open is the second file.
    expect(await documentText(property.id, investorToken)).toContain('epc-second.pdf');

    const investor = await investorPage(browser);
    try {
      await investor.page.goto(`/property/${property.id}`);
      await expect(investor.page.getByRole('heading', { level: 1, name: property.title })).toBeVisible();
      await expect(investor.page.getByRole('region', { name: 'Available Documents' }).getByRole('button', { name: /^EPC Certificate/ })).toBeVisible();

      // Remove.
      await openEditPage(page, property);
      await expect(shownName).toHaveText(secondKey.split('/').at(-1)!);
      await epc.getByRole('button', { name: 'Remove EPC Certificate' }).click();
      await expect(toast(page, 'File removed')).toBeVisible();
      await expect(epc.getByText('No file uploaded.', { exact: true })).toBeVisible();
      await expect(replaceButton(page, 'EPC Certificate')).toHaveCount(0);
      const thirdSave = await updateWith(page);
      expect(thirdSave.epcDocument).toBeNull();
      const { accessToken } = await signIn(demo.admin.email, demo.admin.password);
      const stored = await api<{ property: Property }>(`/properties/${property.id}`, { token: accessToken });
      expect(stored.status).toBe(200);
      expect(stored.body.property.epcDocument).toBeNull();
      // No link for investors any more, and the detail page offers no EPC.
      expect((await api(`/properties/${property.id}/documents/epcDocument`, { token: investorToken })).status).toBe(404);
      await investor.page.reload();
      await expect(investor.page.getByRole('heading', { level: 1, name: property.title })).toBeVisible();
      await expect(investor.page.getByRole('button', { name: /^EPC Certificate/ })).toHaveCount(0);
      await expect(investor.page.getByRole('region', { name: 'Available Documents' })).toHaveCount(0);
    } finally {
      await investor.close();
    }
  });

  test('investors are sent to the dashboard', async ({ browser }) => {
    const investor = await investorPage(browser);
    try {
      await investor.page.goto('/add-property');
      await expect(investor.page).toHaveURL(/\/dashboard$/);
    } finally {
      await investor.close();
    }
  });
});
