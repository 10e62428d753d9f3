import { DECK_READ_FAILURES } from '@pitchfit/contracts/messages';
import type { ReadDeckOptions } from './types';

export type DeckReadErrorCode =
  | 'not_pdf'
  | 'encrypted'
  | 'corrupt'
  | 'too_large'
  | 'too_many_pages'
  | 'timeout'
  | 'too_complex'
  | 'no_readable_text';

type Limits = Pick<ReadDeckOptions, 'maxBytes' | 'maxPages' | 'timeoutMs'>;

// Fails to compile if the contract's messages and these codes drift apart.
const MESSAGES: Record<DeckReadErrorCode, (limits: Limits) => string> = DECK_READ_FAILURES;

/** A deck that cannot be read; the message is a sentence a founder or investor can act on. */
export class DeckReadError extends Error {
  override readonly name = 'DeckReadError';

  constructor(
    readonly code: DeckReadErrorCode,
    limits: Limits,
    options?: { cause?: unknown },
  ) {
    super(MESSAGES[code](limits), options);
  }
}
