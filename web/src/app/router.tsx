import { createBrowserRouter } from 'react-router-dom';
import { loadScreenPage, type Screen } from './screens';
import { screenRoutes } from './screen-routes';

export const router = createBrowserRouter(screenRoutes());

// The opened page's chunk starts downloading now, alongside /config.json, rather than at the first render.
for (const match of router.state.matches) if (match.route.handle) void loadScreenPage(match.route.handle as Screen);
