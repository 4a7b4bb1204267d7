import { routes } from '@shared/contract/routes';
import { httpHandler } from '../../http/handler';

export const handler = httpHandler(routes.getMyProfile, async ({ caller }) => ({ profile: caller.profile }));
