import { routes } from '@shared/contract/routes';
import { httpHandler } from '../http/handler';
import { publicProperty } from './public-property';

/** GET /public/properties/{id}?view=peek|full: the whitelisted public payload; 404 unless published and not Withdrawn. */
export const handler = httpHandler(routes.getPublicProperty, async ({ params, query }) => ({ property: await publicProperty(params.id, query.view) }));
