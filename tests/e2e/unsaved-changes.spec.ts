import { expect, test, type Page } from '@playwright/test';
import { seedAreaInsights } from '../../infra/local/seed/area-insights';
import { demo } from '../support/stack';
import { signInThroughForm } from './support/demo';

/** A form with unsaved changes asks before it closes or its page is left; 'Keep editing' keeps every value. */

const hull = seedAreaInsights.find((a) => a.input.urlSlug === 'hull')!;

async function signInAs(page: Page, account: { email: string; password: string }) {
  await page.goto('/');
  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('the area-insight editor asks before Escape, a click outside or Cancel throws its changes away', async ({ page }) => {
  await signInAs(page, demo.admin);
  await page.goto('/area-insights-management');
  const edit = page.getByRole('button', { name: `Edit ${hull.input.locationName}` });
  const editor = page.getByRole('dialog', { name: 'Edit Area Insight' });
  const discard = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
  const keepEditing = discard.getByRole('button', { name: 'Keep editing' });

  // Untouched, it closes at once.
  await edit.click();
  await expect(editor.getByLabel('Location Name')).toHaveValue(hull.input.locationName);
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();
  await expect(discard).toBeHidden();

  await edit.click();
  await editor.getByLabel('Location Name').fill('Hull, edited');
  await editor.getByLabel('Meta Keywords').fill('kept, as typed');
  await editor.getByLabel('Average Rent (£ pcm)').fill('1234');

  // Escape asks; 'Keep editing' (focused, so Enter never discards) returns to the form as it was.
  await page.keyboard.press('Escape');
  await expect(discard).toBeVisible();
  await expect(keepEditing).toBeFocused();
  await keepEditing.click();
  await expect(discard).toBeHidden();
  await expect(editor.getByLabel('Location Name')).toHaveValue('Hull, edited');
  await expect(editor.getByLabel('Meta Keywords')).toHaveValue('kept, as typed');
  await expect(editor.getByLabel('Average Rent (£ pcm)')).toHaveValue('1234');

  // Escape in the question answers the question only.
  await page.keyboard.press('Escape');
  await expect(discard).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(discard).toBeHidden();
  await expect(editor).toBeVisible();

  // A click outside the editor, and its Cancel, ask too.
  await page.mouse.click(4, 4);
  await expect(discard).toBeVisible();
  await keepEditing.click();
  await expect(editor.getByLabel('Location Name')).toHaveValue('Hull, edited');
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(discard).toBeVisible();

  // 'Discard changes' closes it, and nothing was saved.
  await discard.getByRole('button', { name: 'Discard changes' }).click();
  await expect(discard).toBeHidden();
  await expect(editor).toBeHidden();
  await edit.click();
  await expect(editor.getByLabel('Location Name')).toHaveValue(hull.input.locationName);
  await expect(editor.getByLabel('Meta Keywords')).not.toHaveValue('kept, as typed');
});

test('a profile form with unsaved changes asks before another tab or page opens, and before the browser tab closes', async ({ page }) => {
  await signInAs(page, demo.investor);
  await page.goto('/profile?tab=account');
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

  // Closing or reloading the browser tab: the browser's own prompt.
  const prompt = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const asked = await prompt;
  expect(asked.type()).toBe('beforeunload');
  await asked.dismiss();
  expect(page.isClosed()).toBe(false);
  await expect(name).toHaveValue('A name not saved yet');

  // Another page.
  await page.getByRole('link', { name: 'Properties' }).first().click();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
