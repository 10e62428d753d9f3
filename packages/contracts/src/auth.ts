import { z } from 'zod';
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, USERNAME_PATTERN } from './constants';
import { restErrorBodySchema } from './errors';

export const loginUrlResponseSchema = z.object({ auth_url: z.url() });

export const googleCallbackRequestSchema = z.object({
  code: z.string().min(1).max(4096),
  /** OAuth `state` echoed by the provider; binds the code to the browser that started sign-in. */
  state: z.string().min(1).max(512).optional(),
  access_code: z.string().max(256).optional(),
});
export type GoogleCallbackRequest = z.infer<typeof googleCallbackRequestSchema>;

export const tokensSchema = z.object({ access: z.string(), refresh: z.string() });
export type Tokens = z.infer<typeof tokensSchema>;

export const authResponseSchema = z.object({
  tokens: tokensSchema,
  vc: z.object({ username: z.string() }),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** A refused Google callback: a new signup also gets `requires_access_code`. */
export const googleCallbackErrorSchema = restErrorBodySchema.extend({
  requires_access_code: z
    .boolean()
    .optional()
    .describe('True for a new signup: resubmit the same code with access_code.'),
});

export const refreshRequestSchema = z.object({ refresh: z.string().min(1).max(1024) });
export const logoutRequestSchema = z.object({ refresh: z.string().min(1).max(1024).optional() });

export const usernameSchema = z
  .string()
  .trim()
  .min(USERNAME_MIN_LENGTH, `Username must be at least ${USERNAME_MIN_LENGTH} characters.`)
  .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters.`)
  .regex(USERNAME_PATTERN, 'Username may contain only letters, numbers and underscores.');

export const setUsernameRequestSchema = z.object({ username: usernameSchema });
export const setUsernameResponseSchema = z.object({ username: z.string() });

export const accessCodeRequestSchema = z.object({ access_code: z.string().max(256) });
export const accessCodeResponseSchema = z.object({ valid: z.boolean() });

/** Machine-readable reasons of sign-in errors (REST `error`, tRPC `data.reason`) that clients branch on. */
export const AUTH_ERROR_REASONS = {
  /** The Google code (or the sign-in attempt it belongs to) expired or was already used. */
  invalidGrant: 'invalid_grant',
  /** A new signup: resubmit the same Google code with an access code. */
  accessCodeRequired: 'access_code_required',
} as const;

export const refreshResponseSchema = z.object({ tokens: tokensSchema });

/**
 * The tRPC connectionParams key that carries a subscription's access token: the browser's
 * EventSource cannot send an Authorization header. The API accepts it for subscriptions only.
 */
export const STREAM_TOKEN_PARAM = 'accessToken';
