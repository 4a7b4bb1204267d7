import { expect, test, type Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import type { Property } from '@shared/domain/property';
import { demoAccounts, demoPassword } from '../../infra/local/seed/accounts';
import { NOTIFY_DRAFT, NOTIFY_WITHDRAWN } from '@shared/rules/property-alert';
import { storeProperty } from '../../infra/local/builders/stored-property';
import { readWebhooks } from '../../infra/local/webhook-sink';
import { eventually, stack } from '../support/stack';
import { toast } from './support/access';
import { expectNoViolations } from './support/axe';
import { signInThroughForm } from './support/demo';

/** The /property-management screen (spec admin-and-content 'Property Management'), with 'Duplicate listing'. */

/** A listing of the test's own (a seed listing's fields, no files), unpublished, with a title nothing else has. */
async function freshProperty(label: string, over: Partial<Property> = {}): Promise<Property> {
  return storeProperty(`e2e-pm-${label}-${Date.now()}`, { title: `Zeta ${label} ${Date.now()} Road`, isPublished: false, status: 'Available', ...over });
}
const stored = async (id: string) => (await import('../../functions/src/catalogue/db/properties')).getProperty(id);

async function openManagement(page: Page) {
  await page.goto('/');
  await signInThroughForm(page, demoAccounts.admin.email, demoPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/property-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Property Management' })).toBeVisible();
  await expect(page.locator('tbody tr').first()).toBeVisible();
}
const search = (page: Page, text: string) => page.getByLabel('Search properties').fill(text);

interface ManagementRow {
  id: string;
  status: string;
  isPublished: boolean;
  title: string;
  postcode: string | null;
  address: string | null;
  headline: string | null;
}

/**
 * The rows the screen reads, as the server answers them: every page of its latest read, in order. The checks compare
 * the screen with what it was given, so listings other specs add or remove meanwhile change both alike.
 * `beforeFetch` may change a page's URL or hold it back.
 */
async function rowsTheScreenReads(page: Page, beforeFetch: (url: URL) => Promise<void> = async () => undefined): Promise<ManagementRow[]> {
  const rows: ManagementRow[] = [];
  await page.route(
    (url) => url.pathname.endsWith('/property-management/rows'),
    async (route) => {
      const url = new URL(route.request().url());
      await beforeFetch(url);
      const response = await route.fetch({ url: url.toString() });
      const body = (await response.json()) as { items: ManagementRow[] };
      if (!url.searchParams.has('page')) rows.length = 0;
      rows.push(...body.items);
      await route.fulfill({ response, json: body });
    },
  );
  return rows;
}
const rowOf = (page: Page, title: string) => page.getByRole('row').filter({ hasText: title });

for (const width of [1280, 375]) {
  test.describe(`property management at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    // Each test signs in and goes through several round trips to the local stack (two shared CPU cores).
    test.slow();

    test('summary, search, status tabs and the table, accessible', async ({ page }) => {
      const rows = await rowsTheScreenReads(page);
      await openManagement(page);

      const summary = page.getByRole('list', { name: 'Summary' });
      await expect(summary).toHaveAttribute('aria-busy', 'false');
      await expect(summary.getByRole('listitem').filter({ hasText: 'Total Properties' })).toContainText(String(rows.length));
      await expect(summary.getByRole('listitem').filter({ hasText: 'Drafts' })).toContainText(String(rows.filter((r) => !r.isPublished).length));
      await expect(summary.getByRole('listitem').filter({ hasText: 'Sold' })).toContainText(String(rows.filter((r) => r.status === 'Sold').length));
      await expect(page.getByRole('link', { name: 'Add Property' })).toHaveAttribute('href', '/add-property');

      // Search: a postcode, case-insensitive.
      const target = rows.find((r) => r.postcode)!;
      await search(page, target.postcode!.toLowerCase());
      await expect(rowOf(page, target.title)).toBeVisible();
      const matching = rows.filter((r) => [r.title, r.address, r.postcode, r.headline].some((f) => f?.toLowerCase().includes(target.postcode!.toLowerCase())));
      await expect(page.locator('tbody tr')).toHaveCount(Math.min(matching.length, 50));
      await search(page, 'no listing is called this');
      await expect(page.getByText('No properties found')).toBeVisible();
      await search(page, '');

      // Status tabs (a select under 768 px), kept in the URL.
      if (width >= 768) await page.getByRole('tab', { name: 'Withdrawn' }).click();
      else await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('Withdrawn');
      await expect(page).toHaveURL(/status=Withdrawn/);
      const withdrawn = rows.filter((r) => r.status === 'Withdrawn');
      await expect(page.locator('tbody tr')).toHaveCount(withdrawn.length);
      for (const select of await page.getByRole('combobox', { name: /^Status of / }).all()) await expect(select).toHaveValue('Withdrawn');

      await expectNoViolations(page);
    });

    test('inline publish, status and featured: optimistic, with the spec toasts, and a stale row re-read', async ({ page }) => {
      const property = await freshProperty(`inline${width}`);
      await openManagement(page);
      await search(page, property.title);
      const row = rowOf(page, property.title);

      await row.getByRole('switch', { name: `Published: ${property.title}` }).click();
      await expect(toast(page, 'Property published successfully!')).toBeVisible();
      await expect(row.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
      await expect.poll(async () => (await stored(property.id))?.isPublished).toBe(true);

      await row.getByRole('combobox', { name: `Status of ${property.title}` }).selectOption('Under Contract');
      await expect(toast(page, 'Property updated successfully!').first()).toBeVisible();
      await expect.poll(async () => (await stored(property.id))?.status).toBe('Under Contract');

      await row.getByRole('button', { name: `Featured: ${property.title}` }).click();
      await expect(row.getByRole('button', { name: `Featured: ${property.title}` })).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(async () => (await stored(property.id))?.featured).toBe(true);

      await row.getByRole('switch', { name: `Published: ${property.title}` }).click();
      await expect(toast(page, 'Property unpublished successfully!')).toBeVisible();
      await expect.poll(async () => (await stored(property.id))?.isPublished).toBe(false);

      // Someone else saves meanwhile: the change is refused (409), rolled back, and the row re-read.
      const { updateProperty } = await import('../../functions/src/catalogue/db/properties');
      const current = (await stored(property.id))!;
      await updateProperty(property.id, { status: 'Sold' }, current.version);
      await row.getByRole('button', { name: `Featured: ${property.title}` }).click();
      await expect(toast(page, 'Failed to update property')).toBeVisible();
      await expect(row.getByRole('combobox', { name: `Status of ${property.title}` })).toHaveValue('Sold');
      await expect(row.getByRole('button', { name: `Featured: ${property.title}` })).toHaveAttribute('aria-pressed', 'true');
      expect((await stored(property.id))!.featured).toBe(true);
    });

    test('notify each audience: payloads recorded by the sink, signed; alert text and copy; send log and repeat warning', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const property = await freshProperty(`notify${width}`, { isPublished: true });
      await openManagement(page);
      await search(page, property.title);
      await rowOf(page, property.title)
        .getByRole('button', { name: `Notify about ${property.title}` })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Send Property Notification' });
      await expect(dialog).toBeVisible();

      const alert = dialog.getByRole('textbox', { name: 'Property alert' });
      await expect(alert).toHaveValue(new RegExp(`/public-property/${property.id}$`));
      await expect(alert).toHaveValue(/Tenancy: Long-term tenant in place/);
      await alert.fill('Edited alert text');
      await dialog.getByRole('button', { name: 'Copy' }).click();
      await expect(toast(page, 'Property alert copied to clipboard!')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Edited alert text');

      const since = Date.now() - 1000;
      const delivered = (path: string) =>
        eventually(
          async () =>
            (await readWebhooks(stack.webhooksDir)).find(
              (w) => w.path === path && Date.parse(w.at) >= since && (w.body as { property: { id: string } }).property.id === property.id,
            ),
          path,
        );
      const verify = async (path: string, action: string, email?: string) => {
        const hook = await delivered(path);
        expect(new Webhook(stack.env.WEBHOOK_SECRET!).verify(hook.raw, hook.headers)).toMatchObject({
          action,
          property: { id: property.id },
          ...(email ? { email } : {}),
        });
      };

      await dialog.getByRole('button', { name: 'Send to all approved investors' }).click();
      await expect(toast(page, 'Property details sent to all approved investors via webhook')).toBeVisible();
      await verify('/property-alerts/all-users', 'send_to_all_users');

      await dialog.getByRole('button', { name: 'Send to non-portal members' }).click();
      await expect(toast(page, 'Property details sent to all non-portal members via webhook')).toBeVisible();
      await verify('/property-alerts/non-portal-members', 'send_to_non_portal_members');

      const email = dialog.getByLabel('Send to a specific email');
      await email.fill('   ');
      await dialog.getByRole('button', { name: 'Send email' }).click();
      await expect(toast(page, 'Please enter an email address')).toBeVisible();
      await email.fill(' buyer@example.com ');
      await dialog.getByRole('button', { name: 'Send email' }).click();
      await expect(toast(page, 'Email sent to webhook successfully')).toBeVisible();
      await expect(email).toHaveValue('');
      await verify('/property-alerts/specific-email', 'send_to_specific_email', 'buyer@example.com');

      const log = dialog.getByRole('region', { name: 'Send log' }).getByRole('listitem');
      await expect(log).toHaveCount(3);
      await expect(log.first()).toContainText('buyer@example.com');

      // The same alert to the same audience again: warned first; Cancel sends nothing.
      await dialog.getByRole('button', { name: 'Send to all approved investors' }).click();
      await expect(dialog.getByRole('alert')).toContainText('This alert was already sent to all approved investors');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(log).toHaveCount(3);
      await dialog.getByRole('button', { name: 'Send to all approved investors' }).click();
      await dialog.getByRole('button', { name: 'Send again' }).click();
      await expect(log).toHaveCount(4);

      await expectNoViolations(page, '.dialog');
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    });

    test('Notify is unavailable, with the reason read out, for a draft and a Withdrawn listing; publishing makes it available', async ({ page }) => {
      const draft = await freshProperty(`draft${width}`);
      const withdrawn = await freshProperty(`withdrawn${width}`, { isPublished: true, status: 'Withdrawn' });
      await openManagement(page);
      const notify = (title: string) => rowOf(page, title).getByRole('button', { name: `Notify about ${title}` });

      for (const [property, reason] of [
        [draft, NOTIFY_DRAFT],
        [withdrawn, NOTIFY_WITHDRAWN],
      ] as const) {
        await search(page, property.title);
        await expect(notify(property.title)).toBeDisabled();
        await expect(notify(property.title)).toHaveAccessibleDescription(reason);
        await expect(notify(property.title)).toHaveAttribute('title', reason);
        // Still reachable by keyboard, so the reason can be heard; pressing it opens nothing.
        await notify(property.title).focus();
        await expect(notify(property.title)).toBeFocused();
        await page.keyboard.press('Enter');
        await notify(property.title).click({ force: true });
        await expect(page.getByRole('dialog', { name: 'Send Property Notification' })).toHaveCount(0);
      }

      await search(page, draft.title);
      await rowOf(page, draft.title)
        .getByRole('switch', { name: `Published: ${draft.title}` })
        .click();
      await expect(toast(page, 'Property published successfully!')).toBeVisible();
      await expect(notify(draft.title)).toBeEnabled();
      // Available again: described by its own tooltip, no longer by the reason.
      await expect(notify(draft.title)).toHaveAccessibleDescription(`Notify about ${draft.title}`);
      await notify(draft.title).click();
      await expect(page.getByRole('dialog', { name: 'Send Property Notification' })).toBeVisible();
    });

    test('duplicate, then delete with the browser confirmation', async ({ page }) => {
      const property = await freshProperty(`copy${width}`, { isPublished: true });
      await openManagement(page);
      await search(page, property.title);
      await rowOf(page, property.title)
        .getByRole('button', { name: `Duplicate ${property.title}` })
        .click();
      await expect(toast(page, `Draft copy created: Copy of ${property.title}`)).toBeVisible();
      const copyRow = rowOf(page, `Copy of ${property.title}`);
      await expect(copyRow).toBeVisible();
      await expect(copyRow.getByRole('switch')).toHaveAttribute('aria-checked', 'false');

      // Dismissed: nothing happens.
      const messages: string[] = [];
      page.once('dialog', (d) => {
        messages.push(d.message());
        void d.dismiss();
      });
      const original = page.getByRole('row').filter({ hasText: property.title }).filter({ hasNotText: 'Copy of' });
      await original.getByRole('button', { name: `Delete ${property.title}` }).click();
      expect(messages).toEqual([`Are you sure you want to delete "${property.title}"? This action cannot be undone.`]);
      await expect(original).toBeVisible();
      expect(await stored(property.id)).toBeDefined();

      page.once('dialog', (d) => void d.accept());
      await original.getByRole('button', { name: `Delete ${property.title}` }).click();
      await expect(toast(page, 'Property deleted successfully')).toBeVisible();
      await expect(original).toHaveCount(0);
      await expect(copyRow).toBeVisible();
      expect(await stored(property.id)).toBeUndefined();
    });
  });
}

test.describe('property management while its later pages are still coming', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test.slow();

  test('shows the first rows at once, counts nothing until every row is in, and keeps a change made meanwhile', async ({ page }) => {
    const property = await freshProperty('paging');

    // The first page is cut to 3 rows; the pages after it wait until released.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const all = await rowsTheScreenReads(page, async (url) => {
      if (url.searchParams.has('page')) await released;
      else url.searchParams.set('limit', '3');
    });
    await openManagement(page);
    await expect(page.locator('tbody tr')).toHaveCount(3);
    // Newest first: the listing just made is on the first page, and the rows are that page's, in its order.
    expect(all.map((row) => row.id)).toContain(property.id);
    for (const [index, row] of all.entries()) await expect(page.locator('tbody tr').nth(index)).toContainText(row.title);
    await expect(page.getByText('Loading all properties… 3 loaded so far;')).toBeVisible();
    const summary = page.getByRole('list', { name: 'Summary' });
    await expect(summary).toHaveAttribute('aria-busy', 'true');
    await expect(summary.getByRole('listitem').filter({ hasText: 'Total Properties' })).toContainText('Counting');

    // A search that matches none of the rows so far does not say there is none.
    await search(page, 'no listing is called this');
    await expect(page.getByText('No match yet')).toBeVisible();
    await expect(page.getByText('No properties found')).toHaveCount(0);
    await search(page, '');

    const featured = rowOf(page, property.title).getByRole('button', { name: `Featured: ${property.title}` });
    await featured.click();
    await expect(toast(page, 'Property updated successfully!')).toBeVisible();
    await expect.poll(async () => (await stored(property.id))?.featured).toBe(true);

    release();
    await expect(summary).toHaveAttribute('aria-busy', 'false');
    await expect(summary.getByRole('listitem').filter({ hasText: 'Total Properties' })).toContainText(String(all.length));
    await expect(page.getByText(/Loading all properties/)).toHaveCount(0);
    await expect(page.locator('tbody tr')).toHaveCount(Math.min(all.length, 50));
    await expect(featured).toHaveAttribute('aria-pressed', 'true');
    for (const [index, row] of all.slice(0, 5).entries()) await expect(page.locator('tbody tr').nth(index)).toContainText(row.title);
    await search(page, 'no listing is called this');
    await expect(page.getByText('No properties found')).toBeVisible();
  });
});
