import { MESSAGES } from '@pitchfit/contracts/messages';
import { answersResponseSchema, thesisResponseSchema } from '@pitchfit/contracts/profile';
import { asc, eq } from '@pitchfit/db/orm';
import { investors, profileQuestions } from '@pitchfit/db/schema';
import { createTRPCClient, httpLink } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppRouter } from '../../src/trpc/routers/_app';
import {
  listDecks,
  pitchDecks,
  setThesis,
  settledDecks,
  startAppWithInvestor,
  type TestInvestor,
  thesisVersionOf,
} from '../decks/helpers';
import { smallDeck } from '../decks/pdf-fixtures';
import type { TestApp } from '../helpers/test-app';

const THESIS =
  'We invest in seed-stage B2B fintech and developer tools in Europe and North America, with first checks of $500k to $2M. We avoid crypto and consumer hardware.';

describe('thesis and follow-up answers', () => {
  let t: TestApp;
  let vc: TestInvestor;

  beforeAll(async () => {
    ({ t, vc } = await startAppWithInvestor());
  });
  afterAll(() => t.close());

  /** `auth: null` sends no Authorization header. */
  const post = (url: string, payload: object, auth: string | null = vc.auth) =>
    t.app.inject({ method: 'POST', url, payload, headers: auth ? { authorization: auth } : {} });

  it('refuses calls without a valid token', async () => {
    expect((await post('/api/expandprofile/', { thesis: THESIS }, null)).statusCode).toBe(401);
    expect((await post('/api/filloutprofile/', { answers: {} }, 'Bearer forged')).statusCode).toBe(401);
  });

  it('requires a thesis, answering the error in `error`', async () => {
    const res = await post('/api/expandprofile/', { thesis: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(expect.stringContaining('Thesis is required.'));
    expect(await thesisVersionOf(t, vc.id)).toBe(0);
  });

  it('answers with no questions yet: the message that sends the investor to the thesis page', async () => {
    const res = await post('/api/filloutprofile/', { answers: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(MESSAGES.noQuestionsFound);
  });

  it('a thesis raises the version, stores questions, makes scores stale and rescores every deck', async () => {
    await pitchDecks(
      t,
      vc,
      ['p1', 'p2', 'p3'].map((salt) => ({ fileName: `${salt}.pdf`, bytes: smallDeck(salt) })),
    );
    const before = await settledDecks(t, vc.auth, 3);
    expect(before.every((d) => d.status === 'scored' && !d.scores_are_stale)).toBe(true);

    // Without a worker the stale state stays visible: the old scores, marked stale, waiting in the queue.
    await t.stopWorker();
    const body = thesisResponseSchema.parse(await setThesis(t, vc, THESIS));
    expect(body).toMatchObject({ thesis_updated: true, decks_rescored: 3, vc_thesis: THESIS });
    expect(body.questions.length).toBeGreaterThanOrEqual(3);
    expect(body.questions.length).toBeLessThanOrEqual(6);
    expect(await thesisVersionOf(t, vc.id)).toBe(1);

    const stored = await t.deps.db
      .select()
      .from(profileQuestions)
      .where(eq(profileQuestions.investorId, vc.id))
      .orderBy(asc(profileQuestions.position));
    expect(stored.map((q) => ({ id: q.id, text: q.text }))).toEqual(body.questions);
    expect(stored.every((q) => q.thesisVersion === 1 && q.answer === null)).toBe(true);

    const stale = await listDecks(t, vc.auth);
    expect(stale.every((d) => d.scores_are_stale && d.status === 'queued' && d.match_score !== null)).toBe(
      true,
    );

    t.startWorker();
    const after = await settledDecks(t, vc.auth, 3);
    expect(after.every((d) => d.status === 'scored' && !d.scores_are_stale)).toBe(true);
    const [investor] = await t.deps.db.select().from(investors).where(eq(investors.id, vc.id));
    expect(investor?.thesis).toBe(THESIS);
  });

  it('sending the same thesis again changes nothing', async () => {
    const res = await post('/api/expandprofile/', { thesis: THESIS });
    expect(thesisResponseSchema.parse(res.json())).toMatchObject({
      thesis_updated: false,
      decks_rescored: 0,
    });
    expect(await thesisVersionOf(t, vc.id)).toBe(1);
  });

  it('answers need every question answered; complete answers are stored and count as a thesis change', async () => {
    const questions = await t.deps.db
      .select()
      .from(profileQuestions)
      .where(eq(profileQuestions.investorId, vc.id))
      .orderBy(asc(profileQuestions.position));
    const [first, ...rest] = questions;
    if (!first) throw new Error('no questions stored');

    const partial = await post('/api/filloutprofile/', { answers: { [first.id]: 'Seed and Series A' } });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().error).toBe(MESSAGES.answerAllQuestions);
    const blank = await post('/api/filloutprofile/', {
      answers: Object.fromEntries(questions.map((q) => [q.id, q === first ? '  ' : 'Anything'])),
    });
    expect(blank.json().error).toBe(MESSAGES.answerAllQuestions);
    expect(await thesisVersionOf(t, vc.id)).toBe(1);

    const answers = Object.fromEntries([first, ...rest].map((q, i) => [q.id, `Answer ${i + 1}`]));
    const res = await post('/api/filloutprofile/', { answers });
    expect(res.statusCode).toBe(200);
    expect(answersResponseSchema.parse(res.json())).toEqual({ profile_completed: true, decks_rescored: 3 });
    expect(await thesisVersionOf(t, vc.id)).toBe(2);
    const saved = await t.deps.db
      .select()
      .from(profileQuestions)
      .where(eq(profileQuestions.investorId, vc.id));
    expect(Object.fromEntries(saved.map((q) => [q.id, q.answer]))).toEqual(answers);

    const rescored = await settledDecks(t, vc.auth, 3);
    expect(rescored.every((d) => !d.scores_are_stale)).toBe(true);
  });

  it('the same through tRPC: questions with answers, and a thesis change that keeps the answers still asked', async () => {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const client = createTRPCClient<AppRouter>({
      links: [httpLink({ url: `${url}/trpc`, headers: { authorization: vc.auth } })],
    });
    const { questions } = await client.profile.questions.query();
    expect(questions.every((q) => q.answer?.startsWith('Answer'))).toBe(true);
    const changed = await client.profile.submitThesis.mutate({
      thesis: `${THESIS} We also like climate software.`,
    });
    expect(changed).toMatchObject({ thesis_updated: true, decks_rescored: 3 });
    // An edit keeps the answers that still apply: a question asked again in the same words keeps its answer.
    const fresh = await client.profile.questions.query();
    const given = new Map(questions.map((q) => [q.text, q.answer]));
    expect(fresh.questions.map((q) => q.answer)).toEqual(
      fresh.questions.map((q) => given.get(q.text) ?? null),
    );
    expect(fresh.questions.some((q) => q.answer !== null)).toBe(true);
    await expect(client.profile.submitAnswers.mutate({ answers: {} })).rejects.toMatchObject({
      message: MESSAGES.answerAllQuestions,
      data: { code: 'BAD_REQUEST' },
    });
  });
});
