import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { z } from 'zod';

const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
// autocannon gives up on a request after 10 s by default; 50 clients queued on a 2.6 MB answer that
// costs ~150 ms of CPU each wait longer than that, and the figure should show it, not drop it.
const REQUEST_TIMEOUT_SECONDS = 60;

const resultSchema = z.object({
  latency: z.object({ p50: z.number(), p99: z.number() }),
  requests: z.object({ average: z.number(), total: z.number() }),
  throughput: z.object({ average: z.number() }),
  non2xx: z.number(),
  errors: z.number(),
  timeouts: z.number(),
});

export type LoadResult = z.infer<typeof resultSchema>;

export interface LoadRun {
  url: string;
  connections: number;
  /**
   * A number of requests rather than a duration: every request started is finished and counted, and
   * none is left running on the server to slow the next run down.
   */
  requests: number;
  headers?: Record<string, string>;
}

/**
 * Runs autocannon in a process of its own: in this one it would share the event loop with the
 * API it measures. Fails on any error, timeout or non-2xx answer, which would make the figures lie.
 */
export async function runAutocannon(run: LoadRun): Promise<LoadResult> {
  const headerArgs = Object.entries(run.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const child = spawn(
    process.execPath,
    [
      AUTOCANNON,
      '-c',
      String(run.connections),
      '-a',
      String(run.requests),
      '-t',
      String(REQUEST_TIMEOUT_SECONDS),
      '-j',
      '-n',
      ...headerArgs,
      run.url,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`autocannon exited with ${code}`);
  const result = resultSchema.parse(JSON.parse(output));
  if (result.errors + result.timeouts + result.non2xx > 0)
    throw new Error(
      `autocannon saw ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
    );
  return result;
}
