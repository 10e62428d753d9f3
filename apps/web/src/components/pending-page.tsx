import type { ReactNode } from 'react';

/** A status line with a spinner, saying in words what is on its way. */
export function Pending({ children }: { children: ReactNode }) {
  return (
    <p className="pending" role="status">
      <span className="spinner" aria-hidden="true" />
      {children}
    </p>
  );
}

/**
 * Shown by the router while a page's code is loading (after a short delay, so fast loads never flash
 * it), and by a page while its data is.
 */
export function PendingPage({ narrow = false }: { narrow?: boolean }) {
  return (
    <div className={narrow ? 'container page page--narrow' : 'container page'}>
      <Pending>Loading…</Pending>
    </div>
  );
}
