import { randomUUID } from 'node:crypto';
import type { BuyerCheck, OfsiReport } from '@shared/domain/buyer-check';
import { londonDate } from '@shared/rules/london-date';
import { ofsiReportRefusal } from '@shared/rules/ofsi-report';
import type { Caller } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { actorRef, adminStep } from './buyer-checks';
import { clock } from '../../clock';

export interface OfsiReportInput {
  expectedVersion: number;
  personId: string;
  listEntryId: string;
  reportedOn: string;
  summary: string;
  reference?: string | undefined;
}

/**
 * An admin records that an escalated possible match was reported to OFSI: what was reported and when (rules in
 * shared/src/rules/ofsi-report.ts). Added to the record's reports on its version with the audit event, like every admin
 * step; an earlier report is never changed, and a second one (further information sent) is added beside it.
 */
export function reportMatchToOfsi(caller: Caller, memberId: string, input: OfsiReportInput): Promise<BuyerCheck> {
  const { expectedVersion, personId, listEntryId, reportedOn, summary } = input;
  const reference = input.reference?.trim();
  return adminStep(caller, memberId, expectedVersion, 'possible sanctions match reported to OFSI', (check, at) => {
    const refusal = ofsiReportRefusal(check, { personId, listEntryId, reportedOn }, londonDate(clock()));
    if (refusal) throw new HttpError(refusal.status, refusal.message);
    const screening = check.screenings.find((s) => s.personId === personId)!;
    const match = screening.matches.find((m) => m.listEntryId === listEntryId)!;
    const report: OfsiReport = {
      id: randomUUID(),
      personId,
      personName: screening.name,
      listEntryId,
      listedName: match.listedName,
      reportedOn,
      summary,
      ...(reference ? { reference } : {}),
      recordedBy: actorRef(caller),
      recordedAt: at,
    };
    return { ofsiReports: [...(check.ofsiReports ?? []), report] };
  });
}
