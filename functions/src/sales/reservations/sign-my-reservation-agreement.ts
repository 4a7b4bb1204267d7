import { routes } from '@shared/contract/routes';
import { signatureNameRefusal } from '@shared/rules/signature-name';
import { getBuyerCheck } from '../../compliance/db/buyer-checks';
import { badRequest } from '../../http/errors';
import { httpHandler } from '../../http/handler';
import { signAgreement } from './agreement';
import { myView } from './views';

/** The names verified for the buyer in their buyer check: each individual buyer, or the company's directors. */
async function verifiedNames(investorId: string): Promise<string[]> {
  const part = (await getBuyerCheck(investorId))?.part;
  const people = part?.buyerType === 'company' ? (part.company?.directors ?? []) : (part?.individuals ?? []);
  return people.flatMap((person) => (person.fullName ? [person.fullName] : []));
}

/**
 * The investor signs the agreement they opened: their name, the time, their IP address and browser are recorded. A
 * typed name that does not resemble the buyer's verified name is refused first (rules/signature-name.ts).
 */
export const handler = httpHandler(routes.signMyReservationAgreement, async ({ params, body, caller, event }) => {
  const refusal = signatureNameRefusal(body.fullName, await verifiedNames(caller.userId));
  if (refusal) throw badRequest(refusal);
  const signed = await signAgreement(caller, params.id, body, {
    ipAddress: event.requestContext.http.sourceIp,
    userAgent: event.headers['user-agent'] ?? event.requestContext.http.userAgent ?? 'not given',
  });
  return { reservation: await myView(signed) };
});
