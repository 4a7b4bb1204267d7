import { expect, test, type Page } from '@playwright/test';
import { accessDenials } from '@shared/contract/error-codes';
import { api, createTestUser, demo, signIn, type TestUser } from '../support/stack';
import { portal, toast } from './support/access';
import { signInFresh, signInThroughForm } from './support/demo';

/**
 * Erasures in Chromium: an admin finishes one that stopped halfway from User Management and reads the erased
 * member's kept audit events; too many wrong passwords on 'Delete my account' say when to try again; a member
 * erased while signed in elsewhere is told why their session ended.
 */

/** A member whose erasure stopped just after their login was deleted (the data and the login gone, the profile left). */
async function halfErased(): Promise<TestUser> {
  const member = await createTestUser('investor', 'approved');
  const { startMemberErasure, eraseMemberData } = await import('../../functions/src/members/db/member-erasure');
  const { getProfile } = await import('../../functions/src/members/db/profiles');
  const { deleteUser } = await import('../../functions/src/cognito');
  const marker = await startMemberErasure((await getProfile(member.userId))!, { id: member.userId, email: member.email, name: 'Test' }, { byAdmin: false });
  await eraseMemberData(marker, async () => {
    await deleteUser(member.email);
    throw new Error('stopped here');
  }).catch(() => undefined);
  return member;
}

async function signInAsAdmin(page: Page, path: string) {
  await page.goto('/');
  await signInThroughForm(page, demo.admin.email, demo.admin.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
}

test("'Finish erasure' completes an erasure that stopped halfway; the erased member's audit history stays readable", async ({ page }) => {
  const member = await halfErased();
  await signInAsAdmin(page, '/users?tab=erasures');
  const row = page.getByRole('row').filter({ hasText: member.email });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Finish erasure' }).click();
  await expect(toast(page, 'Erasure finished')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: member.email })).toHaveCount(0);

  const { erasureReference } = await import('../../functions/src/members/db/member-erasure');
  const erased = page.getByRole('row').filter({ hasText: erasureReference(member.userId) });
  await erased.getByRole('button', { name: 'Audit history' }).click();
  await expect(page.getByRole('dialog', { name: 'Erased member' })).toContainText('account erased by the member');
});

test("'Delete my account' after 5 wrong passwords says when to try again", async ({ page }) => {
  await signInFresh(page);
  await page.goto('/profile?tab=account');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete my account?' });
  for (let i = 0; i < 5; i++) {
    await dialog.getByLabel('Password').fill(`Not-My-Password-${i}`);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByRole('alert')).toContainText('password is not right');
    await expect(dialog.getByRole('button', { name: 'Delete my account' })).toBeEnabled();
  }
  await dialog.getByLabel('Password').fill('Not-My-Password-6');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/Too many wrong passwords\. Try again after \d\d:\d\d\./);
});

test('a member erased while signed in elsewhere is signed out by the next call, with the reason on /', async ({ page }) => {
  const user = await signInFresh(page);
  const { idToken } = await signIn(demo.admin.email, demo.admin.password);
  expect((await api(`/profiles/${user.userId}`, { method: 'DELETE', token: idToken })).status).toBe(204);

  await page.getByRole('list', { name: 'Properties' }).getByRole('link', { name: 'View Details' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(portal(page).getByRole('alert')).toHaveText(accessDenials.ACCOUNT_ERASED);
});
