import { randomUUID } from 'node:crypto';
import { expect, test, type Page, type Route } from '@playwright/test';
import type { Alert } from '@shared/domain/alert';
import { api, createTestProperty, createTestUser, eventually, type TestUser } from '../support/stack';
import { expectNoViolations } from './support/axe';
import { signInThroughForm } from './support/demo';

/**
 * The alerts panel an investor opens from the top bar: every button in it readable (WCAG 2.2 SC 1.4.3, 4.5:1 for
 * text), and the bell's unread count asked for with the page's first requests, not after the page's code.
 */
let investor: TestUser;
let published: { id: string; adminToken: string } | undefined;

test.beforeAll(async () => {
  const word = `wombat${randomUUID().slice(0, 6)}`;
  investor = await createTestUser('investor', 'approved');
  const saved = await api('/me/saved-searches', {
    method: 'POST',
    token: investor.token,
    body: { name: `${word} search`, filters: { search: word, priceBand: 'all', propertyType: 'all', status: 'all', areaId: 'all' } },
  });
  expect(saved.status).toBe(201);
  const admin = await createTestUser('admin', 'approved');
  const property = await createTestProperty(admin.token, `Alerted ${word}`);
  published = { id: property.id, adminToken: admin.token };
  const publish = await api(`/properties/${property.id}`, {
    method: 'PATCH',
    token: admin.token,
    body: { isPublished: true, expectedVersion: property.version },
  });
  expect(publish.status).toBe(200);
  await eventually(async () => {
    const { body } = await api<{ items: Alert[] }>('/me/alerts', { token: investor.token });
    return body.items.length > 0 ? true : undefined;
  }, 'the alert');
});

// A published listing is an alert for every matching investor: the spec removes its own, as it found the catalogue.
test.afterAll(async () => {
  if (published) expect([204, 404]).toContain((await api(`/properties/${published.id}`, { method: 'DELETE', token: published.adminToken })).status);
});

async function signInOnDashboard(page: Page) {
  await page.goto('/');
  await signInThroughForm(page, investor.email, investor.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

interface ButtonContrast {
  name: string;
  color: string;
  background: string;
  ratio: number;
}

/**
 * Each button's text against what is behind it, by WCAG 2.x's relative luminance and contrast ratio: the background is
 * the button's own, composited over its ancestors' up to the first opaque one (a transparent button shows its parent).
 */
function buttonContrasts(page: Page, container: string): Promise<ButtonContrast[]> {
  return page.evaluate((selector) => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba => {
      const [r = 0, g = 0, b = 0, a = 1] = (value.match(/[\d.]+%?/g) ?? []).map((part) =>
        part.endsWith('%') ? Number(part.slice(0, -1)) / 100 : Number(part),
      );
      return [r, g, b, a];
    };
    const over = ([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba => [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a), 1];
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const backgroundBehind = (element: Element): Rgba => {
      const layers: Rgba[] = [];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const layer = parse(getComputedStyle(node).backgroundColor);
        if (layer[3] > 0) layers.push(layer);
        if (layer[3] >= 1) break;
      }
      // Nothing opaque up to the root: the canvas is white.
      return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
    };
    const root = document.querySelector(selector);
    if (!root) throw new Error(`no ${selector}`);
    return [...root.querySelectorAll('button')].map((button) => {
      const background = backgroundBehind(button);
      const color = over(parse(getComputedStyle(button).color), background);
      const [light, dark] = [luminance(color), luminance(background)].sort((x, y) => y - x) as [number, number];
      return {
        name: button.getAttribute('aria-label') ?? button.textContent?.trim() ?? '',
        color: `rgb(${color.slice(0, 3).map(Math.round).join(' ')})`,
        background: `rgb(${background.slice(0, 3).map(Math.round).join(' ')})`,
        ratio: Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100,
      };
    });
  }, container);
}

const PANEL = 'section[aria-label="Your alerts"]';

for (const colorScheme of ['light', 'dark'] as const) {
  test(`every button in the alerts panel is readable against the panel (${colorScheme} scheme)`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await signInOnDashboard(page);
    await page.getByRole('button', { name: 'Alerts' }).click();
    const panel = page.getByRole('region', { name: 'Your alerts' });
    await expect(panel.getByRole('button', { name: 'Mark all read' })).toBeVisible();
    await expect(panel.getByRole('button', { name: /^Mark read: .+$/ }).first()).toBeVisible();

    const contrasts = await buttonContrasts(page, PANEL);
    expect(contrasts.map(({ name }) => name)).toEqual(expect.arrayContaining(['Mark all read']));
    for (const contrast of contrasts) expect(contrast.ratio, JSON.stringify(contrast)).toBeGreaterThanOrEqual(4.5);
    await expectNoViolations(page, PANEL);
  });
}

test("a returning investor's reload asks for the unread count with the page's first requests, before the page's code", async ({ page }) => {
  await signInOnDashboard(page);
  // The signed-in page's own count has arrived, so none of its requests is still to come when the reload is counted.
  await expect(page.getByTestId('alerts-unread')).toHaveText('1 unread');

  // From the profile check on, the page's scripts are held: what is asked for meanwhile was asked for by the entry.
  let reloading = false;
  let profileAsked = false;
  let holding = true;
  const held: Route[] = [];
  const asked: string[] = [];
  await page.route('**/*', async (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname;
    if (reloading && request.method() === 'GET' && request.resourceType() === 'fetch') asked.push(path);
    if (path.endsWith('/api/me')) profileAsked = true;
    if (holding && profileAsked && request.resourceType() === 'script') held.push(route);
    else await route.continue();
  });
  reloading = true;
  await page.reload();
  await expect.poll(() => asked.filter((path) => path.endsWith('/api/me/alerts')).length, { message: 'GET /me/alerts before the code arrived' }).toBe(1);
  await expect.poll(() => asked.some((path) => path.endsWith('/api/me'))).toBe(true);

  holding = false;
  for (const route of held.splice(0)) await route.continue();
  await expect(page.getByTestId('alerts-unread')).toHaveText('1 unread');
  // The bell read the early answer instead of asking again.
  expect(asked.filter((path) => path.endsWith('/api/me/alerts'))).toHaveLength(1);
});
