import { expect, test, type Page } from '@playwright/test';
import { api, createTestUser } from '../support/stack';
import { toast } from './support/access';
import { signInFresh, signInThroughForm } from './support/demo';

/**
 * Buyer checks (Money Laundering Regulations 2017) in the browser, on a phone and on a desktop: the investor's tab on
 * /profile saved part-way and then finished with a bank statement, and the admin's screen clearing a possible
 * sanctions match with a written reason, and escalating one and recording its report to OFSI.
 */
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const openChecksTab = async (page: Page) => {
  await page.goto('/profile?tab=checks');
  await expect(page.getByRole('heading', { name: 'Buyer checks' })).toBeVisible();
};

/** A new investor whose buyer checks name one individual, and an admin signed in on /buyer-checks with that investor's record open. */
async function adminOpensChecksOf(page: Page, fullName: string, status?: string) {
  const buyer = await createTestUser('investor', 'approved');
  const saved = await api('/me/buyer-check', {
    method: 'PUT',
    token: buyer.token,
    body: { expectedVersion: 0, part: { buyerType: 'individual', individuals: [{ id: 'p1', fullName, dateOfBirth: '1952-10-07' }] } },
  });
  expect(saved.status).toBe(200);
  const admin = await createTestUser('admin', 'approved');
  await page.goto('/');
  await signInThroughForm(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/buyer-checks');
  if (status) await page.getByLabel('Status').selectOption(status);
  await page.getByLabel('Search').fill(buyer.email);
  await page.getByRole('button', { name: /Open the checks of/ }).click();
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the investor's Buyer checks tab is saved part-way, then finished", async ({ page }) => {
      await signInFresh(page);
      await openChecksTab(page);
      await expect(page.getByText('Not started')).toBeVisible();

      await page.getByLabel('I am buying as').selectOption('individual');
      await page.getByLabel('Full name').fill('Ada Lovelace');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(toast(page, 'Buyer checks saved')).toBeVisible();

      await page.reload();
      await expect(page.getByLabel('Full name')).toHaveValue('Ada Lovelace');
      await expect(page.getByText('Waiting for the buyer')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Still needed from you' }).getByText('You: date of birth')).toBeVisible();

      await page.getByLabel('Date of birth').fill('1980-01-02');
      await page.getByLabel('Nationality').selectOption({ label: 'United Kingdom' });
      await page.getByLabel('Residential address').fill('1 High Street, Leeds');
      await page.getByLabel('Living there since').fill('2015-01-01');
      await page.getByLabel('Country of residence').selectOption({ label: 'United Kingdom' });
      await page.getByLabel('Politically exposed person?').selectOption('no');
      await page.getByLabel('Purpose of your purchases').fill('Buy-to-let');
      await page.getByLabel('Source of funds').selectOption('cash');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(toast(page, 'Buyer checks saved')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Still needed from you' }).getByText('Upload a bank statement')).toBeVisible();

      await page.getByLabel('Upload a bank statement').setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: pdf });
      await expect(toast(page, 'Bank statement uploaded')).toBeVisible();
      await expect(page.getByRole('list', { name: 'Uploaded evidence' })).toContainText('Bank statement: statement.pdf');
      await expect(page.getByText('Waiting for us')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Still needed from you' })).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'What we still do' })).toContainText('Verify your identity');
      await expect(page.locator('body')).not.toHaveCSS('overflow-x', 'scroll');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      // A wrong file is taken back: it no longer counts, and the statement is asked for again.
      await page.getByRole('button', { name: 'Remove statement.pdf' }).click();
      await expect(toast(page, 'statement.pdf removed')).toBeVisible();
      await expect(page.getByRole('list', { name: 'Uploaded evidence' })).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Still needed from you' }).getByText('Upload a bank statement')).toBeVisible();
    });

    test("the admin's Buyer checks screen clears a possible sanctions match with a reason", async ({ page }) => {
      await adminOpensChecksOf(page, 'Vladimir Vladimirovich Putin', 'possibleMatch');
      // What the buyer declared is on the record, answers not yet given said so.
      const declared = page.getByRole('region', { name: 'Buyer', exact: true });
      await expect(declared.getByRole('definition').first()).toHaveText('Vladimir Vladimirovich Putin');
      await expect(declared).toContainText('NationalityNot given');
      const match = page.getByRole('group', { name: 'Possible match of Vladimir Vladimirovich Putin' });
      await expect(match.getByText('Possible sanctions match')).toBeVisible();

      await match.getByRole('button', { name: 'Clear match' }).click();
      await expect(match.getByRole('alert')).toContainText('Write the reason');
      await match.getByLabel('Reason').fill('Date of birth and passport differ: not the listed person');
      await match.getByRole('button', { name: 'Clear match' }).click();
      await expect(toast(page, 'Possible match cleared')).toBeVisible();
      await expect(match.getByText('Cleared', { exact: true })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Every step, who did it and when' })).toContainText('possible sanctions match cleared, by');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });

    test('an escalated match is reported to OFSI: what was reported and when, kept beside the match', async ({ page }) => {
      // A misspelling of a listed name: only the similarity pass raises it.
      await adminOpensChecksOf(page, 'Vladamir Putin');

      const match = page.getByRole('group', { name: 'Possible match of Vladamir Putin' });
      await match.getByLabel('Reason').fill('Same date of birth as the listed person; passport not yet seen');
      await match.getByRole('button', { name: 'Escalate' }).click();
      await expect(toast(page, 'Possible match escalated')).toBeVisible();

      const reports = page.getByRole('group', { name: /^Reports to OFSI about / });
      await expect(reports.getByText('Not yet reported to OFSI')).toBeVisible();
      await reports.getByRole('button', { name: 'Record report to OFSI' }).click();
      await expect(reports.getByRole('alert')).toContainText('YYYY-MM-DD');
      await reports.getByLabel('Reported to OFSI on').fill('2026-01-05');
      await reports.getByLabel('What was reported').fill('Buyer named Vladamir Putin, born 7 October 1952, sought to reserve; no funds held.');
      await reports.getByRole('button', { name: 'Record report to OFSI' }).click();
      await expect(toast(page, 'Report to OFSI recorded')).toBeVisible();
      await expect(reports.getByRole('list', { name: 'Reported to OFSI' })).toContainText('on 2026-01-05');
      await expect(reports.getByRole('list', { name: 'Reported to OFSI' })).toContainText('no funds held');
      // The form is emptied for a further report, which is added beside this one.
      await expect(reports.getByLabel('What was reported')).toHaveValue('');
      await expect(page.getByRole('list', { name: 'Every step, who did it and when' })).toContainText('possible sanctions match reported to OFSI, by');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  });
}
