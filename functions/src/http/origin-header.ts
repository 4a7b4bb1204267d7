/**
 * The header CloudFront adds to every request it forwards to the HTTP API (infra/lib/constructs/web.ts), checked by
 * origin-check.ts. On its own so the CDK app reads it without loading the functions' Powertools (a bench process that
 * synthesises the app and then runs the handlers would build them before the local stack sets their environment).
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
