import { routes } from '@shared/contract/routes';
import { listAreaInsights } from '../db/area-insights';
import { httpHandler } from '../../http/handler';

/** GET /admin/area-insights (admin): every insight, drafts included, by display order. */
export const handler = httpHandler(routes.listAreaInsights, async () => ({ items: await listAreaInsights({ includeUnpublished: true }) }));
