import { routes } from '@shared/routes';
import { listProfiles } from '../db/profiles';
import { httpHandler } from '../http/handler';

export const handler = httpHandler(routes.listProfiles, async () => ({ items: await listProfiles() }));
