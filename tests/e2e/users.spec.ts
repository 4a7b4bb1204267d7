import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { accessDenials } from '@shared/contract/error-codes';
import type { AccessStatus, Role } from '@shared/domain/profile';
import { readWebhooks } from '../../infra/local/webhook-sink';
import { api, createTestAccount, demo, eventually, setWebhookStatus, signIn, stack, testPassword } from '../support/stack';
import { expectNoViolations } from './support/axe';
import { activateThroughLink, emailsTo, linkPath, nthEmailTo, portal, toast, uniqueEmail } from './support/access';
import { signInThroughForm } from './support/demo';

/**
 * User Management (spec admin-and-content 'User Management'): the funnel from a registration of interest to a signed-in investor, the
 * access changes, the lists, their search and badges, the details dialog and the welcome webhook.
 */

const PASSWORD = testPassword;

interface Member {
  email: string;
  fullName: string;
  phone: string;
  userId: string;
}

/** A member with a unique name and phone, signed up directly in the user pool and the table. */
async function createMember(label: string, accessStatus: AccessStatus, role: Role = 'investor'): Promise<Member> {
  const tag = randomUUID().slice(0, 8);
  const email = `${label}-${tag}@test.example.com`;
  const fullName = `${label[0]!.toUpperCase()}${label.slice(1)} ${tag}`;
  const phone = `07700 ${String(parseInt(tag.slice(0, 6), 16) % 1_000_000).padStart(6, '0')}`;
  const { userId } = await createTestAccount(role, accessStatus, { email, fullName, phone });
  return { email, fullName, phone, userId };
}

const adminToken = async () => (await signIn(demo.admin.email, demo.admin.password)).idToken;
const getProfile = async (id: string) => (await import('../../functions/src/members/db/profiles')).getProfile(id);
const getRegistration = async (email: string) => (await import('../../functions/src/sales/db/interest-registrations')).getInterestRegistration(email);

