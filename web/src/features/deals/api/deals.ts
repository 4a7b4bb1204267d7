import type { Conveyancer } from '@shared/domain/deal';
import { checkUpload } from '@shared/rules/uploads';
import { api } from '../../../lib/api';
import { routeQuery, useRouteMutation } from '../../../lib/route-query';
import { postToBucket, UploadError } from '../../../lib/uploads/upload-file';

/** The investor's deals: each one's timeline, their solicitor and how it ended. */
export const myDealsQuery = () => routeQuery('listMyDeals');

/** A deal's message thread with the sourcer; listing it marks the investor's side read. */
export const myDealMessagesQuery = (dealId: string) => routeQuery('listMyDealMessages', { params: { id: dealId } });

export const useSetMySolicitor = () =>
  useRouteMutation({
    mutationFn: ({ id, expectedVersion, solicitor }: { id: string; expectedVersion: number; solicitor: Conveyancer }) =>
      api('setMyDealSolicitor', { params: { id }, body: { expectedVersion, solicitor } }),
    invalidates: ['listMyDeals'],
  });

export const usePostMyDealMessage = () =>
  useRouteMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) => api('postMyDealMessage', { params: { id }, body: { text } }),
    invalidates: ['listMyDealMessages'],
  });

/** The deal's documents (the signed agreement, the memorandum of sale, the investor's uploads), each with a link that lasts minutes. */
export const myDealDocumentsQuery = (dealId: string) => routeQuery('listMyDealDocuments', { params: { id: dealId } });

/** The investor's mortgage offer through the upload pipeline: checked here first, then the policy, the file to the bucket, the server's checks. */
async function uploadMortgageOffer({ id, file }: { id: string; file: File }) {
  const request = { purpose: 'mortgageOffer' as const, fileName: file.name, contentType: file.type, size: file.size };
  const check = checkUpload(request);
  if (!check.ok) throw new UploadError(check.message);
  const created = await api('createMyDealUpload', { params: { id }, body: request });
  await postToBucket(created, file);
  return api('completeMyDealUpload', { params: { id, uploadId: created.uploadId } });
}

export const useUploadMortgageOffer = () => useRouteMutation({ mutationFn: uploadMortgageOffer, invalidates: ['listMyDealDocuments'] });

/** A link to the listing's deal pack, made for the caller as a PDF. */
export const dealPackLink = async (propertyId: string) => (await api('createDealPack', { params: { id: propertyId } })).url;
