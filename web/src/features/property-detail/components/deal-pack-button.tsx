import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { ApiError } from '../../../lib/api';
import { dealPackLink } from '../api/property';

/** What a failed pack says: what happened and what to do next. */
export const dealPackFailure = (error: unknown): string =>
  error instanceof ApiError && error.status === 404
    ? 'This listing is no longer available, so it has no deal pack. Go back to the properties to see what is.'
    : 'The deal pack could not be made just now. Check your connection and try again in a minute; if it still fails, contact us.';

/**
 * 'Download deal pack': the listing, its photos, figures and comparables, and the investor's own latest analysis, as a
 * PDF made for them. The API answers a short-lived link that downloads the file (Content-Disposition: attachment), so
 * following it keeps this page.
 */
export function DealPackButton({ propertyId }: { propertyId: string }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const link = document.createElement('a');
      link.href = await dealPackLink(propertyId);
      link.rel = 'noopener';
      link.click();
    } catch (error) {
      setFailure(dealPackFailure(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="pd-card">
      <h2 className="pd-card__title">Deal pack</h2>
      <p className="pd-text">A PDF of this listing with your latest saved analysis, to share with your lender and partners.</p>
      <Button variant="secondary" block busy={busy} busyLabel="Preparing the deal pack..." onClick={() => void download()}>
        <Download size={18} aria-hidden="true" />
        Download deal pack
      </Button>
      <FormAlert message={failure} />
    </div>
  );
}
