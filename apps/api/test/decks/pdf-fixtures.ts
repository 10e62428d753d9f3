import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { corpusDir } from '@pitchfit/testing/corpus';
import { textPdf } from '@pitchfit/testing/pdf';

export { textPdf };

/** A real deck from the shared corpus. */
export function corpusDeck(fileName: string): Buffer {
  return readFileSync(join(corpusDir(), 'decks', fileName));
}

/** A one-slide deck of a made-up fintech company; `salt` makes distinct bytes (distinct decks). */
export function smallDeck(salt: string): Buffer {
  return textPdf(
    [
      ['Ledgerly', 'Automated bookkeeping for small businesses'],
      ['Team', 'Jane Doe, CEO - former accountant', 'John Roe, CTO - ex-Stripe engineer'],
      ['Traction', '1,200 paying customers, $40k MRR growing 15% month over month'],
      ['The ask', 'Raising a $1.5M seed round'],
    ],
    salt,
  );
}

/** Starts like a PDF, so intake accepts it, but nothing after the header can be parsed. */
export function brokenPdf(salt: string): Buffer {
  return Buffer.from(`%PDF-1.7\n${salt}\nthis is not a PDF body at all\n`, 'latin1');
}
