import type { ApiBody } from '../../../lib/api';
import { api } from '../../../lib/api';
import { routeQuery, useRouteMutation } from '../../../lib/route-query';
import { postToBucket } from '../../../lib/uploads/upload-file';

/** Admin Tools' Buyer checks: every investor's status, and one buyer's record with its history. */
export const buyerCheckRowsQuery = () => routeQuery('listBuyerChecks');
export const buyerCheckQuery = (id: string) => routeQuery('getBuyerCheck', { params: { id } });

const changes = ['listBuyerChecks', 'getBuyerCheck'] as const;

export const useDecideMatch = (id: string) =>
  useRouteMutation({ mutationFn: (body: ApiBody<'decideScreeningMatch'>) => api('decideScreeningMatch', { params: { id }, body }), invalidates: changes });
export const useReportToOfsi = (id: string) =>
  useRouteMutation({
    mutationFn: (body: ApiBody<'reportScreeningMatchToOfsi'>) => api('reportScreeningMatchToOfsi', { params: { id }, body }),
    invalidates: changes,
  });
export const useRecordRegisterDiscrepancy = (id: string) =>
  useRouteMutation({
    mutationFn: (body: ApiBody<'recordRegisterDiscrepancy'>) => api('recordRegisterDiscrepancy', { params: { id }, body }),
    invalidates: changes,
  });
export const useSetRisk = (id: string) =>
  useRouteMutation({ mutationFn: (body: ApiBody<'setBuyerRisk'>) => api('setBuyerRisk', { params: { id }, body }), invalidates: changes });
export const useApprove = (id: string) =>
  useRouteMutation({ mutationFn: (body: ApiBody<'approveBuyerCheck'>) => api('approveBuyerCheck', { params: { id }, body }), invalidates: changes });

/** Records a provider's identity verification, its report (if chosen) uploaded to the buyer's prefix first. */
export const useRecordIdentity = (id: string) =>
  useRouteMutation({
    mutationFn: async ({ report, ...body }: Omit<ApiBody<'recordIdentityVerification'>, 'reportUploadKey' | 'reportFileName'> & { report?: File }) => {
      let stored: { key: string; fileName: string } | undefined;
      if (report) {
        const created = await api('createBuyerCheckUpload', {
          params: { id },
          body: { kind: 'identityReport', fileName: report.name, contentType: report.type, size: report.size },
        });
        await postToBucket(created, report);
        stored = await api('completeBuyerCheckUpload', { params: { id, uploadId: created.uploadId } });
      }
      return api('recordIdentityVerification', {
        params: { id },
        body: { ...body, ...(stored ? { reportUploadKey: stored.key, reportFileName: stored.fileName } : {}) },
      });
    },
    invalidates: changes,
  });

/** Opens one of the buyer's files (a short-lived link, admins only). */
export async function openBuyerCheckFile(id: string, key: string): Promise<void> {
  const { url } = await api('getBuyerCheckFileLink', { params: { id }, query: { key } });
  window.open(url, '_blank', 'noopener');
}
