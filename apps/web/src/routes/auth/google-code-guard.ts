/**
 * The Google code is used only once (SPEC §4). In memory, concurrent submissions of one code share
 * a single request (React's development double effects, double clicks); in sessionStorage, a code
 * that finished (signed in, or refused for good) is never sent again, even after a reload. A new
 * signup's code stays open for the one resubmission with an access code.
 */
const FINISHED_CODES_KEY = 'pitchfit:finishedGoogleCodes';
/** Enough to cover every code of a tab's lifetime; older ones are long expired anyway. */
const REMEMBERED_CODES = 20;

const inFlight = new Map<string, Promise<unknown>>();

function finishedCodes(): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(FINISHED_CODES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((code): code is string => typeof code === 'string') : [];
  } catch {
    return [];
  }
}

export function isCodeFinished(code: string): boolean {
  return finishedCodes().includes(code);
}

export function markCodeFinished(code: string): void {
  const codes = [...finishedCodes().filter((c) => c !== code), code].slice(-REMEMBERED_CODES);
  sessionStorage.setItem(FINISHED_CODES_KEY, JSON.stringify(codes));
}

/** Runs `submit` for `key` unless a submission with the same key is already under way, which is shared. */
export function submitOnce<T>(key: string, submit: () => Promise<T>): Promise<T> {
  const running = inFlight.get(key) as Promise<T> | undefined;
  if (running) return running;
  const started = submit().finally(() => inFlight.delete(key));
  inFlight.set(key, started);
  return started;
}
