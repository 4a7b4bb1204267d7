import { expect, test, type Page } from '@playwright/test';
import { seedProperties } from '../../infra/local/seed/properties';
import { seedResources } from '../../infra/local/seed/resources';
import { api, createTestUser, type TestUser } from '../support/stack';
import { toast } from './support/access';
import { expectNoViolations } from './support/axe';
import { signInThroughForm } from './support/demo';

/**
 * Deal analysis: the listing's calculators prefilled from the listing and the investor's profile, saved scenarios,
 * a copied link opened by another member, and /calculators from Investor Resources; at a phone's and a desktop's width.
 */
const flat = seedProperties.find((p) => p.id === 'prop-hull-flat-02')!; // £100,000, achievable rent £850, ground rent £150, service charge £1,450
const stampDuty = seedResources.find((r) => r.id === 'res-stamp-duty')!;

const noAnswers = {
  cashToInvest: null,
  exitStrategy: null,
  budget: null,
  propertyTypeInterest: null,
  timeframeToBuy: null,
  propertiesToSell: null,
  numberOfProperties: null,
};

/** A fresh investor whose profile says they buy through a limited company, signed in through the form. */
async function companyInvestor(page: Page): Promise<TestUser> {
  const user = await createTestUser('investor', 'approved');
  const saved = await api('/me/requirements', { method: 'PUT', token: user.token, body: { ...noAnswers, purchaseStructure: 'limited-company' } });
  expect(saved.status).toBe(200);
  await page.goto('/');
  await signInThroughForm(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard/);
  return user;
}

const section = (page: Page) => page.getByRole('region', { name: 'Deal analysis' });
const sdltTax = (page: Page) => section(page).getByTestId('sdlt-tax');

