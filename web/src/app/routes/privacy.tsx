import { PrivacyPage } from '../../features/privacy/components/privacy-page';

/** `/privacy` (public): the privacy notice. */
export function PrivacyRoute() {
  return <PrivacyPage />;
}
