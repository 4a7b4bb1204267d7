import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { guardOrigin } from './origin-check';
import { codeOfStatus } from '@shared/contract/error-codes';

export type RouteHandler = (event: APIGatewayProxyEventV2WithJWTAuthorizer, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/** A route's handler module, imported on the route's first request (the group's entry names one per route). */
export type RouteModule = () => Promise<{ handler: RouteHandler }>;

/**
 * The handler of a function group: API Gateway names the matched route in `event.routeKey`
 * ("GET /properties/{id}"); the route's own handler (built with httpHandler) answers it.
 * Each group's entry module is generated from the route table (infra/lib/group-entries.ts).
 * A cold start imports only this dispatch: a route's module (its handler, schemas, entities) is imported on the
 * route's first request and kept, so a request never waits for what only the group's other routes need.
 * Before anything else, the request must have come through CloudFront (origin-check.ts).
 */
export function dispatch(routes: Readonly<Record<string, RouteModule>>, checkOrigin = guardOrigin): RouteHandler {
  const handlers = new Map<string, Promise<RouteHandler>>();
  const handlerOf = (key: string, load: RouteModule) => {
    let handler = handlers.get(key);
    if (!handler) {
      handler = load().then((module) => module.handler);
      handlers.set(key, handler);
      handler.catch(() => handlers.delete(key)); // imported again on the next request
    }
    return handler;
  };
  return async (event, context) => {
    const refused = await checkOrigin(event);
    if (refused) return refused;
    const load = Object.hasOwn(routes, event.routeKey) ? routes[event.routeKey] : undefined;
    if (!load) {
      // Only a route served by another function could get here: API Gateway sends nothing else.
      return { statusCode: 404, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message: 'Not Found', code: codeOfStatus(404) }) };
    }
    return (await handlerOf(event.routeKey, load))(event, context);
  };
}
