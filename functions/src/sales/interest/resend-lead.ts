import { routes } from '@shared/contract/routes';
import type { LeadDelivery } from '@shared/domain/interest';
import { getInterestRegistration, setLeadDelivery } from '../db/interest-registrations';
import { auditBy } from '../../http/caller';
import { notFound } from '../../http/errors';
import { httpHandler, respond } from '../../http/handler';
import { invokeJob } from '../../lambda';

/**
 * POST /interest-registrations/{email}/lead/resend: an admin sends a lead the webhook
 * did not take again. The registration's leadDelivery becomes 'pending' (audited, in one transaction) and
 * the lead webhook job is queued; it records 'delivered' or 'failed' when done. Answers 202 with the
 * registration as it now is; the list shows the outcome on its next read.
 */
export const handler = httpHandler(routes.resendLead, async ({ params, caller }) => {
  const registration = await getInterestRegistration(params.email);
  if (!registration) throw notFound('Registration not found');
  const leadDelivery: LeadDelivery = { state: 'pending', attempts: 0, error: null, attemptedAt: new Date().toISOString() };
  if (!(await setLeadDelivery(registration.email, leadDelivery, auditBy(caller, 'lead resent')))) throw notFound('Registration not found');
  const { fullName, email, phone, message } = registration;
  await invokeJob('leadWebhook', { fullName, email, phone, message });
  return respond(202, { registration: { ...registration, leadDelivery } });
});
