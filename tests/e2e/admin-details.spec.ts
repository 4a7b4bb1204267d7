import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoAccounts, demoPassword } from '../../infra/local/seed/accounts';
import { seedProperties } from '../../infra/local/seed/properties';
import { toast } from './support/access';
import { signInThroughForm } from './support/demo';

/**
 * The smaller things an admin meets: the price's step, the top bar at 320 px, the photo manager on a phone,
 * Under Contract against Sold, and a refused field's message beside its field.
 */

async function signInAs(page: Page, who: 'admin' | 'investor') {
  await page.goto('/');
  await signInThroughForm(page, demoAccounts[who].email, demoPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
}

const withPhotos = seedProperties.find((p) => p.input.photos.length >= 4)!;

test.describe('the property form', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  // Each test signs in and goes through several round trips to the local stack (two shared CPU cores).
  test.slow();

  test('the asking price steps by £1,000 with the arrow keys, never below 0 (spec: step 1000, min 0)', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/add-property');
    const price = page.getByLabel('Asking Price (£) (required)');
    await price.fill('125000');
    await price.press('ArrowUp');
    await expect(price).toHaveValue('126000');
    await price.press('ArrowDown');
    await price.press('ArrowDown');
    await expect(price).toHaveValue('124000');
    await price.fill('£99,500');
    await price.press('ArrowUp');
    await expect(price).toHaveValue('100500');
    await price.fill('400');
    await price.press('ArrowDown');
    await expect(price).toHaveValue('0');
  });
});

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 720 } });
  test.slow();

  /** The site name's box and the boxes of the top bar's controls (the Alerts bell, the avatar, the menu), which must not overlap it. */
  async function expectSiteNameUncovered(page: Page) {
    const name = page.locator('.top-bar .logo__name');
    await expect(name).toBeVisible();
    const nameBox = (await name.boundingBox())!;
    expect(nameBox.width, 'the site name keeps some room').toBeGreaterThan(40);
    for (const other of [page.getByRole('button', { name: 'Alerts' }), page.locator('.top-bar__avatar'), page.getByRole('button', { name: 'Open menu' })]) {
      const box = (await other.boundingBox())!;
      expect(nameBox.x + nameBox.width, `site name's right edge vs ${await other.getAttribute('class')}`).toBeLessThanOrEqual(box.x);
    }
    const header = (await page.locator('.top-bar').boundingBox())!;
    const menu = (await page.getByRole('button', { name: 'Open menu' }).boundingBox())!;
    expect(menu.x + menu.width, 'the menu button stays on screen').toBeLessThanOrEqual(header.x + header.width);
  }

  test('the avatar leaves the site name in view on every signed-in page', async ({ page }) => {
    await signInAs(page, 'investor');
    for (const path of ['/dashboard', '/investor-resources', '/sell-property', '/area-insights', '/profile', `/property/${withPhotos.id}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectSiteNameUncovered(page);
    }
  });

  test('the admin pages too', async ({ page }) => {
    await signInAs(page, 'admin');
    for (const path of ['/users', '/property-management', `/edit-property/${withPhotos.id}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectSiteNameUncovered(page);
    }
  });
});

