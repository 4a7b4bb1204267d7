/** Shown when /config.json cannot be loaded: deliberately plain, it needs no settings and no providers. */
export function StartupError({ detail }: { detail: string }) {
  return (
    <main className="startup-error">
      <h1>The portal could not start</h1>
      <p>Its settings could not be loaded. Please try again in a moment.</p>
      <p className="startup-error__detail">
        <code>{detail}</code>
      </p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        Try again
      </button>
    </main>
  );
}
