import { routes } from '@shared/routes';
import { httpHandler } from '../http/handler';
import { visibleProperty } from './visible-property';

export const handler = httpHandler(routes.getProperty, async ({ params, caller }) => ({ property: await visibleProperty(params.id, caller.isAdmin) }));
