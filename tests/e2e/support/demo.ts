import { expect, type Page } from '@playwright/test';
import { demoAccounts, demoPassword } from '../../../infra/local/seed/accounts';

export const investor = { ...demoAccounts.investor, password: demoPassword };

/** Signs in through the landing page form, as a person would. */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  const portal = page.getByRole('region', { name: 'Investor Portal' });
  await expect(portal).toBeVisible();
  await portal.getByLabel('Email', { exact: true }).fill(email);
  await portal.getByLabel('Password', { exact: true }).fill(password);
  await portal.getByRole('button', { name: 'Sign In' }).click();
}
