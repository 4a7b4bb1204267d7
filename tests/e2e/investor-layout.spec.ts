import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { listedSeedProperties } from '../../infra/local/seed/properties';
import { createTestUser } from '../support/stack';
import { toast } from './support/access';
import { expectNoViolations } from './support/axe';
import { investor, signInThroughForm } from './support/demo';

/** Layout at phone, tablet and desktop widths: measured boxes, not pixels of screenshots. */
const widths = [320, 375, 414, 768, 900, 1280] as const;
const height = 800;

const hull = listedSeedProperties.find((p) => p.id === 'prop-hull-terrace-01')!;
const manchester = listedSeedProperties.find((p) => p.id === 'prop-manchester-block-07')!;
const cardList = (page: Page) => page.getByRole('list', { name: 'Properties' });

async function signIn(page: Page, email: string = investor.email, password: string = investor.password) {
  await page.goto('/');
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(cardList(page)).toBeVisible({ timeout: 20_000 });
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const box = (locator: Locator): Promise<Box> =>
  locator.evaluate((el) => {
    const { left, right, top, bottom } = el.getBoundingClientRect();
    return { left, right, top, bottom };
  });

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

test.describe('property cards', () => {
  test('every action of every card stays inside its card from 320 to 1440 px', async ({ page }) => {
    await signIn(page);
    for (const width of [...widths, 1440]) {
      await page.setViewportSize({ width, height });
      // Each action whose box leaves its card (the card clips what overflows), by how many pixels.
      const clipped = await cardList(page).evaluate((list) =>
        [...list.querySelectorAll('article')].flatMap((card) => {
          const outer = card.getBoundingClientRect();
          const title = card.querySelector('h2, h3')?.textContent ?? '';
          return [...card.querySelectorAll('.property-card__actions > *')]
            .map((action) => ({ action: action.getAttribute('aria-label') ?? action.textContent, r: action.getBoundingClientRect() }))
            .filter(({ r }) => r.left < outer.left - 0.5 || r.right > outer.right + 0.5)
            .map(({ action, r }) => `${title}: ${action} by ${Math.round(Math.max(outer.left - r.left, r.right - outer.right))} px`);
        }),
      );
      expect(clipped, `at ${width} px`).toEqual([]);
      // And the label is not cut inside its own button.
      const view = cardList(page).getByRole('link', { name: 'View Details' }).first();
      expect(await view.evaluate((el) => el.scrollWidth <= el.clientWidth), `'View Details' fits at ${width} px`).toBe(true);
    }
  });

  test("'FEATURED PROPERTY' never runs under the heart on the photo", async ({ page }) => {
    await signIn(page);
    const featured = cardList(page)
      .locator('article')
      .filter({ has: page.getByText('FEATURED PROPERTY') });
    await expect(featured.first()).toBeVisible();
    for (const width of [...widths, 390, 800]) {
      await page.setViewportSize({ width, height });
      for (const card of await featured.all()) {
        const badge = await box(card.getByText('FEATURED PROPERTY'));
        const heart = await box(card.locator('.property-card__heart--overlay'));
        expect(overlaps(badge, heart), `badge and heart overlap at ${width} px`).toBe(false);
      }
    }
  });
});

test.describe('lightbox', () => {
  test('opaque backdrop; previous and next beside or on the image at every width', async ({ page }) => {
    await signIn(page);
    await page.goto(`/property/${hull.id}`);
    await page.getByRole('button', { name: 'View photo 1 of 8' }).click();
    const dialog = page.getByRole('dialog', { name: `Photos of ${hull.input.title}` });
    await expect(dialog).toBeVisible();
    const image = dialog.getByRole('img', { name: /photo 1 of 8/ });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    const backdropAlpha = await dialog.evaluate((el) => {
      const colour = getComputedStyle(el).backgroundColor;
      const parts = colour.match(/[\d.]+/g)!.map(Number);
      return parts.length === 4 ? parts[3] : 1;
    });
    expect(backdropAlpha).toBe(1);

    for (const width of widths) {
      await page.setViewportSize({ width, height });
      const img = await box(image);
      const previous = await box(dialog.getByRole('button', { name: 'Previous image' }));
      const next = await box(dialog.getByRole('button', { name: 'Next image' }));
      for (const [name, control] of [
        ['previous', previous],
        ['next', next],
      ] as const) {
        const middle = (control.top + control.bottom) / 2;
        expect(middle, `${name} level with the image at ${width} px`).toBeGreaterThanOrEqual(img.top);
        expect(middle, `${name} level with the image at ${width} px`).toBeLessThanOrEqual(img.bottom);
        expect(control.left, `${name} on screen at ${width} px`).toBeGreaterThanOrEqual(0);
        expect(control.right, `${name} on screen at ${width} px`).toBeLessThanOrEqual(width);
      }
      expect(previous.right, `previous left of next at ${width} px`).toBeLessThanOrEqual(next.left);
      expect(previous.left, `previous at the image's left at ${width} px`).toBeLessThanOrEqual(img.left + 8);
      expect(next.right, `next at the image's right at ${width} px`).toBeGreaterThanOrEqual(img.right - 8);
    }
    await expect(dialog.getByRole('img', { name: /photo 1 of 8/ })).toBeVisible();
  });
});

test.describe('dashboard and detail page on wide screens', () => {
  test('the search placeholder is readable in full', async ({ page }) => {
    await signIn(page);
    const search = page.getByRole('searchbox', { name: 'Search' });
    for (const width of [768, 900, 1024, 1200, 1280, 1440]) {
      await page.setViewportSize({ width, height });
      const room = await search.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = context.measureText(input.placeholder).width;
        const inner = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { text: Math.ceil(text), inner: Math.floor(inner) };
      });
      expect(room.text, `placeholder fits at ${width} px`).toBeLessThanOrEqual(room.inner);
    }
  });

  test("the right column (Figures, 'Ready to invest?') stays in view while the long page scrolls", async ({ page }) => {
    await signIn(page);
    await page.setViewportSize({ width: 1280, height });
    await page.goto(`/property/${manchester.id}`);
    const aside = page.getByRole('complementary', { name: 'Key figures and next steps' });
    await expect(aside.getByRole('heading', { name: 'Ready to invest?' })).toBeVisible();
    for (const share of [0.5, 0.8]) {
      await page.evaluate((s) => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * s), share);
      await expect
        .poll(
          async () => {
            const column = await box(aside);
            const cta = await box(aside.getByRole('heading', { name: 'Ready to invest?' }));
            return column.top >= 0 && column.top < height && cta.top >= 0 && cta.bottom <= height;
          },
          `the column in view at ${share * 100}% of the page`,
        )
        .toBe(true);
    }
  });
});

