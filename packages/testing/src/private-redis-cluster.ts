import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { redisAnswers } from '@pitchfit/stack/services';
import { freePort } from './free-port';
import { untilExit, waitFor } from './wait';

const run = promisify(execFile);

export interface PrivateRedisCluster {
  /** `host:port,host:port,host:port`, as REDIS_CLUSTER_NODES takes it. */
  nodes: string;
  ports: number[];
  close: () => Promise<void>;
}

/**
 * A real Redis Cluster of three masters (Debian's redis-server with `--cluster-enabled yes`), joined by
 * `redis-cli --cluster create`, of the calling test or run alone: nothing persisted, every node and
 * its directory removed on close. `ports` may name the three ports (a fleet run's fixed range).
 */
export async function startPrivateRedisCluster(ports?: number[]): Promise<PrivateRedisCluster> {
  const chosen = ports ?? [await freePort(), await freePort(), await freePort()];
  const dir = mkdtempSync(join(tmpdir(), 'pf-redis-cluster-'));
  const servers: ChildProcess[] = chosen.map((port) =>
    spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--cluster-enabled',
        'yes',
        '--cluster-config-file',
        join(dir, `nodes-${port}.conf`),
        '--dir',
        dir,
        '--maxmemory-policy',
        'noeviction',
      ],
      { stdio: 'ignore' },
    ),
  );
  const killOnExit = () => {
    for (const server of servers) server.kill('SIGKILL');
  };
  process.once('exit', killOnExit);
  const close = async () => {
    const exits = servers.map((server) => untilExit(server));
    killOnExit();
    await Promise.all(exits);
    process.off('exit', killOnExit);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (const [i, port] of chosen.entries()) {
      await waitFor(
        () => redisAnswers(`redis://127.0.0.1:${port}`),
        `redis-server on port ${port}`,
        10_000,
        () => servers[i]?.exitCode !== null,
      );
    }
    const addresses = chosen.map((port) => `127.0.0.1:${port}`);
    await run('redis-cli', ['--cluster', 'create', ...addresses, '--cluster-replicas', '0', '--cluster-yes']);
    // Slots are assigned at once; the nodes agree on the cluster's state a moment later.
    await waitFor(
      async () => {
        const states = await Promise.all(
          chosen.map((port) =>
            run('redis-cli', ['-p', String(port), 'cluster', 'info']).then(({ stdout }) =>
              stdout.includes('cluster_state:ok'),
            ),
          ),
        );
        return states.every(Boolean);
      },
      'the Redis Cluster to be ready',
      20_000,
    );
    return { nodes: addresses.join(','), ports: chosen, close };
  } catch (error) {
    await close();
    throw error;
  }
}
