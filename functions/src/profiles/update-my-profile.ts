import { routes } from '@shared/routes';
import { updateProfile } from '../db/profiles';
import { httpHandler } from '../http/handler';

/** Name and phone only: email, role and access are not the user's to change. */
export const handler = httpHandler(routes.updateMyProfile, async ({ body, caller }) => ({
  profile: await updateProfile(caller.profile, {
    ...(body.fullName !== undefined ? { fullName: body.fullName } : {}),
    ...(body.phone !== undefined ? { phone: body.phone } : {}),
  }),
}));
