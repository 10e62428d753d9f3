import type { ChildProcess } from 'node:child_process';
import { connect } from 'node:net';

/**
 * Polls `check` until it is true. The deadline only bounds a broken run; `gaveUp` ends the wait early
 * when waiting is pointless (the process being waited for has exited).
 */
export async function waitFor(
  check: () => Promise<boolean> | boolean,
  what: string,
  limitMs: number,
  gaveUp: () => boolean = () => false,
): Promise<void> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    if (await check()) return;
    if (gaveUp()) throw new Error(`Gave up waiting for ${what}`);
    if (Date.now() > deadline) throw new Error(`Timed out after ${limitMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** Resolves when the child has exited (at once if it already has). */
export function untilExit(child: ChildProcess): Promise<ProcessExit> {
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

/** Whether something accepts TCP connections on a loopback port: a server started by a test is up. */
export function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
