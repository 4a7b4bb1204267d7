import { expect, test, type Response } from '@playwright/test';
import type { PropertyCard } from '@shared/domain/property';
import { firmRegistrationLines } from '@shared/contract/firm';
import { formatPrice } from '@shared/rules/money';
import { CARDS_PER_PAGE } from '@shared/rules/property-filters';
import { LOCAL_FIRM } from '../../infra/local/seed/firm';
import { draftPropertyIds, listedSeedProperties, withdrawnPropertyId } from '../../infra/local/seed/properties';
import { stack } from '../support/stack';
import { portal } from './support/access';
import { investor, signInThroughForm } from './support/demo';

const isPropertyList = (response: Response) => response.request().method() === 'GET' && new URL(response.url()).pathname.endsWith('/properties');

test('the demo investor signs in, sees the published properties and signs out', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Exclusive property investment opportunities')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/password-reset');

  const listResponse = page.waitForResponse(isPropertyList);
  await signInThroughForm(page, investor.email, investor.password);

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Welcome back, ${investor.fullName}!`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Exclusive Properties' })).toBeVisible();

  // What the API answered for this investor: the seeded listings, and no draft or Withdrawn one.
  const response = await listResponse;
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: PropertyCard[] };
  const apiIds = items.map((item) => item.id);
  expect(apiIds).toEqual(expect.arrayContaining(listedSeedProperties.map((p) => p.id)));
  for (const hidden of [...draftPropertyIds, withdrawnPropertyId]) expect(apiIds).not.toContain(hidden);

  // The screen shows that list, in that order, with GBP prices (the status filter defaults to Available): its first
  // page, as the other specs publish listings of their own meanwhile.
  const available = items.filter((item) => item.status === 'Available').slice(0, CARDS_PER_PAGE);
  const list = page.getByRole('list', { name: 'Properties' });
  await expect(list.getByRole('listitem')).toHaveCount(available.length);
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(available.map((item) => item.title));
  const first = list.getByRole('article').first();
  await expect(first).toContainText(formatPrice(available[0]!.price));
  await expect(first).toContainText(available[0]!.status);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('You have been logged out')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Investor Portal' })).toBeVisible();

  // Signed out for real: the dashboard is guarded again.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test("the landing and sign-in page carries the firm's registrations in its footer, as the other public pages do", async ({ page }) => {
  // A company's website shows its registered name, number and office (the Company, Limited Liability Partnership and
  // Business (Names and Trading Disclosures) Regulations 2015): this is the first page every visitor sees.
  await page.goto('/');
  const registrations = page.getByRole('contentinfo').getByTestId('firm-registrations');
  await expect(registrations).toBeVisible();
  for (const line of firmRegistrationLines(LOCAL_FIRM)) await expect(registrations).toContainText(line);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' })).toBeVisible();
});

test('a wrong password shows an error and stays on the landing page', async ({ page }) => {
  await page.goto('/');
  await signInThroughForm(page, investor.email, 'Not-The-Password-1');

  const alert = page.getByRole('region', { name: 'Investor Portal' }).getByRole('alert');
  await expect(alert).toBeVisible();
  await expect(alert).not.toBeEmpty();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(/Welcome back/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
});

test('a signed-out visitor of a guarded page returns to it after signing in', async ({ page }) => {
  await page.goto('/dashboard?from=e2e');
  await expect(page).toHaveURL(/\/$/);

  await signInThroughForm(page, investor.email, investor.password);
  await expect(page).toHaveURL(/\/dashboard\?from=e2e$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Exclusive Properties' })).toBeVisible();

  // A signed-in user opening / is sent on to the dashboard.
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('sign-in errors', () => {
  test('a server error goes when the user resubmits, so it never sits beside a new validation message', async ({ page }) => {
    await page.goto('/');
    await signInThroughForm(page, investor.email, 'Not-The-Password-1');
    const alert = portal(page).getByRole('alert');
    await expect(alert).toBeVisible();
    const serverError = (await alert.textContent())!;

    await portal(page).getByLabel('Email', { exact: true }).clear();
    await portal(page).getByRole('button', { name: 'Sign In' }).click();
    await expect(portal(page).getByText('Enter your email address')).toBeVisible();
    await expect(portal(page).getByText(serverError)).toHaveCount(0);
  });

  test('a server error goes as soon as the user edits the form', async ({ page }) => {
    const cognito = new URL(stack.config.cognitoEndpoint!).origin;
    await page.route(
      (url) => url.origin === cognito,
      (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/x-amz-json-1.1',
          body: JSON.stringify({ __type: 'InternalErrorException', message: 'Service unavailable' }),
        }),
    );
    await page.goto('/');
    await signInThroughForm(page, investor.email, investor.password);
    const alert = portal(page).getByRole('alert');
    await expect(alert).toBeVisible();

    await portal(page).getByLabel('Password', { exact: true }).press('End');
    await portal(page).getByLabel('Password', { exact: true }).pressSequentially('x');
    await expect(alert).toHaveCount(0);
  });
});
