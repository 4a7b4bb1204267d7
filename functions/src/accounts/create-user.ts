import { routes } from '@shared/routes';
import { deleteUser, inviteUser, UserExistsError } from '../cognito';
import { createProfile } from '../db/profiles';
import { env } from '../env';
import { HttpError } from '../http/errors';
import { httpHandler, respond } from '../http/handler';

export const USER_EXISTS_MESSAGE = 'User already exists with this email address';

/** Admin creates an account: Cognito invites the user by email; the profile starts approved. */
export const handler = httpHandler(routes.createUser, async ({ body }) => {
  let user;
  try {
    user = await inviteUser({ email: body.email, fullName: body.fullName, role: body.role });
  } catch (error) {
    if (error instanceof UserExistsError) throw new HttpError(409, USER_EXISTS_MESSAGE, { error: 'USER_EXISTS' });
    throw error;
  }
  try {
    await createProfile({ id: user.sub, email: body.email, fullName: body.fullName, phone: body.phone ?? null, role: body.role, accessStatus: 'approved' });
  } catch (error) {
    // Leave nothing half-made: without a profile the Cognito user could never use the portal.
    await deleteUser(user.username);
    throw error;
  }
  return respond(201, {
    success: true,
    message: 'User account created and approved successfully',
    user: { id: user.sub, email: body.email },
    activationLink: `${env().APP_ORIGIN}/activate-account`,
  });
});
