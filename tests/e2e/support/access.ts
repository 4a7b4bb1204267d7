import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { readOutbox, type OutboxEmail } from '../../../infra/local/outbox';
import { eventually, stack } from '../../support/stack';

/** Helpers for the access and identity end-to-end tests (they read the local stack's state file). */

export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@test.example.com`;

/** The emails sent to this address so far, oldest first. */
export const emailsTo = async (to: string): Promise<OutboxEmail[]> => (await readOutbox(stack.outboxDir)).filter((m) => m.to === to);

/** Waits for the n-th email (1-based) to this address and returns it. */
export async function nthEmailTo(to: string, n = 1): Promise<OutboxEmail> {
  return eventually(async () => (await emailsTo(to))[n - 1], `email #${n} to ${to}`);
}

/** The emailed link as a path, query and fragment of the SPA under test (the email's origin is the stack's web origin). */
export function linkPath(email: OutboxEmail): string {
  expect(email.link, `a link in "${email.subject}"`).toBeTruthy();
  const url = new URL(email.link!);
  return url.pathname + url.search + url.hash;
}

/** The landing page's 'Investor Portal' card. */
export const portal = (page: Page) => page.getByRole('region', { name: 'Investor Portal' });

/** The sonner toast with this text. */
export const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** The password the activation and reset tests choose. */
export const NEW_PASSWORD = 'Brand-New-Password-9';

/** Opens an invitation's link, chooses NEW_PASSWORD and ends signed in on /dashboard. */
export async function activateThroughLink(page: Page, invitation: OutboxEmail) {
  await page.goto(linkPath(invitation));
  await expect(page.getByRole('heading', { name: 'Activate your account' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set Password and Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
