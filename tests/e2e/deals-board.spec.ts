import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Property } from '@shared/domain/property';
import { londonDate } from '@shared/rules/london-date';
import type { DealDetail } from '@shared/views/deal';
import { dealFor, type AcceptedDeal } from '../support/deal-steps';
import { api, createTestUser, type TestUser } from '../support/stack';
import { toast } from './support/access';
import { expectNoViolations } from './support/axe';
import { signInThroughForm } from './support/demo';

/**
 * The sourcer's Deals board in Admin Tools, on a phone and on a desktop: the admin sees their deals' cards with the
 * RAG in words, filters by RAG in the URL, moves a card to the next stage by dragging it (desktop) and by its menu from
 * the keyboard, sees a stale move refused with the server's reason and the board refreshed, adds a note, moves a target
 * date and records a fall-through on the deal's page, after which the deal leaves the board and the listing is Available again.
 */

const fitsTheScreen = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

const column = (page: Page, label: string) => page.getByRole('region', { name: new RegExp(`^${label} \\(\\d+\\)$`) });
const cardOf = (scope: Page | Locator, deal: AcceptedDeal) => scope.getByRole('listitem', { name: new RegExp(`^${deal.property.title},`) });

async function setFirstTarget(admin: TestUser, dealId: string, targetDate: string) {
  const { deal } = (await api<DealDetail>(`/deals/${dealId}`, { token: admin.token })).body;
  const set = await api(`/deals/${dealId}/targets`, {
    method: 'PATCH',
    token: admin.token,
    body: { expectedVersion: deal.version, targets: [{ key: 'memorandumOfSale', targetDate }] },
  });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
}

/** Presses the card's menu button from the keyboard and chooses `item` with Tab and Enter. */
async function moveByKeyboard(page: Page, card: Locator, item: 'Move to next stage' | 'Mark skipped') {
  const menu = card.getByRole('button', { name: /^Actions for / });
  await menu.focus();
  await page.keyboard.press('Enter');
  const wanted = card.getByRole('button', { name: new RegExp(`^${item}`) });
  await expect(wanted).toBeVisible();
  for (let i = 0; i < 3 && !(await wanted.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(wanted).toBeFocused();
  await page.keyboard.press('Enter');
}

/**
 * Drags the card by its grip onto the column beside it, as a pointer does: a few pixels to start, across at the grip's
 * height (the columns of a row are as tall as the tallest), a pause over the drop place. Other specs' deals share the
 * column, so the grip is scrolled into view first.
 */
async function drag(page: Page, card: Locator, onto: Locator) {
  const grip = card.getByRole('button', { name: /^Drag / });
  // In the middle of the window: a pointer dragged near its edge scrolls the page (dnd-kit's auto-scroll), which moves
  // the column away from where the drop is aimed.
  await grip.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'nearest' }));
  const from = (await grip.boundingBox())!;
  const to = (await onto.boundingBox())!;
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  expect(start.y, 'the grip is level with the next column').toBeGreaterThan(to.y);
  expect(start.y).toBeLessThan(to.y + to.height);
  const end = { x: to.x + to.width / 2, y: start.y };
  // As a person drags: the card lifts before it is carried, and the column shows it will take it before the drop.
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 6, start.y + 2, { steps: 3 });
  await expect(card).toHaveClass(/deal-card--dragging/);
  await page.mouse.move(end.x, end.y, { steps: 25 });
  await page.mouse.move(end.x + 2, end.y, { steps: 2 });
  await expect(onto).toHaveClass(/deals-column--over/);
  await page.mouse.up();
}

