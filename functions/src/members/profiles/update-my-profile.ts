import { routes } from '@shared/contract/routes';
import { updateProfile } from '../db/profiles';
import { httpHandler } from '../../http/handler';

/** Name, phone and the deal chasers only (a field left out stays as it is): email, role and access are not the user's to change. */
export const handler = httpHandler(routes.updateMyProfile, async ({ body, caller }) => ({
  profile: await updateProfile(caller.userId, { fullName: body.fullName, phone: body.phone, dealChasers: body.dealChasers }, caller.profile.version),
}));
