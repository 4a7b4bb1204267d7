import type { BuyerCheck } from '../domain/buyer-check';
import type { IsoDate } from './london-date';

/**
 * When an admin may record a report to OFSI of a possible sanctions match. A relevant firm (one doing estate agency work
 * among them) must tell OFSI as soon as practicable when it knows or has reasonable cause to suspect that a customer is a
 * designated person (the reporting obligation in each regime's Information and records part, e.g. The Russia
 * (Sanctions) (EU Exit) Regulations 2019 reg. 70; OFSI's 'Reporting information to OFSI – what to do'). On this portal
 * that suspicion is an admin's escalation of a possible match, so only an escalated match is reported; a cleared or
 * undecided one is not.
 */

export interface OfsiReportRequest {
  readonly personId: string;
  readonly listEntryId: string;
  readonly reportedOn: IsoDate;
}

export interface OfsiReportRefusal {
  readonly status: 400 | 404 | 409;
  readonly message: string;
}

export const OFSI_MATCH_GONE = 'This possible match is no longer on the record: reload it.';
export const OFSI_NOT_ESCALATED = 'Only an escalated match is reported to OFSI: escalate it first, with the reason.';
export const OFSI_NOT_A_DATE = 'Enter the day the report was sent as a real date (YYYY-MM-DD).';
export const OFSI_FUTURE_DATE = 'The report date is in the future: enter the day the report was sent to OFSI.';

const isCalendarDate = (date: string) => {
  const at = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === date;
};

/** Why this report cannot be recorded on `check` today (a London date), or nothing when it can. */
export function ofsiReportRefusal(check: BuyerCheck, request: OfsiReportRequest, today: IsoDate): OfsiReportRefusal | undefined {
  if (!isCalendarDate(request.reportedOn)) return { status: 400, message: OFSI_NOT_A_DATE };
  if (request.reportedOn > today) return { status: 400, message: OFSI_FUTURE_DATE };
  const screening = check.screenings.find((s) => s.personId === request.personId);
  const match = screening?.matches.find((m) => m.listEntryId === request.listEntryId);
  if (!match) return { status: 404, message: OFSI_MATCH_GONE };
  if (match.decision?.outcome !== 'escalated') return { status: 409, message: OFSI_NOT_ESCALATED };
  return undefined;
}