const statusOf = async (admin: TestUser, property: Property) =>
  (await api<{ property: Property }>(`/properties/${property.id}`, { token: admin.token })).body.property.status;

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('cards with their RAG, filtered in the URL, moved by drag and by keyboard; a fall-through puts the listing back to Available', async ({ page }) => {
      test.slow(); // two accepted reservations, then the board's story
      const admin = await createTestUser('admin', 'approved');
      const [dueSoon, overdue] = await Promise.all([dealFor(admin, 'cash', 'Board Amber Terrace'), dealFor(admin, 'cash', 'Board Red Terrace')]);
      const today = londonDate(new Date());
      await setFirstTarget(admin, dueSoon.dealId, today);
      await setFirstTarget(admin, overdue.dealId, previousDay(today));

      await page.goto('/');
      await signInThroughForm(page, admin.email, admin.password);
      await expect(page).toHaveURL(/\/dashboard/);
      await page.goto('/deals');
      await expect(page.getByRole('heading', { level: 1, name: 'Deals' })).toBeVisible();
      await expect(page.getByText('Pipeline value in fees')).toBeVisible();
      // The figures that look back say over how long.
      await expect(page.getByText('Fall-through rate over the last 12 months')).toBeVisible();

      const first = column(page, 'Memorandum of sale sent');
      const amberCard = cardOf(first, dueSoon);
      const redCard = cardOf(first, overdue);
      await expect(amberCard).toContainText('Amber: due soon');
      await expect(amberCard).toContainText('0 days in stage');
      await expect(amberCard).toContainText('Test investor');
      await expect(redCard).toContainText('Red: overdue');
      await fitsTheScreen(page);
      await expectNoViolations(page);

      // The RAG filter is kept in the URL: a reload shows the same cards.
      await page.getByLabel('RAG', { exact: true }).selectOption({ label: 'Amber: due soon' });
      await expect(page).toHaveURL(/\/deals\?rag=amber$/);
      await page.reload();
      await expect(cardOf(page, dueSoon)).toBeVisible();
      await expect(cardOf(page, overdue)).toHaveCount(0);
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await expect(page).toHaveURL(/\/deals$/);
      await expect(cardOf(page, overdue)).toBeVisible();

      // The amber card moves to the next stage: dragged on a desktop, by its menu from the keyboard on a phone.
      const second = column(page, 'Solicitors instructed');
      if (width >= 768) await drag(page, amberCard, second);
      else await moveByKeyboard(page, amberCard, 'Move to next stage');
      await expect(toast(page, `${dueSoon.property.title}: Memorandum of sale sent done, now at Solicitors instructed`)).toBeVisible();
      await expect(cardOf(second, dueSoon)).toBeVisible();
      await expect(cardOf(first, dueSoon)).toHaveCount(0);

      // Another admin changes the red deal meanwhile: the move is refused with the server's reason and the board read again.
      await setFirstTarget(admin, overdue.dealId, today);
      await moveByKeyboard(page, redCard, 'Mark skipped');
      await expect(toast(page, 'This deal was changed by someone else. Reload it and try again.')).toBeVisible();
      await expect(redCard).toContainText('Amber: due soon');
      // Now at its latest version, the keyboard moves it.
      await moveByKeyboard(page, redCard, 'Mark skipped');
      await expect(toast(page, `${overdue.property.title}: Memorandum of sale sent marked skipped`)).toBeVisible();
      await expect(cardOf(second, overdue)).toBeVisible();
      await fitsTheScreen(page);

      // The deal's page: a note added to its trail, then a fall-through.
      await cardOf(second, overdue).getByRole('link', { name: overdue.property.title }).click();
      await expect(page).toHaveURL(new RegExp(`/deals/${overdue.dealId}$`));
      await expect(page.getByRole('heading', { level: 1, name: overdue.property.title })).toBeVisible();
      await expect(page.getByRole('listitem').filter({ hasText: 'Memorandum of sale sent' }).first()).toContainText('Skipped');
      const note = page.getByRole('form', { name: 'Add a note' });
      await note.getByLabel('New note').fill('Buyer’s lender asked for a second valuation.');
      await note.getByRole('button', { name: 'Add note' }).click();
      await expect(toast(page, 'Note added')).toBeVisible();
      await expect(page.getByRole('list', { name: 'Notes and changes' })).toContainText('Buyer’s lender asked for a second valuation.');
      await fitsTheScreen(page);
      await expectNoViolations(page);

      // A target date moved: saved with the deal's version, the trail says so.
      const exchange = page.getByLabel('Target date for Exchange');
      await exchange.fill('2030-01-15');
      await page.getByRole('button', { name: 'Save target dates' }).click();
      await expect(toast(page, 'Target date saved')).toBeVisible();
      await expect(page.getByLabel('Target date for Exchange')).toHaveValue('2030-01-15');
      await expect(page.getByRole('list', { name: 'Notes and changes' })).toContainText('Targets moved: Exchange to 2030-01-15');

      await page.getByRole('button', { name: 'Record a fall-through' }).click();
      const dialog = page.getByRole('dialog', { name: 'Record a fall-through' });
      await dialog.getByLabel('Why it fell through').selectOption({ label: 'Other' });
      await dialog.getByRole('button', { name: 'Record fall-through' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Write what happened (at least 5 characters)');
      await dialog.getByLabel('What happened').fill('The seller took the property off the market.');
      await dialog.getByLabel('Keep the fee').check();
      await dialog.getByRole('button', { name: 'Record fall-through' }).click();
      await expect(toast(page, `${overdue.property.title}: fell through, the listing is Available again`)).toBeVisible();
      await expect(page).toHaveURL(/\/deals$/);
      await expect(cardOf(page, dueSoon)).toBeVisible();
      await expect(cardOf(page, overdue)).toHaveCount(0);
      expect(await statusOf(admin, overdue.property)).toBe('Available');
      expect(await statusOf(admin, dueSoon.property)).toBe('Under Offer');
      await fitsTheScreen(page);
    });
  });
}

/** The calendar day before `date` (YYYY-MM-DD). */
function previousDay(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}