for (const width of [375, 1280]) {
  test.describe(`deal analysis at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 900 } });

    test('prefilled from the listing and the profile; an edit changes the results; saved, it is back after a reload and on My analyses', async ({ page }) => {
      await companyInvestor(page);
      await page.goto(`/property/${flat.id}`);
      const analysis = section(page);
      await expect(analysis.getByLabel('Purchase price')).toHaveValue(String(flat.input.price));
      await expect(analysis.getByLabel('Monthly rent')).toHaveValue('850');
      await expect(analysis.getByLabel(/^Ground rent/)).toHaveValue('150');
      await expect(analysis.getByLabel(/^Service charge/)).toHaveValue('1450');
      await expect(analysis.getByLabel('Bought by a company')).toBeChecked();
      await expect(analysis.getByLabel('Additional property')).not.toBeChecked();
      await expect(analysis.getByLabel('First-time buyer')).not.toBeChecked();
      await expect(analysis.getByLabel('UK resident')).toBeChecked();
      await expect(analysis.getByLabel(/^Required interest cover/)).toHaveValue('125');
      // A company pays the higher rates: 5% of £100,000.
      await expect(sdltTax(page)).toHaveText('£5,000');
      await expect(analysis.getByTestId('gross-yield')).toHaveText('10.20%');
      await expect(analysis.getByText(/not financial or tax advice/)).toBeVisible();
      await expect(analysis.getByText(/Rates for completions from 1 April 2025/)).toBeVisible();
      await expect(analysis.getByText(/Scotland \(LBTT\) and Wales \(LTT\) are not covered/)).toBeVisible();

      // Results follow each keystroke: over £500,000 a company pays 17% on the whole price.
      const price = analysis.getByLabel('Purchase price');
      await price.fill('');
      await price.pressSequentially('600000');
      await expect(sdltTax(page)).toHaveText('£102,000');
      await expect(analysis.getByText(/property rental business/)).toBeVisible();

      // Stacked under 768 px: the results sit below the inputs; side by side on a desktop.
      const inputsBox = (await analysis.locator('.deal__inputs').boundingBox())!;
      const resultsBox = (await analysis.locator('.deal__results').boundingBox())!;
      if (width < 768) expect(resultsBox.y).toBeGreaterThanOrEqual(inputsBox.y + inputsBox.height - 1);
      else expect(resultsBox.x).toBeGreaterThan(inputsBox.x + inputsBox.width - 1);

      await analysis.getByLabel('Scenario name').fill('Company offer');
      await analysis.getByRole('button', { name: 'Save analysis' }).click();
      await expect(toast(page, 'Analysis saved')).toBeVisible();
      await expect(analysis.getByRole('list', { name: 'Saved analyses' }).getByText('Company offer')).toBeVisible();

      await page.reload();
      const saved = section(page).getByRole('list', { name: 'Saved analyses' });
      await expect(saved.getByText('Company offer')).toBeVisible();
      await expect(saved.getByText(/SDLT £102,000/)).toBeVisible();
      await saved.getByRole('button', { name: 'Open Company offer' }).click();
      await expect(section(page).getByLabel('Purchase price')).toHaveValue('600000');
      await expect(sdltTax(page)).toHaveText('£102,000');

      await page.goto('/profile?tab=analyses');
      const mine = page.getByRole('list', { name: 'Saved analyses' });
      await expect(mine.getByText('Company offer')).toBeVisible();
      await expect(mine.getByText(flat.input.title)).toBeVisible();
      await mine.getByRole('button', { name: 'Delete Company offer' }).click();
      await expect(toast(page, 'Analysis deleted')).toBeVisible();
      await expect(page.getByText('No saved analyses yet')).toBeVisible();
    });

    test('the copied link, opened by another member in a fresh browser, shows the same results', async ({ page, browser }) => {
      await companyInvestor(page);
      await page.goto(`/property/${flat.id}`);
      const analysis = section(page);
      await analysis.getByLabel('Purchase price').fill('620000');
      await analysis.getByLabel('UK resident').uncheck();
      await analysis.getByLabel(/^Voids/).fill('4');
      await expect(sdltTax(page)).toHaveText('£117,800'); // 19% of £620,000
      const results = (await analysis.locator('.deal__results').textContent()) ?? '';

      await analysis.getByRole('button', { name: 'Copy link' }).click();
      const link = await analysis.getByLabel('Link to this analysis').inputValue();
      expect(link).toContain(`/property/${flat.id}?`);
      expect(new URL(page.url()).search).toBe(new URL(link).search);

      const other = await browser.newContext({ viewport: { width, height: 900 } });
      try {
        const otherPage = await other.newPage();
        const member = await createTestUser('investor', 'approved');
        await otherPage.goto('/');
        await signInThroughForm(otherPage, member.email, member.password);
        await expect(otherPage).toHaveURL(/\/dashboard/);
        await otherPage.goto(link);
        await expect(sdltTax(otherPage)).toHaveText('£117,800');
        await expect(section(otherPage).getByLabel('UK resident')).not.toBeChecked();
        await expect(section(otherPage).locator('.deal__results')).toHaveText(results);
        // The other member has no saved analyses of their own here.
        await expect(section(otherPage).getByText('No saved analyses on this property yet.')).toBeVisible();
      } finally {
        await other.close();
      }
    });

    test('/calculators from Investor Resources, with the keyboard and no accessibility violations', async ({ page }) => {
      await companyInvestor(page);
      await page.goto('/investor-resources');
      const card = page.getByRole('listitem').filter({ hasText: stampDuty.input.title });
      await card.getByRole('link', { name: stampDuty.input.actionText }).click();
      await expect(page).toHaveURL(/\/calculators$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Calculators' })).toBeVisible();

      const analysis = section(page);
      await analysis.getByLabel('Bought by a company').uncheck();
      await analysis.getByLabel('Additional property').focus();
      await page.keyboard.press('Space');
      await expect(analysis.getByLabel('Additional property')).toBeChecked();
      await expect(analysis.getByLabel(/^Required interest cover/)).toHaveValue('145');
      await analysis.getByLabel('Purchase price').fill('300000');
      await expect(sdltTax(page)).toHaveText('£20,000');
      await page.keyboard.press('Space');
      await analysis.getByLabel('Additional property').uncheck();
      await expect(sdltTax(page)).toHaveText('£5,000');
      await expectNoViolations(page, '.deal-section');
    });
  });
}
