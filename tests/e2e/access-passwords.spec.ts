import { expect, test } from '@playwright/test';
import { AdminCreateUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { api, cognito, createTestUser, demo, signIn, stack } from '../support/stack';
import { activateThroughLink, emailsTo, linkPath, NEW_PASSWORD, nthEmailTo, portal, toast, uniqueEmail } from './support/access';
import { signInThroughForm } from './support/demo';

test.describe('password reset', () => {
  test('through the emailed link: the new password works, the old one does not, the link works once', async ({ page }) => {
    const user = await createTestUser('investor', 'approved');

    await page.goto('/');
    await portal(page).getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/password-reset$/);
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page.getByText(/The link expires in 1 hour/)).toBeVisible();
    await expect(toast(page, 'Password reset email sent! Check your inbox.')).toBeVisible();

    const email = await nthEmailTo(user.email);
    const link = linkPath(email);
    expect(link).toMatch(/^\/password-reset-confirmation\?flow=reset&/);
    await page.goto(link);

    // The form's rules, then the real change.
    const password = page.getByLabel('New password', { exact: true });
    const confirmation = page.getByLabel('Confirm new password');
    await password.fill('short');
    await confirmation.fill('short');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
    await password.fill(NEW_PASSWORD);
    await confirmation.fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await confirmation.fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByRole('heading', { name: 'Password updated successfully!' })).toBeVisible();
    // Signed out and sent to / after 3 seconds.
    await expect(page).toHaveURL(/\/$/, { timeout: 6_000 });

    await signInThroughForm(page, user.email, user.password);
    await expect(portal(page).getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await signInThroughForm(page, user.email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);

    // The used link is dead: it says so and goes to /password-reset after 2 seconds.
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('Another-Password-7');
    await page.getByLabel('Confirm new password').fill('Another-Password-7');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByRole('heading', { name: 'Invalid or expired password reset link' })).toBeVisible();
    await expect(page).toHaveURL(/\/password-reset$/, { timeout: 5_000 });
  });

  test('an unknown email gets the same answer and no email', async ({ page }) => {
    const nobody = uniqueEmail('e2e-nobody');
    await page.goto('/password-reset');
    await page.getByLabel('Email').fill(nobody);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(toast(page, 'Password reset email sent! Check your inbox.')).toBeVisible();
    expect(await emailsTo(nobody)).toEqual([]);
    await page.getByRole('link', { name: 'Back to Sign In' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a malformed link is invalid at once, offers a new one and redirects to /password-reset', async ({ page }) => {
    await page.goto('/password-reset-confirmation?flow=reset&email=someone%40example.com');
    await expect(page.getByRole('heading', { name: 'Invalid or expired password reset link' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request New Reset Link' })).toHaveAttribute('href', '/password-reset');
    await expect(page).toHaveURL(/\/password-reset$/, { timeout: 5_000 });
  });
});

test.describe('account activation', () => {
  test('an invited user sets a password through the emailed link and ends signed in on /dashboard', async ({ page }) => {
    const { idToken } = await signIn(demo.admin.email, demo.admin.password);
    const email = uniqueEmail('e2e-invited');
    const created = await api('/users', { method: 'POST', token: idToken, body: { email, fullName: 'Nia Newcomer', phone: null, role: 'investor' } });
    expect(created.status).toBe(201);

    // 'Let Me In' on /activate-account sends the invitation again (a new temporary password).
    await nthEmailTo(email, 1);
    await page.goto('/activate-account');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Let Me In' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(toast(page, 'Password setup email sent! Check your inbox.')).toBeVisible();
    const invitation = await nthEmailTo(email, 2);
    expect(linkPath(invitation)).toMatch(/^\/password-reset-confirmation\?flow=invite&email=[^#&]+#code=/);
    // The temporary password we choose holds only characters that survive any link.
    expect(new URL(invitation.link!).hash).toMatch(/^#code=[A-Za-z0-9_-]{20}$/);

    await activateThroughLink(page, invitation);
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(page.getByText('Signed in as Nia Newcomer')).toBeAttached();

    // The invitation cannot be used twice; the new password signs in.
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto(linkPath(invitation));
    await expect(page.getByRole('heading', { name: 'Invalid or expired password reset link' })).toBeVisible();
    await page.goto('/');
    await signInThroughForm(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("an invitation whose temporary password holds '&', '+', '%' and '#' still works through its link", async ({ page }) => {
    // As for the bootstrap admins, whose first invitation Cognito sends with a password of its own making.
    const email = uniqueEmail('e2e-odd-password');
    const created = await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: stack.config.userPoolId,
        Username: email,
        TemporaryPassword: 'Tmp&1+2%2F#x',
        DesiredDeliveryMediums: ['EMAIL'],
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'name', Value: 'Odd Password' },
        ],
      }),
    );
    const { createProfile } = await import('../../functions/src/members/db/profiles');
    const userId = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value ?? '';
    await createProfile({ id: userId, email, fullName: 'Odd Password', role: 'investor', accessStatus: 'approved' });

    const invitation = await nthEmailTo(email, 1);
    expect(new URL(invitation.link!).hash).toBe('#code=Tmp&1+2%2F#x');
    await activateThroughLink(page, invitation);
  });

  test("an unknown email gets the same 'Check your email' answer", async ({ page }) => {
    await page.goto('/activate-account');
    await page.getByRole('button', { name: 'Let Me In' }).click();
    await expect(page.getByText('Enter your email address')).toBeVisible();
    await page.getByLabel('Email').fill(uniqueEmail('e2e-unknown'));
    await page.getByRole('button', { name: 'Let Me In' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
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
