import { routes } from '@shared/contract/routes';
import { getProfile } from '../db/profiles';
import { notFound } from '../../http/errors';
import { httpHandler } from '../../http/handler';
import { buildMemberExport } from './member-export';

/** GET /profiles/{id}/export (admin): the same export a member downloads, for a subject access request. */
export const handler = httpHandler(routes.exportMemberData, async ({ params }) => {
  const profile = await getProfile(params.id);
  if (!profile) throw notFound('User not found');
  return buildMemberExport(profile);
});
