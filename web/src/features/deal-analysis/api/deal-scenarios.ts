import { queryOptions } from '@tanstack/react-query';
import type { CreateDealScenario } from '@shared/domain/deal-scenario';
import { api, type ApiResponse } from '../../../lib/api';
import { routeQuery, selectItems, useRouteMutation } from '../../../lib/route-query';

export type SavedScenario = ApiResponse<'listMyDealScenarios'>['items'][number];

/** The investor's own saved analyses: on one listing, or all of them (the profile's 'My analyses'). */
export const scenariosQuery = (propertyId?: string) =>
  queryOptions({ ...routeQuery('listMyDealScenarios', { query: propertyId ? { propertyId } : {} }), select: selectItems });

export const useSaveScenario = () =>
  useRouteMutation({ mutationFn: (body: CreateDealScenario) => api('createDealScenario', { body }), invalidates: ['listMyDealScenarios'] });

export const useDeleteScenario = () =>
  useRouteMutation({ mutationFn: (id: string) => api('deleteDealScenario', { params: { id } }), invalidates: ['listMyDealScenarios'] });
