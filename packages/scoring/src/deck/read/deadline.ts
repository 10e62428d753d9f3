/**
 * One budget for a whole deck: every await in the reader races it, so a slow page, a hung OCR call or
 * a dead parser thread ends the read instead of hanging it.
 */
export class Deadline {
  readonly signal: AbortSignal;
  private readonly timeout: AbortSignal;

  constructor(timeoutMs: number, callerSignal?: AbortSignal) {
    this.timeout = AbortSignal.timeout(timeoutMs);
    this.signal = callerSignal ? AbortSignal.any([callerSignal, this.timeout]) : this.timeout;
  }

  get timedOut(): boolean {
    return this.timeout.aborted;
  }

  /** Settles with `work`, or rejects with the abort reason, or with whatever `also` rejects with first. */
  race<T>(work: Promise<T>, ...also: Promise<never>[]): Promise<T> {
    const { signal } = this;
    if (signal.aborted) return Promise.reject(signal.reason);
    let onAbort: (() => void) | undefined;
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => reject(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
    });
    return Promise.race([work, aborted, ...also]).finally(() => {
      if (onAbort) signal.removeEventListener('abort', onAbort);
    });
  }
}
