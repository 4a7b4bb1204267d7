import { expect, test, type Page } from '@playwright/test';
import { demoAccounts, demoPassword } from '../../infra/local/seed/accounts';
import { samplePdf } from '../../infra/local/seed/documents';
import { seedResources } from '../../infra/local/seed/resources';
import { api, createTestUser, demo, signIn } from '../support/stack';
import { toast } from './support/access';
import { expectNoViolations } from './support/axe';
import { signInThroughForm } from './support/demo';

/** The Investor Resources Hub for an investor, Resource Management for an admin. */
const byOrder = [...seedResources].sort((a, b) => (a.input.displayOrder ?? 0) - (b.input.displayOrder ?? 0));
const featured = seedResources.find((r) => r.input.isFeatured)!;
const download = seedResources.find((r) => r.input.type === 'download' && !r.input.isFeatured)!;
const internal = seedResources.find((r) => r.input.type === 'link' && r.input.externalUrl === '/profile')!;
const external = seedResources.find((r) => r.input.type === 'external')!;

async function signInInvestor(page: Page) {
  const user = await createTestUser('investor', 'approved');
  await page.goto('/');
  await signInThroughForm(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 20_000 });
}

for (const width of [1280, 375]) {
  test.describe(`Investor Resources at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('lists resources by display order with the featured one highlighted, a call to action and a disclaimer', async ({ page }) => {
      await signInInvestor(page);
      await page.goto('/investor-resources');
      await expect(page.getByRole('heading', { level: 1, name: 'Investor Resources' })).toBeVisible();
      const highlight = page.locator('.resource-featured');
      await expect(highlight).toContainText('Featured resource');
      await expect(highlight.getByRole('heading', { level: 2 })).toHaveText(featured.input.title);
      const cards = page.getByRole('list', { name: 'Resources' }).getByRole('heading', { level: 2 });
      await expect(cards).toHaveText(byOrder.filter((r) => r !== featured).map((r) => r.input.title));
      await expect(page.getByRole('link', { name: 'View Available Properties' })).toHaveAttribute('href', '/dashboard');
      await expect(page.getByText(/not financial, tax, legal or investment advice/)).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoViolations(page);
    });

    test('a resource of each type opens: a signed PDF download, an internal page, an external site in a new tab', async ({ page, context, request }) => {
      await signInInvestor(page);
      await page.goto('/investor-resources');

      // Download: a new tab pointed at a short-lived signed link to the PDF.
      const signed = page.waitForResponse((res) => res.url().endsWith(`/resources/${download.id}/download`) && res.request().method() === 'GET');
      const downloadTab = page.waitForEvent('popup');
      await page.getByRole('button', { name: download.input.actionText }).click();
      const { url } = (await (await signed).json()) as { url: string };
      expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('300');
      await downloadTab;
      const pdf = await request.get(url);
      expect(pdf.status()).toBe(200);
      expect((await pdf.body()).subarray(0, 4).toString()).toBe('%PDF');

      // External: a new tab, without access to this page.
      const link = page.getByRole('link', { name: new RegExp(external.input.actionText) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await context.route(`${new URL(external.input.externalUrl!).origin}/**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>External</title>' }),
      );
      const externalTab = page.waitForEvent('popup');
      await link.click();
      const tab = await externalTab;
      await tab.waitForLoadState();
      expect(tab.url()).toBe(external.input.externalUrl);
      expect(await tab.evaluate(() => window.opener)).toBeNull();
      await tab.close();

      // Internal: the page itself, in this tab.
      await page.getByRole('link', { name: internal.input.actionText }).click();
      await expect(page).toHaveURL(/\/profile$/);
    });
  });
}

test.describe('Resource Management (admin)', () => {
  // The resources this test adds must not outlive it: a retry and the investor tests expect the demo list.
  test.afterEach(async () => {
    const { accessToken } = await signIn(demo.admin.email, demo.admin.password);
    const seedIds = new Set(seedResources.map((r) => r.id));
    const { body } = await api<{ items: { id: string }[] }>('/resources', { token: accessToken });
    for (const { id } of body.items.filter((r) => !seedIds.has(r.id))) {
      expect((await api(`/resources/${id}`, { token: accessToken, method: 'DELETE' })).status).toBe(204);
    }
  });

  test('adds, edits and deletes a resource with the spec toasts', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await signInThroughForm(page, demoAccounts.admin.email, demoPassword);
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto('/resource-management');
    const table = page.getByRole('table', { name: 'Resources' });
    await expect(table.getByRole('columnheader')).toHaveText(['Icon', 'Title', 'Type', 'Status', 'Order', 'Actions']);
    await expect(table.getByRole('row')).toHaveCount(seedResources.length + 1);
    await expectNoViolations(page);

    await page.getByRole('button', { name: 'Add Resource' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Resource' });
    await dialog.getByRole('button', { name: 'Create Resource' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await dialog.getByLabel('Title').fill('Section 24 Explained');
    await dialog.getByLabel('Description').fill('How mortgage interest relief works for individual landlords.');
    await dialog.getByLabel('Type').selectOption('external');
    await dialog.getByLabel('Icon').selectOption('HelpCircle');
    await dialog.getByLabel('Action Text').fill('Read the Guide');
    await dialog.getByLabel('External URL').fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Create Resource' }).click();
    await expect(dialog.getByText('Enter a full link starting with https://')).toBeVisible();
    await dialog.getByLabel('External URL').fill('https://www.gov.uk/guidance/changes-to-tax-relief-for-residential-landlords');
    await dialog.getByLabel('Display Order').fill('9');
    await expectNoViolations(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Create Resource' }).click();
    // Sonner may keep a second, hidden copy of a toast while it animates; one row below proves one resource.
    await expect(toast(page, 'Resource created successfully').first()).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = table.getByRole('row').filter({ hasText: 'Section 24 Explained' });
    await expect(row).toContainText('External Link');
    await expect(row).toContainText('9');

    await row.getByRole('button', { name: 'Edit Section 24 Explained' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Resource' });
    await expect(edit.getByLabel('Title')).toHaveValue('Section 24 Explained');
    await edit.getByLabel('Featured resource').check();
    await edit.getByLabel('Title').fill('Section 24, Explained');
    await edit.getByRole('button', { name: 'Update Resource' }).click();
    await expect(toast(page, 'Resource updated successfully')).toBeVisible();
    const edited = table.getByRole('row').filter({ hasText: 'Section 24, Explained' });
    await expect(edited).toContainText('Featured');

    await edited.getByRole('button', { name: 'Delete Section 24, Explained' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Resource' });
    await expect(confirm).toContainText('Are you sure you want to delete "Section 24, Explained"? This action cannot be undone.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Resource deleted successfully')).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: 'Section 24, Explained' })).toHaveCount(0);

    // A download: the PDF goes through the upload pipeline, then opens through a signed link.
    await page.getByRole('button', { name: 'Add Resource' }).click();
    const add = page.getByRole('dialog', { name: 'Add Resource' });
    await add.getByLabel('Title').fill('Portfolio Tax Pack');
    await add.getByLabel('Description').fill('Year-end tax checklist for landlords.');
    await add.getByLabel('Type').selectOption('download');
    await add.getByLabel('Action Text').fill('Download Pack');
    await add.getByLabel('PDF File').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a pdf') });
    await expect(add.getByText('Please choose a PDF file')).toBeVisible();
    const pdf = samplePdf('Portfolio Tax Pack', ['Year-end checklist']);
    await add.getByLabel('PDF File').setInputFiles({ name: 'Portfolio Tax Pack.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) });
    await expect(toast(page, 'File uploaded successfully')).toBeVisible({ timeout: 20_000 });
    await expect(add).toContainText('portfolio-tax-pack.pdf');
    await add.getByRole('button', { name: 'Create Resource' }).click();
    // The first resource's toast may still be in the stack; the newest copy is this one.
    await expect(toast(page, 'Resource created successfully').first()).toBeVisible();
    const downloadRow = table.getByRole('row').filter({ hasText: 'Portfolio Tax Pack' });
    await expect(downloadRow).toContainText('Download');

    await page.goto('/investor-resources');
    const signed = page.waitForResponse((res) => /\/resources\/[^/]+\/download$/.test(res.url()));
    const tab = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Download Pack' }).click();
    const { url } = (await (await signed).json()) as { url: string };
    await tab;
    const file = await page.request.get(url);
    expect((await file.body()).subarray(0, 4).toString()).toBe('%PDF');
  });
});
