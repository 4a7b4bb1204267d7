import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA rules, checked by axe-core in the real page (or only in `include`, a CSS selector). */
export async function expectNoViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  expect(violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((n) => n.target.join(' ')) }))).toEqual([]);
}
