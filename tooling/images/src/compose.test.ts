import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { interpolate, readCompose } from './compose';

const COMPOSE_FILE = fileURLToPath(new URL('../../../compose.yaml', import.meta.url));
const SECRETS = { AUTH_SECRET: 'a'.repeat(64), OPERATOR_PASSWORD: 'b'.repeat(24), POSTGRES_PASSWORD: 'c' };

describe('interpolate', () => {
  it('replaces variables as Compose does', () => {
    const env = { SET: 'value', EMPTY: '' };
    // biome-ignore-start lint/suspicious/noTemplateCurlyInString: Compose's syntax, not a template

    expect(interpolate('${SET} ${UNSET} $$HOME', env)).toBe('value  $HOME');
    expect(interpolate('${UNSET:-fallback} ${EMPTY:-fallback} ${SET:-fallback}', env)).toBe(
      'fallback fallback value',
    );
    expect(() => interpolate('${EMPTY:?EMPTY is required}', env)).toThrow('EMPTY: EMPTY is required');
    // biome-ignore-end lint/suspicious/noTemplateCurlyInString: Compose's syntax, not a template
  });
});

describe('compose.yaml', () => {
  it('runs postgres, redis, migrate, two APIs, two workers and a proxy', () => {
    const compose = readCompose(COMPOSE_FILE, SECRETS);
    expect(Object.keys(compose.services).sort()).toEqual(
      ['api-1', 'api-2', 'migrate', 'postgres', 'proxy', 'redis', 'worker-1', 'worker-2'].sort(),
    );
    // Merge keys: each replica has the shared settings and its own.
    const api = compose.services['api-1'];
    expect(api?.build?.target).toBe('web');
    expect(api?.build?.args.BASE_IMAGE).toBe('node:20-bookworm-slim');
    expect(api?.environment.AUTH_SECRET).toBe(SECRETS.AUTH_SECRET);
    expect(api?.environment.REDIS_URL).toBe('redis://redis:6379');
    expect(api?.depends_on.migrate?.condition).toBe('service_completed_successfully');
    expect(compose.services['worker-2']?.build?.target).toBe('worker');
  });

  it('refuses to start without its secrets', () => {
    expect(() => readCompose(COMPOSE_FILE, { ...SECRETS, AUTH_SECRET: undefined })).toThrow(/AUTH_SECRET/);
  });
});