test.describe('display serif', () => {
  test('the self-hosted Playfair Display is preloaded and draws the headings (latin only)', async ({ page }) => {
    await page.goto('/');
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toBeVisible();
    expect(await title.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Playfair Display/);
    await expect.poll(() => page.evaluate(() => document.fonts.ready.then((fonts) => fonts.check('700 32px "Playfair Display Variable"')))).toBe(true);
    const loaded = await page.evaluate(() => [...document.fonts].filter((f) => f.status === 'loaded').map((f) => `${f.family} ${f.display}`));
    expect(loaded).toContain('Playfair Display Variable swap');

    const preloads = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toMatch(/playfair-display-latin-wght-normal.*\.woff2$/);
    const fontFiles = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((name) => name.includes('.woff2')),
    );
    expect(fontFiles).toEqual([preloads[0]]);
  });
});

test.describe('accessible names and heading order', () => {
  test("the photo count and '+N' are images with a name; axe has nothing to review", async ({ page }) => {
    await signIn(page);
    const card = page.getByRole('article', { name: hull.input.title, exact: true });
    await expect(card.getByRole('img', { name: '8 photos', exact: true })).toBeVisible();
    await expect(card.getByRole('img', { name: '5 more photos', exact: true })).toBeVisible();
    const { violations, incomplete } = await new AxeBuilder({ page }).include('.property-grid').withRules(['aria-prohibited-attr', 'heading-order']).analyze();
    expect([...violations, ...incomplete].map((r) => r.id)).toEqual([]);
    await expectNoViolations(page);
  });

  test('a favourite card on /profile follows the page heading in order', async ({ page }) => {
    const user = await createTestUser('investor', 'approved');
    await signIn(page, user.email, user.password);
    const card = page.getByRole('article', { name: hull.input.title, exact: true });
    await card.locator('.property-card__actions').getByRole('button', { name: 'Add to favorites' }).click();
    await expect(toast(page, 'Added to favorites')).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByRole('list', { name: 'Favourite properties' }).getByRole('article')).toHaveCount(1);
    const { violations, incomplete } = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
    expect([...violations, ...incomplete].map((r) => r.id)).toEqual([]);
    await expectNoViolations(page);
  });
});
