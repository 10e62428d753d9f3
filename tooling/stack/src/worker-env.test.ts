import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { JEMALLOC_PATHS, WORKER_MALLOC_CONF, workerProcessEnv } from './worker-env';

describe('workerProcessEnv', () => {
  it('preloads jemalloc, with its purging, where libjemalloc2 is installed', () => {
    const env = workerProcessEnv({ REDIS_URL: 'redis://x' }, (path) => path === JEMALLOC_PATHS[1]);
    expect(env).toMatchObject({
      LD_PRELOAD: JEMALLOC_PATHS[1],
      MALLOC_CONF: WORKER_MALLOC_CONF,
      MALLOC_MMAP_THRESHOLD_: '131072',
      REDIS_URL: 'redis://x',
    });
  });

  it("keeps glibc, with its mmap threshold fixed, where it is not, and lets the operator's own values win", () => {
    expect(workerProcessEnv({}, () => false)).toEqual({ MALLOC_MMAP_THRESHOLD_: '131072' });
    const operators = {
      LD_PRELOAD: '/opt/tcmalloc.so',
      MALLOC_CONF: 'narenas:1',
      MALLOC_MMAP_THRESHOLD_: '65536',
    };
    expect(workerProcessEnv(operators, () => true)).toEqual(operators);
  });

  it('starts a Node process on jemalloc exactly when this machine has it', () => {
    const installed = JEMALLOC_PATHS.some((path) => existsSync(path));
    const maps = execFileSync(
      process.execPath,
      ['-e', "process.stdout.write(require('node:fs').readFileSync('/proc/self/maps', 'utf8'))"],
      { env: workerProcessEnv(process.env), encoding: 'utf8' },
    );
    expect(maps.includes('libjemalloc.so.2')).toBe(installed);
  });
});
