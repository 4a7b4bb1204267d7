import { sneakPeekLink } from '@shared/rules/property-alert';

/** The three links an admin can share, on the site's own origin. */
export const shareLinks = (origin: string, id: string) => ({
  member: `${origin}/property/${encodeURIComponent(id)}`,
  sneakPeek: sneakPeekLink(origin, id),
  full: `${origin}/public-property-full/${encodeURIComponent(id)}`,
});
