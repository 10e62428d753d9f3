import type { AppRouter } from '@pitchfit/api/router';
import { SEAT_REFUSAL_REASONS } from '@pitchfit/contracts/fund';
import { TRPCClientError } from '@trpc/client';

export type ApiError = TRPCClientError<AppRouter>;

export function asApiError(error: unknown): ApiError | null {
  return error instanceof TRPCClientError ? (error as ApiError) : null;
}

export function httpStatusOf(error: unknown): number | null {
  return asApiError(error)?.data?.httpStatus ?? null;
}

/** The session is gone: a 401, or a 403 other than a fund member asking for an owner's change. */
export function isAuthFailure(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status === 401 || (status === 403 && !SEAT_REFUSAL_REASONS.includes(reasonOf(error) ?? ''));
}

/** The server's machine-readable reason (`invalid_grant`, `access_code_required`, ...), if any. */
export function reasonOf(error: unknown): string | null {
  return asApiError(error)?.data?.reason ?? null;
}

/** The server's first message for `field`, else its summary, else `fallback`. */
export function serverMessage(error: unknown, fallback: string, field?: string): string {
  const apiError = asApiError(error);
  if (!apiError) return fallback;
  const fieldMessage = field ? apiError.data?.fields?.[field]?.[0] : undefined;
  // A network failure has no data: its message ("Failed to fetch") is not the server's.
  return fieldMessage || (apiError.data ? apiError.message : '') || fallback;
}
