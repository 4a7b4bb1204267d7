import { defineGroup, defineRoute } from './define';
import { unsubscribeQuery } from '../../domain/alert';
import { interestRegistrationInputSchema } from '../../domain/interest';
import { activationRequestSchema } from '../../domain/member';
import { json } from '../route-response';

/** Anyone's writes: the public forms and the one-click unsubscribe. */
export const publicWrite = defineGroup({
  access: 'public',
  description: 'Public forms: interest registrations and activation requests',
  routes: {
    registerInterest: defineRoute({
      method: 'POST',
      path: '/interest-registrations',
      handler: 'sales/interest/register-interest',
      body: interestRegistrationInputSchema,
      response: json<{ id: string }>(),
      permissions: ['table:read', 'table:write', 'invoke:leadWebhook'],
    }),
    requestActivation: defineRoute({
      method: 'POST',
      path: '/account-activation',
      handler: 'members/accounts/request-activation',
      body: activationRequestSchema,
      response: json<{ message: string }>(),
      permissions: ['table:read', 'table:write', 'invoke:sendActivation'],
    }),
    // RFC 8058 one-click: mail providers POST here without a session; the signed token names the investor.
    unsubscribeAlerts: defineRoute({
      method: 'POST',
      path: '/alert-unsubscribe',
      handler: 'alerts/emails/unsubscribe-alerts',
      query: unsubscribeQuery,
      response: json<{ frequency: 'off' }>(),
      permissions: ['table:read', 'table:write', 'alertSecret:read'],
    }),
  },
});
