/** A section's loading state: a spinner and what is loading, announced as a status. */
export function LoadingState({ text }: { text: string }) {
  return (
    <div className="state" role="status">
      <span className="spinner__ring" aria-hidden="true" />
      <p className="state__title">{text}</p>
    </div>
  );
}

/** A whole page's loading state: a large spinner and its label. */
export function PageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="page-spinner" role="status">
      <span className="spinner__ring spinner__ring--large" aria-hidden="true" />
      <span className="page-spinner__label">{label}</span>
    </div>
  );
}
