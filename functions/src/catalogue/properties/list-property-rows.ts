import { routes } from '@shared/contract/routes';
import { listManagementRowsPage } from '../db/catalogue';
import { httpHandler } from '../../http/handler';

/** GET /property-management/rows (admin): every property, drafts too, as compact table rows, a page at a time (the screen sorts them). */
export const handler = httpHandler(routes.listPropertyRows, async ({ query }) => listManagementRowsPage(query));
