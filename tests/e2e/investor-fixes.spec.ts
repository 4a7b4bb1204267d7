import { expect, test, type Page } from '@playwright/test';
import { seedProperties } from '../../infra/local/seed/properties';
import { stack } from '../support/stack';
import { portal, uniqueEmail } from './support/access';
import { expectNoViolations } from './support/axe';
import { investor, signInThroughForm } from './support/demo';

/** The investor screens' fallbacks and form details: map and seller form links, the review block, sign-in errors, activation copy. */

async function signInAsInvestor(page: Page) {
  await page.goto('/');
  await signInThroughForm(page, investor.email, investor.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

const withMap = seedProperties.find((p) => p.id === 'prop-hull-terrace-01')!;

test.describe('property detail map', () => {
  test('when the embed cannot load, the address and an Open in Google Maps link remain', async ({ page }) => {
    await page.route('https://www.google.com/maps/embed**', (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Server Error</h1>' }));
    await signInAsInvestor(page);
    await page.goto(`/property/${withMap.id}`);

    const location = page.getByRole('region', { name: 'Location & Demand' });
    await expect(location.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\/embed\?/);
    await expect(location.getByText(withMap.input.address!)).toBeVisible();
    const link = location.getByRole('link', { name: /^Open in Google Maps/ });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(withMap.input.address!)}`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    await expectNoViolations(page, '.pd-map-link');
  });
});

test.describe('seller form', () => {
  for (const width of [375, 1280]) {
    test(`at ${width} px, when an error page loads in the frame, the link to open the form in a new tab is on screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.route(stack.config.sellerFormUrl, (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' }));
      await signInAsInvestor(page);
      await page.goto('/sell-property');
      await expect(page.getByText('Loading the form...')).toBeHidden();

      const link = page.getByRole('link', { name: 'Open it in a new tab' });
      await expect(link).toBeInViewport();
      await expect(link).toHaveAttribute('href', stack.config.sellerFormUrl);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    });
  }
});

test.describe('dashboard review block', () => {
  test('is not shown when no review widget is configured', async ({ page }) => {
    expect(stack.config.reviewWidgetUrl).toBeUndefined();
    await signInAsInvestor(page);
    await expect(page.getByRole('list', { name: 'Properties' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Share your experience' })).toHaveCount(0);
  });

  test('links to the review widget when one is configured', async ({ page }) => {
    const reviewWidgetUrl = 'https://reviews.example.com/widget';
    await page.route('**/config.json', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), reviewWidgetUrl } });
    });
    await signInAsInvestor(page);
    const block = page.getByRole('region', { name: 'Share your experience' });
    const link = block.getByRole('link', { name: /^Leave a review/ });
    await expect(link).toHaveAttribute('href', reviewWidgetUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
  });
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

test.describe('account activation confirmation', () => {
  test("says 'Check your email' once, as its heading", async ({ page }) => {
    await page.goto('/activate-account');
    await page.getByLabel('Email').fill(uniqueEmail('e2e-activation-copy'));
    await page.getByRole('button', { name: 'Let Me In' }).click();
    const notice = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Check your email' }) });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('The link expires in 1 hour.');
    expect((await notice.textContent())!.match(/check your email/gi)).toHaveLength(1);
  });
});
