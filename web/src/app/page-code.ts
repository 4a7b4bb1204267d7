import type { ComponentType } from 'react';
import type { Screen } from './screens';

/** The page modules; each is its own chunk, so a visitor downloads only the screens they open. */
const pageModules = import.meta.glob<Record<string, unknown>>('./routes/*.tsx');

/** The page components whose code has arrived, by module and export (screen-routes.tsx renders them without waiting). */
const arrivedPages = new Map<string, ComponentType>();
const pageKey = (screen: Screen) => `${screen.module}#${screen.component}`;

/** Loads a screen's module and returns its page component. */
export async function loadScreenPage(screen: Screen): Promise<ComponentType> {
  const load = pageModules[`./routes/${screen.module}.tsx`];
  if (!load) throw new Error(`No page module web/src/app/routes/${screen.module}.tsx for ${screen.path}`);
  const page = (await load())[screen.component];
  if (typeof page !== 'function') throw new Error(`web/src/app/routes/${screen.module}.tsx exports no ${screen.component}`);
  arrivedPages.set(pageKey(screen), page as ComponentType);
  return page as ComponentType;
}

/** A screen's page component if its code has already arrived. */
export const arrivedScreenPage = (screen: Screen): ComponentType | undefined => arrivedPages.get(pageKey(screen));

type SignedInLayoutModule = typeof import('./layouts/signed-in-layout');
let arrivedLayout: SignedInLayoutModule | undefined;

/** The signed-in frame's code (top bar, menus, alerts bell): a chunk of its own that a visitor never loads. */
export const loadSignedInLayout = (): Promise<SignedInLayoutModule> => import('./layouts/signed-in-layout').then((module) => (arrivedLayout = module));

/** The signed-in frame's code if it has already arrived. */
export const arrivedSignedInLayout = (): SignedInLayoutModule | undefined => arrivedLayout;

/** Downloads what opening `screen` shows: its page's code and, for a signed-in page, the frame's too. */
export function loadPageCode(screen: Screen): Promise<unknown> {
  return Promise.all([loadScreenPage(screen), ...(screen.access === 'signedIn' || screen.access === 'admin' ? [loadSignedInLayout()] : [])]);
}
