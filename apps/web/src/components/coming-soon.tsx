import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../lib/use-document-title';

/** Placeholder for a screen that is not built yet: it says so plainly and shows no made-up data. */
export function ComingSoon({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <div className="container page page--narrow">
      <h1>{title}</h1>
      <p className="lead">This screen is coming soon.</p>
      <p>
        <Link to="/" className="button button--secondary">
          Return Home
        </Link>
      </p>
    </div>
  );
}
