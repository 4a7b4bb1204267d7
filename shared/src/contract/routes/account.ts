import { defineGroup, defineRoute } from './define';
import { updateMyAlertsSchema, type Alert, type DigestFrequency } from '../../domain/alert';
import { createDealScenarioSchema, dealScenarioListQuery, type DealScenario } from '../../domain/deal-scenario';
import { eraseMyAccountSchema } from '../../domain/member';
import { idParams } from '../../domain/request-params';
import { createSavedSearchSchema, renameSavedSearchSchema, type SavedSearch } from '../../rules/saved-searches';
import type { SavedDealScenario } from '../responses';
import { json, noContent } from '../route-response';

/**
 * A member's own account, beside member's day-to-day reading: what a member keeps of their own, each under their own partition
 * (another member's id is a 404, as a missing one): saved deal analyses, saved searches (at most
 * MAX_SAVED_SEARCHES), matched alerts and their email choice; and their data rights (UK GDPR, docs/architecture.md
 * section 13): a copy of their data and the erasure of their account.
 * An erasure's slowest step is the whole erasure (a Query and a delete per item, then three Cognito calls of up to
 * 6.5 s each: the password, finding the login, deleting it), so API Gateway's 29 s; a step cut short is finished
 * by a retry, 'Finish erasure' or the scheduled job.
 */
export const account = defineGroup({
  access: 'signedIn',
  description: "The investor's own account: deal scenarios, saved searches, alerts and erasure",
  timeoutSeconds: 29,
  routes: {
    listMyDealScenarios: defineRoute({
      method: 'GET',
      path: '/me/deal-scenarios',
      handler: 'catalogue/deal-scenarios/list-my-deal-scenarios',
      query: dealScenarioListQuery,
      response: json<{ items: SavedDealScenario[] }>(),
      permissions: ['table:read', 'table:write'],
    }),
    createDealScenario: defineRoute({
      method: 'POST',
      path: '/me/deal-scenarios',
      handler: 'catalogue/deal-scenarios/create-deal-scenario',
      body: createDealScenarioSchema,
      response: json<{ scenario: DealScenario }>(),
      permissions: ['table:read', 'table:write'],
    }),
    getMyDealScenario: defineRoute({
      method: 'GET',
      path: '/me/deal-scenarios/{id}',
      handler: 'catalogue/deal-scenarios/get-my-deal-scenario',
      params: idParams,
      response: json<{ scenario: DealScenario }>(),
      permissions: ['table:read', 'table:write'],
    }),
    deleteDealScenario: defineRoute({
      method: 'DELETE',
      path: '/me/deal-scenarios/{id}',
      handler: 'catalogue/deal-scenarios/delete-deal-scenario',
      params: idParams,
      response: noContent(),
      permissions: ['table:read', 'table:write'],
    }),
    listMySavedSearches: defineRoute({
      method: 'GET',
      path: '/me/saved-searches',
      handler: 'alerts/saved-searches/list-my-saved-searches',
      response: json<{ items: SavedSearch[] }>(),
      permissions: ['table:read', 'table:write'],
    }),
    createSavedSearch: defineRoute({
      method: 'POST',
      path: '/me/saved-searches',
      handler: 'alerts/saved-searches/create-saved-search',
      body: createSavedSearchSchema,
      response: json<{ search: SavedSearch }>(),
      permissions: ['table:read', 'table:write'],
    }),
    renameSavedSearch: defineRoute({
      method: 'PATCH',
      path: '/me/saved-searches/{id}',
      handler: 'alerts/saved-searches/rename-saved-search',
      params: idParams,
      body: renameSavedSearchSchema,
      response: json<{ search: SavedSearch }>(),
      permissions: ['table:read', 'table:write'],
    }),
    deleteSavedSearch: defineRoute({
      method: 'DELETE',
      path: '/me/saved-searches/{id}',
      handler: 'alerts/saved-searches/delete-saved-search',
      params: idParams,
      response: noContent(),
      permissions: ['table:read', 'table:write'],
    }),
    listMyAlerts: defineRoute({
      method: 'GET',
      path: '/me/alerts',
      handler: 'alerts/emails/list-my-alerts',
      response: json<{ items: Alert[]; unread: number; frequency: DigestFrequency }>(),
      permissions: ['table:read', 'table:write'],
    }),
    // One route for the inbox's changes (each route costs the app stack a resource): mark one alert read, or all, and/or set the email choice.
    updateMyAlerts: defineRoute({
      method: 'PATCH',
      path: '/me/alerts',
      handler: 'alerts/emails/update-my-alerts',
      body: updateMyAlertsSchema,
      response: json<{ marked: number; frequency: DigestFrequency }>(),
      permissions: ['table:read', 'table:write'],
    }),
    /** The password asked for again; the login, the profile and every item of the member go, audit events are kept anonymised. */
    eraseMyAccount: defineRoute({
      method: 'DELETE',
      path: '/me',
      handler: 'members/erasure/erase-my-account',
      body: eraseMyAccountSchema,
      response: noContent(),
      // The hold-expiry job cancels an open hold of the member's and offers the listing to the next on its waiting list.
      permissions: ['table:read', 'table:write', 'users:checkPassword', 'users:erase', 'invoke:leadWebhook', 'invoke:expireReservationHolds'],
    }),
  },
});
