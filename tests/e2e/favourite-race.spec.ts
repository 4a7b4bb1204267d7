import { expect, test, type Page } from '@playwright/test';
import { listedSeedProperties } from '../../infra/local/seed/properties';
import { stack } from '../support/stack';
import { signInFresh } from './support/demo';

/**
 * The favourite toggle clicked 20 times as fast as the browser can, on one card: at the end
 * the card, the favourites list on /profile and the server agree (with the last click), and stay so after a reload.
 */
const property = listedSeedProperties.find((p) => p.id === 'prop-hull-flat-02')!;
const title = property.input.title;
const card = (page: Page) => page.getByRole('article', { name: title, exact: true });
/** The heart in the card's action row (the other one sits on the image). */
const heart = (page: Page) => card(page).locator('.property-card__actions .property-card__heart');

test('20 fast clicks on a favourite toggle: the card, the favourites list and the server agree', async ({ page }) => {
  test.setTimeout(180_000);
  const user = await signInFresh(page);
  /** The server's favourites, or the status it answered instead (a busy machine's DynamoDB Local can make it a 503). */
  const serverFavourites = async () => {
    const res = await fetch(`${stack.config.apiUrl}/me/favourites`, { headers: { authorization: `Bearer ${user.token}` } });
    if (!res.ok) return `HTTP ${res.status}`;
    return ((await res.json()) as { items: { propertyId: string }[] }).items.map((item) => item.propertyId);
  };
  /** The writes the server applied, in order: one per click (a call answered 503 is sent again, and counts once it lands). */
  const writes: string[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.url().includes(`/me/favourites/${property.id}`) && ['PUT', 'DELETE'].includes(request.method()) && response.ok()) writes.push(request.method());
  });

  await expect(heart(page)).toHaveAttribute('aria-pressed', 'false');
  for (let i = 0; i < 20; i += 1) await heart(page).click({ delay: 0 });
  // 20 clicks from off end off: the screen says so at once, and the server once every call has run.
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(serverFavourites, { timeout: 20_000 }).toEqual([]);
  await expect.poll(() => writes.length, { timeout: 20_000 }).toBe(20);
  expect(writes.at(-1)).toBe('DELETE');
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'false');

  // One more fast round ending on: 21 clicks.
  for (let i = 0; i < 21; i += 1) await heart(page).click({ delay: 0 });
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(serverFavourites, { timeout: 20_000 }).toEqual([property.id]);
  await expect.poll(() => writes.length, { timeout: 20_000 }).toBe(41);
  expect(writes.at(-1)).toBe('PUT');
  // Once the list has been re-read from the server, the card still agrees.
  await page.waitForTimeout(500);
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');

  // The favourites list on /profile shows it, and so does the card after a reload.
  await page.goto('/profile');
  await expect(page.getByRole('list', { name: 'Favourite properties' }).getByRole('heading', { level: 2 })).toHaveText([title]);
  await page.goto('/dashboard');
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'true', { timeout: 20_000 });
  await expect.poll(serverFavourites).toEqual([property.id]);
});
