import { routes } from '@shared/contract/routes';
import { httpHandler } from '../../http/handler';
import { buildMemberExport } from './member-export';

/** GET /me/export: the caller's copy of their personal data, read by their own keys only. */
export const handler = httpHandler(routes.exportMyData, async ({ caller }) => buildMemberExport(caller.profile));
