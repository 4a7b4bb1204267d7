import { expect, test, type Page } from '@playwright/test';
import type { FundsSource } from '@shared/domain/buyer-check';
import type { DealCard } from '@shared/views/deal';
import type { DealThread } from '@shared/views/deal-message';
import type { StoredEmail } from '../../infra/local/ses';
import { dealFor, type AcceptedDeal } from '../support/deal-steps';
import { api, createTestUser, eventually, stack, type TestUser } from '../support/stack';
import { toast } from './support/access';
import { expectNoViolations } from './support/axe';
import { signInThroughForm } from './support/demo';

/**
 * The sourcer's side of a deal's correspondence, on a phone and on a desktop: on the deal's page an admin writes to the
 * investor (emailed to them, 'Read' once they listed the thread) and reads their reply; sends the memorandum of sale
 * (emailed as a PDF to the investor and the seller's solicitor) and opens it from the deal's documents; is asked for
 * the seller's name; and sees a deal that fell through meanwhile refuse the memorandum with the server's reason. */

type SentEmail = StoredEmail & { attachments?: { filename: string; contentType: string }[] };
const sesEmails = async (): Promise<SentEmail[]> => ((await (await fetch(`${stack.env.SES_ENDPOINT}/store`)).json()) as { emails: SentEmail[] }).emails;
const emailTo = (to: string, subject: string) =>
  eventually(async () => (await sesEmails()).find((e) => e.destination.to.includes(to) && e.subject === subject), `"${subject}" to ${to}`);

const fitsTheScreen = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

/** The deal's page, opened signed out: the sign-in page brings the admin back to it. */
async function openDeal(page: Page, admin: TestUser, deal: AcceptedDeal) {
  await page.goto(`/deals/${deal.dealId}`);
  await signInThroughForm(page, admin.email, admin.password);
  await expect(page).toHaveURL(new RegExp(`/deals/${deal.dealId}$`));
  await expect(page.getByRole('heading', { level: 1, name: deal.property.title })).toBeVisible();
}

/**
 * A group of tests with a deal of its own and its admin, accepted through the API in a hook before them (it takes a
 * dozen requests); `made()` gives them to the tests.
 */
