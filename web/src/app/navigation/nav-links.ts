import { screenEntries, type MenuPlacement } from '../screens';
import { buildPath } from '@shared/contract/paths';

/** A link of the signed-in navigation. */
export interface NavLinkDef {
  to: string;
  label: string;
}

/** An entry of the main links that opens to list several screens (Resources: Investor Resources and Calculators). */
export interface NavGroupDef {
  group: string;
  links: readonly NavLinkDef[];
}

export type NavEntry = NavLinkDef | NavGroupDef;

export const isNavGroup = (entry: NavEntry): entry is NavGroupDef => 'group' in entry;

/** The screens the screen table places in one menu, in the table's order. */
const menuLinks = (menu: MenuPlacement['in']): readonly (NavLinkDef & { group?: string })[] =>
  screenEntries().flatMap(([, screen]) =>
    screen.menu?.in === menu ? [{ to: buildPath(screen.path, []), label: screen.menu.label, ...(screen.menu.group ? { group: screen.menu.group } : {}) }] : [],
  );

/** The main links as the bars show them: a group stands where its first screen is. */
function withGroups(links: readonly (NavLinkDef & { group?: string })[]): readonly NavEntry[] {
  const entries: NavEntry[] = [];
  for (const { group, ...link } of links) {
    if (!group) entries.push(link);
    else if (!entries.some((entry) => isNavGroup(entry) && entry.group === group))
      entries.push({ group, links: links.filter((l) => l.group === group).map(({ to, label }) => ({ to, label })) });
  }
  return entries;
}

/** The signed-in navigation: everyone's links (every screen, and as shown, with groups), then the admins' 'Admin Tools'. */
export const mainLinks: readonly NavLinkDef[] = menuLinks('main').map(({ to, label }) => ({ to, label }));
export const mainEntries = withGroups(menuLinks('main'));
export const adminLinks: readonly NavLinkDef[] = menuLinks('admin').map(({ to, label }) => ({ to, label }));
/** The account menu beside the avatar: the member's own records (My reservations, My deals). */
export const accountLinks: readonly NavLinkDef[] = menuLinks('account').map(({ to, label }) => ({ to, label }));
