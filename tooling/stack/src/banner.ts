import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface BannerFacts {
  /** Where people open the app (PUBLIC_URL, or http://localhost:$PORT). */
  url: string;
  /** How investors sign in: the loopback development provider, or Google (or GOOGLE_ISSUER). */
  signIn: { kind: 'development'; accessCodes: string[] } | { kind: 'google' };
  /** The operator's password, or null when it comes from OPERATOR_PASSWORD (the operator knows it). */
  operatorPassword: { value: string; keptIn: string } | null;
}

/**
 * What a person reads once everything answers: where to go, how to sign in, where the operator
 * pages are, how to stop. Plain text, no JSON: this is for people, the logs are for machines.
 */
export function startupBanner(facts: BannerFacts): string {
  const { url } = facts;
  const signIn =
    facts.signIn.kind === 'development'
      ? [
          `  Sign in:  open ${url}, choose "VC Sign In" and enter the access code ${facts.signIn.accessCodes.join(' or ')};`,
          `            "Login with Google" then opens the development sign-in page (not Google):`,
          '            any name and email will do. A new account is asked for the access code once',
          '            more on its return from sign-in (SPEC: signing up needs the code).',
        ]
      : [
          `  Sign in:  open ${url}, choose "VC Sign In" and sign in with Google; a new investor is asked`,
          '            for the access code again on return from Google (ACCESS_CODES, or one made with',
          '            `pnpm access-codes add <label>`).',
        ];
  const operator = facts.operatorPassword
    ? [
        `  Operator: ${url}/admin/queues (queues) and ${url}/metrics`,
        `            user "operator", password "${facts.operatorPassword.value}"`,
        `            (kept in ${facts.operatorPassword.keptIn}; set OPERATOR_PASSWORD to choose one)`,
      ]
    : [
        `  Operator: ${url}/admin/queues (queues) and ${url}/metrics`,
        '            user "operator", with the password in OPERATOR_PASSWORD',
      ];
  return [
    '',
    `  Pitchfit is ready at ${url}`,
    '',
    ...signIn,
    ...operator,
    '  Stop:     press Ctrl-C.',
    '',
  ].join('\n');
}

/** The password the API generated under the data directory (it writes it before it answers /readyz). */
export function generatedOperatorPassword(dataDir: string): { value: string; keptIn: string } | null {
  const keptIn = join(dataDir, 'operator-password');
  try {
    return { value: readFileSync(keptIn, 'utf8').trim(), keptIn };
  } catch {
    return null;
  }
}

/**
 * Resolves once `readyUrl` answers 200 (the API's /readyz: database and Redis reachable), or false
 * after `limitMs`. Polled, as the API gives no other sign.
 */
export async function waitUntilReady(
  readyUrl: string,
  limitMs: number,
  signal?: AbortSignal,
): Promise<boolean> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline && !signal?.aborted) {
    const ready = await fetch(readyUrl, { signal: AbortSignal.timeout(2_000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}
