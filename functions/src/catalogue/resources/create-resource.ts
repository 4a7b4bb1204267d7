import { routes } from '@shared/contract/routes';
import { createResource } from '../db/resources';
import { auditBy } from '../../http/caller';
import { httpHandler, respond } from '../../http/handler';

/** POST /resources (admin): a new resource, audited in the same transaction. */
export const handler = httpHandler(routes.createResource, async ({ body, caller }) =>
  respond(201, { resource: await createResource(body, { audit: auditBy(caller, 'resource created') }) }),
);
