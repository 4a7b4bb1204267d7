import { routes } from '@shared/contract/routes';
import { listResources } from '../db/resources';
import { httpHandler } from '../../http/handler';

/** GET /resources: every resource by display order (spec 'Investor Resources Hub'). */
export const handler = httpHandler(routes.listResources, async () => ({ items: await listResources() }));
