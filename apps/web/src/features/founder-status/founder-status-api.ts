import { type FounderStatus, founderStatusSchema } from '@pitchfit/contracts/founder-status';
import { uploadErrorMessage } from '../decks/deck-upload-rules';

/** A status call that failed, with its HTTP status (404: the link is not valid) and the text to show. */
export class FounderStatusError extends Error {
  override name = 'FounderStatusError';
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

export const founderStatusUrl = (token: string) => `/api/pitch/status/${encodeURIComponent(token)}/`;

/** GET or DELETE on the status link (REST, no session: the token is the key). */
async function call(token: string, method: 'GET' | 'DELETE', fallback: string): Promise<FounderStatus> {
  let response: Response;
  try {
    response = await fetch(founderStatusUrl(token), { method });
  } catch {
    throw new FounderStatusError(fallback, null);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new FounderStatusError(uploadErrorMessage(body, fallback), response.status);
  const status = founderStatusSchema.safeParse(body);
  if (!status.success) throw new FounderStatusError(fallback, response.status);
  return status.data;
}

export const fetchFounderStatus = (token: string) =>
  call(token, 'GET', 'Your deck’s status could not be loaded. Please try again.');

export const withdrawDeck = (token: string) =>
  call(token, 'DELETE', 'Your deck could not be withdrawn. Please try again.');
