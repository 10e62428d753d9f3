import { randomBytes } from 'node:crypto';
import { startDevOidc } from '@pitchfit/dev-oidc';
import { DEV_ACCESS_CODE, DEV_OIDC_CLIENT_ID } from '@pitchfit/dev-oidc/defaults';
import type { RunningService } from './services';

/**
 * Sign-in for `pnpm start`: with GOOGLE_CLIENT_ID set the API talks to Google (or GOOGLE_ISSUER);
 * without it, outside production, a development identity provider runs on loopback and the API
 * is pointed at it, with a development access code unless ACCESS_CODES is set.
 */
export async function devSignIn(
  log: (message: string) => void,
): Promise<RunningService & { env: NodeJS.ProcessEnv }> {
  const none = { url: '', stop: async () => {}, env: {} };
  if (process.env.GOOGLE_CLIENT_ID) return none;
  if (process.env.NODE_ENV === 'production') {
    log(
      'GOOGLE_CLIENT_ID is unset: investor sign-in is disabled (the development provider never runs in production)',
    );
    return none;
  }
  const publicUrl = (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(
    /\/+$/,
    '',
  );
  const clientSecret = randomBytes(24).toString('base64url');
  const provider = await startDevOidc({
    clientId: DEV_OIDC_CLIENT_ID,
    clientSecret,
    redirectUris: [`${publicUrl}/auth/google/callback`],
    port: Number(process.env.DEV_OIDC_PORT ?? 0),
    nodeEnv: process.env.NODE_ENV,
  });
  const accessCodes = process.env.ACCESS_CODES ?? DEV_ACCESS_CODE;
  log(`GOOGLE_CLIENT_ID is unset: sign-in uses the development identity provider at ${provider.issuer}`);
  if (!process.env.ACCESS_CODES)
    log(`ACCESS_CODES is unset: the development access code is '${DEV_ACCESS_CODE}'`);
  return {
    url: provider.issuer,
    stop: () => provider.close(),
    env: {
      GOOGLE_ISSUER: provider.issuer,
      GOOGLE_CLIENT_ID: DEV_OIDC_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: clientSecret,
      ACCESS_CODES: accessCodes,
    },
  };
}
