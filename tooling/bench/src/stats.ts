import { cpus, loadavg } from 'node:os';

/** Nearest-rank percentile (p in 0..100) of a non-empty sample. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of an empty sample');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1] ?? Number.NaN;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
export const ratio = (pipeline: number, engine: number) => `${(pipeline / engine).toFixed(2)}×`;

/** The smallest and the median of repeated measurements (the median of an even count: the lower middle). */
export function minMedian(values: readonly number[]): { min: number; median: number } {
  if (values.length === 0) throw new Error('minMedian of an empty sample');
  const sorted = [...values].sort((a, b) => a - b);
  return { min: sorted[0] ?? Number.NaN, median: sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN };
}

/** `1.2 3.4 5.6 on 2 cores`: the machine's load, printed beside every figure taken on it. */
export function loadAverageText(): string {
  return `${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} on ${cpus().length} cores`;
}
