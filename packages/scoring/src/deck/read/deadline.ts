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

  /**
   * Settles with `work`, or rejects with the reason of this deadline's signal or of `also` (a parser
   * thread's death), whichever aborts first. Signals, not promises: the listeners go when the race
   * settles, where a race against a long-pending promise would leave its reaction behind.
   */
  race<T>(work: Promise<T>, ...also: AbortSignal[]): Promise<T> {
    const signals = [this.signal, ...also];
    const gone = signals.find((signal) => signal.aborted);
    if (gone) return Promise.reject(gone.reason);
    const stops: Array<() => void> = [];
    const aborted = new Promise<never>((_, reject) => {
      for (const signal of signals) {
        const onAbort = () => reject(signal.reason);
        signal.addEventListener('abort', onAbort, { once: true });
        stops.push(() => signal.removeEventListener('abort', onAbort));
      }
    });
    return Promise.race([work, aborted]).finally(() => {
      for (const stop of stops) stop();
    });
  }
}
