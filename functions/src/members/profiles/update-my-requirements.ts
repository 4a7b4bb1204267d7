import { normaliseRequirements } from '@shared/rules/requirements';
import { routes } from '@shared/contract/routes';
import { updateProfile } from '../db/profiles';
import { httpHandler } from '../../http/handler';

export const handler = httpHandler(routes.updateMyRequirements, async ({ body, caller }) => ({
  profile: await updateProfile(caller.userId, normaliseRequirements(body), caller.profile.version),
}));
