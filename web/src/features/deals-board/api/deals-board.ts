import { useQueryClient } from '@tanstack/react-query';
import type { RouteName } from '@shared/contract/routes';
import { api, ApiError, type ApiBody } from '../../../lib/api';
import { invalidateRoutes, routeQuery, useRouteMutation } from '../../../lib/route-query';

/** Admin Tools' Deals: the board with its figures, one deal with its trail, and the admin's changes to a deal. */
export const dealBoardQuery = () => routeQuery('listDeals');
export const dealQuery = (id: string) => routeQuery('getDeal', { params: { id } });

const changes = ['listDeals', 'getDeal'] as const;

/**
 * A mutation of a deal: on success the board and the deal are read again (or what it `changed`); on a 409 the board
 * and the deal are (another admin moved it, or the rules refused), so the screen shows the deal as it now is beside the
 * server's reason.
 */
function useDealMutation<TVariables, TData>(mutationFn: (variables: TVariables) => Promise<TData>, changed: readonly RouteName[] = changes) {
  const queryClient = useQueryClient();
  return useRouteMutation({
    mutationFn,
    invalidates: changed,
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void invalidateRoutes(queryClient, changes);
    },
  });
}

export const useProgressDeal = () =>
  useDealMutation(({ id, stage, body }: { id: string; stage: string; body: ApiBody<'progressDeal'> }) => api('progressDeal', { params: { id, stage }, body }));
export const useSetDealTargets = () =>
  useDealMutation(({ id, body }: { id: string; body: ApiBody<'setDealTargets'> }) => api('setDealTargets', { params: { id }, body }));
export const useAddDealNote = () =>
  useDealMutation(({ id, body }: { id: string; body: ApiBody<'addDealNote'> }) => api('addDealNote', { params: { id }, body }));
export const useEndDeal = () => useDealMutation(({ id, body }: { id: string; body: ApiBody<'endDeal'> }) => api('endDeal', { params: { id }, body }));

/** The deal's thread with its investor; listing it marks the sourcer's side read. Read again when the admin comes back to the tab. */
export const dealMessagesQuery = (id: string) => ({ ...routeQuery('listDealMessages', { params: { id } }), refetchOnWindowFocus: true });
export const usePostDealMessage = () =>
  useRouteMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) => api('postDealMessage', { params: { id }, body: { text } }),
    invalidates: ['listDealMessages'],
  });

/** The deal's documents, each with a link that lasts minutes. */
export const dealDocumentsQuery = (id: string) => routeQuery('listDealDocuments', { params: { id } });
export const useSendMemorandum = () =>
  useDealMutation(
    ({ id, body }: { id: string; body: ApiBody<'sendDealMemorandum'> }) => api('sendDealMemorandum', { params: { id }, body }),
    ['listDealDocuments'],
  );
