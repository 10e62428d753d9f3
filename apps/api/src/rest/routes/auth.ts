import {
  AUTH_ERROR_REASONS,
  accessCodeRequestSchema,
  accessCodeResponseSchema,
  authResponseSchema,
  googleCallbackErrorSchema as callbackErrorBody,
  googleCallbackRequestSchema,
  loginUrlResponseSchema,
  logoutRequestSchema,
  refreshRequestSchema,
  refreshResponseSchema,
  setUsernameRequestSchema,
  setUsernameResponseSchema,
} from '@pitchfit/contracts/auth';
import { DomainError, restErrorBodySchema as errorBody } from '@pitchfit/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { verifyAccessCode } from '../../domain/auth/access-codes';
import { logOut } from '../../domain/auth/log-out';
import { refreshSession } from '../../domain/auth/sessions';
import { setUsername } from '../../domain/auth/set-username';
import { restErrorBody } from '../errors';
import { beginGoogleLogin, finishGoogleLogin } from '../google-login-http';
import { actorOf } from '../rest-auth';

export const authRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/auth/check-access-verification/',
      {
        config: { rateLimit: 'accessCodeCheck' },
        schema: {
          tags: ['auth'],
          summary: 'Check a shared access code',
          description:
            'Limited per client address, and failed guesses more tightly still; past either limit the answer is 429.',
          body: accessCodeRequestSchema,
          response: { 200: accessCodeResponseSchema, 400: errorBody, 429: errorBody },
        },
      },
      async (request) => ({ valid: await verifyAccessCode(deps, request.ip, request.body.access_code) }),
    );

    app.get(
      '/auth/google/login/',
      {
        config: { rateLimit: 'googleLogin' },
        schema: {
          tags: ['auth'],
          summary: 'Start Google sign-in',
          description:
            "Answers the provider's authorization URL (PKCE, state and nonce included) and sets an HttpOnly cookie naming this sign-in attempt; the callback must come from the same browser.",
          response: { 200: loginUrlResponseSchema, 429: errorBody, 503: errorBody },
        },
      },
      async (_request, reply) => beginGoogleLogin(deps, reply),
    );

    app.post(
      '/auth/google/callback/',
      {
        config: { rateLimit: 'googleCallback' },
        schema: {
          tags: ['auth'],
          summary: 'Finish Google sign-in',
          description:
            'Exchanges the code once. A new investor needs access_code: without a valid one the answer is 403 with requires_access_code, and the same code may be resubmitted with access_code from the same browser. A used or expired code answers 400 with error "invalid_grant".',
          body: googleCallbackRequestSchema,
          response: {
            200: authResponseSchema,
            400: callbackErrorBody,
            401: errorBody,
            403: callbackErrorBody,
            429: errorBody,
            503: errorBody,
          },
        },
      },
      async (request, reply) => {
        try {
          return await finishGoogleLogin(deps, request, reply, request.body);
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          if (error.reason === AUTH_ERROR_REASONS.invalidGrant) {
            return reply.status(400).send({ error: AUTH_ERROR_REASONS.invalidGrant, detail: error.message });
          }
          if (error.reason === AUTH_ERROR_REASONS.accessCodeRequired) {
            return reply.status(403).send({ ...restErrorBody(error.message), requires_access_code: true });
          }
          throw error;
        }
      },
    );

    app.post(
      '/auth/token/refresh/',
      {
        schema: {
          tags: ['auth'],
          summary: 'Rotate tokens',
          description:
            'Not in the original API. Trades a refresh token for a new access and refresh token; each refresh token works once, and presenting a used one revokes the whole session.',
          body: refreshRequestSchema,
          response: { 200: refreshResponseSchema, 400: errorBody, 401: errorBody },
        },
      },
      async (request) => ({ tokens: await refreshSession(deps, request.body.refresh) }),
    );

    app.post(
      '/auth/logout/',
      {
        schema: {
          tags: ['auth'],
          summary: 'Log out',
          description:
            'Not in the original API. Revokes the session of the bearer access token and/or of the refresh token in the body; always 204.',
          body: logoutRequestSchema.nullish(),
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await logOut(deps, {
          authorization: request.headers.authorization,
          refreshToken: request.body?.refresh,
        });
        return reply.status(204).send(null);
      },
    );

    app.put(
      '/auth/set-username/',
      {
        config: { auth: 'investor' },
        schema: {
          tags: ['auth'],
          summary: 'Choose the username (once)',
          description:
            'Owner only (403 for a member). Letters, numbers and underscores; unique regardless of case; some names are reserved. Replaces the user_ placeholder once and never changes afterwards. Field errors come in username[0].',
          body: setUsernameRequestSchema,
          response: {
            200: setUsernameResponseSchema,
            400: errorBody,
            401: errorBody,
            403: errorBody,
            409: errorBody,
          },
        },
      },
      async (request) => setUsername(deps, actorOf(request), request.body.username),
    );
  };