function withDeal(title: string, fundsSource: FundsSource, listing: string, tests: (made: () => { admin: TestUser; deal: AcceptedDeal }) => void) {
  test.describe(title, () => {
    let made: { admin: TestUser; deal: AcceptedDeal };
    test.beforeAll(async () => {
      const admin = await createTestUser('admin', 'approved');
      made = { admin, deal: await dealFor(admin, fundsSource, listing) };
    });
    tests(() => made);
  });
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    withDeal('messages', 'cash', 'Correspondence Terrace', (made) => {
      test('the admin messages the investor, who is emailed and reads it, and reads their reply', async ({ page }) => {
        const { admin, deal } = made();
        await openDeal(page, admin, deal);

        const card = page.getByRole('region', { name: 'Messages' });
        await expect(card.getByText('No messages yet. The investor is emailed as soon as you send one.')).toBeVisible();
        const field = card.getByLabel('Your message');
        await expect(card.getByText('4,000 of 4,000 characters left')).toBeVisible();
        await card.getByRole('button', { name: 'Send message' }).click();
        await expect(card.getByText('Write your message')).toBeVisible();

        await field.fill('Your memorandum of sale goes out today.');
        await expect(card.getByText('3,961 of 4,000 characters left')).toBeVisible();
        await card.getByRole('button', { name: 'Send message' }).click();
        const thread = card.getByRole('list', { name: 'Messages' });
        const sent = thread.getByRole('listitem').filter({ hasText: 'Your memorandum of sale goes out today.' });
        await expect(sent).toContainText('Test admin (sourcer)');
        await expect(sent).toContainText('Sent');
        await expect(field).toHaveValue('');
        await expect(field).toBeFocused();
        await fitsTheScreen(page);
        await expectNoViolations(page, '.deal-detail__side');

        // The investor is emailed, and their listing of the thread shows the message and marks it read.
        const email = await emailTo(deal.buyer.email, `New message about ${deal.property.title}`);
        expect(email.body.text).toContain('Your memorandum of sale goes out today.');
        const theirs = await api<DealThread>(`/me/deals/${deal.dealId}/messages`, { token: deal.buyer.token });
        expect(theirs.body.items.map((m) => [m.text, m.mine])).toEqual([['Your memorandum of sale goes out today.', false]]);
        const reply = await api(`/me/deals/${deal.dealId}/messages`, {
          method: 'POST',
          token: deal.buyer.token,
          body: { text: 'Thank you, we will look out for it.' },
        });
        expect(reply.status, JSON.stringify(reply.body)).toBe(201);

        await page.reload();
        await expect(sent).toContainText('Read');
        const received = thread.getByRole('listitem').filter({ hasText: 'Thank you, we will look out for it.' });
        await expect(received).toContainText('Test investor (investor)');
        await expect(thread.getByRole('listitem')).toHaveCount(2);
        await expect(thread.getByRole('listitem').last()).toContainText('Thank you, we will look out for it.');
        await fitsTheScreen(page);
      });
    });

    withDeal('memorandum of sale', 'mortgage', 'Memorandum Terrace', (made) => {
      test('the admin sends the memorandum of sale: emailed to the investor and the seller’s solicitor, it joins the documents', async ({ page }) => {
        const { admin, deal } = made();
        await openDeal(page, admin, deal);

        const documents = page.getByRole('region', { name: 'Documents' });
        await expect(documents.getByText('No documents yet.')).toBeVisible();
        await documents.getByRole('button', { name: 'Send memorandum of sale' }).click();
        const dialog = page.getByRole('dialog', { name: 'Send memorandum of sale' });
        await expect(dialog).toContainText('Not instructed yet: the investor gives them on My deals');
        await dialog.getByLabel('Seller’s name').fill('Sam Seller');
        await dialog.getByLabel('The seller’s solicitor is instructed').check();
        const sellers = `sellers-${deal.dealId.slice(0, 8)}@law.example`;
        await dialog.getByLabel('Firm', { exact: true }).fill('Seller Solicitors Ltd');
        await dialog.getByLabel('Contact name').fill('Pat Conveyancer');
        await dialog.getByLabel('Email', { exact: true }).fill(sellers);
        await dialog.getByLabel('Telephone').fill('0113 496 0000');
        await dialog.getByLabel('Address', { exact: true }).fill('2 Law Row, Leeds, LS1 1AA');
        await dialog.getByLabel('Buyer’s lender (optional)').fill('Example Bank');
        await dialog.getByLabel('Special conditions (optional)').fill('Carpets and curtains included\nCompletion by the end of March');
        await fitsTheScreen(page);
        await expectNoViolations(page, '.dialog');
        await dialog.getByRole('button', { name: 'Send memorandum' }).click();
        await expect(toast(page, 'Memorandum of sale sent to the investor and the seller’s solicitor')).toBeVisible();
        await expect(dialog).toHaveCount(0);

        const row = documents.getByRole('listitem').filter({ hasText: 'Memorandum of sale' });
        await expect(row).toContainText(`Memorandum of sale - ${deal.property.title}.pdf`);
        for (const to of [deal.buyer.email, sellers]) {
          const email = await emailTo(to, `Memorandum of sale: ${deal.property.title}`);
          expect(email.attachments).toEqual([expect.objectContaining({ contentType: 'application/pdf' })]);
        }

        // Opened through a fresh link, in a tab of its own: the PDF itself.
        const opened = page.context().waitForEvent('request', (request) => request.url().includes('memorandum-of-sale'));
        await row.getByRole('button', { name: 'Open memorandum of sale' }).click();
        const link = await opened;
        const pdf = await fetch(link.url());
        expect(pdf.status).toBe(200);
        expect(pdf.headers.get('content-type')).toBe('application/pdf');
        for (const other of page.context().pages()) if (other !== page) await other.close();
        await fitsTheScreen(page);
      });
    });

    withDeal('memorandum refused', 'cash', 'Refused Terrace', (made) => {
      test('the seller’s name is asked for, and a deal that fell through meanwhile refuses the memorandum with the server’s reason', async ({ page }) => {
        const { admin, deal } = made();
        await openDeal(page, admin, deal);

        const documents = page.getByRole('region', { name: 'Documents' });
        await documents.getByRole('button', { name: 'Send memorandum of sale' }).click();
        const dialog = page.getByRole('dialog', { name: 'Send memorandum of sale' });
        await dialog.getByRole('button', { name: 'Send memorandum' }).click();
        await expect(dialog.getByText("Enter the seller's name")).toBeVisible();
        await expect(dialog.getByLabel('Seller’s name')).toBeFocused();
        await dialog.getByLabel('Seller’s name').fill('Sam Seller');

        // Another admin records a fall-through meanwhile: the server's reason is shown in the dialog.
        const { deal: current } = (await api<{ deal: DealCard }>(`/deals/${deal.dealId}`, { token: admin.token })).body;
        const ended = await api(`/deals/${deal.dealId}/fall-through`, {
          method: 'POST',
          token: admin.token,
          body: { reason: 'buyerWithdrew', feeDecision: 'keep', expectedVersion: current.version },
        });
        expect(ended.status, JSON.stringify(ended.body)).toBe(200);
        await dialog.getByRole('button', { name: 'Send memorandum' }).click();
        await expect(dialog.getByRole('alert')).toHaveText('This deal fell through.');
        // The page behind reads the deal again: it has ended, so there is no memorandum to send.
        await expect(page.getByRole('term').filter({ hasText: /^Fell through$/ })).toBeVisible();
        await expect(documents.getByRole('button', { name: 'Send memorandum of sale' })).toHaveCount(0);
        await expect(documents.getByText('No documents yet.')).toBeVisible();
      });
    });
  });
}
