/**
 * An invite link opened before signing in: kept for this tab through the Google round trip, so the
 * sign-in callback can bring the partner back to accept it (`/invite`).
 */
const PENDING_INVITE_KEY = 'pitchfit:pending-invite';

export function rememberInvite(token: string): void {
  sessionStorage.setItem(PENDING_INVITE_KEY, token);
}

export function pendingInvite(): string | null {
  return sessionStorage.getItem(PENDING_INVITE_KEY);
}

export function forgetInvite(): void {
  sessionStorage.removeItem(PENDING_INVITE_KEY);
}
