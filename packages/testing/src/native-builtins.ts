import { runInNewContext } from 'node:vm';

// core-js also replaces Function.prototype.toString so that its replacements print as `[native code]`:
// the toString of a fresh context, which nothing has touched, shows their JavaScript source.
const pristineToString = runInNewContext('Function.prototype.toString') as (this: unknown) => string;

/** Whether `fn` is V8's own, not a replacement: its source reads `[native code]`. */
export const isNative = (fn: unknown): boolean =>
  typeof fn === 'function' && pristineToString.call(fn).includes('[native code]');

/**
 * Throws unless this thread still has V8's own `JSON.stringify` and `Array.prototype.push`.
 * pdfjs-dist's legacy build replaces both with core-js versions in the thread that loads it (stringify
 * of a 30 KB object 53 -> 600 us), so a process whose main thread ever loaded it serves JSON far slower
 * than one that did not: an API or an anchor measured in such a process tells nothing about production.
 */
export function assertNativeBuiltins(where: string): void {
  if (!isNative(JSON.stringify) || !isNative(Array.prototype.push) || !isNative(Function.prototype.toString))
    throw new Error(`${where}: JSON.stringify or Array.prototype.push was replaced (pdfjs loaded here?)`);
}