for (const width of [320, 375, 767]) {
  test.describe(`the photo manager at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    test.slow();

    test('shows the photos as a grid of thumbnails, never stretched past the thumbnail size', async ({ page }) => {
      await signInAs(page, 'admin');
      await page.goto(`/edit-property/${withPhotos.id}`);
      const list = page.locator('.photo-manager__list');
      await expect(list.getByRole('listitem')).toHaveCount(withPhotos.input.photos.length);
      const images = list.getByRole('img');
      for (const image of await images.all()) {
        await expect(image).toHaveAttribute('src', /\/thumbnail\.jpg$/);
        await image.scrollIntoViewIfNeeded();
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        const shown = await image.evaluate((img: HTMLImageElement) => ({ width: img.getBoundingClientRect().width, natural: img.naturalWidth }));
        expect(shown.width, 'a thumbnail shown no wider than its own pixels').toBeLessThanOrEqual(shown.natural);
      }
      // A grid: at least two photos side by side.
      const tops = await list.getByRole('listitem').evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
      expect(tops.filter((top) => top === tops[0]).length, 'photos on the first line').toBeGreaterThanOrEqual(2);
      // The buttons of each photo still work (Make cover on the second photo).
      await list.getByRole('listitem').nth(1).getByRole('button', { name: 'Make cover' }).click();
      await expect(toast(page, 'Images reordered')).toBeVisible();
    });
  });
}

/** The colour of a CSS colour string as CIE Lab (sRGB, D65), and the ΔE (1976) between two. */
function lab(css: string): [number, number, number] {
  const [r, g, b] = css
    .match(/[\d.]+/g)!
    .slice(0, 3)
    .map((v) => {
      const c = Number(v) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
  const xyz = [(0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047, 0.2126 * r + 0.7152 * g + 0.0722 * b, (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883];
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  const [fx, fy, fz] = xyz.map(f) as [number, number, number];
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}
const deltaE = (a: string, b: string) => Math.hypot(...lab(a).map((v, i) => v - lab(b)[i]!));
/** The hue of a CSS rgb() colour in degrees. */
function hue(css: string): number {
  const [r, g, b] = css
    .match(/[\d.]+/g)!
    .slice(0, 3)
    .map(Number) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === min) return 0;
  const h = max === r ? (g - b) / (max - min) : max === g ? 2 + (b - r) / (max - min) : 4 + (r - g) / (max - min);
  return (h * 60 + 360) % 360;
}
/** Spec: yellow for Under Contract, red for Sold; and far enough apart to tell at a glance. */
function expectYellowAndRed(underContract: string, sold: string, what: string) {
  expect(hue(underContract), `${what}: Under Contract's hue (${underContract})`).toBeGreaterThanOrEqual(38);
  expect(hue(underContract), `${what}: Under Contract's hue (${underContract})`).toBeLessThanOrEqual(65);
  const soldHue = hue(sold);
  expect(soldHue <= 15 || soldHue >= 345, `${what}: Sold's hue ${soldHue} (${sold}) is red`).toBe(true);
  expect(deltaE(underContract, sold), `${what}: colour difference ΔE between ${underContract} and ${sold}`).toBeGreaterThanOrEqual(25);
}

test.describe('Under Contract and Sold', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  // Each test signs in and goes through several round trips to the local stack (two shared CPU cores).
  test.slow();

  test('look different in the status select and in the badges', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/property-management');
    const selectOf = (status: string) =>
      page
        .locator('select.pm-status')
        .filter({ has: page.locator('option:checked', { hasText: new RegExp(`^${status}$`) }) })
        .first();
    // Read once the row is in place: a row re-rendered under the read has no computed style yet.
    const border = async (select: Locator) => {
      let colour = '';
      await expect.poll(async () => (colour = await select.evaluate((el) => getComputedStyle(el).borderLeftColor))).toMatch(/^rgb/);
      return colour;
    };
    expectYellowAndRed(await border(selectOf('Under Contract')), await border(selectOf('Sold')), 'status select');

    const underContract = seedProperties.find((p) => p.input.isPublished && p.input.status === 'Under Contract')!;
    const sold = seedProperties.find((p) => p.input.isPublished && p.input.status === 'Sold')!;
    // The badges on the investor dashboard's cards, every status shown.
    await page.goto('/dashboard');
    await page.getByLabel('Status', { exact: true }).selectOption('all');
    const badgeColours = async (title: string, status: string) => {
      const badge = page
        .getByRole('list', { name: 'Properties' })
        .getByRole('listitem')
        .filter({ hasText: title })
        .locator('.badge', { hasText: new RegExp(`^${status}$`) });
      await expect(badge).toBeVisible();
      return badge.evaluate((el) => ({ background: getComputedStyle(el).backgroundColor, text: getComputedStyle(el).color }));
    };
    const a = await badgeColours(underContract.input.title, 'Under Contract');
    const b = await badgeColours(sold.input.title, 'Sold');
    expectYellowAndRed(a.background, b.background, 'badge background');
  });
});

test.describe('a refused field', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  // Each test signs in and goes through several round trips to the local stack (two shared CPU cores).
  test.slow();

  test("shows the server's message beside its field, without the field's key", async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/users?tab=users');
    await page.getByRole('button', { name: 'Create User' }).click();
    const create = page.getByRole('dialog', { name: 'Create User Account' });
    await create.getByLabel('Full Name').fill('Keyless Message');
    await create.getByLabel('Email').fill('someone@nowhere');
    await create.getByRole('button', { name: 'Create Account' }).click();

    const email = create.getByLabel('Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Enter a valid email address');
    await expect(create.locator('#create-user-email-error')).toHaveText('Enter a valid email address');
    await expect(toast(page, 'Enter a valid email address')).toBeVisible();
    await expect(page.getByText(/\bemail: /i)).toHaveCount(0);
  });
});
