import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { listedSeedProperties } from '../../infra/local/seed/properties';
import { signIn, stack } from '../support/stack';
import { toast } from './support/access';
import { signInFresh } from './support/demo';

/**
 * Favourites, detail requests, Profile Settings and Sell Your Property. Each test signs in as a fresh
 * investor, so what it saves never leaks into other tests (or into the demo investor).
 */
const hull = listedSeedProperties.find((p) => p.id === 'prop-hull-terrace-01')!;
const beverley = listedSeedProperties.find((p) => p.id === 'prop-beverley-semi-03')!;

const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
/** The heart in the card's action row (the other one sits on the image). */
const heart = (page: Page, title: string) => card(page, title).locator('.property-card__actions .property-card__heart');

test.describe('favourites and detail requests', () => {
  test('toggles are optimistic, survive a reload and appear on /profile', async ({ page }) => {
    await signInFresh(page);
    const title = hull.input.title;

    await heart(page, title).click();
    await expect(heart(page, title)).toHaveAttribute('aria-pressed', 'true');
    await expect(toast(page, 'Added to favorites')).toBeVisible();
    // Both hearts follow the same state.
    await expect(card(page, title).getByRole('button', { name: 'Remove from favorites' })).toHaveCount(2);

    await card(page, title).getByRole('button', { name: 'Request Details' }).click();
    await expect(card(page, title).getByRole('button', { name: 'Details Requested' })).toHaveAttribute('aria-pressed', 'true');
    await expect(toast(page, 'Property details requested successfully')).toBeVisible();

    await page.reload();
    await expect(heart(page, title)).toHaveAttribute('aria-pressed', 'true');
    await expect(card(page, title).getByRole('button', { name: 'Details Requested' })).toBeVisible();
    await expect(heart(page, beverley.input.title)).toHaveAttribute('aria-pressed', 'false');

    // Profile: favourites is the default tab; requested properties carry the date and 'Pending'.
    await page.goto('/profile');
    await expect(page.getByRole('tab', { name: 'My Favourites' })).toHaveAttribute('aria-selected', 'true');
    const favourites = page.getByRole('list', { name: 'Favourite properties' });
    await expect(favourites.getByRole('heading', { level: 2 })).toHaveText([title]);

    await page.getByRole('tab', { name: 'Requested Properties' }).click();
    await expect(page).toHaveURL(/\/profile\?tab=requested$/);
    const requested = page.getByRole('list', { name: 'Requested properties' });
    await expect(requested.getByRole('heading', { level: 2 })).toHaveText([title]);
    await expect(requested).toContainText('Pending');

    // Taking the request back from the profile, then the favourite.
    await card(page, title).getByRole('button', { name: 'Details Requested' }).click();
    await expect(toast(page, 'Property request removed')).toBeVisible();
    await expect(page.getByText('No requested properties yet')).toBeVisible();
    await page.getByRole('tab', { name: 'My Favourites' }).click();
    await heart(page, title).click();
    await expect(toast(page, 'Removed from favorites')).toBeVisible();
    await expect(page.getByText('No favorite properties yet')).toBeVisible();

    await page.reload();
    await expect(page.getByText('No favorite properties yet')).toBeVisible();
    await page.goto('/profile?tab=requested');
    await expect(page.getByText('No requested properties yet')).toBeVisible();
  });

  test('quick repeated clicks end with the screen and the server agreeing', async ({ page }) => {
    const user = await signInFresh(page);
    const title = beverley.input.title;
    const favouriteIds = async () => {
      const res = await fetch(`${stack.config.apiUrl}/me/favourites`, { headers: { authorization: `Bearer ${user.token}` } });
      return ((await res.json()) as { items: { propertyId: string }[] }).items.map((i) => i.propertyId);
    };

    // The page sends one call per click, one after another: the server is compared once every call has been answered
    // (a reload before then would drop the calls still queued).
    const answered: string[] = [];
    page.on('response', (response) => {
      const method = response.request().method();
      if (response.ok() && (method === 'PUT' || method === 'DELETE') && new URL(response.url()).pathname.includes('/me/favourites/')) answered.push(method);
    });

    // Three clicks as fast as the browser sends them: on, off, on.
    await heart(page, title).click({ clickCount: 1 });
    await heart(page, title).click({ clickCount: 1, delay: 0 });
    await heart(page, title).click({ clickCount: 1, delay: 0 });
    await expect(heart(page, title)).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => answered).toEqual(['PUT', 'DELETE', 'PUT']);
    expect(await favouriteIds()).toEqual([beverley.id]);

    // Two more: off, on, off... ending off.
    await heart(page, title).dblclick();
    await expect(heart(page, title)).toHaveAttribute('aria-pressed', 'true');
    await heart(page, title).click();
    await expect(heart(page, title)).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => answered.slice(3)).toEqual(['DELETE', 'PUT', 'DELETE']);
    expect(await favouriteIds()).toEqual([]);
    await page.reload();
    await expect(heart(page, title)).toHaveAttribute('aria-pressed', 'false');
  });

  test('a failed call rolls the toggle back with the error toast', async ({ page }) => {
    await signInFresh(page);
    await page.route('**/me/favourites/**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }));
    await page.route('**/me/property-requests/**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }));
    const title = hull.input.title;

    await heart(page, title).click();
    await expect(toast(page, 'Failed to update favorites')).toBeVisible();
    await expect(heart(page, title)).toHaveAttribute('aria-pressed', 'false');

    await card(page, title).getByRole('button', { name: 'Request Details' }).click();
    await expect(toast(page, 'Failed to update property request')).toBeVisible();
    await expect(card(page, title).getByRole('button', { name: 'Request Details' })).toHaveAttribute('aria-pressed', 'false');
  });
});

