import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** The investors' way in, beside the page's own next step for everyone else. */
export function SignInActions({ children }: { children: ReactNode }) {
  return (
    <div className="button-row">
      <Link to="/access-code" className="button button--primary">
        VC Sign In
      </Link>
      {children}
    </div>
  );
}
