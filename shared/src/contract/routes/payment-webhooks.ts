import { defineGroup, defineRoute } from './define';
import { json } from '../route-response';

/** Stripe's webhook: signed by Stripe (Stripe-Signature over the raw body), so it has no session and no body schema. */
export const paymentWebhooks = defineGroup({
  access: 'public',
  description: "Stripe's signed payment events",
  routes: {
    stripeWebhook: defineRoute({
      method: 'POST',
      path: '/webhooks/stripe',
      handler: 'sales/reservations/stripe-webhook',
      response: json<{ received: true; outcome: 'applied' | 'replay' | 'ignored' }>(),
      permissions: ['table:read', 'table:write', 'stripeSecrets:read'],
    }),
  },
});
