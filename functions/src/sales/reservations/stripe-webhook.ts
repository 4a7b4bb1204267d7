import { routes } from '@shared/contract/routes';
import { httpHandler } from '../../http/handler';
import { applyStripeWebhook } from './card-payments';

/** Stripe's events: the signature is checked over the body exactly as sent. */
export const handler = httpHandler(routes.stripeWebhook, async ({ event }) => {
  const raw = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : (event.body ?? '');
  const outcome = await applyStripeWebhook(raw, event.headers['stripe-signature']);
  return { received: true as const, outcome };
});
