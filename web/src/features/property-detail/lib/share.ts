import { paths, portalUrl } from '@shared/contract/paths';

/** The three links an admin can share, on the site's own origin. */
export const shareLinks = (origin: string, id: string) => ({
  member: portalUrl(origin, paths.propertyDetail(id)),
  sneakPeek: portalUrl(origin, paths.publicProperty(id)),
  full: portalUrl(origin, paths.publicPropertyFull(id)),
});
