import { lazyArrived } from '../lazy-arrived';
import { arrivedSignedInLayout, loadSignedInLayout } from '../page-code';

/**
 * The signed-in frame (top bar, menus, alerts bell) is its own chunk: a visitor of `/` or of a public page never
 * sees it. It starts loading as soon as a session is found or a signed-in page is opened (screens.ts).
 */
export const SignedInFrame = lazyArrived(
  () => arrivedSignedInLayout()?.SignedInLayout,
  () => loadSignedInLayout().then((module) => module.SignedInLayout),
);
