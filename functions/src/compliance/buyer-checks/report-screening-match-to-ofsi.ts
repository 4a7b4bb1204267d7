import { routes } from '@shared/contract/routes';
import { httpHandler } from '../../http/handler';
import { detailOf } from './detail';
import { reportMatchToOfsi } from './ofsi-report';

/** An admin records the report to OFSI of an escalated possible sanctions match: what was reported and when. */
export const handler = httpHandler(routes.reportScreeningMatchToOfsi, async ({ params, body, caller }) =>
  detailOf(params.id, await reportMatchToOfsi(caller, params.id, body)),
);
