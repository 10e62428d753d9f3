import { textPdf } from '@pitchfit/testing/pdf';
import type { Fleet } from './fleet';

/**
 * Upload attempts per deck, the n-th after n × 500 ms: the ones in flight at a dead API fail, and the
 * founder sends again, for about 7 s in all (the proxy takes a dead API out within about 1 s).
 */
const UPLOAD_ATTEMPTS = 6;

/** Each founder sends from an address of their own, as seen through the proxy (the APIs trust loopback). */
const founderAddress = (n: number) => `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`;

/** Founder n's deck: a small text deck of its own (distinct bytes). */
export function fleetDeck(n: number): Buffer {
  return textPdf(
    [
      [`Fleetco ${n}`, 'Automated bookkeeping for small businesses'],
      ['Team', 'Jane Doe, CEO - former accountant', 'John Roe, CTO - ex-Stripe engineer'],
      ['Traction', `${1000 + n} paying customers, $40k MRR growing 15% month over month`],
      ['The ask', 'Raising a $1.5M seed round at a $8M post-money valuation'],
    ],
    `fleet-${n}`,
  );
}

/** Sends founder n's deck to an investor's pitch page through the proxy, again while it fails; answers the deck id. */
export async function uploadThroughProxy(
  fleet: Pick<Fleet, 'origin'>,
  username: string,
  n: number,
  bytes: Buffer,
): Promise<string> {
  let last = '';
  for (let attempt = 1; attempt <= UPLOAD_ATTEMPTS; attempt++) {
    const form = new FormData();
    form.append(
      'pdf_file',
      new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }),
      `fleetco-${n}.pdf`,
    );
    const res = await fetch(`${fleet.origin}/api/pitch/${username}/submit/`, {
      method: 'POST',
      body: form,
      headers: { 'x-forwarded-for': founderAddress(n) },
    }).catch((error: unknown) => error);
    if (res instanceof Response && res.status === 201) return ((await res.json()) as { id: string }).id;
    last = res instanceof Response ? `${res.status} ${await res.text()}` : String(res);
    await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
  }
  throw new Error(`upload ${n} failed ${UPLOAD_ATTEMPTS} times, last: ${last}`);
}
