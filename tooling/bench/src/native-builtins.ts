const isNative = (fn: unknown) =>
  typeof fn === 'function' && Function.prototype.toString.call(fn).includes('[native code]');

/**
 * Throws unless this process still has V8's own `JSON.stringify` and `Array.prototype.push`.
 * pdfjs-dist's legacy build replaces both process-wide with core-js versions (stringify of a 30 KB
 * object 53 -> 600 us), so a process that ever read a PDF serves JSON far slower than one that did
 * not: an API or an anchor measured in such a process tells nothing about production.
 */
export function assertNativeBuiltins(where: string): void {
  if (!isNative(JSON.stringify) || !isNative(Array.prototype.push))
    throw new Error(`${where}: JSON.stringify or Array.prototype.push was replaced (pdfjs loaded here?)`);
}
