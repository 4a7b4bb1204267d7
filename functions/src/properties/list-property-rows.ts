import { routes } from '@shared/contract/routes';
import { listManagementRows } from '../db/catalogue';
import { httpHandler } from '../http/handler';

/** GET /property-management/rows (admin): every property, drafts too, newest first, as compact table rows. */
export const handler = httpHandler(routes.listPropertyRows, async () => ({ items: await listManagementRows() }));
