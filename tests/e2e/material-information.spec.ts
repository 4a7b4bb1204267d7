import { expect, test, type Page } from '@playwright/test';
import { demoAccounts, demoPassword } from '../../infra/local/seed/accounts';
import type { PropertyInput } from '@shared/domain/property';
import { leaseholdFlatAnswers } from '../../infra/local/builders/property';
import { storeProperty } from '../../infra/local/builders/stored-property';
import { expectNoViolations } from './support/axe';
import { signInThroughForm } from './support/demo';

/**
 * The material information (NTSELAT, 'Material information in property listings (sales)', November 2023) on the
 * detail page and the full public page, at a phone's width and a desktop's, and the form's Parts and publish gate.
 * Each test stores a listing of its own.
 */
const leaseholdFlat = {
  ...leaseholdFlatAnswers,
  title: 'Material information flat',
  sewerage: 'Septic tank',
  broadband: 'Not known',
  otherMaterialInformation: 'Cash buyers only',
} satisfies Partial<PropertyInput>;

const uniqueId = (name: string) => `e2e-material-${name}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;

const section = (page: Page) => page.getByRole('region', { name: 'Material Information' });
/** A term's value in one Part's list. */
const answer = (page: Page, part: string, term: string) =>
  section(page)
    .getByLabel(part, { exact: true })
    .locator('.pd-material__item')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd');

async function expectMaterialInformation(page: Page) {
  await expect(section(page)).toBeVisible();
  await expect(section(page).getByRole('heading', { level: 3 })).toHaveText([
    'Part A: Price, tenure and council tax',
    'Part B: The property, its utilities and parking',
    'Part C: Matters that may affect the property',
  ]);
  const partA = 'Part A: Price, tenure and council tax';
  await expect(answer(page, partA, 'Price')).toHaveText('Offers over £120,000');
  await expect(answer(page, partA, 'Lease Start Year')).toHaveText('1999');
  await expect(answer(page, partA, 'Lease Length')).toHaveText('125 years');
  await expect(answer(page, partA, 'Ground Rent Review Terms')).toHaveText('Doubles every 25 years');
  const partB = 'Part B: The property, its utilities and parking';
  await expect(answer(page, partB, 'Sewerage')).toHaveText('Septic tank');
  await expect(answer(page, partB, 'Broadband')).toHaveText('Not known');
  const partC = 'Part C: Matters that may affect the property';
  await expect(answer(page, partC, 'Restrictions')).toHaveText('Yes — Covenant against HMO use');
  await expect(answer(page, partC, 'Other Material Information')).toHaveText('Cash buyers only');
  // Nothing runs off the side of the page at this width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
}

for (const width of [375, 1280]) {
  test.describe(`material information at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('on the detail page, for a signed-in investor', async ({ page }) => {
      const id = uniqueId(`detail-${width}`);
      await storeProperty(id, { ...leaseholdFlat, title: `${leaseholdFlat.title} ${id}` });
      await page.goto('/');
      await signInThroughForm(page, demoAccounts.investor.email, demoPassword);
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto(`/property/${id}`);
      await expectMaterialInformation(page);
      await expectNoViolations(page, '#pd-section-material-information');
    });

    test('on the full public page', async ({ page }) => {
      const id = uniqueId(`public-${width}`);
      await storeProperty(id, { ...leaseholdFlat, title: `${leaseholdFlat.title} ${id}` });
      await page.goto(`/public-property-full/${id}`);
      await expectMaterialInformation(page);
    });
  });
}

test.describe('the form', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('groups the answers by Part, and lists the Part A still needed before publishing', async ({ page }) => {
    const id = uniqueId('form');
    await storeProperty(id, { ...leaseholdFlat, title: `${leaseholdFlat.title} ${id}`, isPublished: false, priceQualifier: null, leaseStartYear: null });
    await page.goto('/');
    await signInThroughForm(page, demoAccounts.admin.email, demoPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`/edit-property/${id}`);
    const partC = page.getByRole('group', { name: 'Part C: Matters that may affect the property' });
    await expect(partC.getByLabel('Restrictions', { exact: true })).toHaveValue('Yes');
    await expect(partC.getByLabel('Restrictions Details')).toHaveValue('Covenant against HMO use');
    await expect(page.getByRole('group', { name: 'Part B: The property, its utilities and parking' }).getByLabel('Sewerage', { exact: true })).toHaveValue(
      'Septic tank',
    );

    const required = page.getByRole('list', { name: 'Required before publishing' });
    await expect(required.getByRole('listitem')).toHaveText(['No price qualifier (e.g. Guide price)', 'No lease start year']);
    await expect(page.getByRole('list', { name: 'Missing information' })).toContainText('Broadband: not known');

    const partA = page.getByRole('group', { name: 'Part A: Price, tenure and council tax' });
    await partA.getByLabel('Price Qualifier').selectOption('Guide price');
    await partA.getByLabel('Lease Start Year').fill('1999');
    await expect(required).toHaveCount(0);
  });
});
