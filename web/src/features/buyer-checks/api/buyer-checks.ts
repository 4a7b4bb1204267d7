import type { BuyerPart, EvidenceKind } from '@shared/domain/buyer-check';
import { checkUpload } from '@shared/rules/uploads';
import { api } from '../../../lib/api';
import { routeQuery, useRouteMutation } from '../../../lib/route-query';
import { postToBucket, UploadError } from '../../../lib/uploads/upload-file';

/** The buyer's own checks (an empty record before their first save). */
export const myBuyerCheckQuery = () => routeQuery('getMyBuyerCheck');

export const useSaveMyBuyerCheck = () =>
  useRouteMutation({
    mutationFn: (body: { expectedVersion: number; part: BuyerPart }) => api('saveMyBuyerCheck', { body }),
    invalidates: ['getMyBuyerCheck'],
  });

/** One file of evidence through the upload pipeline: the policy, the file to the bucket, then the server's checks. */
async function uploadEvidence({ kind, file }: { kind: EvidenceKind; file: File }) {
  const request = { purpose: kind, fileName: file.name, contentType: file.type, size: file.size };
  const check = checkUpload(request);
  if (!check.ok) throw new UploadError(check.message);
  const created = await api('createMyBuyerCheckUpload', { body: { kind, fileName: file.name, contentType: file.type, size: file.size } });
  await postToBucket(created, file);
  return api('completeMyBuyerCheckUpload', { params: { uploadId: created.uploadId } });
}

export const useUploadEvidence = () => useRouteMutation({ mutationFn: uploadEvidence, invalidates: ['getMyBuyerCheck'] });

export const useRemoveEvidence = () =>
  useRouteMutation({
    mutationFn: (evidenceId: string) => api('removeMyBuyerCheckEvidence', { params: { evidenceId } }),
    invalidates: ['getMyBuyerCheck'],
  });
