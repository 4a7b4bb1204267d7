/** A spinner with a text label for screen readers (and, in the page variant, for everyone). */
export function Spinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <span className="spinner" role="status">
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

export function PageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="page-spinner" role="status">
      <span className="spinner__ring spinner__ring--large" aria-hidden="true" />
      <span className="page-spinner__label">{label}</span>
    </div>
  );
}
