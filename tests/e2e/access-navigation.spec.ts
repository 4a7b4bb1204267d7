import { expect, test } from '@playwright/test';
import { demo } from '../support/stack';
import { toast } from './support/access';
import { investor, signInThroughForm } from './support/demo';

const mainLinks = ['Properties', 'Insights', 'Sell', 'Profile'];
/** 'Resources' stands between Insights and Sell and opens to these. */
const resourceLinks = ['Investor Resources', 'Calculators'];
const drawerLinks = ['Properties', 'Insights', ...resourceLinks, 'Sell', 'Profile'];
const adminLinks = [
  'Property Management',
  'Resource Management',
  'Area Insights Management',
  'Property Requests',
  'Reservations',
  'Deals',
  'Buyer checks',
  'User Management',
];
/** The Account menu beside the avatar (in the drawer under 768 px). */
const accountLinks = ['My reservations', 'My deals'];

test.describe('desktop top bar', () => {
  test('an investor sees the links and the initials, and no Admin Tools', async ({ page }) => {
    await page.goto('/');
    await signInThroughForm(page, investor.email, investor.password);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(mainLinks);
    await expect(page.getByRole('button', { name: 'Admin Tools' })).toHaveCount(0);
    await expect(page.locator('.top-bar__avatar .avatar')).toHaveText('II');
    const account = page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Account' });
    await account.click();
    const accountMenu = page.locator(`#${await account.getAttribute('aria-controls')}`);
    await expect(accountMenu.getByRole('link')).toHaveText(accountLinks);
    await account.click();
    await expect(accountMenu).toBeHidden();
    const resources = nav.getByRole('button', { name: 'Resources' });
    await expect(resources).toHaveAttribute('aria-expanded', 'false');
    await resources.click();
    const resourcesMenu = page.locator(`#${await resources.getAttribute('aria-controls')}`);
    await expect(resourcesMenu.getByRole('link')).toHaveText(resourceLinks);
    await resourcesMenu.getByRole('link', { name: 'Calculators' }).click();
    await expect(page).toHaveURL(/\/calculators$/);
    await expect(resourcesMenu).toBeHidden();
    await expect(resources).toHaveClass(/is-active/);
    await resources.click();
    await resourcesMenu.getByRole('link', { name: 'Investor Resources' }).click();
    await expect(page).toHaveURL(/\/investor-resources$/);
    await page.getByRole('link', { name: /properties$/ }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an admin opens Admin Tools with the keyboard and reaches User Management', async ({ page }) => {
    await page.goto('/');
    await signInThroughForm(page, demo.admin.email, demo.admin.password);
    const adminTools = page.getByRole('button', { name: 'Admin Tools' });
    await adminTools.focus();
    await page.keyboard.press('Enter');
    await expect(adminTools).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`#${await adminTools.getAttribute('aria-controls')}`);
    await expect(menu.getByRole('link')).toHaveText(adminLinks);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(adminTools).toBeFocused();
    await adminTools.click();
    await menu.getByRole('link', { name: 'User Management' }).click();
    await expect(page).toHaveURL(/\/users$/);
    await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
    await expect(menu).toBeHidden();
  });
});

/**
 * The top bar's parts, left to right (the logo, each main link and menu, the actions), side by side and none over
 * another, at every desktop width and for either role: an admin's bar is the widest.
 */
for (const [role, account] of [
  ['investor', investor],
  ['admin', demo.admin],
] as const) {
  test(`the ${role}'s top bar keeps its parts apart from 768 to 1440 px`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await signInThroughForm(page, account.email, account.password);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    for (const width of [768, 1024, 1179, 1180, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const parts = [page.locator('.top-bar__home .logo'), page.locator('.top-nav > ul > li, .top-nav > .nav-menu'), page.locator('.top-bar__actions > *')];
      const boxes = [];
      for (const part of parts)
        for (const element of await part.all())
          if (await element.isVisible()) boxes.push({ name: (await element.innerText()).trim() || 'logo', box: (await element.boundingBox())! });
      expect(boxes.length, `parts found at ${width} px`).toBeGreaterThan(6);
      for (let i = 1; i < boxes.length; i++) {
        const [before, after] = [boxes[i - 1]!, boxes[i]!];
        expect(before.box.x + before.box.width, `'${before.name}' runs into '${after.name}' at ${width} px`).toBeLessThanOrEqual(after.box.x + 0.5);
      }
    }
  });
}

test.describe('mobile drawer at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the slide-up drawer holds the links, Admin Tools and Sign Out, and handles focus', async ({ page }) => {
    await page.goto('/');
    await signInThroughForm(page, demo.admin.email, demo.admin.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    // The desktop links and Sign Out are folded away; the avatar stays.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeHidden();
    await expect(page.locator('.top-bar__avatar .avatar')).toHaveText('AA');

    const openMenu = page.getByRole('button', { name: 'Open menu' });
    await openMenu.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(drawerLinks);
    await expect(drawer.getByRole('group', { name: 'Resources' }).getByRole('link')).toHaveText(resourceLinks);
    await expect(drawer.getByRole('navigation', { name: 'Account' }).getByRole('link')).toHaveText(accountLinks);
    await expect(drawer.getByRole('navigation', { name: 'Admin Tools' }).getByRole('link')).toHaveText(adminLinks);
    // Focus is inside the drawer, and Escape gives it back to the menu button.
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(openMenu).toBeFocused();

    // A link navigates and closes the drawer.
    await openMenu.press('Enter');
    await drawer.getByRole('link', { name: 'Insights', exact: true }).click();
    await expect(page).toHaveURL(/\/area-insights$/);
    await expect(drawer).toBeHidden();

    // Sign Out from the drawer.
    await openMenu.click();
    await drawer.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page, 'You have been logged out')).toBeVisible();
  });

  test('an investor has no Admin Tools in the drawer', async ({ page }) => {
    await page.goto('/');
    await signInThroughForm(page, investor.email, investor.password);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link')).toHaveText([...drawerLinks, ...accountLinks]);
    await expect(drawer.getByText('Admin Tools')).toHaveCount(0);
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
  });
});
