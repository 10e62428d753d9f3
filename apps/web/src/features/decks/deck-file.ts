import { MESSAGES } from '@pitchfit/contracts/messages';
import { currentAccessToken } from '../../lib/access-token';
import { forgetCredentials } from '../../lib/session';

/** The PDF of one of the investor's decks (GET /api/decks/{id}/pdf/), for the page preview. */
export async function fetchDeckPdf(deckId: string, signal: AbortSignal): Promise<Uint8Array> {
  const token = await currentAccessToken();
  const response = await fetch(`/api/decks/${encodeURIComponent(deckId)}/pdf/`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal,
  });
  if (response.status === 401) forgetCredentials(MESSAGES.authRequired);
  if (!response.ok) throw new Error(`The deck file answered ${response.status}.`);
  return new Uint8Array(await response.arrayBuffer());
}
