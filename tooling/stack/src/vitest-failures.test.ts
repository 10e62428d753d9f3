import { describe, expect, it } from 'vitest';
import { parseVitestReport, vitestFailures, vitestRunPassed } from './vitest-failures';

const report = parseVitestReport(
  JSON.stringify({
    success: false,
    numTotalTests: 3,
    testResults: [
      {
        name: '/repo/apps/api/test/a.int.test.ts',
        status: 'failed',
        assertionResults: [
          {
            fullName: 'decks are scored once',
            status: 'failed',
            failureMessages: ['AssertionError: expected 2 to be 1\n  at …'],
          },
          { fullName: 'decks are listed', status: 'passed' },
        ],
      },
      {
        name: '/repo/apps/api/test/b.int.test.ts',
        status: 'failed',
        message: 'Hook timed out in 60000ms\nmore',
        assertionResults: [],
      },
      {
        name: '/repo/apps/api/test/c.int.test.ts',
        status: 'passed',
        assertionResults: [{ fullName: 'ok', status: 'passed' }],
      },
    ],
  }),
);

describe('vitest failures', () => {
  it('names each failed test with its first message line, and a file that failed outside its tests', () => {
    expect(vitestFailures(report, '/repo/')).toEqual([
      'apps/api/test/a.int.test.ts › decks are scored once: AssertionError: expected 2 to be 1',
      'apps/api/test/b.int.test.ts: Hook timed out in 60000ms',
    ]);
  });

  it('passes only a successful run that ran tests', () => {
    expect(vitestRunPassed(report)).toBe(false);
    expect(vitestRunPassed({ success: true, numTotalTests: 0 })).toBe(false);
    expect(vitestRunPassed({ success: true, numTotalTests: 5 })).toBe(true);
  });
});
