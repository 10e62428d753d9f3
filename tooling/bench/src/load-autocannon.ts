import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { z } from 'zod';

const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
// autocannon gives up on a request after 10 s by default; 50 clients queued on a 2.6 MB answer that
// costs ~150 ms of CPU each wait longer than that, and the figure should show it, not drop it.
const REQUEST_TIMEOUT_SECONDS = 60;

const outputSchema = z.object({
  latency: z.object({ p50: z.number(), p99: z.number() }),
  '2xx': z.number(),
  non2xx: z.number(),
  errors: z.number(),
  timeouts: z.number(),
  /** Seconds from the first request to the stop, measured by autocannon at the end of the run. */
  duration: z.number(),
  /** Answers by status code, to say which ones were not 2xx. */
  statusCodeStats: z.record(z.string(), z.object({ count: z.number() })).optional(),
});

export interface LoadResult {
  latency: { p50: number; p99: number };
  /** 2xx answers per second of the run's own measured duration. */
  rps: number;
}

export interface LoadRun {
  url: string;
  connections: number;
  /**
   * A duration rather than a number of requests: with `-a`, autocannon stops only at its 1-second
   * samples, so throughput comes out as requests / whole seconds. Requests still running at the end
   * are not counted; `drain` waits for the server to finish them before the next run.
   */
  seconds: number;
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
      '-d',
      String(run.seconds),
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
  const result = outputSchema.parse(JSON.parse(output));
  if (result.errors + result.timeouts + result.non2xx > 0)
    throw new Error(
      `autocannon saw ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx (by status: ${JSON.stringify(result.statusCodeStats ?? {})})`,
    );
  await drain(run);
  return { latency: result.latency, rps: result['2xx'] / result.duration };
}

/**
 * One more request after the run: it queues behind whatever the run left in flight on the server,
 * so the next measurement starts on an idle server.
 */
async function drain(run: LoadRun): Promise<void> {
  const res = await fetch(run.url, { headers: run.headers });
  await res.arrayBuffer();
}
