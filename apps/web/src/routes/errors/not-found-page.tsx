import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../../lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="container page page--narrow">
      <h1>Page not found</h1>
      <p className="lead">
        There is no page at this address. Check the link, or start again from the home page.
      </p>
      <p>
        <Link to="/" className="button button--primary">
          Return Home
        </Link>
      </p>
    </div>
  );
}
