/**
 * A function memoised by a string key, keeping at most `max` results (the oldest goes first).
 * Matching reads a thesis once per version, not once per deck matched against it: the thesis
 * reader is the slow part, and a worker sees a bounded number of thesis versions at once.
 */
export function memoised<A, R>(keyOf: (arg: A) => string, compute: (arg: A) => R, max = 256): (arg: A) => R {
  const results = new Map<string, R>();
  return (arg) => {
    const key = keyOf(arg);
    const cached = results.get(key);
    if (cached !== undefined) return cached;
    const result = compute(arg);
    if (results.size >= max) results.delete(results.keys().next().value ?? '');
    results.set(key, result);
    return result;
  };
}
