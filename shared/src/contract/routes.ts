import { account } from './routes/account';
import { adminCatalogue } from './routes/admin-catalogue';
import { adminBuyerChecks } from './routes/admin-buyer-checks';
import { adminContent } from './routes/admin-content';
import { adminDeals } from './routes/admin-deals';
import { adminDealCorrespondence } from './routes/admin-deal-correspondence';
import { adminMedia } from './routes/admin-media';
import { adminUsers } from './routes/admin-users';
import { buyerChecks } from './routes/buyer-checks';
import { dealDocuments } from './routes/deal-documents';
import { dealPack } from './routes/deal-pack';
import { deals } from './routes/deals';
import { groupRoutes, type FunctionGroup, type FunctionGroupDef, type RouteDef } from './routes/define';
import { member } from './routes/member';
import { publicRead } from './routes/public-read';
import { publicWrite } from './routes/public-write';
import { adminReservations } from './routes/admin-reservations';
import { paymentWebhooks } from './routes/payment-webhooks';
import { reservationAcceptance } from './routes/reservation-acceptance';
import { dealFallThrough } from './routes/deal-fall-through';
import { reservationPayments } from './routes/reservation-payments';
import { reservations } from './routes/reservations';

export {
  DEFAULT_FUNCTION_TIMEOUT_SECONDS,
  routeKey,
  type Access,
  type FunctionGroup,
  type FunctionGroupDef,
  type HttpMethod,
  type RouteDef,
} from './routes/define';

/**
 * The single route table: it drives the CDK routes and authorizers (infra/), the local API adapter
 * (infra/local/), the handlers' access checks (functions/src/http/) and the authorization-matrix test.
 * One file per function group under routes/ holds the group's routes, description, timeout and memory;
 * this module composes them. The request schemas live in shared/src/domain (and rules/, views/).
 *
 * access (the group's): 'public'   anyone, no token needed;
 *                       'signedIn' a valid Cognito token AND an approved profile (checked on every call);
 *                       'admin'    as signedIn, plus the Cognito group admin and the profile role admin.
 * handler: module under functions/src exporting `handler`, e.g. 'properties/list-properties'.
 * response: what it answers (a type only, see route-response.ts); the web client's `api()` returns it.
 * permissions: what its code touches beyond its logs (shared/src/contract/permissions.ts), spelled out per route.
 * group: the function serving it. Its IAM is the union of its routes' permissions.
 *
 * Route names: a verb and what it acts on, in the glossary's nouns (functions/src/db/README.md): `member` for the
 * person an admin manages. `My` marks what belongs to the caller (getMyProfile, listMyAlerts); a name carries no
 * admin marker (the group says who may call it); where a public route and an admin route list the same things,
 * the public one names what it leaves out (listPublishedAreaInsights beside listAreaInsights).
 *
 * Signed-in and admin routes that only read still list table:write: the shared chain gives a bootstrap
 * admin (BOOTSTRAP_ADMIN_EMAILS) a profile on their first call, whichever route that is.
 *
 * Each function's bundle sees only its group's routes (infra/lib/route-slices.ts), so it carries only their schemas.
 */

/**
 * One Lambda per group, dispatching on API Gateway's routeKey to its routes' handlers. Grouped by area
 * and privilege: a public function never holds what only signed-in or admin routes need.
 */
export const functionGroups = {
  publicRead,
  publicWrite,
  member,
  account,
  adminUsers,
  adminCatalogue,
  adminContent,
  adminMedia,
  dealPack,
  buyerChecks,
  adminBuyerChecks,
  reservations,
  adminReservations,
  reservationPayments,
  paymentWebhooks,
  deals,
  adminDeals,
  reservationAcceptance,
  dealFallThrough,
  adminDealCorrespondence,
  dealDocuments,
} as const satisfies Record<FunctionGroup, FunctionGroupDef>;

export const routes = {
  ...groupRoutes('publicRead', publicRead),
  ...groupRoutes('publicWrite', publicWrite),
  ...groupRoutes('member', member),
  ...groupRoutes('account', account),
  ...groupRoutes('adminUsers', adminUsers),
  ...groupRoutes('adminCatalogue', adminCatalogue),
  ...groupRoutes('adminContent', adminContent),
  ...groupRoutes('adminMedia', adminMedia),
  ...groupRoutes('dealPack', dealPack),
  ...groupRoutes('buyerChecks', buyerChecks),
  ...groupRoutes('adminBuyerChecks', adminBuyerChecks),
  ...groupRoutes('reservations', reservations),
  ...groupRoutes('adminReservations', adminReservations),
  ...groupRoutes('reservationPayments', reservationPayments),
  ...groupRoutes('paymentWebhooks', paymentWebhooks),
  ...groupRoutes('deals', deals),
  ...groupRoutes('adminDeals', adminDeals),
  ...groupRoutes('reservationAcceptance', reservationAcceptance),
  ...groupRoutes('dealFallThrough', dealFallThrough),
  ...groupRoutes('adminDealCorrespondence', adminDealCorrespondence),
  ...groupRoutes('dealDocuments', dealDocuments),
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof routes;
export const routeEntries = () => Object.entries(routes) as [RouteName, RouteDef][];
export const groupEntries = () => Object.entries(functionGroups) as [FunctionGroup, FunctionGroupDef][];
export const routesOfGroup = (group: FunctionGroup) => routeEntries().filter(([, route]) => route.group === group);
