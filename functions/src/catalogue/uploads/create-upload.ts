import { routes } from '@shared/contract/routes';
import { httpHandler } from '../../http/handler';
import { createUpload } from './incoming';

/** POST /uploads (admin): a presigned POST policy for one file (functions/src/catalogue/uploads/uploads.ts). No record is written. */
export const handler = httpHandler(routes.createUpload, async ({ body }) => createUpload(body));
