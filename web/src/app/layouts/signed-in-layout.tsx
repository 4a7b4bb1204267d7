import { TopBar } from '../navigation/top-bar';
import { AppFrame } from './app-frame';

/** Frame of every signed-in page: the top bar (with the mobile drawer) and the page itself. */
export function SignedInLayout() {
  return <AppFrame topBar={<TopBar />} />;
}
