import { expect, test, type Page } from '@playwright/test';
import { seedAreaInsights } from '../../infra/local/seed/area-insights';
import { demo } from '../support/stack';
import { signInThroughForm } from './support/demo';

/** A form with unsaved changes asks before it closes or its page is left; 'Keep editing' keeps every value. */

const hull = seedAreaInsights.find((a) => a.input.urlSlug === 'hull')!;

/** Opens `path` signed in: the guard sends the visitor to the sign-in form, which brings them back. */
async function openSignedIn(page: Page, path: string, account: { email: string; password: string }) {
  await page.goto(path);
  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
}

test.describe('the area-insight editor', () => {
  const editor = (page: Page) => page.getByRole('dialog', { name: 'Edit Area Insight' });
  const discard = (page: Page) => page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });

  /** Opens Hull's editor and changes two of its fields. */
  async function editHull(page: Page) {
    await page.getByRole('button', { name: `Edit ${hull.input.locationName}` }).click();
    await editor(page).getByLabel('Location Name').fill('Hull, edited');
    await editor(page).getByLabel('Meta Keywords').fill('kept, as typed');
  }

  test.beforeEach(async ({ page }) => {
    await openSignedIn(page, '/area-insights-management', demo.admin);
  });

  test('Escape asks first; Keep editing returns to the form as it was', async ({ page }) => {
    // Untouched, it closes at once.
    await page.getByRole('button', { name: `Edit ${hull.input.locationName}` }).click();
    await expect(editor(page).getByLabel('Location Name')).toHaveValue(hull.input.locationName);
    await page.keyboard.press('Escape');
    await expect(editor(page)).toBeHidden();
    await expect(discard(page)).toBeHidden();

    await editHull(page);
    await page.keyboard.press('Escape');
    await expect(discard(page)).toBeVisible();
    // Focused, so Enter never discards by accident.
    await expect(discard(page).getByRole('button', { name: 'Keep editing' })).toBeFocused();
    await discard(page).getByRole('button', { name: 'Keep editing' }).click();
    await expect(discard(page)).toBeHidden();
    await expect(editor(page).getByLabel('Location Name')).toHaveValue('Hull, edited');
    await expect(editor(page).getByLabel('Meta Keywords')).toHaveValue('kept, as typed');

    // Escape in the question answers the question only.
    await page.keyboard.press('Escape');
    await expect(discard(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(discard(page)).toBeHidden();
    await expect(editor(page).getByLabel('Location Name')).toHaveValue('Hull, edited');
  });

  test('a click outside and Cancel ask too; Discard changes closes it without saving', async ({ page }) => {
    await editHull(page);
    await page.mouse.click(4, 4);
    await expect(discard(page)).toBeVisible();
    await discard(page).getByRole('button', { name: 'Keep editing' }).click();
    await expect(editor(page).getByLabel('Location Name')).toHaveValue('Hull, edited');

    await editor(page).getByRole('button', { name: 'Cancel' }).click();
    await discard(page).getByRole('button', { name: 'Discard changes' }).click();
    await expect(discard(page)).toBeHidden();
    await expect(editor(page)).toBeHidden();
    await page.getByRole('button', { name: `Edit ${hull.input.locationName}` }).click();
    await expect(editor(page).getByLabel('Location Name')).toHaveValue(hull.input.locationName);
  });
});

test('a profile form with unsaved changes asks before another tab or page opens, and before the browser tab closes', async ({ page }) => {
  await openSignedIn(page, '/profile?tab=account', demo.investor);
  const name = page.getByLabel('Full Name');
  await expect(name).not.toHaveValue('');
  await name.fill('A name not saved yet');
  const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });

  // Another tab of the page.
  await page.getByRole('tab', { name: 'Property Requirements' }).click();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/profile\?tab=account$/);
  await expect(name).toHaveValue('A name not saved yet');

  // Another page.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Properties' }).click();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/profile\?tab=account$/);
  await expect(name).toHaveValue('A name not saved yet');

  // Closing (or reloading) the browser tab: the browser's own prompt.
  const prompt = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const asked = await prompt;
  expect(asked.type()).toBe('beforeunload');
  await asked.accept();
});
