import { queryOptions } from '@tanstack/react-query';
import { routeQuery, selectItems } from '../../../lib/route-query';

/** The investor catalogue: published, not Withdrawn (the API decides; admins get every property). */
export const propertiesQuery = () => queryOptions({ ...routeQuery('listProperties'), select: selectItems });
