/**
 * The failed tests named in vitest's JSON report. `pnpm test` prints them again as its last lines:
 * CI keeps only the tail of a long run, and a failure scrolled out of it cannot be told from a flake.
 */
interface VitestJsonReport {
  success?: boolean;
  numTotalTests?: number;
  testResults?: {
    name: string;
    status?: string;
    message?: string;
    assertionResults?: { fullName?: string; title?: string; status?: string; failureMessages?: string[] }[];
  }[];
}

export function parseVitestReport(json: string): VitestJsonReport {
  return JSON.parse(json) as VitestJsonReport;
}

/** Whether the run passed with tests in it (vitest can exit 0 on a configuration error that runs nothing). */
export function vitestRunPassed(report: VitestJsonReport): boolean {
  return report.success === true && (report.numTotalTests ?? 0) > 0;
}

const firstLine = (text: string | undefined) => (text ?? '').split('\n')[0]?.slice(0, 300) ?? '';

/** One line per failed test, or per failed file where the file itself failed (a hook, an import). */
export function vitestFailures(report: VitestJsonReport, root: string): string[] {
  const lines: string[] = [];
  for (const file of report.testResults ?? []) {
    const path = file.name.startsWith(root) ? file.name.slice(root.length) : file.name;
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      lines.push(`${path} › ${test.fullName ?? test.title ?? '?'}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (failed.length === 0 && file.status === 'failed') lines.push(`${path}: ${firstLine(file.message)}`);
  }
  return lines;
}
