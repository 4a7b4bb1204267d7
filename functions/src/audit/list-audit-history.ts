import { routes } from '@shared/contract/routes';
import { listHistory } from '../db/audit';
import { httpHandler } from '../http/handler';

/** GET /audit/{targetType}/{targetId}: one record's history of admin changes, newest first. */
export const handler = httpHandler(routes.listAuditHistory, async ({ params }) => ({
  items: await listHistory(params.targetType, params.targetId),
}));
