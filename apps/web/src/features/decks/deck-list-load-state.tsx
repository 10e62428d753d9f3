import { MESSAGES } from '@pitchfit/contracts/messages';
import { isAuthFailure } from '../../lib/api-errors';

/**
 * Loading and failure notes of a deck list. An auth failure shows nothing here: the session
 * guard already clears the tokens and redirects to /login.
 */
export function DeckListLoadState({
  query,
}: {
  query: { isError: boolean; isPending: boolean; error: unknown };
}) {
  return (
    <>
      {query.isError && !isAuthFailure(query.error) && (
        <p className="alert" role="alert">
          {MESSAGES.loadDataFailed}
        </p>
      )}
      {query.isPending && (
        <p className="pending" role="status">
          <span className="spinner" aria-hidden="true" /> Loading decks…
        </p>
      )}
    </>
  );
}