async function signInAsAdmin(page: Page, path = '/users') {
  await page.goto('/');
  await signInThroughForm(page, demo.admin.email, demo.admin.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
}

const tabPanel = (page: Page) => page.getByRole('tabpanel');
const rowOf = (scope: Page | Locator, text: string) => scope.getByRole('row').filter({ hasText: text });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

async function openTab(page: Page, name: 'New Applications' | 'Active Users' | 'Access Revoked') {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/** Active Users or Access Revoked, searched down to this email. */
async function findMember(page: Page, tab: 'Active Users' | 'Access Revoked', email: string): Promise<Locator> {
  await openTab(page, tab);
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  // The row whose email is exactly this one (a search for admin@example.com also finds bootstrap.admin@example.com).
  const exactly = new RegExp(`^${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i');
  const row = tabPanel(page)
    .getByRole('row')
    .filter({ has: page.getByText(exactly) });
  await expect(row).toHaveCount(1);
  return row;
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('the funnel: a registration on / becomes an account, the invitation sets a password, the registration shows account_created', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000); // two browsers, an invitation email, a password change
  // An earlier registration of the test's own, so 'newest first' is checked on its own rows.
  const earlier = uniqueEmail('e2e-funnel-earlier');
  const { createInterestRegistration } = await import('../../functions/src/sales/db/interest-registrations');
  await createInterestRegistration({ fullName: 'Funnel Earlier', email: earlier, phone: '1', message: 'Registered first' });
  // A visitor registers interest on the landing page.
  const email = uniqueEmail('e2e-funnel');
  const fullName = `Funnel ${randomUUID().slice(0, 6)}`;
  await page.goto('/');
  const card = portal(page);
  await card.getByRole('tab', { name: 'Register Interest' }).click();
  await card.getByLabel('Full name').fill(fullName);
  await card.getByLabel('Email', { exact: true }).fill(email);
  await card.getByLabel('Phone').fill('07700 900777');
  await card.getByLabel('Message').fill('Interested in buy-to-let in Hull.');
  await card.getByRole('button', { name: 'Register Interest' }).click();
  await expect(toast(page, 'Thanks for registering interest - we will be in touch soon to discuss!')).toBeVisible();

  // The admin finds it under Needs Action (the default tab and filter), newest first.
  await signInAsAdmin(page, '/interest-management');
  await expect(page.getByRole('tab', { name: 'New Applications' })).toHaveAttribute('aria-selected', 'true');
  const needsAction = page.getByRole('button', { name: /^Needs Action \(\d+\)$/ });
  await expect(needsAction).toHaveAttribute('aria-pressed', 'true');
  const row = rowOf(tabPanel(page), email);
  await expect(row).toContainText('Pending');
  await expect(rowOf(tabPanel(page), earlier)).toContainText('Pending');
  const rowTexts = await tabPanel(page).getByRole('row').allTextContents();
  expect(rowTexts.findIndex((text) => text.includes(email))).toBeLessThan(rowTexts.findIndex((text) => text.includes(earlier)));

  // Its details: the message and where it came from.
  await row.getByRole('button', { name: 'View Details' }).click();
  const details = dialog(page, 'Registration Details');
  await expect(details.getByText('Interested in buy-to-let in Hull.')).toBeVisible();
  await expect(details.getByText('General enquiry')).toBeVisible();
  await details.getByRole('button', { name: 'Create Account' }).click();

  // Create User opens filled from the registration.
  const create = dialog(page, 'Create User Account');
  await expect(create.getByLabel('Full Name')).toHaveValue(fullName);
  await expect(create.getByLabel('Email')).toHaveValue(email);
  await expect(create.getByLabel('Phone Number (optional)')).toHaveValue('07700 900777');
  await expect(create.getByLabel('Role')).toHaveValue('investor');
  await create.getByRole('button', { name: 'Create Account' }).click();
  await expect(create.getByText('Account Created Successfully!')).toBeVisible();
  await expect(toast(page, 'User account created and approved successfully')).toBeVisible();
  await create.locator('.dialog__actions').getByRole('button', { name: 'Close' }).click();

  // The registration left Needs Action and reads account_created.
  await expect(rowOf(tabPanel(page), email)).toHaveCount(0);
  await page.getByRole('button', { name: /^All Statuses \(\d+\)$/ }).click();
  await expect(rowOf(tabPanel(page), email)).toContainText('Account Created');
  expect((await getRegistration(email))?.status).toBe('account_created');

  // The invitation is in the outbox; the new investor sets a password and reaches /dashboard.
  const invitation = await nthEmailTo(email, 1);
  const investor = await newPage(browser);
  await activateThroughLink(investor, invitation);
  await investor.context().close();

  // The admin sees the member as an approved investor who has set a password.
  await page.getByRole('button', { name: 'Refresh' }).click();
  const member = await findMember(page, 'Active Users', email);
  await expect(member).toContainText(fullName);
  await expect(member).toContainText('Approved');
  await expect(member).toContainText('Investor');
  await expect(member).toContainText('Password set');
});

test("each access change, with its toast: approve, revoke, restore, reject; the acting admin's own row offers none", async ({ page }) => {
  const pending = await createMember('pendingapprove', 'pending');
  const another = await createMember('pendingreject', 'pending');
  await signInAsAdmin(page);

  // Pending accounts wait under New Applications.
  const waiting = page.getByRole('table', { name: 'Accounts awaiting approval' });
  await rowOf(waiting, pending.email).getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, 'User approved successfully')).toBeVisible();
  await expect(rowOf(waiting, pending.email)).toHaveCount(0);
  expect(await getProfile(pending.userId)).toMatchObject({ accessStatus: 'approved', isApproved: true });

  // Revoke asks first.
  let row = await findMember(page, 'Active Users', pending.email);
  await expect(row).toContainText('Approved');
  await row.getByRole('button', { name: 'Revoke' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke access?' });
  await confirm.getByRole('button', { name: 'Revoke Access' }).click();
  await expect(toast(page, 'User access revoked')).toBeVisible();
  await expect(rowOf(tabPanel(page), pending.email)).toHaveCount(0);
  row = await findMember(page, 'Access Revoked', pending.email);
  await expect(row).toContainText('Revoked');
  expect(await getProfile(pending.userId)).toMatchObject({ accessStatus: 'revoked', isApproved: false });

  await row.getByRole('button', { name: 'Restore Access' }).click();
  // The approval's toast may still be in the stack; Sonner puts the newest first.
  await expect(toast(page, 'User approved successfully').first()).toBeVisible();
  await expect(rowOf(tabPanel(page), pending.email)).toHaveCount(0);
  await expect(await findMember(page, 'Active Users', pending.email)).toContainText('Approved');
  expect((await getProfile(pending.userId))?.accessStatus).toBe('approved');

  await openTab(page, 'New Applications');
  await rowOf(waiting, another.email).getByRole('button', { name: 'Reject' }).click();
  await page.getByRole('alertdialog', { name: 'Reject this user?' }).getByRole('button', { name: 'Reject User' }).click();
  await expect(toast(page, 'User access rejected')).toBeVisible();
  await expect(await findMember(page, 'Access Revoked', another.email)).toContainText('Rejected');
  expect(await getProfile(another.userId)).toMatchObject({ accessStatus: 'rejected', isApproved: false });

  // The acting admin's own row offers no access change (the API refuses one with a 403), nor does their details dialog.
  row = await findMember(page, 'Active Users', demo.admin.email);
  await expect(row.getByRole('button', { name: 'View Details' })).toBeVisible();
  await expect(row.getByRole('button', { name: /^(Approve|Reject|Revoke|Restore Access)$/ })).toHaveCount(0);
  await row.getByRole('button', { name: 'View Details' }).click();
  const own = dialog(page, 'User Details');
  await expect(own.getByText(demo.admin.email).first()).toBeVisible();
  await expect(own.getByRole('button', { name: /^(Approve|Reject|Revoke|Restore Access)$/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(own).toHaveCount(0);
  // Another admin's row still offers Revoke.
  const peer = await createMember('peer', 'approved', 'admin');
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect((await findMember(page, 'Active Users', peer.email)).getByRole('button', { name: 'Revoke' })).toBeVisible();
});

test('an investor with an open dashboard is revoked from the screen and locked out on the next call; restored, signs in again', async ({ page, browser }) => {
  test.setTimeout(60_000); // two browsers, two sign-ins
  const member = await createMember('lockout', 'approved');
  const investor = await newPage(browser);
  await investor.goto('/');
  await signInThroughForm(investor, member.email, PASSWORD);
  await expect(investor).toHaveURL(/\/dashboard$/);
  const cards = investor.getByRole('list', { name: 'Properties' });
  await expect(cards).toBeVisible();

  await signInAsAdmin(page);
  const row = await findMember(page, 'Active Users', member.email);
  await row.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('alertdialog', { name: 'Revoke access?' }).getByRole('button', { name: 'Revoke Access' }).click();
  await expect(toast(page, 'User access revoked')).toBeVisible();

  await cards.getByRole('link', { name: 'View Details' }).first().click();
  await expect(investor).toHaveURL(/\/$/);
  await expect(portal(investor).getByRole('alert')).toHaveText(accessDenials.ACCESS_REVOKED);

  const revoked = await findMember(page, 'Access Revoked', member.email);
  await revoked.getByRole('button', { name: 'Restore Access' }).click();
  await expect(toast(page, 'User approved successfully')).toBeVisible();
  await signInThroughForm(investor, member.email, PASSWORD);
  // Back where the refused call was going (the stored post-login target).
  await expect(investor).toHaveURL(/\/property\/[^/]+$/);
  await expect(investor.getByRole('heading', { level: 1 })).toBeVisible();
  await investor.context().close();
});

test('search on name, email or phone (any case); badges for access, role, welcome email, invitation and last login', async ({ page }) => {
  const a = await createMember('searchalpha', 'approved');
  const b = await createMember('searchbeta', 'approved', 'admin');
  const c = await createMember('searchgamma', 'revoked');
  await signInAsAdmin(page, '/users?tab=users');
  const search = page.getByRole('searchbox', { name: 'Search users' });
  const panel = tabPanel(page);

  await search.fill(a.fullName.toUpperCase());
  await expect(rowOf(panel, a.email)).toHaveCount(1);
  await expect(rowOf(panel, b.email)).toHaveCount(0);
  await search.fill(b.email.toUpperCase());
  await expect(rowOf(panel, b.email)).toHaveCount(1);
  await expect(rowOf(panel, a.email)).toHaveCount(0);
  await search.fill(a.phone);
  await expect(rowOf(panel, a.email)).toHaveCount(1);
  // A revoked member is never in Active Users, whatever the search.
  await search.fill(c.email);
  await expect(panel.getByText('No users match your search')).toBeVisible();

  // Badges: the row's cells.
  await search.fill(b.email);
  const cells = rowOf(panel, b.email).getByRole('cell');
  await expect(cells.nth(3)).toHaveText('Admin');
  await expect(cells.nth(4)).toHaveText(/^Approved/);
  await expect(cells.nth(5)).toHaveText('Not Sent');
  await expect(cells.nth(6)).toHaveText('Never');
  await search.fill(a.email);
  await expect(rowOf(panel, a.email).getByRole('cell').nth(3)).toHaveText('Investor');

  const revoked = await findMember(page, 'Access Revoked', c.email.toUpperCase());
  await expect(revoked.getByRole('cell').nth(4)).toHaveText(/^Revoked/);

  // 'Invalid date' for a last login the API cannot parse.
  await page.route('**/profiles', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch();
    const body = (await response.json()) as { items: { email: string; lastLoginAt: string | null }[] };
    for (const item of body.items) if (item.email === a.email) item.lastLoginAt = 'not-a-date';
    await route.fulfill({ response, json: body });
  });
  await page.getByRole('button', { name: 'Refresh' }).click();
  const row = await findMember(page, 'Active Users', a.email);
  await expect(row.getByRole('cell').nth(6)).toHaveText('Invalid date');
});

test('sections by the query tab: invalid means New Applications; a select under 768 px', async ({ page }) => {
  await signInAsAdmin(page, '/users?tab=nonsense');
  await expect(page.getByRole('tab', { name: 'New Applications' })).toHaveAttribute('aria-selected', 'true');
  await page.goto('/users?tab=revoked');
  await expect(page.getByRole('tab', { name: 'Access Revoked' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Active Users' }).click();
  await expect(page).toHaveURL(/\/users\?tab=users$/);

  await page.setViewportSize({ width: 375, height: 800 });
  const select = page.getByRole('combobox', { name: 'Section', exact: true });
  await expect(select).toBeVisible();
  await expect(page.getByRole('tablist')).toBeHidden();
  await expect(select).toHaveValue('users');
  await select.selectOption({ label: 'Access Revoked' });
  await expect(page).toHaveURL(/\/users\?tab=revoked$/);
  await select.selectOption({ label: 'New Applications' });
  await expect(page).toHaveURL(/\/users$/);
  // Nothing spills sideways at 375 px except inside the tables' own scroll areas.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('Create User Account: required fields, USER_EXISTS, and the welcome email posted field by field', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('button', { name: 'Create User' }).click();
  const create = dialog(page, 'Create User Account');
  const submit = create.getByRole('button', { name: 'Create Account' });
  await expect(create.getByRole('note')).toContainText('activation link');
  await expect(create.getByLabel('Role')).toHaveValue('investor');
  await expect(create.getByLabel('Role').locator('option')).toHaveText(['Investor', 'Admin']);
  await expect(submit).toBeDisabled();
  await create.getByLabel('Full Name').fill('Only A Name');
  await expect(submit).toBeDisabled();

  // An existing email.
  await create.getByLabel('Email').fill(demo.investor.email);
  await submit.click();
  await expect(toast(page, 'User already exists with this email address')).toBeVisible();

  // Longer than Cognito's 128-character username: the server's message, shown in the dialog.
  await create.getByLabel('Email').fill(`${'a'.repeat(60)}@${'b'.repeat(60)}.example.com`);
  await submit.click();
  await expect(create.getByRole('alert')).toHaveText(/128 characters/);
  await expect(toast(page, /128 characters/)).toBeVisible();

  // A new one, with a phone: the welcome email goes to the lead webhook.
  const email = uniqueEmail('e2e-welcome');
  await create.getByLabel('Full Name').fill('Wendy Welcome');
  await create.getByLabel('Email').fill(email);
  await create.getByLabel('Phone Number (optional)').fill('07700 900888');
  await submit.click();
  await expect(create.getByText('Account Created Successfully!')).toBeVisible();

  // The webhook down for this member's deliveries (only theirs: other specs run beside this one): nothing changes.
  await setWebhookStatus(503, email);
  await create.getByRole('button', { name: 'Send Welcome Email' }).click();
  await expect(toast(page, 'Failed to send welcome email')).toBeVisible();
  const user = await eventually(async () => {
    const { items } = (await api('/profiles', { token: await adminToken() })).body as { items: { id: string; email: string; welcomeEmailSent: boolean }[] };
    return items.find((i) => i.email === email);
  }, 'the new profile');
  expect((await getProfile(user.id))?.welcomeEmailSent).toBe(false);

  await setWebhookStatus(200, email);
  await create.getByRole('button', { name: 'Send Welcome Email' }).click();
  await expect(toast(page, 'Welcome email sent successfully')).toBeVisible();
  const posted = await eventually(
    async () => (await readWebhooks(stack.webhooksDir)).find((w) => (w.body as { email?: string }).email === email && w.status === 200),
    'the welcome webhook',
  );
  const origin = new URL(page.url()).origin;
  expect(posted.body).toEqual({ name: 'Wendy Welcome', email, phone: '07700 900888', message: '', activation_url: `${origin}/activate-account` });
  const stored = await getProfile(user.id);
  expect(stored?.welcomeEmailSent).toBe(true);
  expect(Date.parse(stored?.welcomeEmailSentAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
  await create.locator('.dialog__actions').getByRole('button', { name: 'Close' }).click();
  await expect((await findMember(page, 'Active Users', email)).getByRole('cell').nth(5)).toHaveText('Sent');
});

test('Resend invitation: a member who has not set a password gets a second invitation', async ({ page }) => {
  const email = uniqueEmail('e2e-resend');
  const token = await adminToken();
  expect((await api('/users', { method: 'POST', token, body: { email, fullName: 'Rhea Resend', role: 'investor' } })).status).toBe(201);
  await nthEmailTo(email, 1);

  await signInAsAdmin(page);
  const row = await findMember(page, 'Active Users', email);
  await expect(row).toContainText('Invitation pending');
  await row.getByRole('button', { name: 'Resend invitation' }).click();
  const second = await nthEmailTo(email, 2);
  expect(linkPath(second)).toMatch(/^\/password-reset-confirmation\?flow=invite&/);
  expect(await emailsTo(email)).toHaveLength(2);
});

test('details dialog: every field, the admin edit with the admin options, a stale save (409) keeps the input, the history', async ({ page }) => {
  const member = await createMember('details', 'approved');
  await signInAsAdmin(page);
  const row = await findMember(page, 'Active Users', member.email);
  await row.getByRole('button', { name: 'View Details' }).click();
  const details = dialog(page, 'User Details');
  for (const label of ['Full Name', 'Email', 'Role', 'Access Status', 'Approved', 'Welcome Email', 'Last Login', 'Last Updated']) {
    await expect(details.getByText(label, { exact: true }).first()).toBeVisible();
  }
  await expect(details.getByText(member.fullName)).toBeVisible();
  await expect(details.getByLabel('Phone')).toHaveValue(member.phone);
  await expect(details.getByLabel('Timeframe to Buy').locator('option')).toHaveText([
    'Not set',
    '3 Months',
    '6 Months',
    '12 Months',
    '18 Months',
    '24+ Months',
  ]);
  await expect(details.getByLabel('Exit Strategy').locator('option')).toHaveText([
    'Not set',
    'Buy to Let',
    'Flip',
    'Hold Long Term',
    'Commercial',
    'Development',
  ]);

  await details.getByLabel('Phone').fill('07700 900999');
  await details.getByLabel('Cash to Invest').fill('£80,000');
  await details.getByLabel('Timeframe to Buy').selectOption({ label: '24+ Months' });
  await details.getByLabel('Purchase Structure').selectOption({ label: 'Bridging Loan' });
  await details.getByLabel('Number of Properties').fill('3');
  await details.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'User profile updated successfully')).toBeVisible();
  const saved = await getProfile(member.userId);
  expect(saved).toMatchObject({
    phone: '07700 900999',
    cashToInvest: '£80,000',
    timeframeToBuy: '24_months',
    purchaseStructure: 'bridging_loan',
    numberOfProperties: 3,
  });
  // The history shows the change.
  await expect(details.getByRole('region', { name: 'History' })).toContainText('07700 900999');

  // Another admin saves in between: this dialog's save is refused with the server's message, the input kept.
  const other = await api(`/profiles/${member.userId}`, {
    method: 'PATCH',
    token: await adminToken(),
    body: { ...pickEdit(saved!), expectedVersion: saved!.version, budget: '£200,000' },
  });
  expect(other.status).toBe(200);
  await details.getByLabel('Budget').fill('£150,000');
  await details.getByRole('button', { name: 'Save Changes' }).click();
  await expect(details.getByRole('alert')).toHaveText('This profile was changed by someone else. Reload it and try again.');
  await expect(toast(page, 'Failed to update user profile')).toBeVisible();
  await expect(details.getByLabel('Budget')).toHaveValue('£150,000');
  expect((await getProfile(member.userId))?.budget).toBe('£200,000');

  await details.getByRole('button', { name: 'Reload' }).click();
  await expect(details.getByLabel('Budget')).toHaveValue('£200,000');
  await details.getByLabel('Budget').fill('£150,000');
  await details.getByRole('button', { name: 'Save Changes' }).click();
  // The first save's toast may still be showing on a slow machine: the stored value decides.
  await expect(toast(page, 'User profile updated successfully').first()).toBeVisible();
  await expect.poll(async () => (await getProfile(member.userId))?.budget).toBe('£150,000');
});

const pickEdit = (p: NonNullable<Awaited<ReturnType<typeof getProfile>>>) => ({
  phone: p.phone,
  cashToInvest: p.cashToInvest,
  exitStrategy: p.exitStrategy,
  purchaseStructure: p.purchaseStructure,
  propertyTypeInterest: p.propertyTypeInterest,
  budget: p.budget,
  timeframeToBuy: p.timeframeToBuy,
  propertiesToSell: p.propertiesToSell,
  numberOfProperties: p.numberOfProperties,
});

test('a registration from a property page links to it; Approve, then any status, with the toasts', async ({ page }) => {
  const email = uniqueEmail('e2e-status');
  const { createInterestRegistration } = await import('../../functions/src/sales/db/interest-registrations');
  await createInterestRegistration({
    fullName: 'Stan Status',
    email,
    phone: '1',
    message: 'About the Manchester block',
    propertyId: 'prop-manchester-block-07',
  });
  await signInAsAdmin(page);
  const row = rowOf(tabPanel(page), email);
  await row.getByRole('button', { name: 'View Details' }).click();
  const details = dialog(page, 'Registration Details');
  await expect(details.getByText('About the Manchester block')).toBeVisible();
  await expect(details.getByRole('link')).toHaveAttribute('href', '/property/prop-manchester-block-07');
  await expect(row.getByRole('cell').nth(3)).not.toHaveText('General enquiry');
  await expectNoViolations(page, '.dialog');
  await details.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, 'Registration approved successfully')).toBeVisible();
  expect((await getRegistration(email))?.status).toBe('approved');
  await details.getByLabel('Status').selectOption('rejected');
  await details.getByRole('button', { name: 'Update Status' }).click();
  await expect(toast(page, 'Registration rejected successfully')).toBeVisible();
  expect((await getRegistration(email))?.status).toBe('rejected');
});

test('a lead the webhook never took is shown as not delivered, and the admin resends it', async ({ page }) => {
  const email = uniqueEmail('e2e-lead');
  await setWebhookStatus(503, email);
  const registered = await api('/interest-registrations', {
    method: 'POST',
    body: { fullName: 'Lena Lead', email, phone: '07700 900777', message: 'Lost lead' },
  });
  expect(registered.status).toBe(201);
  await eventually(async () => ((await getRegistration(email))?.leadDelivery?.state === 'failed' ? true : undefined), 'the lead to be marked failed', 30_000);
  await setWebhookStatus(200, email);

  await signInAsAdmin(page);
  const row = rowOf(tabPanel(page), email);
  await expect(row.getByText('Lead not delivered')).toBeVisible();
  await row.getByRole('button', { name: 'Resend lead for Lena Lead' }).click();
  await expect(toast(page, 'Lead queued for delivery again')).toBeVisible();
  await eventually(async () => ((await getRegistration(email))?.leadDelivery?.state === 'delivered' ? true : undefined), 'the lead to be delivered', 30_000);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(row.getByText('Lead not delivered')).toHaveCount(0);
  const posted = (await readWebhooks(stack.webhooksDir)).filter((w) => (w.body as { email?: string }).email === email && w.status === 200);
  expect(posted.map((w) => w.body)).toEqual([{ full_name: 'Lena Lead', email, phone: '07700 900777', message: 'Lost lead' }]);
});

test('an investor is kept out with the spec message', async ({ page }) => {
  await page.goto('/');
  await signInThroughForm(page, demo.investor.email, demo.investor.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/users');
  await expect(toast(page, 'You do not have permission to access this page')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('no WCAG A/AA violations on the screen and its dialogs', async ({ page }) => {
  test.setTimeout(90_000); // four axe runs
  const member = await createMember('axe', 'approved');
  await signInAsAdmin(page);
  await expect(page.getByRole('button', { name: /^Needs Action/ })).toBeVisible();
  await expectNoViolations(page);
  await openTab(page, 'Active Users');
  await expect(tabPanel(page).getByRole('table')).toBeVisible();
  await expectNoViolations(page);
  await (await findMember(page, 'Active Users', member.email)).getByRole('button', { name: 'View Details' }).click();
  await expect(dialog(page, 'User Details').getByLabel('Phone')).toBeVisible();
  await expectNoViolations(page, '.dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(dialog(page, 'Create User Account')).toBeVisible();
  await expectNoViolations(page, '.dialog');
});
