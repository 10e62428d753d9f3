import { z } from 'zod';

/**
 * Domain error codes. Domain functions throw `DomainError`; each transport maps the code
 * to its own status once (REST in apps/api/src/rest/errors.ts, tRPC in apps/api/src/trpc/errors.ts).
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'TOO_MANY_REQUESTS',
  'TIMEOUT',
  'UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const HTTP_STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  TIMEOUT: 504,
  UNAVAILABLE: 503,
};

export interface DomainErrorOptions {
  cause?: unknown;
  /**
   * A machine-readable reason a client branches on, beyond the code (e.g. `invalid_grant`,
   * `access_code_required`). Transports pass it on: tRPC as `data.reason`.
   */
  reason?: string;
}

export class DomainError extends Error {
  override readonly name = 'DomainError';
  readonly reason: string | undefined;
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Per-field messages, for answers such as `{username: ["..."]}`. */
    readonly fields?: Record<string, string[]>,
    options?: DomainErrorOptions,
  ) {
    super(message, options);
    this.reason = options?.reason;
  }
}

/**
 * Every REST error body (SPEC section 7): a summary in both `error` and `detail`, plus per-field
 * message lists at the top level (`username[0]`, `pdf_file[0]`, ...).
 */
export const restErrorBodySchema = z.looseObject({ error: z.string(), detail: z.string() });
export type RestErrorBody = z.infer<typeof restErrorBodySchema>;
