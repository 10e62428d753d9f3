/**
 * Every check intake runs on uploaded bytes runs on the API's event loop, for anonymous visitors:
 * its work must grow linearly with the input. Each adversarial shape is grown from 64 KB to the
 * largest deck accepted (25 MB) and every check must answer within a second. Linear code takes tens
 * of milliseconds at 25 MB; the quadratic page-count pattern this replaced took 2 s at 256 KB and
 * would have taken hours at 25 MB, so the bound cannot be flaky in either direction.
 */
import { BYTES_PER_MB, DECK_LIMITS } from '@pitchfit/contracts/constants';
import { DomainError } from '@pitchfit/contracts/errors';
import { describe, expect, it } from 'vitest';
import { checkDeckUpload } from './check-deck-upload';

const BOUND_MS = 1_000;
const KB = 1024;
const SIZES = [
  64 * KB,
  256 * KB,
  1 * BYTES_PER_MB,
  4 * BYTES_PER_MB,
  16 * BYTES_PER_MB,
  DECK_LIMITS.maxBytes,
];

/** A PDF header, then `unit` repeated to exactly `size` bytes. */
function repeated(unit: string, size: number, header = '%PDF-1.4\n'): Uint8Array {
  const bytes = Buffer.alloc(size, unit, 'latin1');
  bytes.write(header, 0, 'latin1');
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** A PDF header, `opening`, then `filler` to exactly `size` bytes: a token that never ends. */
function unterminated(opening: string, filler: string, size: number): Uint8Array {
  return repeated(filler, size, `%PDF-1.4\n${opening}`);
}

const SHAPES: Record<string, (size: number) => Uint8Array> = {
  'repeated /Type/Pages': (size) => repeated('/Type/Pages ', size),
  'repeated /Count n': (size) => repeated('/Count 1 ', size),
  'alternating /Count and /Type /Pages': (size) => repeated('/Count 7 /Type /Pages ', size),
  'page-tree node without a count': (size) => repeated('<< /Type /Pages /Kids [3 0 R] ', size),
  'run of <<': (size) => repeated('<<', size),
  'run of >>': (size) => repeated('>>', size),
  'unterminated string': (size) => unterminated('(', 'a\\(', size),
  'unterminated hex string': (size) => unterminated('<', '0A', size),
  'unterminated stream': (size) => unterminated('1 0 obj << /Length 999999999 >> stream\n', 'x', size),
  '/Type then endless whitespace': (size) => unterminated('/Type', ' ', size),
  '/Count then endless digits': (size) => unterminated('/Count ', '9', size),
  'header junk with no header': (size) => repeated('%PDF', size, ''),
};

describe('intake checks on uploaded bytes', () => {
  it(`answer every adversarial shape from 64 KB to ${DECK_LIMITS.maxBytes / BYTES_PER_MB} MB within ${BOUND_MS} ms`, () => {
    const limits = { maxBytes: DECK_LIMITS.maxBytes, maxPages: DECK_LIMITS.maxPages };
    const slow: string[] = [];
    const rows: string[] = [];
    for (const [shape, make] of Object.entries(SHAPES)) {
      const times: string[] = [];
      for (const size of SIZES) {
        const bytes = make(size);
        const started = performance.now();
        try {
          checkDeckUpload({ fileName: 'deck.pdf', bytes }, limits);
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
        }
        const ms = performance.now() - started;
        times.push(`${Math.round(ms)}`.padStart(5));
        // Stop growing a shape at its first miss: a quadratic check would take hours further on.
        if (ms > BOUND_MS) {
          slow.push(`${shape} at ${size} bytes: ${Math.round(ms)} ms`);
          break;
        }
      }
      rows.push(`  ${shape.padEnd(38)} ${times.join(' ')}`);
    }
    const header = SIZES.map((size) => `${Math.round(size / KB)}K`.padStart(5)).join(' ');
    console.log(
      `[intake-linear] ms per check at each size\n  ${''.padEnd(38)} ${header}\n${rows.join('\n')}`,
    );
    expect(slow).toEqual([]);
  }, 120_000);
});
