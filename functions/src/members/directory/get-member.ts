import { invitationStatus } from '@shared/rules/invitation';
import { routes } from '@shared/contract/routes';
import { findUser } from '../../cognito';
import { getProfile } from '../db/profiles';
import { notFound } from '../../http/errors';
import { httpHandler } from '../../http/handler';

/** GET /profiles/{id}: a member's whole profile for the details dialog, and their invitation status. */
export const handler = httpHandler(routes.getMember, async ({ params }) => {
  const profile = await getProfile(params.id);
  if (!profile) throw notFound('User not found');
  const user = profile.email ? await findUser(profile.email) : undefined;
  return { profile, invitation: invitationStatus(user?.status) };
});
