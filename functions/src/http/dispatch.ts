import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { guardOrigin } from './origin-check';
import { codeOfStatus } from '@shared/contract/error-codes';

export type RouteHandler = (event: APIGatewayProxyEventV2WithJWTAuthorizer, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/**
 * The handler of a function group: API Gateway names the matched route in `event.routeKey`
 * ("GET /properties/{id}"); the route's own handler (built with httpHandler) answers it.
 * Each group's entry module is generated from the route table (infra/lib/group-entries.ts).
 * Before anything else, the request must have come through CloudFront (origin-check.ts).
 */
export function dispatch(handlers: Readonly<Record<string, RouteHandler>>, checkOrigin = guardOrigin): RouteHandler {
  return async (event, context) => {
    const refused = await checkOrigin(event);
    if (refused) return refused;
    const handler = Object.hasOwn(handlers, event.routeKey) ? handlers[event.routeKey] : undefined;
    if (!handler) {
      // Only a route served by another function could get here: API Gateway sends nothing else.
      return { statusCode: 404, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message: 'Not Found', code: codeOfStatus(404) }) };
    }
    return handler(event, context);
  };
}
