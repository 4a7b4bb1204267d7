import { expect, test } from '@playwright/test';
import { LOCAL_DATA_CONTROLLER } from '../../infra/local/stack';

/**
 * The privacy notice names the controller and how to contact them, as UK GDPR Art. 13(1)(a) requires ("the identity
 * and the contact details of the controller"): from the deployment's settings, here the local stack's.
 */
test('the privacy notice names the data controller and links its contact email', async ({ page }) => {
  await page.goto('/privacy');
  const whoWeAre = page.getByRole('region', { name: 'Who we are' });
  await expect(whoWeAre).toContainText(LOCAL_DATA_CONTROLLER.name);
  const email = whoWeAre.getByRole('link', { name: LOCAL_DATA_CONTROLLER.email });
  await expect(email).toBeVisible();
  await expect(email).toHaveAttribute('href', `mailto:${LOCAL_DATA_CONTROLLER.email}`);
});
