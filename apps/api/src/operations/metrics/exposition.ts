/** Prometheus text exposition format (version 0.0.4), written by hand: four metric families need no library. */

export const EXPOSITION_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

export type Labels = Readonly<Record<string, string>>;

export interface Sample {
  labels: Labels;
  value: number;
}

export interface HistogramSeries {
  labels: Labels;
  /** Observations per bucket, not cumulative: index i counts values in (bounds[i-1], bounds[i]]; the last, values above every bound. */
  bucketCounts: readonly number[];
  sum: number;
}

/** The bucket an observation falls in: the first bound it does not exceed, or the overflow bucket. */
export function bucketIndex(bounds: readonly number[], value: number): number {
  const index = bounds.findIndex((bound) => value <= bound);
  return index === -1 ? bounds.length : index;
}

function escapeLabelValue(value: string): string {
  return value.replaceAll('\\', '\\\\').replaceAll('"', '\\"').replaceAll('\n', '\\n');
}

function formatLabels(labels: Labels): string {
  const pairs = Object.entries(labels).map(([name, value]) => `${name}="${escapeLabelValue(value)}"`);
  return pairs.length > 0 ? `{${pairs.join(',')}}` : '';
}

function formatNumber(value: number): string {
  if (value === Number.POSITIVE_INFINITY) return '+Inf';
  if (value === Number.NEGATIVE_INFINITY) return '-Inf';
  return String(value);
}

function header(name: string, help: string, type: 'gauge' | 'counter' | 'histogram'): string {
  return `# HELP ${name} ${help.replaceAll('\\', '\\\\').replaceAll('\n', '\\n')}\n# TYPE ${name} ${type}\n`;
}

export function renderSamples(
  name: string,
  help: string,
  type: 'gauge' | 'counter',
  samples: readonly Sample[],
): string {
  const lines = samples.map((s) => `${name}${formatLabels(s.labels)} ${formatNumber(s.value)}\n`);
  return header(name, help, type) + lines.join('');
}

export function renderHistogram(
  name: string,
  help: string,
  bounds: readonly number[],
  series: readonly HistogramSeries[],
): string {
  const lines: string[] = [];
  for (const { labels, bucketCounts, sum } of series) {
    let cumulative = 0;
    [...bounds, Number.POSITIVE_INFINITY].forEach((bound, i) => {
      cumulative += bucketCounts[i] ?? 0;
      lines.push(`${name}_bucket${formatLabels({ ...labels, le: formatNumber(bound) })} ${cumulative}\n`);
    });
    lines.push(`${name}_sum${formatLabels(labels)} ${formatNumber(sum)}\n`);
    lines.push(`${name}_count${formatLabels(labels)} ${cumulative}\n`);
  }
  return header(name, help, 'histogram') + lines.join('');
}
