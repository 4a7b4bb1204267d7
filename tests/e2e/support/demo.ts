import { expect, type Page } from '@playwright/test';
import { demoAccounts, demoPassword } from '../../../infra/local/seed/accounts';
import { createTestUser, type TestUser } from '../../support/stack';

export const investor = { ...demoAccounts.investor, password: demoPassword };

/** Signs in through the landing page form, as a person would. */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  const portal = page.getByRole('region', { name: 'Investor Portal' });
  await expect(portal).toBeVisible();
  await portal.getByLabel('Email', { exact: true }).fill(email);
  await portal.getByLabel('Password', { exact: true }).fill(password);
  await portal.getByRole('button', { name: 'Sign In' }).click();
}

/** A new approved investor, signed in through the form and on /dashboard with the list shown. */
export async function signInFresh(page: Page): Promise<TestUser> {
  const user = await createTestUser('investor', 'approved');
  await page.goto('/');
  await signInThroughForm(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard/);
  // A fresh user's first sign-in also creates their session and loads the catalogue: allow for a busy machine.
  await expect(page.getByRole('list', { name: 'Properties' })).toBeVisible({ timeout: 20_000 });
  return user;
}
