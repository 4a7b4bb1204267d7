import { routes } from '@shared/contract/routes';
import { listDocumentAccessFor } from '../db/document-access';
import { httpHandler } from '../../http/handler';

/** GET /properties/{id}/document-access (admin): who opened this property's documents, newest first. */
export const handler = httpHandler(routes.listDocumentAccess, async ({ params }) => ({ items: await listDocumentAccessFor('property', params.id) }));
