import { expect, test, type Page } from '@playwright/test';
import { seedProperties } from '../../infra/local/seed/properties';
import { seedResources } from '../../infra/local/seed/resources';
import { api, createTestUser, type TestUser } from '../support/stack';
import { toast } from './support/access';
import { expectNoViolations } from './support/axe';
import { signInThroughForm } from './support/demo';

/**
 * Deal analysis: the listing's calculators prefilled from the listing and the investor's profile, saved scenarios,
 * a copied link opened by another member, the full public page, the keyboard and a screen reader, and /calculators from
 * Investor Resources and the navigation; at a phone's and a desktop's width.
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
const announcement = (page: Page) => section(page).getByTestId('deal-announcement');
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

      // Copying writes nothing to the server: the inputs are all in the link.
      const writes: string[] = [];
      page.on('request', (request) => {
        if (request.method() !== 'GET') writes.push(`${request.method()} ${request.url()}`);
      });
      await analysis.getByRole('button', { name: 'Copy link' }).click();
      const link = await analysis.getByLabel('Link to this analysis').inputValue();
      expect(writes).toEqual([]);
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

    test('the full public page: a visitor gets the section prefilled from the listing, and an edit updates it (no saving there)', async ({ page }) => {
      await page.goto(`/public-property-full/${flat.id}`);
      await expect(page.getByRole('heading', { level: 1, name: flat.input.title })).toBeVisible();
      const analysis = section(page);
      await expect(analysis.getByRole('heading', { level: 2, name: 'Deal analysis' })).toBeVisible();
      await expect(analysis.getByLabel('Purchase price')).toHaveValue(String(flat.input.price));
      await expect(analysis.getByLabel('Monthly rent')).toHaveValue('850');
      await expect(analysis.getByLabel(/^Ground rent/)).toHaveValue('150');
      await expect(analysis.getByLabel(/^Service charge/)).toHaveValue('1450');
      // No profile to read: an individual buying an additional property, a UK resident.
      await expect(analysis.getByLabel('Bought by a company')).not.toBeChecked();
      await expect(analysis.getByLabel('Additional property')).toBeChecked();
      await expect(analysis.getByLabel('UK resident')).toBeChecked();
      await expect(sdltTax(page)).toHaveText('£5,000'); // 5% of £100,000 at the higher rates
      await expect(analysis.getByTestId('gross-yield')).toHaveText('10.20%');
      await expect(analysis.getByText(/not financial or tax advice/)).toBeVisible();

      await analysis.getByLabel('Purchase price').fill('300000');
      await expect(sdltTax(page)).toHaveText('£20,000');
      await expect(analysis.getByTestId('gross-yield')).toHaveText('3.40%');
      await analysis.getByLabel('Additional property').uncheck();
      await expect(sdltTax(page)).toHaveText('£5,000');

      await expect(analysis.getByRole('button', { name: 'Copy link' })).toBeVisible();
      await expect(analysis.getByRole('button', { name: 'Save analysis' })).toHaveCount(0);
      await expectNoViolations(page, '.deal-section');
    });

    test('every input labelled and reached by Tab, results read out once typing pauses, and nothing wider than the screen', async ({ page }) => {
      await companyInvestor(page);
      await page.goto(`/property/${flat.id}`);
      const analysis = section(page);
      await expect(sdltTax(page)).toHaveText('£5,000');

      const inputs = analysis.locator('.deal__inputs').locator('input, select');
      const ids = await inputs.evaluateAll((elements) => elements.map((element) => element.id));
      expect(ids.length).toBe(22);
      for (const id of ids) await expect(analysis.locator(`#${id}`)).toHaveAccessibleName(/\S/);

      // The keyboard reaches every input, in order, from the first.
      await analysis.getByLabel('Purchase price').focus();
      const reached = [ids[0]];
      for (let i = 1; i < ids.length; i++) {
        await page.keyboard.press('Tab');
        reached.push(await page.evaluate(() => document.activeElement?.id ?? ''));
      }
      expect(reached).toEqual(ids);

      // Nothing is read out as the page opens; a burst of keystrokes is read out once, with the new figures.
      await expect(announcement(page)).toHaveText('');
      await expect(announcement(page)).toHaveAttribute('aria-live', 'polite');
      await page.evaluate(() => {
        const live = document.querySelector('[data-testid="deal-announcement"]')!;
        const heard: string[] = [];
        (window as unknown as { heard: string[] }).heard = heard;
        new MutationObserver(() => heard.push(live.textContent ?? '')).observe(live, { childList: true, characterData: true, subtree: true });
        const input = document.getElementById('deal-price') as HTMLInputElement;
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        for (const typed of ['6', '60', '600', '6000', '60000', '600000']) {
          setValue.call(input, typed);
          input.dispatchEvent(new Event('input', { bubbles: true }));
        }
      });
      await expect(sdltTax(page)).toHaveText('£102,000');
      await expect(announcement(page)).toContainText('Stamp Duty Land Tax £102,000');
      await expect(announcement(page)).toContainText('Stress test fails: interest cover 41.21% (125% required).');
      expect(await page.evaluate(() => (window as unknown as { heard: string[] }).heard.filter(Boolean))).toHaveLength(1);

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });

    test("/calculators from the navigation's Resources", async ({ page }) => {
      await companyInvestor(page);
      if (width < 768) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        const drawer = page.getByRole('dialog', { name: 'Menu' });
        await drawer.getByRole('group', { name: 'Resources' }).getByRole('link', { name: 'Calculators' }).click();
      } else {
        const resources = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Resources' });
        await resources.click();
        await page
          .locator(`#${await resources.getAttribute('aria-controls')}`)
          .getByRole('link', { name: 'Calculators' })
          .click();
      }
      await expect(page).toHaveURL(/\/calculators$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Calculators' })).toBeVisible();
      await expect(sdltTax(page)).toHaveText('£15,000'); // a company's higher rates on the starting £250,000: 5% to £125,000, 7% above
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
