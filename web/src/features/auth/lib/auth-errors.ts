import { accessDenials } from '@shared/contract/error-codes';

/** Helpers for the errors Amplify Auth (Cognito) and our API throw. */

/** Amplify's error name, e.g. 'NotAuthorizedException', 'UserNotFoundException', 'CodeMismatchException'. */
export const errorName = (error: unknown): string => (error instanceof Error ? error.name : '');

/**
 * The provider's own message where it has a meaningful one, else the fallback. A Cognito user that was
 * disabled (access rejected or revoked) is told so plainly rather than 'User is disabled.'.
 */
export function providerMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error) || !error.message) return fallback;
  if (/^unknown/i.test(error.name) || /network/i.test(error.name)) return fallback;
  if (error.name === 'NotAuthorizedException' && /disabled/i.test(error.message)) return accessDenials.ACCESS_REVOKED;
  return error.message;
}
