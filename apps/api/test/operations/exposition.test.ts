import { describe, expect, it } from 'vitest';
import { bucketIndex, renderHistogram, renderSamples } from '../../src/operations/metrics/exposition';

describe('Prometheus exposition', () => {
  it('puts an observation in the first bucket whose bound it does not exceed', () => {
    const bounds = [0.1, 1, 10];
    expect(bucketIndex(bounds, 0)).toBe(0);
    expect(bucketIndex(bounds, 0.1)).toBe(0);
    expect(bucketIndex(bounds, 0.11)).toBe(1);
    expect(bucketIndex(bounds, 10)).toBe(2);
    expect(bucketIndex(bounds, 10.5)).toBe(3);
  });

  it('renders cumulative buckets, +Inf, sum and count', () => {
    const text = renderHistogram(
      'x_seconds',
      'Help.',
      [0.1, 1],
      [{ labels: { route: '/a' }, bucketCounts: [2, 0, 3], sum: 7.5 }],
    );
    expect(text).toBe(
      [
        '# HELP x_seconds Help.',
        '# TYPE x_seconds histogram',
        'x_seconds_bucket{route="/a",le="0.1"} 2',
        'x_seconds_bucket{route="/a",le="1"} 2',
        'x_seconds_bucket{route="/a",le="+Inf"} 5',
        'x_seconds_sum{route="/a"} 7.5',
        'x_seconds_count{route="/a"} 5',
        '',
      ].join('\n'),
    );
  });

  it('escapes label values so a route cannot break the format', () => {
    const text = renderSamples('y', 'Help.', 'gauge', [{ labels: { route: 'a"b\\c\nd' }, value: 1 }]);
    expect(text.split('\n')[2]).toBe('y{route="a\\"b\\\\c\\nd"} 1');
  });
});
