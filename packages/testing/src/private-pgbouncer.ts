import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDebianDaemon } from './debian-daemon';
import { freePort } from './free-port';

export interface PrivatePgBouncer {
  /** `databaseUrl` with its host and port swapped for the pooler's. */
  pooled: (databaseUrl: string) => string;
  port: number;
  close: () => Promise<void>;
}

/**
 * Debian's PgBouncer in transaction mode in front of the PostgreSQL of `serverUrl` (its user and
 * password log in to the server; clients are trusted on loopback), every database name passed
 * through, with fewer server connections than clients so that consecutive transactions of one client
 * land on different server connections, as in production.
 */
export async function startPrivatePgBouncer(
  serverUrl: string,
  options: { port?: number; poolSize?: number } = {},
): Promise<PrivatePgBouncer> {
  const server = new URL(serverUrl);
  const port = options.port ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'pf-pgbouncer-'));
  const user = decodeURIComponent(server.username || 'postgres');
  const password = decodeURIComponent(server.password);
  writeFileSync(join(dir, 'users.txt'), `"${user}" ""\n`);
  writeFileSync(
    join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port || '5432'} user=${user}${password ? ` password=${password}` : ''}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      // TCP only: no socket directory the dropped-privilege user would need to write to.
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${join(dir, 'users.txt')}`,
      'pool_mode = transaction',
      `default_pool_size = ${options.poolSize ?? 4}`,
      'max_client_conn = 500',
      'ignore_startup_parameters = extra_float_digits,options',
      '',
    ].join('\n'),
  );
  // PgBouncer refuses to run as root (CI containers often are): it then drops to `nobody`, who must
  // be able to read its configuration.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chmodSync(dir, 0o755);
  const daemon = await startDebianDaemon(
    'pgbouncer',
    [...(asRoot ? ['-u', 'nobody'] : []), join(dir, 'pgbouncer.ini')],
    port,
  );
  return {
    port,
    pooled: (databaseUrl) => {
      const url = new URL(databaseUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      url.password = '';
      return url.toString();
    },
    close: async () => {
      await daemon.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
