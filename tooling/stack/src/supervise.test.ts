import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { exited } from './processes';
import { backoffDelay, supervise } from './supervise';

const backoff = { initialMs: 40, maxMs: 160, resetAfterMs: 60_000 };
const waitFor = async (condition: () => boolean, what: string) => {
  const deadline = Date.now() + 15_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('supervise', () => {
  it('doubles the wait with each crash in a row, up to the maximum', () => {
    expect([1, 2, 3, 4, 5].map((n) => backoffDelay(backoff, n))).toEqual([40, 80, 160, 160, 160]);
  });

  it('restarts a process that crashes, with backoff, and says so in its log', async () => {
    const lines: string[] = [];
    let started = 0;
    const crashing = supervise(
      'worker',
      () => {
        started += 1;
        return spawn(process.execPath, ['-e', 'process.exit(3)'], { stdio: 'ignore' });
      },
      { backoff, log: (line) => lines.push(line) },
    );
    await waitFor(() => crashing.restarts() >= 3, 'three restarts');
    await crashing.stop();
    console.log(`[supervise] ${lines.slice(0, 4).join(' | ')}`);
    expect(started).toBeGreaterThanOrEqual(4);
    expect(lines[0]).toBe('worker exited (3); restarting in 40 ms (crash 1 in a row)');
    expect(lines[1]).toBe('worker exited (3); restarting in 80 ms (crash 2 in a row)');
    expect(lines[2]).toBe('worker exited (3); restarting in 160 ms (crash 3 in a row)');
    const after = started;
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(started).toBe(after);
  });

  it('stops a running process and does not restart it', async () => {
    const lines: string[] = [];
    const running = supervise(
      'worker',
      () => spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' }),
      { backoff, log: (line) => lines.push(line) },
    );
    await waitFor(() => running.current()?.pid !== undefined, 'the process to start');
    await running.stop();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(running.current()).toBeNull();
    expect(running.restarts()).toBe(0);
    expect(lines).toEqual([]);
  });

  it('restarts a process killed by a signal (the API under `pnpm start` hung instead)', async () => {
    const lines: string[] = [];
    const api = supervise(
      'api',
      () => spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' }),
      { backoff, log: (line) => lines.push(line) },
    );
    await waitFor(() => api.current()?.pid !== undefined, 'the process to start');
    api.current()?.kill('SIGKILL');
    await waitFor(() => api.restarts() === 1 && api.current() !== null, 'a restart');
    expect(lines[0]).toBe('api exited (SIGKILL); restarting in 40 ms (crash 1 in a row)');
    await api.stop();
  });

  it('sees at once that a process killed by a signal has exited', async () => {
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    await new Promise((resolve) => child.once('spawn', resolve));
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await gone;
    expect(child.exitCode).toBeNull();
    const waited = await Promise.race([
      exited(child).then(() => 'exited'),
      new Promise((resolve) => setTimeout(() => resolve('hung'), 2_000)),
    ]);
    expect(waited).toBe('exited');
  });
});
