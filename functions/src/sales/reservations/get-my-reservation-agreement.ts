import { routes } from '@shared/contract/routes';
import { httpHandler } from '../../http/handler';
import { agreementLink } from './agreement';

/** The caller's sourcing agreement (the signed copy once signed): a short-lived link and the SHA-256 of its bytes. */
export const handler = httpHandler(routes.getMyReservationAgreement, ({ params, caller }) => agreementLink(caller, params.id));
