import { type BannerFacts, generatedOperatorPassword, startupBanner, waitUntilReady } from './banner';
import { DATA_DIR } from './paths';

/** How long the API may take to answer /readyz (migrations on a cold database included) before we say so. */
const READY_LIMIT_MS = 120_000;

/**
 * Prints the start-up banner once the API answers /readyz. `env` is what the app processes were
 * started with; `developmentSignIn` is whether the loopback identity provider runs.
 */
export async function announceWhenReady(env: NodeJS.ProcessEnv, developmentSignIn: boolean): Promise<void> {
  const port = env.PORT ?? '3000';
  const host = !env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
  const url = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  if (!(await waitUntilReady(`http://${host}:${port}/readyz`, READY_LIMIT_MS))) {
    console.log(`[pitchfit] not ready after ${READY_LIMIT_MS / 1000} s; see the messages above.`);
    return;
  }
  // Since this process started (a `pnpm start` adds pnpm's own start-up, a few tenths of a second, before it).
  console.log(`[pitchfit] ready in ${(performance.now() / 1000).toFixed(1)} s`);
  const facts: BannerFacts = {
    url,
    signIn: developmentSignIn
      ? {
          kind: 'development',
          accessCodes: (env.ACCESS_CODES ?? '')
            .split(',')
            .map((c) => c.trim())
            .filter(Boolean),
        }
      : { kind: 'google' },
    operatorPassword: env.OPERATOR_PASSWORD
      ? null
      : generatedOperatorPassword(env.PITCHFIT_DATA_DIR ?? DATA_DIR),
  };
  console.log(startupBanner(facts));
}
