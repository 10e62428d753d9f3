import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDebianDaemon } from './debian-daemon';
import { freePort } from './free-port';

export interface PrivateHaproxy {
  /** `http://127.0.0.1:<port>`: the one address clients use. */
  origin: string;
  port: number;
  close: () => Promise<void>;
}

/**
 * Debian's haproxy in front of API processes on loopback `backendPorts`, as a load balancer runs in
 * production: round robin, each backend checked on /readyz every 500 ms (each check given 2 s) and
 * taken out after two failed checks, a request whose connection is refused sent to another backend, and the client's
 * address appended to X-Forwarded-For (the API trusts loopback proxies). Server-sent streams stay
 * open for as long as the run needs them.
 */
export async function startPrivateHaproxy(backendPorts: number[]): Promise<PrivateHaproxy> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'pf-haproxy-'));
  const config = join(dir, 'haproxy.cfg');
  writeFileSync(
    config,
    [
      'global',
      '  maxconn 4000',
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      // A check may take as long as /readyz itself may (2 s): on a loaded machine a shorter one
      // takes the last live API out, and every request is answered 503.
      '  timeout check 2s',
      '  timeout client 10m',
      // A deck stream carries pings; a dead backend resets its connections at once anyway.
      '  timeout server 10m',
      '  retries 3',
      '  option redispatch',
      '  option forwardfor',
      'frontend api',
      `  bind 127.0.0.1:${port}`,
      '  default_backend apis',
      'backend apis',
      '  balance roundrobin',
      // Which API answered, for a test that must tell them apart (a stream's server, say).
      '  http-response set-header x-served-by %[srv_name]',
      '  option httpchk GET /readyz',
      ...backendPorts.map(
        (backend, i) => `  server api${i + 1} 127.0.0.1:${backend} check inter 500 fall 2 rise 2`,
      ),
      '',
    ].join('\n'),
  );
  // -db: in the foreground, so it dies with this run; -q: no start-up chatter.
  const daemon = await startDebianDaemon('haproxy', ['-db', '-q', '-f', config], port, [
    'ignore',
    'ignore',
    'inherit',
  ]);
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    close: async () => {
      await daemon.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
