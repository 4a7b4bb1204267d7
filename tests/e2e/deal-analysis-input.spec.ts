import { expect, test, type Locator, type Page } from '@playwright/test';
import { seedProperties } from '../../infra/local/seed/properties';

/**
 * Deal analysis on the full public page (no sign-in, nothing written): the stress test's figure read with the
 * precision its verdict uses, each field's error shown as it is typed (and no figure computed from a bad value),
 * a copied link whose values cannot be read said so, and the stamp duty rates chosen by the listing's type.
 */
const flat = seedProperties.find((p) => p.id === 'prop-hull-flat-02')!; // a Flat at £100,000
const block = seedProperties.find((p) => p.id === 'prop-manchester-block-07')!; // a Block of Flats, six flats, £720,000
const commercial = seedProperties.find((p) => p.id === 'prop-hull-commercial-08')!; // Commercial Space at £85,000
const land = seedProperties.find((p) => p.id === 'prop-beverley-land-11')!; // Land at £120,000

const section = (page: Page) => page.getByRole('region', { name: 'Deal analysis' });
const sdltTax = (page: Page) => section(page).getByTestId('sdlt-tax');

async function openAnalysis(page: Page, id: string, search = ''): Promise<Locator> {
  await page.goto(`/public-property-full/${id}${search}`);
  const analysis = section(page);
  await expect(analysis.getByLabel('Purchase price')).toBeVisible();
  return analysis;
}

/** The field is marked invalid and names its error, which the page shows. */
async function expectFieldError(field: Locator, message: RegExp) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
  const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
  const page = field.page();
  const shown = await Promise.all(describedBy.split(' ').map((id) => page.locator(`#${id}`).textContent()));
  expect(shown.join(' ')).toMatch(message);
}

async function expectFieldValid(field: Locator) {
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
}

test.describe('deal analysis: figures and input', () => {
  test('the stress test shows the interest cover with the precision its verdict uses', async ({ page }) => {
    const analysis = await openAnalysis(page, flat.id);
    await analysis.getByLabel('Purchase price').fill('250000');
    await analysis.getByLabel('Monthly rent').fill('1243');
    await analysis.getByLabel(/^Deposit/).fill('25');
    await analysis.getByLabel(/^Stressed interest rate/).fill('5.5');
    await analysis.getByLabel(/^Required interest cover/).fill('145');
    // £1,243 / (£187,500 x 5.5% / 12) = 144.64%: below 145%, and shown so.
    const result = analysis.getByTestId('stress-result');
    await expect(result).toHaveText(/^Fails: interest cover 144\.64%/);
    await expect(result).not.toContainText('interest cover 145%');

    // At the requirement to the hundredth of a percent, it passes and reads 145.00%.
    await analysis.getByLabel('Monthly rent').fill('1246.10');
    await expect(result).toHaveText(/^Passes: interest cover 145\.00%/);
  });

  test('each bad value is refused as it is typed, with its message, and no figure is computed from it', async ({ page }) => {
    const analysis = await openAnalysis(page, flat.id);
    await expect(sdltTax(page)).toHaveText('£5,000');

    const price = analysis.getByLabel('Purchase price');
    await price.fill('');
    await price.pressSequentially('250k');
    await expectFieldError(price, /number/i);
    await expect(price).toHaveValue('250k');
    await expect(sdltTax(page)).toHaveCount(0);
    await expect(analysis.getByText(/Correct the marked field/)).toBeVisible();
    // Leaving the field keeps what was typed, and its error.
    await analysis.getByLabel('Monthly rent').focus();
    await expect(price).toHaveValue('250k');
    await expectFieldError(price, /number/i);

    await price.fill('250000');
    await expectFieldValid(price);
    await expect(sdltTax(page)).toHaveText('£15,000');

    const deposit = analysis.getByLabel(/^Deposit/);
    for (const typed of ['-10', '150']) {
      await deposit.fill(typed);
      await expectFieldError(deposit, /between 0% and 100%/);
      await expect(sdltTax(page)).toHaveCount(0);
    }
    await deposit.fill('25');
    await expectFieldValid(deposit);

    const letting = analysis.getByLabel(/^Letting fee/);
    await letting.fill('150');
    await expectFieldError(letting, /between 0% and 100%/);
    await expect(analysis.getByTestId('gross-yield')).toHaveCount(0);
    await letting.fill('10');
    await expectFieldValid(letting);
    await expect(sdltTax(page)).toHaveText('£15,000');
    await expect(analysis.getByTestId('gross-yield')).toBeVisible();
  });

  test('a link with a value that cannot be read says so, and the figures start from the listing', async ({ page }) => {
    await openAnalysis(page, flat.id);
    const analysis = section(page);
    await analysis.getByLabel('Purchase price').fill('300000');
    await analysis.getByRole('button', { name: 'Copy link' }).click();
    const link = new URL(await analysis.getByLabel('Link to this analysis').inputValue());
    expect(link.searchParams.get('price')).toBe('300000');

    link.searchParams.set('depositPercent', '150');
    await openAnalysis(page, flat.id, link.search);
    await expect(analysis.getByRole('alert')).toContainText(/could not be read/);
    await expect(analysis.getByRole('alert')).toContainText(/Deposit/);
    await expect(analysis.getByLabel('Purchase price')).toHaveValue(String(flat.input.price));

    // A good link reads without a word.
    await openAnalysis(page, flat.id, `?${new URLSearchParams({ ...Object.fromEntries(link.searchParams), depositPercent: '30' })}`);
    await expect(analysis.getByLabel('Purchase price')).toHaveValue('300000');
    await expect(analysis.getByLabel(/^Deposit/)).toHaveValue('30');
    await expect(analysis.getByRole('alert')).toHaveCount(0);
  });

  test("stamp duty uses the rates for the listing's type, says which, and that it is an estimate", async ({ page }) => {
    let analysis = await openAnalysis(page, commercial.id);
    await expect(sdltTax(page)).toHaveText('£0');
    await expect(analysis.getByTestId('sdlt-rates')).toContainText('Non-residential rates');
    await expect(analysis.getByTestId('sdlt-rates')).toContainText(/estimate/);

    await openAnalysis(page, land.id);
    await expect(sdltTax(page)).toHaveText('£0');

    // Six flats in one purchase: non-residential rates, 2% of £100,000 and 5% of £470,000, for a company too.
    analysis = await openAnalysis(page, block.id);
    await expect(analysis.getByLabel(/^Dwellings in the purchase/)).toHaveValue('6');
    await expect(sdltTax(page)).toHaveText('£25,500');
    await analysis.getByLabel('Bought by a company').check();
    await expect(sdltTax(page)).toHaveText('£25,500');
    await expect(analysis.getByTestId('sdlt-rates')).toContainText(/6 or more dwellings/);
  });
});
