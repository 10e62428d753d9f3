import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { corpusDir, skipWithoutCorpus } from '@pitchfit/testing/corpus';
import { describe, expect, it } from 'vitest';
import { declaredPageCount } from './pdf-sniff';

const encoder = new TextEncoder();

/** A minimal uncompressed PDF whose page tree declares `pages` pages. */
function pdfDeclaring(pages: number): Uint8Array {
  const kids = Array.from({ length: pages }, (_, i) => `${i + 3} 0 R`).join(' ');
  return encoder.encode(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [${kids}] /Count ${pages} >> endobj\n%%EOF\n`,
  );
}

describe('declaredPageCount', () => {
  it('reads /Count of the root page-tree node, in either key order', () => {
    expect(declaredPageCount(pdfDeclaring(7))).toBe(7);
    expect(declaredPageCount(encoder.encode('%PDF-1.4 << /Count 12 /Kids [] /Type /Pages >>'))).toBe(12);
    const nested = encoder.encode(
      '%PDF-1.4 << /Type /Pages /Count 40 /Kids [3 0 R 4 0 R] >> << /Type /Pages /Parent 2 0 R /Count 20 >>',
    );
    expect(declaredPageCount(nested)).toBe(40);
  });

  it('is null when no page tree is visible', () => {
    expect(declaredPageCount(encoder.encode('%PDF-1.5 only compressed object streams'))).toBeNull();
  });

  it('reads a deck held in part of a larger buffer, as an upload arrives', () => {
    const deck = pdfDeclaring(9);
    const around = encoder.encode('<< /Type /Pages /Count 99 >>');
    const larger = new Uint8Array(around.length + deck.length + around.length);
    larger.set(around, 0);
    larger.set(deck, around.length);
    larger.set(around, around.length + deck.length);
    expect(declaredPageCount(larger.subarray(around.length, around.length + deck.length))).toBe(9);
  });

  it('leaves a file naming tens of thousands of types and counts to the worker', () => {
    const packed = encoder.encode(`%PDF-1.4 << /Type /Pages /Count 900 >> ${'/Count 1 '.repeat(50_000)}`);
    expect(declaredPageCount(packed)).toBeNull();
    const real = encoder.encode(`%PDF-1.4 << /Type /Pages /Count 900 >> ${'/Count 1 '.repeat(1_000)}`);
    expect(declaredPageCount(real)).toBe(900);
  });

  it.skipIf(skipWithoutCorpus())('never reports more pages than a corpus deck really has (pdfinfo)', () => {
    const dir = join(corpusDir(), 'decks');
    let checked = 0;
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.pdf'))) {
      const path = join(dir, file);
      const info = execFileSync('pdfinfo', [path], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
      const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
      const declared = declaredPageCount(new Uint8Array(readFileSync(path)));
      if (declared === null) continue;
      expect(declared, file).toBe(pages);
      checked += 1;
    }
    // Most real decks keep their page tree uncompressed; the check must have looked at some.
    expect(checked).toBeGreaterThan(10);
  });
});
