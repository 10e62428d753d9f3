/**
 * B4: a long thesis stalled the API (a 20,000-character one held the event loop 2.2-2.5 s per request;
 * eight made /healthz take 7.5 s). A thesis has a length limit, refused with a 400 naming the field,
 * and is read on a thread of its own, so the API keeps answering while it reads. Figures are printed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { THESIS_MAX_CHARS } from '@pitchfit/contracts/constants';
import { PROFILE_MESSAGES } from '@pitchfit/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvestor, type TestInvestor } from '../decks/helpers';
import { startTestApp, type TestApp } from '../helpers/test-app';

const CORPUS_THESES = '/work/shared/corpus/theses';
/** Published theses, repeated to `length`: the shape that read slowest per character (0.13 ms each). */
function longThesis(length: number, salt: string): string {
  const theses = readdirSync(CORPUS_THESES).map((file) => readFileSync(`${CORPUS_THESES}/${file}`, 'utf8'));
  const text = `${salt}\n${theses.join('\n\n')}`;
  return text.repeat(Math.ceil(length / text.length)).slice(0, length);
}

let t: TestApp;
let vc: TestInvestor;
beforeAll(async () => {
  t = await startTestApp({ worker: false });
  vc = await createInvestor(t);
});
afterAll(() => t?.close());

const submit = (thesis: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/expandprofile/',
    headers: { authorization: vc.auth },
    payload: { thesis },
  });

describe('thesis length', () => {
  it('refuses a thesis over THESIS_MAX_CHARS with a 400 naming the field, in the REST error body', async () => {
    const response = await submit('x'.repeat(THESIS_MAX_CHARS + 1));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: `thesis: ${PROFILE_MESSAGES.thesisTooLong}`,
      detail: `thesis: ${PROFILE_MESSAGES.thesisTooLong}`,
      thesis: [PROFILE_MESSAGES.thesisTooLong],
    });
    const trpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/profile.submitThesis',
      headers: { authorization: vc.auth },
      payload: { thesis: 'x'.repeat(20_000) },
    });
    expect(trpc.statusCode).toBe(400);
    expect(trpc.body).toContain(PROFILE_MESSAGES.thesisTooLong);
    expect((await submit('x'.repeat(THESIS_MAX_CHARS))).statusCode).toBe(200);
  });

  it('keeps answering other requests while it reads theses at the limit', async () => {
    // A first thesis starts the reading thread; the measured ones follow.
    expect((await submit(longThesis(200, 'warm-up'))).statusCode).toBe(200);
    // How long the event loop was held, and whether /healthz kept answering meanwhile.
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    let healthChecks = 0;
    let reading = true;
    const probe = (async () => {
      while (reading) {
        const health = await t.app.inject({ method: 'GET', url: '/healthz' });
        expect(health.statusCode).toBe(200);
        healthChecks += 1;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    const thesisTimes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const response = await submit(longThesis(THESIS_MAX_CHARS, `measured ${i} ${Date.now()}`));
      expect(response.statusCode).toBe(200);
      thesisTimes.push(performance.now() - started);
    }
    reading = false;
    await probe;
    loopDelay.disable();
    const longestHoldMs = loopDelay.max / 1e6;
    const slowestThesis = Math.max(...thesisTimes);
    console.log(
      `[thesis-limits] 3 theses of ${THESIS_MAX_CHARS} characters: ${thesisTimes.map((ms) => ms.toFixed(0)).join(', ')} ms; ` +
        `event loop held at most ${longestHoldMs.toFixed(0)} ms; ${healthChecks} /healthz answered meanwhile`,
    );
    // Read on the event loop, the loop is held as long as a reading; off it, a small part of that.
    expect(longestHoldMs).toBeLessThan(slowestThesis / 3);
  });
});
