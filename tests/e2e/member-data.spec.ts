import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { MemberDataExport } from '@shared/views/member-export';
import { REGISTRATION_RETENTION_MONTHS } from '@shared/rules/retention';
import { memberExportSections } from '../support/member-data';
import { toast } from './support/access';
import { signInFresh, signInThroughForm } from './support/demo';

/** Members' data rights in Chromium: the export downloads, an erased account can no longer sign in, the privacy notice is public. */
test('Download my data saves a JSON file with each section named', async ({ page }) => {
  const user = await signInFresh(page);
  await page.goto('/profile?tab=account');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^my-portal-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await file.path())!, 'utf8')) as MemberDataExport;
  expect(data.profile?.email).toBe(user.email);
  for (const section of memberExportSections) expect(data, section).toHaveProperty(section);
});

test('Delete my account asks for the password again; afterwards the account cannot sign in', async ({ page }) => {
  const user = await signInFresh(page);
  await page.goto('/profile?tab=account');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete my account?' });
  await dialog.getByLabel('Password').fill('Not-My-Password-1');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toContainText('password is not right');

  await dialog.getByLabel('Password').fill(user.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(toast(page, 'Your account and your data have been deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await signInThroughForm(page, user.email, user.password);
  await expect(page.getByRole('region', { name: 'Investor Portal' }).getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('the privacy notice is reachable signed out, from the landing page, and states the retention periods', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Privacy notice' }).first().click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
  for (const heading of ['What we collect', 'Who receives it', 'How long we keep it', 'Your rights'])
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await expect(page.getByText(`deleted ${REGISTRATION_RETENTION_MONTHS} months after its last change`)).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' })).toBeVisible();
});
