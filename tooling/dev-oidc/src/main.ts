/**
 * Runs the development identity provider alone, for running the API outside `pnpm start`:
 *   DEV_OIDC_CLIENT_SECRET=... pnpm --filter @pitchfit/dev-oidc start
 * then start the API with GOOGLE_ISSUER (printed), GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET.
 */
import { DEV_OIDC_CLIENT_ID } from './defaults';
import { startDevOidc } from './server';

const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
const clientSecret = process.env.DEV_OIDC_CLIENT_SECRET;
if (!clientSecret) throw new Error('Set DEV_OIDC_CLIENT_SECRET to the client secret the API will use.');

const server = await startDevOidc({
  clientId: DEV_OIDC_CLIENT_ID,
  clientSecret,
  redirectUris: [`${publicUrl.replace(/\/+$/, '')}/auth/google/callback`],
  port: Number(process.env.DEV_OIDC_PORT ?? 0),
  nodeEnv: process.env.NODE_ENV,
});
console.log(
  `development identity provider: GOOGLE_ISSUER=${server.issuer} GOOGLE_CLIENT_ID=${DEV_OIDC_CLIENT_ID}`,
);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
