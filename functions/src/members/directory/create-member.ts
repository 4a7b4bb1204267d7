import { randomUUID } from 'node:crypto';
import { paths, portalUrl } from '@shared/contract/paths';
import { routes } from '@shared/contract/routes';
import { addToGroup, deleteUser, findUser, inviteUser, UserExistsError, type CognitoUser } from '../../cognito';
import { claimAccountEmail, completeAccountEmailStep, releaseAccountEmail } from '../db/account-emails';
import { getInterestRegistration, registrationStatusStep } from '../../sales/db/interest-registrations';
import { createProfile, getProfile } from '../db/profiles';
import { auditStep } from '../../db/audit';
import { env } from '../../env';
import { auditBy } from '../../http/caller';
import { HttpError, notFound } from '../../http/errors';
import { httpHandler, respond } from '../../http/handler';
import { logger } from '../../observability/powertools';

export const USER_EXISTS_MESSAGE = 'User already exists with this email address';
const userExists = () => new HttpError(409, USER_EXISTS_MESSAGE, undefined, 'USER_EXISTS');

/**
 * The Cognito user for a new account: invited now, or (repair) one an earlier attempt left without a
 * profile. A login never exists without a profile, so a user that has one is a real duplicate.
 */
async function accountUser(email: string, fullName: string): Promise<{ user: CognitoUser; invitedNow: boolean }> {
  try {
    return { user: await inviteUser({ email, fullName }), invitedNow: true };
  } catch (error) {
    if (!(error instanceof UserExistsError)) throw error;
    const user = await findUser(email);
    if (!user?.sub || (await getProfile(user.sub))) throw userExists();
    return { user, invitedNow: false };
  }
}

/**
 * POST /users: the admin creates an account. Cognito emails the invitation (our trigger renders it with
 * the /activate-account link); the user joins its role's group and gets an approved profile, and the
 * registration it came from (if any) becomes account_created in the same transaction.
 *
 * The address is claimed first (functions/src/members/db/account-emails.ts): of several requests for one email at once (a
 * double-click, two admins) only the one holding the claim goes on, and the others answer 409 without
 * touching anything. Any failure after the claim undoes what this request made (the Cognito user it
 * invited, the claim), so a retry starts clean.
 */
export const handler = httpHandler(routes.createMember, async ({ body, caller }) => {
  const registration = body.registrationEmail ? await getInterestRegistration(body.registrationEmail) : undefined;
  if (body.registrationEmail && !registration) throw notFound('Registration not found');

  const claimId = randomUUID();
  if (!(await claimAccountEmail(body.email, claimId))) throw userExists();
  let invited: CognitoUser | undefined;
  let user: CognitoUser;
  try {
    const account = await accountUser(body.email, body.fullName);
    user = account.user;
    if (account.invitedNow) invited = user;
    const audit = auditBy(caller, 'account created');
    await addToGroup(user.username, body.role);
    await createProfile(
      { id: user.sub, email: body.email, fullName: body.fullName, phone: body.phone ?? null, role: body.role, accessStatus: 'approved' },
      {
        audit,
        alsoWrite: (tx) => [
          completeAccountEmailStep(tx, body.email, claimId, user.sub),
          ...(registration
            ? [
                registrationStatusStep(tx, registration.email, 'account_created'),
                auditStep(tx, audit, {
                  targetType: 'registration',
                  targetId: registration.email,
                  before: registration,
                  after: { ...registration, status: 'account_created' },
                }),
              ]
            : []),
        ],
      },
    );
  } catch (error) {
    // Best effort: a login left behind is adopted by the next attempt (accountUser), a claim left behind goes stale.
    if (invited) await deleteUser(invited.username).catch((undo: unknown) => logger.warn('could not undo the Cognito user', { error: String(undo) }));
    await releaseAccountEmail(body.email, claimId).catch((undo: unknown) => logger.warn('could not release the email claim', { error: String(undo) }));
    throw error;
  }
  return respond(201, {
    success: true,
    message: 'User account created and approved successfully',
    user: { id: user.sub, email: body.email },
    activationLink: portalUrl(env().APP_ORIGIN, paths.activateAccount()),
  });
});
