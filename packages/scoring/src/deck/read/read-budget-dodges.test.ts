/**
 * Issue 27 B2: budgets that a file cannot talk its way around. Each deck's content stream decodes past
 * the 64 MB budget (or pushes past the operator or depth budget) behind Flate, LZW, ASCII85 or RunLength,
 * written with a trick that misled the byte scan the reader used to run before pdfjs: the filter's name
 * escaped (`/Flate#44ecode`), the filter by indirect reference, `/N 1` or a string saying `/Subtype /Image`
 * in the dictionary, a space after `stream`, a short /Length. pdfjs decodes each all the same, so the
 * budgets are counted where pdfjs decodes and parses; every deck ends `too_complex`, and a 1 GB bomb
 * leaves the process's memory far below its size. Times and memory are printed.
 */

import { deflateSync } from 'node:zlib';
import {
  ascii85Encode,
  budgetDodges,
  type FilteredData,
  flateBomb,
  lzwBomb,
  runLengthBomb,
} from '@pitchfit/testing/pdf';
import { describe, expect, it } from 'vitest';
import { DeckReadError } from './deck-read-error';
import { readDeck } from './read-deck';
import { DECK_READ_LIMITS } from './types';

const MB = 1024 * 1024;
// Half again the 64 MB budget: past it, yet cheap to build and (before the fix) to decode.
const BOMB_MB = 96;

const bombs: Record<string, FilteredData> = {
  Flate: { filter: '/FlateDecode', data: flateBomb(BOMB_MB) },
  LZW: { filter: '/LZWDecode', data: lzwBomb(BOMB_MB) },
  'ASCII85 around Flate': {
    filter: '[/ASCII85Decode /FlateDecode]',
    data: ascii85Encode(flateBomb(BOMB_MB)),
  },
  RunLength: { filter: '/RunLengthDecode', data: runLengthBomb(BOMB_MB) },
  'unbalanced q behind Flate': {
    filter: '/FlateDecode',
    data: deflateSync(Buffer.from(`${'q '.repeat(200_000)}BT /F1 12 Tf (x) Tj ET`, 'latin1')),
  },
  'operators behind Flate': {
    filter: '/FlateDecode',
    data: deflateSync(Buffer.from('0 0 m '.repeat(6_000_000))),
  },
};

/** Samples the process's resident memory every 10 ms while `run` runs; the reading thread is in this process. */
async function peakRss<T>(run: () => Promise<T>): Promise<{ result: T; peakMb: number; baseMb: number }> {
  const baseMb = process.memoryUsage.rss() / MB;
  let peakMb = baseMb;
  const timer = setInterval(() => {
    peakMb = Math.max(peakMb, process.memoryUsage.rss() / MB);
  }, 10);
  try {
    const result = await run();
    return { result, peakMb: Math.max(peakMb, process.memoryUsage.rss() / MB), baseMb };
  } finally {
    clearInterval(timer);
  }
}

const read = (bytes: Uint8Array) =>
  readDeck(bytes, { ...DECK_READ_LIMITS, ocr: false }).then(
    () => 'read',
    (error: unknown) => (error instanceof DeckReadError ? error.code : String(error)),
  );

describe('read budgets that no trick in the file dodges', () => {
  it('refuses every bomb too_complex, whichever trick its stream is written with', async () => {
    const outcomes: Record<string, string> = {};
    const lines: string[] = [];
    for (const [bombName, bomb] of Object.entries(bombs)) {
      for (const [trick, bytes] of Object.entries(budgetDodges(bomb))) {
        const started = performance.now();
        const { result, peakMb, baseMb } = await peakRss(() => read(bytes));
        const ms = Math.round(performance.now() - started);
        outcomes[`${bombName}, ${trick}`] = result;
        const line = `${bombName}, ${trick}: ${result} in ${ms} ms, RSS +${Math.round(peakMb - baseMb)} MB (${Math.round(bytes.length / 1024)} KB file)`;
        // Printed as it comes, so a run that times out still shows what it measured.
        console.log(`[read-budget-dodges] ${line}`);
        lines.push(line);
      }
    }
    console.log(`[read-budget-dodges]\n  ${lines.join('\n  ')}`);
    expect(Object.entries(outcomes).filter(([, outcome]) => outcome !== 'too_complex')).toEqual([]);
  }, 600_000);

  it('holds a 1 GB bomb of 1 MB to a small fraction of its size in memory', async () => {
    const bytes = budgetDodges({ filter: '/FlateDecode', data: flateBomb(1024) })['escaped name'];
    if (!bytes) throw new Error('no escaped-name deck');
    const started = performance.now();
    const { result, peakMb, baseMb } = await peakRss(() => read(bytes));
    console.log(
      `[read-budget-dodges] 1 GB Flate bomb (${Math.round(bytes.length / 1024)} KB, escaped name): ${result} in ${Math.round(performance.now() - started)} ms, RSS ${Math.round(baseMb)} -> ${Math.round(peakMb)} MB`,
    );
    expect(result).toBe('too_complex');
    // The decode budget is 64 MB; pdfjs grows a stream's buffer by doubling, so a refused stream held at
    // most 128 MB. A quarter of the bomb is far above that and far below what decoding it whole takes.
    expect(peakMb - baseMb).toBeLessThan(256);
  }, 120_000);
});
