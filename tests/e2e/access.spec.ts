import { expect, test } from '@playwright/test';
import { readWebhooks } from '../../infra/local/webhook-sink';
import { createCognitoUser } from '../../infra/local/builders/cognito-user';
import { api, createTestUser, demo, eventually, setWebhookStatus, signIn, stack, testPassword, userPool } from '../support/stack';
import { portal, toast, uniqueEmail } from './support/access';
import { investor, signInThroughForm } from './support/demo';
import { adminScreens } from './support/screens';

const getRegistration = async (email: string) => (await import('../../functions/src/sales/db/interest-registrations')).getInterestRegistration(email);
const getProfile = async (id: string) => (await import('../../functions/src/members/db/profiles')).getProfile(id);
const webhookFor = async (email: string, status: number) =>
  (await readWebhooks(stack.webhooksDir)).find((w) => (w.body as { email?: string }).email === email && w.status === status);

const REGISTERED = 'Thanks for registering interest - we will be in touch soon to discuss!';

test.describe('register interest', () => {
  async function fillRegistration(page: import('@playwright/test').Page, email: string) {
    const card = portal(page);
    await card.getByLabel('Full name').fill('Priya Shah');
    await card.getByLabel('Email', { exact: true }).fill(email);
    await card.getByLabel('Phone').fill('07700 900456');
    await card.getByLabel('Message').fill('Looking for HMOs in Hull.');
    await card.getByRole('button', { name: 'Register Interest' }).click();
  }

  test('a visitor registers: field errors first, then stored, lead posted, form cleared and back on Sign In', async ({ page }) => {
    await page.goto('/');
    const card = portal(page);
    await expect(card.getByText('Account creation is now handled through interest registration.')).toBeVisible();
    await card.getByRole('tab', { name: 'Register Interest' }).click();
    await expect(card.getByRole('tab', { name: 'Register Interest' })).toHaveAttribute('aria-selected', 'true');

    // Everything is required, with a message per field.
    await card.getByRole('button', { name: 'Register Interest' }).click();
    for (const message of ['Full name is required', 'Email is required', 'Phone is required', 'Message is required']) {
      await expect(card.getByText(message)).toBeVisible();
    }
    await expect(card.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
    await card.getByLabel('Email', { exact: true }).fill('not-an-email');
    await card.getByRole('button', { name: 'Register Interest' }).click();
    await expect(card.getByText('Enter a valid email address')).toBeVisible();

    const email = uniqueEmail('e2e-lead');
    await fillRegistration(page, email);
    await expect(toast(page, REGISTERED)).toBeVisible();
    await expect(card.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    await expect(card.getByRole('button', { name: 'Sign In' })).toBeVisible();

    expect(await getRegistration(email)).toMatchObject({ email, fullName: 'Priya Shah', phone: '07700 900456', status: 'pending' });
    const lead = await eventually(() => webhookFor(email, 200), 'the lead webhook');
    expect(lead.body).toEqual({ full_name: 'Priya Shah', email, phone: '07700 900456', message: 'Looking for HMOs in Hull.' });

    // The form starts empty again.
    await card.getByRole('tab', { name: 'Register Interest' }).click();
    await expect(card.getByLabel('Full name')).toHaveValue('');
    await expect(card.getByLabel('Email', { exact: true })).toHaveValue('');
  });

  test("a duplicate email is told 'This email has already been registered.'", async ({ page }) => {
    const email = uniqueEmail('e2e-dup');
    expect((await api('/interest-registrations', { method: 'POST', body: { fullName: 'First', email, phone: '1', message: 'm' } })).status).toBe(201);

    await page.goto('/');
    await portal(page).getByRole('tab', { name: 'Register Interest' }).click();
    await fillRegistration(page, email.toUpperCase());
    await expect(portal(page).getByRole('alert')).toHaveText('This email has already been registered.');
    await expect(toast(page, REGISTERED)).toHaveCount(0);
    // The visitor's entries stay for them to correct.
    await expect(portal(page).getByLabel('Full name')).toHaveValue('Priya Shah');
    expect((await getRegistration(email))?.fullName).toBe('First');
  });

  test('with the lead webhook down the visitor still sees success and the registration is kept', async ({ page }) => {
    const email = uniqueEmail('e2e-down');
    // Down only for this visitor's deliveries: the specs running beside this one keep theirs.
    await setWebhookStatus(503, email);
    try {
      await page.goto('/');
      await portal(page).getByRole('tab', { name: 'Register Interest' }).click();
      await fillRegistration(page, email);
      await expect(toast(page, REGISTERED)).toBeVisible();
      await eventually(() => webhookFor(email, 503), 'a failed webhook attempt');
      expect(await getRegistration(email)).toMatchObject({ email, fullName: 'Priya Shah' });
    } finally {
      await setWebhookStatus(200, email);
    }
  });
});

test.describe('sign in', () => {
  test('an approved user is welcomed by name, lands on /dashboard and last_login_at is stamped', async ({ page }) => {
    const user = await createTestUser('investor', 'approved');
    const before = Date.now();
    await page.goto('/');
    await signInThroughForm(page, user.email, user.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toast(page, 'Welcome back, Test investor!')).toBeVisible();
    const lastLoginAt = (await getProfile(user.userId))?.lastLoginAt;
    expect(Date.parse(lastLoginAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
  });

  test("a wrong password shows the provider's message", async ({ page }) => {
    await page.goto('/');
    await signInThroughForm(page, investor.email, 'Not-The-Password-1');
    // Cognito says 'Incorrect username or password.'; cognito-local says 'Invalid password'.
    await expect(portal(page).getByRole('alert')).toHaveText(/^(Incorrect username or password\.|Invalid password)$/);
    await expect(page).toHaveURL(/\/$/);
  });

  test('a revoked user is told plainly and stays signed out', async ({ page }) => {
    const user = await createTestUser('investor', 'revoked');
    await page.goto('/');
    await signInThroughForm(page, user.email, user.password);
    await expect(portal(page).getByRole('alert')).toHaveText(/access to the portal has been revoked/);
    await expect(page.getByText(/Welcome back/)).toHaveCount(0);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
    await expect(portal(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  test('a user revoked by an admin (disabled in Cognito) is told plainly too', async ({ page }) => {
    const user = await createTestUser('investor', 'approved');
    const { idToken } = await signIn(demo.admin.email, demo.admin.password);
    expect((await api(`/profiles/${user.userId}/access`, { method: 'PUT', token: idToken, body: { accessStatus: 'revoked' } })).status).toBe(200);
    await page.goto('/');
    await signInThroughForm(page, user.email, user.password);
    await expect(portal(page).getByRole('alert')).toHaveText(/access to the portal has been revoked/);
  });

  test('a user without a profile gets the support message and is signed out', async ({ page }) => {
    const email = uniqueEmail('e2e-no-profile');
    await createCognitoUser(userPool, { email, password: testPassword });
    await page.goto('/');
    await signInThroughForm(page, email, testPassword);
    await expect(portal(page).getByRole('alert')).toHaveText('User profile not found. Please contact support.');
    await page.reload();
    await expect(portal(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
  });
});

test.describe('guards and routing', () => {
  test('a deep link opened while signed out returns there, query included, after sign-in', async ({ page }) => {
    await page.goto('/profile?tab=requirements');
    await expect(page).toHaveURL(/\/$/);
    await signInThroughForm(page, investor.email, investor.password);
    await expect(page).toHaveURL(/\/profile\?tab=requirements$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('an investor opening an admin screen lands on /dashboard with the permission toast', async ({ page }) => {
    await page.goto('/');
    await signInThroughForm(page, investor.email, investor.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/users');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toast(page, 'You do not have permission to access this page')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'User Management' })).toHaveCount(0);
  });

  test('every route of the route tables exists; an admin opens the admin screens', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await signInThroughForm(page, demo.admin.email, demo.admin.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const screens: [string, string][] = [
      ['/investor-resources', 'Investor Resources'],
      ['/sell-property', 'Sell Your Property'],
      ['/profile', 'Profile Settings'],
      ...adminScreens('some-id'),
      ['/deals/some-id', 'Deal'],
    ];
    for (const [path] of screens) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toHaveCount(0);
    }
    for (const path of ['/property/x', '/area-insights', '/area-insights/hull', '/public-property/x', '/public-property-full/x']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toHaveCount(0);
    }
  });

  test('public pages open without signing in; other paths show the not-found page', async ({ page }) => {
    await page.goto('/area-insights');
    await expect(page).toHaveURL(/\/area-insights$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto('/property');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.goto('/users/extra/segments');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
