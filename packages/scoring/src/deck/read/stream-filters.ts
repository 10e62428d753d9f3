import { constants as bufferConstants } from 'node:buffer';
import { constants, inflateSync } from 'node:zlib';

// No decoder may be asked for more than one buffer can hold.
const MAX_BUFFER_BYTES = bufferConstants.MAX_LENGTH;

/**
 * PDF stream filters decoded with a cap on their output, so a bomb behind any of them is measured
 * without being held: each decoder stops and answers 'over-budget' as soon as it would produce more
 * than `budget` bytes. Each is linear in its input plus its (capped) output.
 */
export type Decoded = Uint8Array | 'over-budget' | 'unreadable' | 'unsupported';

/** Filter names as dictionaries write them, full or abbreviated (inline-image form). */
export const FILTER_NAMES: Record<string, FilterName> = {
  FlateDecode: 'flate',
  Fl: 'flate',
  LZWDecode: 'lzw',
  LZW: 'lzw',
  ASCII85Decode: 'ascii85',
  A85: 'ascii85',
  ASCIIHexDecode: 'asciihex',
  AHx: 'asciihex',
  RunLengthDecode: 'runlength',
  RL: 'runlength',
};
export type FilterName = 'flate' | 'lzw' | 'ascii85' | 'asciihex' | 'runlength';

/** Output that grows within a budget; `push` answers false once the budget would be passed. */
class CappedOutput {
  private buffer: Uint8Array;
  length = 0;
  constructor(private readonly budget: number) {
    this.buffer = new Uint8Array(Math.min(budget, 64 * 1024) || 1);
  }
  private room(extra: number): boolean {
    if (this.length + extra > this.budget) return false;
    if (this.length + extra > this.buffer.length) {
      const grown = new Uint8Array(
        Math.min(this.budget, Math.max(this.buffer.length * 2, this.length + extra)),
      );
      grown.set(this.buffer.subarray(0, this.length));
      this.buffer = grown;
    }
    return true;
  }
  push(byte: number): boolean {
    if (!this.room(1)) return false;
    this.buffer[this.length++] = byte;
    return true;
  }
  pushAll(bytes: Uint8Array): boolean {
    if (!this.room(bytes.length)) return false;
    this.buffer.set(bytes, this.length);
    this.length += bytes.length;
    return true;
  }
  repeat(byte: number, count: number): boolean {
    if (!this.room(count)) return false;
    this.buffer.fill(byte, this.length, this.length + count);
    this.length += count;
    return true;
  }
  result(): Uint8Array {
    return this.buffer.subarray(0, this.length);
  }
}

function flate(data: Uint8Array, budget: number): Decoded {
  try {
    // Sync flush: a stream cut short still yields what it holds, as pdfjs would read it.
    return inflateSync(data, { maxOutputLength: Math.max(budget, 1), finishFlush: constants.Z_SYNC_FLUSH });
  } catch (error) {
    if (error instanceof RangeError) return 'over-budget';
    // Not zlib data: pdfjs cannot inflate it either and will judge the file itself.
    return 'unreadable';
  }
}

