import { invitationStatus } from '@shared/rules/invitation';
import { routes } from '@shared/contract/routes';
import { listUserStatuses } from '../../cognito';
import { listProfiles } from '../db/profiles';
import { httpHandler } from '../../http/handler';

/** GET /profiles: every member's list fields, with whether they have accepted their invitation yet. */
export const handler = httpHandler(routes.listMembers, async () => {
  const [profiles, statuses] = await Promise.all([listProfiles(), listUserStatuses()]);
  return { items: profiles.map((profile) => ({ ...profile, invitation: invitationStatus(statuses.get(profile.id)) })) };
});
