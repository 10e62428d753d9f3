import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router';
import { ChunkLoadError } from '../../lib/load-chunk';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The router's default error page: what failed, and a way to retry or leave. */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  useDocumentTitle('Something went wrong');
  const chunkFailed = error instanceof ChunkLoadError;
  const message = error instanceof Error && error.message ? error.message : 'This page could not be shown.';
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined;

  function retry() {
    // A chunk that failed to load is usually a dropped connection or a newer deployment; a fresh
    // page load fetches the current chunk names, which retrying in place would not.
    if (chunkFailed) {
      window.location.reload();
      return;
    }
    reset();
    void router.invalidate();
  }

  return (
    <div className="container page page--narrow">
      <h1>Something went wrong</h1>
      <p className="lead" role="alert">
        {message}
      </p>
      {cause && (
        <details className="muted">
          <summary>Technical details</summary>
          <p>{cause}</p>
        </details>
      )}
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={retry}>
          {chunkFailed ? 'Reload the page' : 'Try again'}
        </button>
        <Link to="/" className="button button--secondary" onClick={reset}>
          Return Home
        </Link>
      </div>
    </div>
  );
}
