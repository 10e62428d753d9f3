/** Shown by the router while a page's code is loading (after a short delay, so fast loads never flash it). */
export function PendingPage() {
  return (
    <div className="container page">
      <p className="pending" role="status">
        <span className="spinner" aria-hidden="true" />
        Loading…
      </p>
    </div>
  );
}
