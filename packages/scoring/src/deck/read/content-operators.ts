/** Running counts over a file's content streams. */
export interface OperatorCount {
  operators: number;
  /** Graphics states pushed (`q`) and not yet popped (`Q`). */
  depth: number;
  maxDepth: number;
}

const WHITESPACE = new Uint8Array(256);
for (const byte of [0, 9, 10, 12, 13, 32]) WHITESPACE[byte] = 1;
const DELIMITER = new Uint8Array(256);
for (const char of '()<>[]{}/%') DELIMITER[char.charCodeAt(0)] = 1;
const isRegular = (byte: number) => WHITESPACE[byte] === 0 && DELIMITER[byte] === 0;
const isNumberStart = (byte: number) =>
  (byte >= 0x30 && byte <= 0x39) || byte === 0x2b || byte === 0x2d || byte === 0x2e;

/**
 * Counts the operators of one decoded content stream into `count`, and how deep `q` nests: a
 * tokenizer that skips strings, names, numbers, comments, dictionaries and inline image data, in
 * one forward pass.
 */
export function countContentOperators(data: Uint8Array, count: OperatorCount): void {
  let at = 0;
  const end = data.length;
  while (at < end) {
    const byte = data[at] ?? 0;
    if (WHITESPACE[byte] === 1) {
      at += 1;
    } else if (byte === 0x25) {
      // % comment, to the end of the line
      while (at < end && data[at] !== 10 && data[at] !== 13) at += 1;
    } else if (byte === 0x28) {
      // (string), with nesting and escapes
      let nesting = 1;
      at += 1;
      while (at < end && nesting > 0) {
        const c = data[at];
        if (c === 0x5c) at += 1;
        else if (c === 0x28) nesting += 1;
        else if (c === 0x29) nesting -= 1;
        at += 1;
      }
    } else if (byte === 0x3c && data[at + 1] !== 0x3c) {
      // <hex string>
      while (at < end && data[at] !== 0x3e) at += 1;
      at += 1;
    } else if (DELIMITER[byte] === 1) {
      at += 1;
      // A name runs on to the next delimiter or whitespace.
      if (byte === 0x2f) while (at < end && isRegular(data[at] ?? 0)) at += 1;
    } else if (isNumberStart(byte)) {
      while (at < end && isRegular(data[at] ?? 0)) at += 1;
    } else {
      const start = at;
      while (at < end && isRegular(data[at] ?? 0)) at += 1;
      count.operators += 1;
      const length = at - start;
      if (length === 1 && byte === 0x71) {
        count.depth += 1;
        if (count.depth > count.maxDepth) count.maxDepth = count.depth;
      } else if (length === 1 && byte === 0x51) {
        count.depth = Math.max(0, count.depth - 1);
      } else if (length === 2 && byte === 0x49 && data[start + 1] === 0x44) {
        // ID: inline image data, up to whitespace + EI + whitespace
        at += 1;
        while (
          at < end &&
          !(
            WHITESPACE[data[at] ?? 0] === 1 &&
            data[at + 1] === 0x45 &&
            data[at + 2] === 0x49 &&
            (at + 3 >= end || WHITESPACE[data[at + 3] ?? 0] === 1)
          )
        )
          at += 1;
        at += 3;
      }
    }
  }
}
