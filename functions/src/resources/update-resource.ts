import { routes } from '@shared/routes';
import { updateResource } from '../db/resources';
import { auditBy } from '../http/caller';
import { httpHandler } from '../http/handler';

/** PUT /resources/{id} (admin): replaces the fields if the version is still the one the admin read (else 409). */
export const handler = httpHandler(routes.updateResource, async ({ params, body, caller }) => {
  const { version, ...input } = body;
  return { resource: await updateResource(params.id, input, version, auditBy(caller, 'resource updated')) };
});
