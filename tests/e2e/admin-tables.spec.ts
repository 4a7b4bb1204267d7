import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { storeProperty } from '../../infra/local/builders/stored-property';
import { demoAccounts, demoPassword } from '../../infra/local/seed/accounts';
import { signInThroughForm } from './support/demo';

/**
 * The admin tables on a desktop screen: from 1024 px up every column of Property Management and User
 * Management is in view, none hidden behind the actions column and none reached by scrolling sideways.
 */

interface OutOfView {
  what: string;
  left: number;
  right: number;
}

/**
 * What of this table lies outside its visible box or under another element: each header cell, each row's
 * cells and the controls in them (switches, toggles, selects, buttons, links). Each row is scrolled into
 * view first, so the check at its centre sees what the admin sees. Also reports a table that scrolls sideways.
 */
async function outOfView(table: Locator): Promise<{ overflow: number; problems: OutOfView[] }> {
  return table.evaluate((wrapper) => {
    const problems: OutOfView[] = [];
    const box = wrapper.getBoundingClientRect();
    const describe = (element: Element) => {
      const name = element.getAttribute('aria-label') ?? element.getAttribute('title') ?? element.getAttribute('data-label') ?? '';
      return `${element.tagName.toLowerCase()} "${(name || element.textContent || '').trim().slice(0, 40)}"`;
    };
    const check = (element: Element) => {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) return;
      const inside = rect.left >= box.left - 0.5 && rect.right <= box.right + 0.5;
      const x = rect.left + Math.min(rect.width / 2, 8);
      const y = rect.top + rect.height / 2;
      const top = document.elementFromPoint(x, y);
      const uncovered = top !== null && (element === top || element.contains(top) || top.contains(element));
      if (!inside || !uncovered)
        problems.push({
          what: `${describe(element)}${inside ? ' (covered)' : ''}`,
          left: Math.round(rect.left - box.left),
          right: Math.round(rect.right - box.left),
        });
    };
    for (const th of wrapper.querySelectorAll('thead th')) check(th);
    for (const row of wrapper.querySelectorAll('tbody tr')) {
      row.scrollIntoView({ block: 'center' });
      for (const cell of row.querySelectorAll('td')) check(cell);
      for (const control of row.querySelectorAll('button, a, select, input, [role="switch"]')) check(control);
    }
    return { overflow: wrapper.scrollWidth - wrapper.clientWidth, problems };
  });
}

async function expectEveryColumnInView(table: Locator) {
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const { overflow, problems } = await outOfView(table);
  expect(problems, 'header cells, cells and controls outside the table box or covered').toEqual([]);
  expect(overflow, 'sideways scroll of the table (px)').toBeLessThanOrEqual(0);
}

async function signInAsAdmin(page: Page) {
  await page.goto('/');
  await signInThroughForm(page, demoAccounts.admin.email, demoPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * A title with a word longer than its column (a real Welsh place name), as listings added by admins can have:
 * the table must still fit, whatever other listings the stack holds.
 */
const longWordId = `e2e-admin-tables-${randomUUID()}`;
test.beforeAll(async () => {
  await storeProperty(longWordId, { isPublished: false, title: `Cottage in Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch ${Date.now()}` });
});
test.afterAll(async () => {
  const { deleteProperty } = await import('../../functions/src/catalogue/db/properties');
  await deleteProperty(longWordId);
});

for (const width of [1024, 1280, 1440]) {
  test.describe(`admin tables at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    test.slow();

    test('Property Management shows every column, each row whole', async ({ page }) => {
      await signInAsAdmin(page);
      await page.goto('/property-management');
      await expect(page.getByRole('heading', { level: 1, name: 'Property Management' })).toBeVisible();
      const table = page.locator('.data-table');
      await expect(table.getByRole('columnheader')).toHaveText([
        'Photo',
        'Property',
        'Price',
        'Type',
        'Status',
        'Published',
        'Featured',
        'Interest',
        'Created',
        'Actions',
      ]);
      await expectEveryColumnInView(table);
    });

    test('User Management shows every column, each row whole', async ({ page }) => {
      await signInAsAdmin(page);
      await page.goto('/users?tab=users');
      await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
      const table = page.getByRole('tabpanel').locator('.data-table');
      await expect(table.getByRole('columnheader')).toHaveText(['Name', 'Email', 'Phone', 'Role', 'Access', 'Welcome Email', 'Last Login', 'Actions']);
      await expectEveryColumnInView(table);

      await page.goto('/users?tab=registrations');
      await page.getByRole('button', { name: /^All Statuses \(\d+\)$/ }).click();
      const registrations = page.getByRole('tabpanel').locator('.data-table').first();
      if ((await registrations.count()) > 0) await expectEveryColumnInView(registrations);
    });
  });
}
