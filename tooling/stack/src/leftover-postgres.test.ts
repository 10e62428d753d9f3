import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { leftoverPostgresPid, stopLeftoverPostgres } from './leftover-postgres';

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function dataDirWithPid(pid: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'pitchfit-leftover-'));
  dirs.push(dir);
  // postmaster.pid's layout: the pid first, then the data directory, start time, port, ...
  writeFileSync(join(dir, 'postmaster.pid'), `${pid}\n${dir}\n1795570000\n54329\n`);
  return dir;
}

/** A process whose command line names postgres, as the server's does; SIGINT ends it. */
async function standInServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', 'postgres-stand-in'], {
    stdio: 'ignore',
  });
  children.push(child);
  await new Promise((resolve) => child.once('spawn', resolve));
  return child;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', resolve));

describe('a PostgreSQL an earlier start left running', () => {
  it('is found by its postmaster.pid and stopped, so this start can run its own', async () => {
    const server = await standInServer();
    const dir = dataDirWithPid(server.pid ?? -1);
    expect(leftoverPostgresPid(dir)).toBe(server.pid);
    const logged: string[] = [];
    await stopLeftoverPostgres(dir, (message) => logged.push(message));
    await exited(server);
    expect(server.signalCode).toBe('SIGINT');
    expect(logged.join('\n')).toContain(`pid ${server.pid}`);
    expect(leftoverPostgresPid(dir)).toBeNull();
  });

  it('leaves alone a stale pid file whose process is gone', async () => {
    const gone = spawn(process.execPath, ['-e', '', 'postgres-stand-in'], { stdio: 'ignore' });
    await exited(gone);
    const dir = dataDirWithPid(gone.pid ?? -1);
    expect(leftoverPostgresPid(dir)).toBeNull();
    await expect(stopLeftoverPostgres(dir, () => {})).resolves.toBeUndefined();
  });

  it('never signals a process that is not PostgreSQL, though its pid is in the file', async () => {
    const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    children.push(other);
    await new Promise((resolve) => other.once('spawn', resolve));
    const dir = dataDirWithPid(other.pid ?? -1);
    expect(leftoverPostgresPid(dir)).toBeNull();
    await stopLeftoverPostgres(dir, () => {});
    expect(other.exitCode).toBeNull();
    expect(other.signalCode).toBeNull();
  });

  it('finds nothing where there is no pid file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pitchfit-leftover-'));
    dirs.push(dir);
    expect(leftoverPostgresPid(dir)).toBeNull();
  });
});
