import { expect, test, type Page } from '@playwright/test';
import { analyseDeal, defaultDealInputs } from '@shared/rules/deal-analysis';
import { londonDate } from '@shared/rules/london-date';
import { formatPrice } from '@shared/rules/money';
import { sdltRatesOn } from '@shared/rules/sdlt';
import { stressTestLine } from '@shared/rules/stress-test';
import type { DealCard } from '@shared/views/deal';
import type { DealThread } from '@shared/views/deal-message';
import { acceptedDeal } from '../support/deal-steps';
import { clearChecks } from '../support/reservation-steps';
import { pdf } from '../support/buyer-checks';
import { api, createTestUser, type TestUser } from '../support/stack';
import { toast } from './support/access';
import { signInThroughForm } from './support/demo';

/**
 * My deals in the browser, on a phone and on a desktop: an investor whose reservation was accepted sees the deal's
 * timeline with the current stage amber (its target moved within 3 days by an admin), enters their solicitor, uploads
 * their mortgage offer to the deal's documents, and sends the sourcer a message, which shows 'Read' once an admin has
 * listed the thread.
 */

async function signIn(page: Page, user: TestUser) {
  await page.goto('/');
  await signInThroughForm(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard/);
}

const fitsTheScreen = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
/** A calendar date as the page writes it: '4 Dec 2026'. */
const dayUk = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const inDays = (days: number) => londonDate(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the timeline shows the current stage Due soon; the investor gives their solicitor, uploads their mortgage offer and messages the sourcer', async ({
      page,
    }) => {
      const admin = await createTestUser('admin', 'approved');
      const buyer = await createTestUser('investor', 'approved');
      await clearChecks(buyer, admin, 'mortgage');
      // The buyer's scenario of the listing, saved before the offer: the deal keeps its analysis at the agreed price.
      const scenario = { ...defaultDealInputs({ price: 95_000, monthlyRent: 650 }), depositPercent: 30 };
      const { dealId, property } = await acceptedDeal(admin, buyer, 'Progressing Terrace', async (listing) => {
        const saved = await api('/me/deal-scenarios', {
          method: 'POST',
          token: buyer.token,
          body: { propertyId: listing.id, name: 'Thirty down', inputs: scenario },
        });
        expect(saved.status, JSON.stringify(saved.body)).toBe(201);
      });
      const detail = await api<{ deal: DealCard }>(`/deals/${dealId}`, { token: admin.token });
      const moved = await api(`/deals/${dealId}/targets`, {
        method: 'PATCH',
        token: admin.token,
        body: {
          expectedVersion: detail.body.deal.version,
          targets: [
            // Due today: a stage given only days from the acceptance is due soon for the second half of them only.
            { key: 'memorandumOfSale', targetDate: inDays(0) },
            { key: 'solicitorsInstructed', targetDate: inDays(20) },
          ],
        },
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);

      await signIn(page, buyer);
      await page.goto('/my-deals');
      await expect(page.getByRole('heading', { level: 1, name: 'My deals' })).toBeVisible();
      const deal = page.getByRole('region', { name: property.title });
      const timeline = deal.getByRole('list', { name: 'Timeline' });
      const current = timeline.getByRole('listitem').filter({ hasText: 'Memorandum of sale sent' });
      await expect(current).toContainText('Now');
      await expect(current).toContainText('Due soon');
      await expect(current).toHaveAttribute('aria-current', 'step');
      const next = timeline.getByRole('listitem').filter({ hasText: 'Solicitors instructed' });
      await expect(next).toContainText('Next');
      await expect(next).toContainText('On track');
      await fitsTheScreen(page);

      // The analysis as it was at the acceptance: its day, its source and the calculator's figures.
      const analysis = deal.getByRole('region', { name: 'Deal analysis at purchase' });
      const asAt = londonDate(detail.body.deal.acceptedAt);
      const results = analyseDeal(scenario, sdltRatesOn(asAt));
      await expect(analysis.getByTestId('analysis-as-at')).toContainText(
        `As at ${dayUk(asAt)}, at the agreed price of £95,000.00, from your saved scenario ‘Thirty down’`,
      );
      await expect(analysis.getByTestId('analysis-sdlt')).toHaveText(formatPrice(results.sdlt.tax));
      await expect(analysis.getByTestId('analysis-cashInvested')).toHaveText(formatPrice(results.returns.mortgage.cashInvested));
      await expect(analysis.getByTestId('analysis-stressTest')).toHaveText(stressTestLine(results.stressTest, scenario.icrPercent));

      // Their solicitor: a field left empty is named, then the details are saved and shown.
      const form = deal.getByRole('form', { name: 'Your solicitor’s details' });
      await form.getByLabel('Firm').fill('Buyer & Co LLP');
      await form.getByRole('button', { name: 'Save solicitor’s details' }).click();
      await expect(form.getByText("Enter the contact's name")).toBeVisible();
      await form.getByLabel('Contact name').fill('Pat Conveyancer');
      await form.getByLabel('Email').fill('pat@buyer.example');
      await form.getByLabel('Telephone').fill('0113 496 0000');
      await form.getByLabel('Address').fill('2 Law Row, Leeds, LS1 1AA');
      await form.getByRole('button', { name: 'Save solicitor’s details' }).click();
      await expect(toast(page, 'Solicitor’s details saved')).toBeVisible();
      await expect(deal.getByText('Pat Conveyancer')).toBeVisible();
      await expect(deal.getByRole('button', { name: 'Change your solicitor’s details' })).toBeVisible();

      // Their mortgage offer, a PDF, joins the deal's documents beside the listing's deal pack.
      const documents = deal.getByRole('list', { name: 'Documents' });
      await expect(documents.getByRole('listitem').filter({ hasText: 'Deal pack' })).toBeVisible();
      await deal.getByLabel('Upload your mortgage offer (PDF)').setInputFiles({ name: 'Mortgage offer.pdf', mimeType: 'application/pdf', buffer: pdf });
      await expect(toast(page, 'Mortgage offer uploaded')).toBeVisible();
      await expect(documents.getByRole('listitem').filter({ hasText: 'Mortgage offer.pdf' })).toBeVisible();

      // A message to the sourcer: 'Sent', then 'Read' once an admin has listed the thread.
      const messages = deal.getByRole('list', { name: 'Messages' });
      await deal.getByLabel('Your message').fill('Has the memorandum of sale gone out?');
      await deal.getByRole('button', { name: 'Send message' }).click();
      const sent = messages.getByRole('listitem').filter({ hasText: 'Has the memorandum of sale gone out?' });
      await expect(sent).toContainText('You');
      await expect(sent).toContainText('Sent');
      await expect(deal.getByLabel('Your message')).toHaveValue('');
      expect((await api<DealThread>(`/deals/${dealId}/messages`, { token: admin.token })).status).toBe(200);
      await page.reload();
      await expect(sent).toContainText('Read');
      await fitsTheScreen(page);
    });
  });
}
