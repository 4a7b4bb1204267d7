import { toast } from './toast';

/**
 * Opens a private file (a property document, a resource PDF) through a short-lived signed link: a tab is
 * opened at once, still inside the click so no popup blocker stops it, then pointed at the link when the
 * API answers. Without a tab (blocked anyway) the page itself goes there; on failure the tab closes and
 * `failureMessage` is shown.
 */
export function openSignedLink(signedLink: () => Promise<string>, failureMessage: string): void {
  const tab = window.open('about:blank', '_blank');
  signedLink().then(
    (url) => {
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else window.location.assign(url);
    },
    () => {
      tab?.close();
      toast.error(failureMessage);
    },
  );
}
