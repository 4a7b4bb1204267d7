import { expect, test, type Page } from '@playwright/test';
import { demo } from '../support/stack';
import { investor, signInThroughForm } from './support/demo';

/**
 * The local web server sends CloudFront's security headers, CSP included (one definition,
 * infra/lib/security-headers.ts), so any Content-Security-Policy violation on these screens fails here.
 */

/** Collects every CSP violation the page reports, from the console and from securitypolicyviolation events. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('__reportCspViolation', (line: string) => violations.push(`event: ${line}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation(line: string): void }).__reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return violations;
}

test('the site is served with the security headers CloudFront sends, CSP included', async ({ page }) => {
  const response = await page.goto('/');
  const headers = response!.headers();
  const csp = headers['content-security-policy'];
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/connect-src 'self' [^;]*http:\/\/localhost:\d+/);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
});

test('the policy is live: an inline script on the page is refused and reported', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.body.append(script);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
});

test('no CSP violation on the landing page, the investor dashboard and an area insight page', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/area-insights/hull');
  await expect(page.getByRole('heading', { level: 1, name: 'Hull' })).toBeVisible();

  await page.goto('/');
  await signInThroughForm(page, investor.email, investor.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Exclusive Properties' })).toBeVisible();
  // Property cards load their images from the image host (s3rver here, the distribution on AWS).
  await expect(page.getByRole('list', { name: 'Properties' }).getByRole('listitem').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test('no CSP violation on an admin screen', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/');
  await signInThroughForm(page, demo.admin.email, demo.admin.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/area-insights-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Area Insights Management' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'hull', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});
