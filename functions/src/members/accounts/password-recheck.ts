import { clearPasswordTries, refundPasswordTry, takePasswordTry } from '../../db/throttle';
import { cognitoClient, cognitoSdk, poolId } from '../../cognito';
import { env } from '../../env';
import { badRequest, HttpError } from '../../http/errors';

export const WRONG_PASSWORD = 'That password is not right. Enter the password you sign in with.';

/** When tries open again, as a UK member reads a clock. */
const clockTime = (epochSeconds: number) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' }).format(new Date(epochSeconds * 1000));

export function tooManyWrongPasswords(until: number, now = Date.now()): HttpError {
  const error = new HttpError(429, `Too many wrong passwords. Try again after ${clockTime(until + 59)}.`);
  error.retryAfterSeconds = Math.max(1, until - Math.floor(now / 1000));
  return error;
}

/**
 * The one way to ask a signed-in member for their password again (before their account is erased): throws a 400 for
 * a wrong password, and a 429 with Retry-After once `PASSWORD_TRIES.max` tries were counted (until `lockSeconds` after
 * the last), whatever Cognito's own lock-out does. The tries are counted in the table (db/throttle.ts), per member, so
 * every function instance sees the same count.
 */
export async function recheckPassword(member: { id: string; email: string | null | undefined }, password: string): Promise<void> {
  const attempt = await takePasswordTry(member.id);
  if (!attempt.open) throw tooManyWrongPasswords(attempt.until);
  let matches: boolean;
  try {
    matches = Boolean(member.email) && (await passwordMatches(member.email!, password));
  } catch (error) {
    await refundPasswordTry(member.id);
    throw error;
  }
  if (!matches) throw badRequest(WRONG_PASSWORD);
  await clearPasswordTries(member.id);
}

/** Whether this is the user's password: a server-side sign-in with ADMIN_USER_PASSWORD_AUTH. A wrong password, like an unknown user, is false. */
async function passwordMatches(email: string, password: string): Promise<boolean> {
  const clientId = env().USER_POOL_CLIENT_ID;
  if (!clientId) throw new Error('USER_POOL_CLIENT_ID is not configured');
  const [{ AdminInitiateAuthCommand }, client] = await Promise.all([cognitoSdk(), cognitoClient()]);
  try {
    await client.send(
      new AdminInitiateAuthCommand({
        UserPoolId: poolId(),
        ClientId: clientId,
        AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    return true;
  } catch (error) {
    if (['NotAuthorizedException', 'InvalidPasswordException', 'UserNotFoundException', 'InvalidParameterException'].includes((error as Error).name))
      return false;
    throw error;
  }
}
