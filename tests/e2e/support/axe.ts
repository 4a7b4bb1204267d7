import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * WCAG 2.1 A and AA rules, checked by axe-core in the real page (or only in `include`, a CSS selector). The page is
 * judged at rest: while the scan runs it prefers reduced motion (which the app's and the toasts' styles honour), since
 * a toast caught fading in or out is briefly translucent and axe would read its text as low contrast.
 */
export async function expectNoViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder.include(include);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { violations } = await builder.analyze();
  await page.emulateMedia({ reducedMotion: null });
  expect(violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((n) => n.target.join(' ')) }))).toEqual([]);
}
