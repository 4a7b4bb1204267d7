import { toInvestorProperty } from '@shared/views/investor-property';
import { routes } from '@shared/contract/routes';
import { httpHandler } from '../http/handler';
import { visibleProperty } from './visible-property';

/** GET /properties/{id}: the whole record for admins (the edit form), the detail page's view for investors. */
export const handler = httpHandler(routes.getProperty, async ({ params, caller }) => {
  const property = await visibleProperty(params.id, caller.isAdmin);
  return { property: caller.isAdmin ? property : toInvestorProperty(property) };
});
