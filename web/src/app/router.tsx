import { createBrowserRouter, type DataRouteMatch } from 'react-router-dom';
import { type Screen } from './screens';
import { loadPageCode } from './page-code';
import { screenRoutes } from './screen-routes';

export const router = createBrowserRouter(screenRoutes());

/** The screen the router shows now, with its path parameters as the router matched them. */
export function shownScreen(): { screen: Screen; params: Readonly<Record<string, string | undefined>> } | undefined {
  const match = router.state.matches.at(-1);
  const screen = match?.route.handle as Screen | undefined;
  return match && screen && { screen, params: match.params };
}

/**
 * The code of the page being opened starts downloading with the navigation, the signed-in frame's alongside it
 * for a signed-in page, rather than one after the other as each renders. At start-up, alongside /config.json.
 */
function loadMatchedPages(matches: DataRouteMatch[]) {
  for (const match of matches) {
    const screen = match.route.handle as Screen | undefined;
    if (screen) void loadPageCode(screen);
  }
}
loadMatchedPages(router.state.matches);
router.subscribe((state) => loadMatchedPages(state.matches));
