import type { RestErrorBody } from '@pitchfit/contracts/errors';

/** A REST refusal's body, in the one shape contracts define (`restErrorBodySchema`). Stacks are never sent. */
export function restErrorBody(message: string, fields: Record<string, string[]> = {}): RestErrorBody {
  return { error: message, detail: message, ...fields };
}
