import { useState } from 'react';
import { getConfig } from '../../../lib/config';
import '../sell.css';

/** Spec: the external seller form, embedded with a minimum height of 1718 px. */
const SELLER_FORM_MIN_HEIGHT = 1718;

/**
 * The frame's load event fires for an error page too, and a cross-origin frame cannot be inspected, so
 * the link to open the form in a new tab is always shown above the frame, where it is seen without scrolling.
 */
export function SellerForm() {
  const { sellerFormUrl } = getConfig();
  const [loaded, setLoaded] = useState(false);
  return (
    <div className="seller-form">
      <p className="seller-form__fallback">
        Form not showing?{' '}
        <a className="link" href={sellerFormUrl} target="_blank" rel="noopener noreferrer">
          Open it in a new tab
        </a>
        .
      </p>
      {!loaded && (
        <p className="seller-form__loading" role="status">
          <span className="spinner__ring" aria-hidden="true" /> Loading the form...
        </p>
      )}
      <iframe
        className="seller-form__frame"
        src={sellerFormUrl}
        title="Sell your property form"
        style={{ minHeight: SELLER_FORM_MIN_HEIGHT }}
        onLoad={() => setLoaded(true)}
      />
    </div>
  );
}
