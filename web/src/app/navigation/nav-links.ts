import { buildPath, screenEntries, type MenuPlacement } from '../screens';

/** A link of the signed-in navigation. */
export interface NavLinkDef {
  to: string;
  label: string;
}

/** The screens the screen table places in one menu, in the table's order. */
const menuLinks = (menu: MenuPlacement['in']): readonly NavLinkDef[] =>
  screenEntries().flatMap(([, screen]) => (screen.menu?.in === menu ? [{ to: buildPath(screen.path, []), label: screen.menu.label }] : []));

/** The signed-in navigation: everyone's links, then the admins' 'Admin Tools'. */
export const mainLinks = menuLinks('main');
export const adminLinks = menuLinks('admin');
