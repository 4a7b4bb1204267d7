import { expect, test, type Page } from '@playwright/test';
import { accessDenials } from '@shared/contract/error-codes';
import { api, createTestUser, demo, signIn, type TestUser } from '../support/stack';
import { portal, toast } from './support/access';
import { signInThroughForm } from './support/demo';

/**
 * A session the API stops accepting ends once, everywhere: the next call signs the user out, drops every
 * cached answer and shows the reason on /, instead of a 'Failed to load ...' toast per screen. Each test
 * revokes a fresh investor, never the shared demo one.
 */
const cardList = (page: Page) => page.getByRole('list', { name: 'Properties' });

async function openDashboard(page: Page): Promise<TestUser> {
  const user = await createTestUser('investor', 'approved');
  await page.goto('/');
  await signInThroughForm(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(cardList(page)).toBeVisible();
  return user;
}

async function revoke(user: TestUser) {
  const { idToken } = await signIn(demo.admin.email, demo.admin.password);
  expect((await api(`/profiles/${user.userId}/access`, { method: 'PUT', token: idToken, body: { accessStatus: 'revoked' } })).status).toBe(200);
}

/** Signed out for good: the landing page's form, and a signed-in page sends back to /. */
async function expectSignedOutWith(page: Page, message: string) {
  await expect(page).toHaveURL(/\/$/);
  await expect(portal(page).getByRole('alert')).toHaveText(message);
  await expect(portal(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(toast(page, /Failed|not found/i)).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect(portal(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
}

test('an investor revoked while the dashboard is open is signed out by the next call, with the reason on /', async ({ page }) => {
  const user = await openDashboard(page);
  await revoke(user);

  await cardList(page).getByRole('link', { name: 'View Details' }).first().click();
  await expectSignedOutWith(page, accessDenials.ACCESS_REVOKED);
});

test('a write refused the same way (a favourite) signs out too, without the failure toast', async ({ page }) => {
  const user = await openDashboard(page);
  await revoke(user);

  await cardList(page).getByRole('button', { name: 'Add to favorites' }).first().click();
  await expectSignedOutWith(page, accessDenials.ACCESS_REVOKED);
  await expect(toast(page, 'Failed to update favorites')).toHaveCount(0);
});

test("a token the API no longer accepts (401, as API Gateway's authorizer answers) ends the session the same way", async ({ page }) => {
  await openDashboard(page);
  await page.route('**/properties/*', (route) => route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"Unauthorized"}' }));

  await cardList(page).getByRole('link', { name: 'View Details' }).first().click();
  await expectSignedOutWith(page, 'Your session has ended. Please sign in again.');
});
