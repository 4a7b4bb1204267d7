import { toInvestorProperty } from '@shared/views/investor-property';
import { reservedFlag } from '@shared/views/reservation';
import { routes } from '@shared/contract/routes';
import { getReservationLock } from '../../sales/db/reservation-locks';
import { httpHandler } from '../../http/handler';
import { visibleProperty } from './visible-property';

/**
 * GET /properties/{id}: the whole record for admins (the edit form), the detail page's view for investors, with
 * `reservedUntil` while another investor's hold runs.
 */
export const handler = httpHandler(routes.getProperty, async ({ params, caller }) => {
  const property = await visibleProperty(params.id, caller.isAdmin);
  if (caller.isAdmin) return { property };
  return { property: { ...toInvestorProperty(property), ...reservedFlag(await getReservationLock(property.id), caller.userId) } };
});
