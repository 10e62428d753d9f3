import type { AppRouter } from '@pitchfit/api/router';
import { STREAM_TOKEN_PARAM } from '@pitchfit/contracts/auth';
import { MESSAGES } from '@pitchfit/contracts/messages';
import { QueryClient } from '@tanstack/react-query';
import {
  createTRPCClient,
  httpBatchLink,
  httpSubscriptionLink,
  splitLink,
  type TRPCLink,
} from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { currentAccessToken } from './access-token';
import { isAuthFailure } from './api-errors';
import { forgetCredentials, onSessionEnd } from './session';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      // Retrying cannot fix a refused token.
      retry: (failureCount, error) => !isAuthFailure(error) && failureCount < 1,
    },
  },
});

// One investor's cached answers must never show to the next one signing in on this browser.
onSessionEnd(() => queryClient.clear());

/** Sign-in calls run before there is a session, so they carry no token and a 403 there is no logout. */
const SIGN_IN_PATHS = new Set(['auth.checkAccessCode', 'auth.googleLoginUrl', 'auth.googleCallback']);

/** A 401 or 403 on an investor's call means the session is gone: forget it (the page guard goes to /login). */
const sessionExpiryLink: TRPCLink<AppRouter> =
  () =>
  ({ next, op }) =>
    observable((observer) =>
      next(op).subscribe({
        next: (value) => observer.next(value),
        error: (error) => {
          if (isAuthFailure(error)) forgetCredentials(MESSAGES.authRequired);
          observer.error(error);
        },
        complete: () => observer.complete(),
      }),
    );

export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    splitLink({
      condition: (op) => SIGN_IN_PATHS.has(op.path),
      true: httpBatchLink({ url: '/trpc' }),
      false: [
        sessionExpiryLink,
        splitLink({
          condition: (op) => op.type === 'subscription',
          // Server-sent events through the browser's EventSource, which cannot send headers: the
          // access token travels as tRPC connectionParams (a query parameter the API reads for
          // subscriptions only, and keeps out of its logs). Evaluated on every (re)connection, so a
          // reconnect carries a fresh token.
          true: httpSubscriptionLink({
            url: '/trpc',
            connectionParams: async () => {
              const token = await currentAccessToken();
              return token ? { [STREAM_TOKEN_PARAM]: token } : {};
            },
          }),
          false: httpBatchLink({
            url: '/trpc',
            headers: async () => {
              const token = await currentAccessToken();
              return token ? { authorization: `Bearer ${token}` } : {};
            },
          }),
        }),
      ],
    }),
  ],
});

export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
