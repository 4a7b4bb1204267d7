import { routes } from '@shared/contract/routes';
import { setRegistrationStatus } from '../db/interest-registrations';
import { auditBy } from '../../http/caller';
import { notFound } from '../../http/errors';
import { httpHandler } from '../../http/handler';

/** PUT /interest-registrations/{email}/status: approve, reject, or any status an admin sets (spec section 4). */
export const handler = httpHandler(routes.setRegistrationStatus, async ({ params, body, caller }) => {
  const registration = await setRegistrationStatus(params.email, body.status, auditBy(caller, `registration ${body.status}`));
  if (!registration) throw notFound('Registration not found');
  return { registration };
});