test('a session that ended while the page was open gets the log-in prompt and the toggles roll back', async ({ page }) => {
  await signInFresh(page);
  const title = hull.input.title;
  await expect(heart(page, title)).toBeVisible();
  // Amplify keeps the tokens in localStorage: without them the API answers 401, as for an expired session.
  await page.evaluate(() => localStorage.clear());

  await heart(page, title).click();
  await expect(toast(page, 'Authentication Required').filter({ hasText: 'Please log in to save favorites' })).toBeVisible();
  await expect(heart(page, title)).toHaveAttribute('aria-pressed', 'false');

  await card(page, title).getByRole('button', { name: 'Request Details' }).click();
  await expect(toast(page, 'Authentication Required').filter({ hasText: 'Please log in to request property details' })).toBeVisible();
  await expect(card(page, title).getByRole('button', { name: 'Request Details' })).toHaveAttribute('aria-pressed', 'false');
});

test.describe('profile settings', () => {
  test('account info: validation, update enabled only after a change, edits survive a reload', async ({ page }) => {
    const user = await signInFresh(page);
    await page.goto('/profile?tab=account');
    await expect(page.getByRole('tab', { name: 'Account Info' })).toHaveAttribute('aria-selected', 'true');

    const name = page.getByLabel('Full Name');
    const phone = page.getByLabel('Phone');
    const update = page.getByRole('button', { name: 'Update Profile' });
    await expect(page.getByLabel('Email')).toHaveValue(user.email);
    await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Role')).toHaveValue('Investor');
    await expect(update).toBeDisabled();

    await name.fill('   ');
    await expect(update).toBeEnabled();
    await update.click();
    await expect(page.getByText('Full name cannot be empty')).toBeVisible();

    await name.fill('  Petra Okafor ');
    await phone.fill('07700 900777');
    await update.click();
    await expect(toast(page, 'Profile updated successfully!')).toBeVisible();
    await expect(update).toBeDisabled();

    await page.reload();
    await expect(name).toHaveValue('Petra Okafor');
    await expect(phone).toHaveValue('07700 900777');

    // An empty phone is saved as null.
    await phone.fill('');
    await update.click();
    await expect(toast(page, 'Profile updated successfully!')).toHaveCount(1);
    await page.reload();
    await expect(phone).toHaveValue('');
    const me = await fetch(`${stack.config.apiUrl}/me`, { headers: { authorization: `Bearer ${user.token}` } });
    expect(((await me.json()) as { profile: { phone: unknown; fullName: string } }).profile).toMatchObject({ phone: null, fullName: 'Petra Okafor' });
  });

  test('account info: the deal reminders switch, on by default, is saved at once and by keyboard, and survives a reload', async ({ page }) => {
    const user = await signInFresh(page);
    await page.goto('/profile?tab=account');
    const emails = page.getByRole('switch', { name: 'Remind me daily of what is due or late on my deals' });
    await expect(emails).toHaveAttribute('aria-checked', 'true');
    await emails.click();
    await expect(toast(page, 'Deal reminders turned off.')).toBeVisible();
    await page.reload();
    await expect(emails).toHaveAttribute('aria-checked', 'false');
    const me = await fetch(`${stack.config.apiUrl}/me`, { headers: { authorization: `Bearer ${user.token}` } });
    expect(((await me.json()) as { profile: { dealChasers: boolean } }).profile.dealChasers).toBe(false);

    await emails.focus();
    await page.keyboard.press('Space');
    await expect(toast(page, 'Deal reminders turned on.')).toBeVisible();
    await expect(emails).toHaveAttribute('aria-checked', 'true');
  });

  test('password change: the spec messages, then the new password works', async ({ page }) => {
    const user = await signInFresh(page);
    await page.goto('/profile?tab=account');
    const submit = page.getByRole('button', { name: 'Update Password' });

    await page.getByLabel('Current Password').fill(user.password);
    await page.getByLabel('New Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm New Password').fill('short');
    await submit.click();
    await expect(page.getByText('New password must be at least 8 characters long')).toBeVisible();

    await page.getByLabel('New Password', { exact: true }).fill('Brand-New-Pass-2026');
    await page.getByLabel('Confirm New Password').fill('Brand-New-Pass-2027');
    await submit.click();
    await expect(page.getByText('New passwords do not match')).toBeVisible();

    await page.getByLabel('Confirm New Password').fill('Brand-New-Pass-2026');
    await submit.click();
    await expect(toast(page, 'Password updated successfully!')).toBeVisible();
    await expect(page.getByLabel('Current Password')).toHaveValue('');
    await expect(signIn(user.email, 'Brand-New-Pass-2026')).resolves.toMatchObject({ accessToken: expect.any(String) });
  });

  test('property requirements: options, number of properties only for yes, edits survive a reload', async ({ page }) => {
    await signInFresh(page);
    await page.goto('/profile?tab=requirements');
    const update = page.getByRole('button', { name: 'Update Requirements' });
    const count = page.getByLabel('Number of Properties');

    await expect(page.getByLabel('Purchase Structure').locator('option')).toHaveText(['Select...', 'Limited Company', 'Personal / Sole Name']);
    await expect(page.getByLabel('Timeframe to Buy').locator('option')).toHaveText(['Select...', 'Now', '0-3 Months', '3-6 Months', '6+ Months']);
    await expect(count).toHaveCount(0);

    await page.getByLabel('Cash to Invest').fill('£60,000');
    await page.getByLabel('Budget').fill('£180,000');
    await page.getByLabel('Exit Strategy').selectOption('buy_to_let');
    await page.getByLabel('Purchase Structure').selectOption('limited-company');
    await page.getByLabel('Property Type Interest').selectOption('house');
    await page.getByLabel('Timeframe to Buy').selectOption('0-3-months');
    await page.getByLabel('Properties to Sell').selectOption('yes');
    await expect(count).toBeVisible();
    await count.fill('0');
    await update.click();
    await expect(page.getByText('Enter a whole number of at least 1')).toBeVisible();
    await count.fill('2');
    await update.click();
    await expect(toast(page, 'Property requirements updated successfully!')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Cash to Invest')).toHaveValue('£60,000');
    await expect(page.getByLabel('Budget')).toHaveValue('£180,000');
    await expect(page.getByLabel('Exit Strategy')).toHaveValue('buy_to_let');
    await expect(page.getByLabel('Purchase Structure')).toHaveValue('limited-company');
    await expect(page.getByLabel('Property Type Interest')).toHaveValue('house');
    await expect(page.getByLabel('Timeframe to Buy')).toHaveValue('0-3-months');
    await expect(page.getByLabel('Properties to Sell')).toHaveValue('yes');
    await expect(count).toHaveValue('2');

    // 'No' hides the number and saves it as null; an emptied answer is saved as null.
    await page.getByLabel('Properties to Sell').selectOption('no');
    await expect(count).toHaveCount(0);
    await page.getByLabel('Budget').fill('');
    await update.click();
    await expect(toast(page, 'Property requirements updated successfully!')).toHaveCount(1);
    await page.reload();
    await expect(page.getByLabel('Properties to Sell')).toHaveValue('no');
    await expect(page.getByLabel('Budget')).toHaveValue('');
    await page.getByLabel('Properties to Sell').selectOption('yes');
    await expect(count).toHaveValue('');
  });

  test('at 375 px the tabs become a dropdown that keeps the tab in the URL', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInFresh(page);
    await page.goto('/profile');
    const picker = page.getByLabel('Profile section', { exact: true });
    await expect(picker).toBeVisible();
    await expect(page.getByRole('tablist')).toBeHidden();
    await expect(picker).toHaveValue('favourites');
    await expect(picker.locator('option')).toHaveText([
      'My Favourites',
      'Account Info',
      'Property Requirements',
      'Requested Properties',
      'My analyses',
      'Saved searches',
      'Buyer checks',
    ]);

    await picker.selectOption({ label: 'Property Requirements' });
    await expect(page).toHaveURL(/\/profile\?tab=requirements$/);
    await expect(page.getByRole('heading', { name: 'Property Requirements' })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Profile section', { exact: true })).toHaveValue('requirements');

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('tablist', { name: 'Profile sections' })).toBeVisible();
    await expect(page.getByLabel('Profile section', { exact: true })).toBeHidden();
    await expect(page.getByRole('tab', { name: 'Property Requirements' })).toHaveAttribute('aria-selected', 'true');
  });
});