/** LZW as PDF writes it: 9 to 12-bit codes, most significant bit first, early change on. */
function lzw(data: Uint8Array, budget: number): Decoded {
  const out = new CappedOutput(budget);
  // Each entry: its previous code and last byte; its bytes are rebuilt by walking back.
  const prefix = new Int32Array(4096);
  const suffix = new Uint8Array(4096);
  const lengths = new Int32Array(4096);
  for (let i = 0; i < 256; i++) {
    prefix[i] = -1;
    suffix[i] = i;
    lengths[i] = 1;
  }
  let next = 258;
  let width = 9;
  let previous = -1;
  let bits = 0;
  let bitCount = 0;
  const scratch = new Uint8Array(4096);
  const emit = (code: number): number | null => {
    const length = lengths[code] ?? 0;
    let at = code;
    for (let i = length - 1; i >= 0; i--) {
      scratch[i] = suffix[at] ?? 0;
      at = prefix[at] ?? -1;
    }
    return out.pushAll(scratch.subarray(0, length)) ? (scratch[0] ?? 0) : null;
  };
  for (const byte of data) {
    bits = (bits << 8) | byte;
    bitCount += 8;
    while (bitCount >= width) {
      const code = (bits >> (bitCount - width)) & ((1 << width) - 1);
      bitCount -= width;
      bits &= (1 << bitCount) - 1;
      if (code === 256) {
        next = 258;
        width = 9;
        previous = -1;
        continue;
      }
      if (code === 257) return out.result();
      let first: number | null;
      if (code < next && (code < 256 || code >= 258)) {
        first = emit(code);
        if (first === null) return 'over-budget';
        if (previous >= 0 && next < 4096) {
          prefix[next] = previous;
          suffix[next] = first;
          lengths[next] = (lengths[previous] ?? 0) + 1;
          next += 1;
        }
      } else if (code === next && previous >= 0) {
        // The code being defined right now: the previous string plus its own first byte.
        const head = emit(previous);
        if (head === null || !out.push(head)) return 'over-budget';
        if (next < 4096) {
          prefix[next] = previous;
          suffix[next] = head;
          lengths[next] = (lengths[previous] ?? 0) + 1;
          next += 1;
        }
      } else {
        return out.length > 0 ? out.result() : 'unreadable';
      }
      previous = code;
      if (next + 1 >= 1 << width && width < 12) width += 1;
    }
  }
  return out.result();
}

function ascii85(data: Uint8Array, budget: number): Decoded {
  const out = new CappedOutput(budget);
  let group = 0;
  let count = 0;
  for (let i = 0; i < data.length; i++) {
    const byte = data[i] ?? 0;
    if (byte === 0x7e) break; // ~> ends the data
    if (byte <= 0x20) continue;
    if (byte === 0x7a && count === 0) {
      if (!out.repeat(0, 4)) return 'over-budget';
      continue;
    }
    if (byte < 0x21 || byte > 0x75) return out.length > 0 ? out.result() : 'unreadable';
    group = group * 85 + (byte - 0x21);
    count += 1;
    if (count === 5) {
      if (!out.pushAll(Uint8Array.of(group >>> 24, (group >>> 16) & 255, (group >>> 8) & 255, group & 255)))
        return 'over-budget';
      group = 0;
      count = 0;
    }
  }
  if (count > 1) {
    for (let pad = count; pad < 5; pad++) group = group * 85 + 84;
    const tail = Uint8Array.of(group >>> 24, (group >>> 16) & 255, (group >>> 8) & 255, group & 255);
    if (!out.pushAll(tail.subarray(0, count - 1))) return 'over-budget';
  }
  return out.result();
}

function asciiHex(data: Uint8Array, budget: number): Decoded {
  const out = new CappedOutput(budget);
  let high = -1;
  for (const byte of data) {
    if (byte === 0x3e) break; // > ends the data
    const digit =
      byte >= 0x30 && byte <= 0x39
        ? byte - 0x30
        : (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x66
          ? (byte | 0x20) - 0x57
          : -1;
    if (digit < 0) continue;
    if (high < 0) high = digit;
    else {
      if (!out.push((high << 4) | digit)) return 'over-budget';
      high = -1;
    }
  }
  if (high >= 0 && !out.push(high << 4)) return 'over-budget';
  return out.result();
}

function runLength(data: Uint8Array, budget: number): Decoded {
  const out = new CappedOutput(budget);
  let i = 0;
  while (i < data.length) {
    const length = data[i] ?? 128;
    if (length === 128) break;
    if (length < 128) {
      if (!out.pushAll(data.subarray(i + 1, i + 2 + length))) return 'over-budget';
      i += 2 + length;
    } else {
      if (!out.repeat(data[i + 1] ?? 0, 257 - length)) return 'over-budget';
      i += 2;
    }
  }
  return out.result();
}

const DECODERS: Record<FilterName, (data: Uint8Array, budget: number) => Decoded> = {
  flate,
  lzw,
  ascii85,
  asciihex: asciiHex,
  runlength: runLength,
};

/** Decodes `data` through one filter, producing at most `budget` bytes. */
export function decodeWithin(filter: FilterName, data: Uint8Array, budget: number): Decoded {
  return DECODERS[filter](data, Math.min(budget, MAX_BUFFER_BYTES));
}
