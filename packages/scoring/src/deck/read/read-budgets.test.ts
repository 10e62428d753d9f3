/**
 * Budgets for every stream filter and for content operators: bombs behind LZW, RunLength, ASCII85 and
 * ASCIIHex (alone or wrapping Flate) and a page of unbalanced `q` are refused before pdfjs parses
 * anything, with `too_complex`, in well under the reader's deadline. Times are printed.
 */
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { countContentOperators } from './content-operators';
import { DeckReadError } from './deck-read-error';
import { exceededReadBudget, type ReadBudgets } from './inflate-budget';
import { readDeck } from './read-deck';
import { decodeWithin } from './stream-filters';
import { DECK_READ_LIMITS } from './types';

const MB = 1024 * 1024;
const budgets: ReadBudgets = { decodedBytes: 64 * MB, operators: 5_000_000, graphicsStateDepth: 2_000 };

function stream(dictionary: string, data: Buffer, objectNumber = 5): Buffer {
  return Buffer.concat([
    Buffer.from(`${objectNumber} 0 obj\n<< ${dictionary} /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream\nendobj\n', 'latin1'),
  ]);
}
const file = (...parts: Buffer[]) =>
  Buffer.concat([Buffer.from('%PDF-1.7\n', 'latin1'), ...parts, Buffer.from('%%EOF\n', 'latin1')]);

/** PDF LZW (9 to 12-bit codes, early change), enough to build a bomb. */
function lzwEncode(input: Buffer): Buffer {
  const out: number[] = [];
  let bits = 0;
  let bitCount = 0;
  let width = 9;
  const write = (code: number) => {
    bits = (bits << width) | code;
    bitCount += width;
    while (bitCount >= 8) {
      out.push((bits >> (bitCount - 8)) & 255);
      bitCount -= 8;
      bits &= (1 << bitCount) - 1;
    }
  };
  // Entries keyed by (prefix code, next byte); codes below 256 are the bytes themselves.
  let table = new Map<number, number>();
  let next = 258;
  write(256);
  let current = -1;
  for (const byte of input) {
    if (current < 0) {
      current = byte;
      continue;
    }
    const known = table.get(current * 256 + byte);
    if (known !== undefined) {
      current = known;
      continue;
    }
    write(current);
    table.set(current * 256 + byte, next);
    next += 1;
    // The decoder adds each entry one code later than the encoder, and widens one code early.
    if (next >= 1 << width && width < 12) width += 1;
    if (next >= 4094) {
      write(256);
      table = new Map();
      next = 258;
      width = 9;
    }
    current = byte;
  }
  if (current >= 0) write(current);
  write(257);
  if (bitCount > 0) out.push((bits << (8 - bitCount)) & 255);
  return Buffer.from(out);
}

function ascii85Encode(input: Buffer): Buffer {
  let out = '';
  for (let i = 0; i < input.length; i += 4) {
    const chunk = Buffer.alloc(4);
    input.copy(chunk, 0, i, i + 4);
    let value = chunk.readUInt32BE(0);
    const digits: string[] = [];
    for (let d = 0; d < 5; d++) {
      digits.unshift(String.fromCharCode((value % 85) + 33));
      value = Math.floor(value / 85);
    }
    out += digits.slice(0, Math.min(5, input.length - i + 1)).join('');
  }
  return Buffer.from(`${out}~>`, 'latin1');
}

describe('stream filters', () => {
  it('decode what they encode', () => {
    const text = Buffer.from('BT /F1 12 Tf (Hello, hello, hello world) Tj ET '.repeat(50), 'latin1');
    const decode = (filter: Parameters<typeof decodeWithin>[0], data: Buffer) =>
      Buffer.from(decodeWithin(filter, data, MB) as Uint8Array).toString('latin1');
    expect(decode('lzw', lzwEncode(text))).toBe(text.toString('latin1'));
    expect(decode('ascii85', ascii85Encode(text))).toBe(text.toString('latin1'));
    expect(decode('asciihex', Buffer.from(`${text.toString('hex')}>`, 'latin1'))).toBe(
      text.toString('latin1'),
    );
    expect(decode('runlength', Buffer.from([2, 0x61, 0x62, 0x63, 253, 0x7a, 128]))).toBe('abczzzz');
  });

  it('stop at their budget', () => {
    expect(decodeWithin('runlength', Buffer.from([129, 0x20, 129, 0x20]), 200)).toBe('over-budget');
    expect(decodeWithin('lzw', lzwEncode(Buffer.alloc(MB, 0x20)), 1000)).toBe('over-budget');
  });
});

describe('content operators', () => {
  it('counts operators and unpopped q, skipping strings, names and inline images', () => {
    const count = { operators: 0, depth: 0, maxDepth: 0 };
    countContentOperators(
      Buffer.from('q 1 0 0 1 0 0 cm (q q q) Tj /q gs BI /W 1 ID q q q EI Q q <71 71> Tj', 'latin1'),
      count,
    );
    expect(count).toEqual({ operators: 9, depth: 1, maxDepth: 1 });
  });
});

const bombs: Record<string, Buffer> = {
  'LZW bomb': file(stream('/Filter /LZWDecode', lzwEncode(Buffer.alloc(80 * MB, 0x20)))),
  'RunLength bomb': file(
    stream('/Filter /RunLengthDecode', Buffer.alloc(1.2 * MB, Buffer.from([129, 0x20]))),
  ),
  'ASCII85 around Flate': file(
    stream('/Filter [/ASCII85Decode /FlateDecode]', ascii85Encode(deflateSync(Buffer.alloc(200 * MB, 0x20)))),
  ),
  'ASCIIHex around Flate': file(
    stream(
      '/Filter [/AHx /Fl]',
      Buffer.from(`${deflateSync(Buffer.alloc(200 * MB, 0x20)).toString('hex')}>`, 'latin1'),
    ),
  ),
  'unbalanced q': file(stream('', Buffer.from(`${'q '.repeat(200_000)}BT (x) Tj ET`, 'latin1'))),
  'unbalanced q behind Flate': file(
    stream('/Filter /FlateDecode', deflateSync(Buffer.from('q '.repeat(200_000)))),
  ),
  'operators without end': file(
    stream('/Filter /FlateDecode', deflateSync(Buffer.from('0 0 m '.repeat(6_000_000)))),
  ),
};

describe('read budgets', () => {
  it('hold every bomb and a page of unbalanced q, and let balanced content through', () => {
    const results = Object.fromEntries(
      Object.entries(bombs).map(([name, bytes]) => [name, exceededReadBudget(bytes, budgets)]),
    );
    expect(results).toEqual({
      'LZW bomb': 'decoded-bytes',
      'RunLength bomb': 'decoded-bytes',
      'ASCII85 around Flate': 'decoded-bytes',
      'ASCIIHex around Flate': 'decoded-bytes',
      'unbalanced q': 'graphics-state-depth',
      'unbalanced q behind Flate': 'graphics-state-depth',
      'operators without end': 'operators',
    });
    const balanced = file(
      stream('/Filter /FlateDecode', deflateSync(Buffer.from('q 1 w Q '.repeat(100_000)))),
    );
    expect(exceededReadBudget(balanced, budgets)).toBeNull();
  });

  it('readDeck refuses each with too_complex in seconds, before parsing', async () => {
    const times: string[] = [];
    for (const [name, bytes] of Object.entries(bombs)) {
      const started = performance.now();
      const error = await readDeck(bytes, { ...DECK_READ_LIMITS, ocr: false }).catch(
        (reason: unknown) => reason,
      );
      const ms = performance.now() - started;
      times.push(`${name} ${Math.round(ms)} ms`);
      expect(error, name).toBeInstanceOf(DeckReadError);
      expect((error as DeckReadError).code, name).toBe('too_complex');
      // The reader's deadline is 180 s; these must not come near it.
      expect(ms, name).toBeLessThan(10_000);
    }
    console.log(`[read-budgets] too_complex: ${times.join('; ')}`);
  }, 120_000);
});
