import { account } from './routes/account';
import { adminBuyerChecks } from './routes/admin-buyer-checks';
import { adminCatalogue } from './routes/admin-catalogue';
import { adminMedia } from './routes/admin-media';
import { adminPdfs } from './routes/admin-pdfs';
import { adminSales } from './routes/admin-sales';
import { adminUsers } from './routes/admin-users';
import { buyerChecks } from './routes/buyer-checks';
import { groupRoutes, type FunctionGroup, type FunctionGroupDef, type RouteDef } from './routes/define';
import { investorPdfs } from './routes/investor-pdfs';
import { member } from './routes/member';
import { paymentWebhooks } from './routes/payment-webhooks';
import { publicRead } from './routes/public-read';
import { publicWrite } from './routes/public-write';
import { sales } from './routes/sales';

export { DEFAULT_FUNCTION_TIMEOUT_SECONDS, routeKey, type Access, type FunctionGroup, type FunctionGroupDef, type RouteDef } from './routes/define';

/**
 * The single route table: it drives the CDK routes and authorizers (infra/), the local API adapter
 * (infra/local/), the handlers' access checks (functions/src/http/) and the authorization-matrix test.
 * One file per function group under routes/ holds the group's routes, description, timeout and memory;
 * this module composes them. The request schemas live in shared/src/domain (and rules/, views/).
 *
 * access (the group's): 'public'   anyone, no token needed;
 *                       'signedIn' a valid Cognito token AND an approved profile (checked on every call);
 *                       'admin'    as signedIn, plus the Cognito group admin and the profile role admin.
 * handler: module under functions/src exporting `handler`, e.g. 'catalogue/properties/list-properties'.
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
 * One Lambda per group. A group is a bounded context at one access level (a public function never holds what only
 * signed-in or admin routes need; the public read function holds no write permission): the public site, an account,
 * the members an admin manages, the catalogue, the buyer checks, sales (reservations, payments, deals). A part of a
 * context has a function of its own only for its weight at a cold start or its runtime needs: the uploads with sharp's
 * native binary (adminMedia), the PDFs with pdfmake and its font (investorPdfs, adminPdfs), and Stripe's signed
 * webhook, which has no session (paymentWebhooks).
 */
export const functionGroups = {
  publicRead,
  publicWrite,
  paymentWebhooks,
  account,
  member,
  buyerChecks,
  sales,
  investorPdfs,
  adminUsers,
  adminCatalogue,
  adminMedia,
  adminBuyerChecks,
  adminSales,
  adminPdfs,
} as const satisfies Record<FunctionGroup, FunctionGroupDef>;

export const routes = {
  ...groupRoutes('publicRead', publicRead),
  ...groupRoutes('publicWrite', publicWrite),
  ...groupRoutes('paymentWebhooks', paymentWebhooks),
  ...groupRoutes('account', account),
  ...groupRoutes('member', member),
  ...groupRoutes('buyerChecks', buyerChecks),
  ...groupRoutes('sales', sales),
  ...groupRoutes('investorPdfs', investorPdfs),
  ...groupRoutes('adminUsers', adminUsers),
  ...groupRoutes('adminCatalogue', adminCatalogue),
  ...groupRoutes('adminMedia', adminMedia),
  ...groupRoutes('adminBuyerChecks', adminBuyerChecks),
  ...groupRoutes('adminSales', adminSales),
  ...groupRoutes('adminPdfs', adminPdfs),
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof routes;
export const routeEntries = () => Object.entries(routes) as [RouteName, RouteDef][];
export const groupEntries = () => Object.entries(functionGroups) as [FunctionGroup, FunctionGroupDef][];
export const routesOfGroup = (group: FunctionGroup) => routeEntries().filter(([, route]) => route.group === group);