test('every profile tab has no WCAG A/AA violations', async ({ page }) => {
  await signInFresh(page);
  const title = hull.input.title;
  await heart(page, title).click();
  await expect(toast(page, 'Added to favorites')).toBeVisible();
  for (const tab of ['favourites', 'account', 'requirements', 'requested']) {
    await page.goto(`/profile?tab=${tab}`);
    await expect(page.getByRole('tabpanel')).not.toBeEmpty();
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(violations.map(({ id, nodes }) => ({ tab, id, targets: nodes.map((n) => n.target.join(' ')) }))).toEqual([]);
  }
});

test.describe('sell your property', () => {
  test('embeds the seller form at least 1718 px high; signed-out visitors go to /', async ({ page }) => {
    await signInFresh(page);
    await page.goto('/sell-property');
    await expect(page.getByRole('heading', { level: 1, name: 'Sell Your Property' })).toBeVisible();
    const frame = page.locator('iframe[title="Sell your property form"]');
    await expect(frame).toHaveAttribute('src', stack.config.sellerFormUrl);
    await expect(frame).toHaveCSS('min-height', '1718px');
    expect((await frame.boundingBox())?.height).toBeGreaterThanOrEqual(1718);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/sell-property');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('seller form', () => {
  for (const width of [375, 1280]) {
    test(`at ${width} px, when an error page loads in the frame, the link to open the form in a new tab is on screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.route(stack.config.sellerFormUrl, (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' }));
      await signInFresh(page);
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
