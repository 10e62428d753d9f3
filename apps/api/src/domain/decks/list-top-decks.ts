import type { Database } from '@pitchfit/db/client';
import { type DeckList, type DeckListRequest, listDecks } from '@pitchfit/db/decks/deck-list';
import { accessTokenInvalid } from '../auth/errors';
import type { Session } from '../auth/resolve-session';

/**
 * The signed-in investor's decks for both transports (the one query: @pitchfit/db's deck-list.ts), each
 * deck as the JSON PostgreSQL wrote. The statement checks the session itself, so a transport that
 * verified only the token (REST's `investor-checked-by-handler`) reads the list in one round trip;
 * UNAUTHORIZED when the session is not live.
 */
export async function listTopDecks(
  db: Database,
  session: Pick<Session, 'investorId' | 'sessionId'>,
  request: DeckListRequest,
): Promise<DeckList> {
  const list = await listDecks(db, session, request);
  if (!list) throw accessTokenInvalid();
  return list;
}
