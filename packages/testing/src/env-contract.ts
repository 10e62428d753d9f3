import { describe, expect, it } from 'vitest';

/**
 * The env rules every app's `readEnv` keeps (API and worker alike): an empty variable means unset for
 * every optional setting (`ANTHROPIC_API_KEY=` in a .env file means "no key", not "a key that is
 * empty"), and an empty required setting is still refused.
 */
export function describeEnvContract(
  readEnv: (source: Record<string, string | undefined>) => unknown,
  envSchema: { shape: Record<string, unknown> },
): void {
  const REQUIRED = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/pitchfit' };

  describe('readEnv', () => {
    it('treats an empty variable as unset, for every optional setting', () => {
      const unset = readEnv({ ...REQUIRED });
      const optional = Object.keys(envSchema.shape).filter((name) => !(name in REQUIRED));
      expect(optional.length).toBeGreaterThan(5);
      for (const name of optional) {
        expect(readEnv({ ...REQUIRED, [name]: '' }), name).toEqual(unset);
      }
    });

    it('still refuses an empty required setting', () => {
      expect(() => readEnv({ DATABASE_URL: '' })).toThrow(/DATABASE_URL/);
    });
  });
}
