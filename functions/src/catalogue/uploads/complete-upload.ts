import { routes } from '@shared/contract/routes';
import { httpHandler } from '../../http/handler';
import { completeUpload } from './uploads';

/** POST /uploads/{uploadId}/complete (admin): check the uploaded file and store it where it belongs. No record is written. */
export const handler = httpHandler(routes.completeUpload, async ({ params }) => completeUpload(params.uploadId));
