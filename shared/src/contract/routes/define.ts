import type * as z from '../../core/zod';
import type { Permission } from '../permissions';
import type { ResponseType } from '../route-response';

/** The function groups, one Lambda each (composed in routes.ts): one per bounded context and access level. */
export const functionGroupNames = [
  'publicRead',
  'publicWrite',
  'paymentWebhooks',
  'account',
  'member',
  'buyerChecks',
  'sales',
  'investorPdfs',
  'adminUsers',
  'adminCatalogue',
  'adminMedia',
  'adminBuyerChecks',
  'adminSales',
  'adminPdfs',
] as const;
export type FunctionGroup = (typeof functionGroupNames)[number];

/** How a group's routes are called (see the header of routes.ts). */
export type Access = 'public' | 'signedIn' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A function's timeout when its group or job names none (infra/lib/constructs/portal-function.ts). */
export const DEFAULT_FUNCTION_TIMEOUT_SECONDS = 10;

/** A route as its group's file writes it: the group gives it its access level and its function. */
export interface RouteSpec {
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  readonly handler: string;
  readonly body?: z.ZodMiniType;
  readonly query?: z.ZodMiniType;
  readonly params?: z.ZodMiniType;
  readonly response: ResponseType<unknown>;
  readonly permissions: readonly Permission[];
}

/** A route of the table, with its group's access level and the group serving it. */
export interface RouteDef extends RouteSpec {
  readonly access: Access;
  readonly group: FunctionGroup;
}

export interface FunctionGroupDef {
  /** Every route of the group has this access level: one function never mixes privileges. */
  readonly access: Access;
  readonly description: string;
  readonly memorySize?: number;
  readonly timeoutSeconds?: number;
  /** Native packages installed into this function's asset for linux-arm64 (infra/lib/constructs/portal-function.ts). */
  readonly nativeModules?: readonly 'sharp'[];
  /** Copies pdfmake's Roboto font into this function's asset (fonts/) for the PDFs it makes (functions/src/catalogue/deal-pack/render-pdf.ts). */
  readonly pdfFonts?: boolean;
  readonly routes: Readonly<Record<string, RouteSpec>>;
}

export const defineRoute = <const R extends RouteSpec>(route: R): R => route;
export const defineGroup = <const G extends FunctionGroupDef>(group: G): G => group;

/** A group's routes as the table holds them: each with the group's access level and name. */
export type RoutesOfGroup<N extends string, G extends FunctionGroupDef> = {
  readonly [K in keyof G['routes']]: G['routes'][K] & { readonly access: G['access']; readonly group: N };
};

export const groupRoutes = <N extends FunctionGroup, G extends FunctionGroupDef>(name: N, group: G): RoutesOfGroup<N, G> =>
  Object.fromEntries(Object.entries(group.routes).map(([route, spec]) => [route, { ...spec, access: group.access, group: name }])) as RoutesOfGroup<N, G>;

/** API Gateway's name for a route, e.g. "GET /properties/{id}": what a group function dispatches on. */
export const routeKey = (route: Pick<RouteSpec, 'method' | 'path'>) => `${route.method} ${route.path}`;
