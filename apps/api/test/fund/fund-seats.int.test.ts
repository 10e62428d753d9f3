/**
 * Fund seats (issue 29) over REST: invite links, joining, the member list and removal, walked with a
 * non-member, an expired invite, a reused invite, a removed member and no token; and the fund's
 * decks shared by its members but no one else's.
 */
import { randomBytes } from 'node:crypto';
import { DECK_STREAMS_PER_INVESTOR_MAX } from '@pitchfit/contracts/constants';
import type { DeckStreamEvent } from '@pitchfit/contracts/deck-events';
import {
  FUND_INVITE_TTL_MS,
  FUND_OWNER_ONLY_REASON,
  fundInviteSchema,
  fundMembersSchema,
} from '@pitchfit/contracts/fund';
import { FUND_MESSAGES } from '@pitchfit/contracts/messages';
import { and, eq } from '@pitchfit/db/orm';
import { deckCalls, fundInvites } from '@pitchfit/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../../src/domain/auth/sessions';
import { pitchDeck } from '../decks/helpers';
import { smallDeck } from '../decks/pdf-fixtures';
import { createTestInvestor, type TestInvestor } from '../helpers/investors';
import { startTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let owner: TestInvestor;
let partner: TestInvestor;
let outsider: TestInvestor;
let fundDeck: string;
let outsiderDeck: string;

const newInvestor = () => createTestInvestor(t.deps, { username: `vc_${randomBytes(5).toString('hex')}` });

function send(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: TestInvestor | null,
  payload?: object,
) {
  return t.app.inject({ method, url, payload, headers: who ? who.headers : {} });
}

async function invite(by: TestInvestor): Promise<string> {
  const res = await send('POST', '/api/fund/invites/', by);
  expect(res.statusCode).toBe(201);
  return fundInviteSchema.parse(res.json()).token;
}

const accept = (token: string, who: TestInvestor | null) =>
  send('POST', `/api/fund/invites/${token}/accept/`, who);
const members = async (who: TestInvestor) =>
  fundMembersSchema.parse((await send('GET', '/api/fund/members/', who)).json());

beforeAll(async () => {
  t = await startTestApp({ worker: false });
  owner = await newInvestor();
  partner = await newInvestor();
  outsider = await newInvestor();
  // A founder sends one deck to each fund's public page.
  const pitch = (to: TestInvestor, name: string) =>
    pitchDeck(
      t,
      { id: to.id, username: to.username, auth: to.headers.authorization },
      {
        fileName: `${name}.pdf`,
        bytes: smallDeck(name),
      },
    );
  fundDeck = await pitch(owner, 'fund-a');
  outsiderDeck = await pitch(outsider, 'fund-b');
});
afterAll(() => t?.close());

describe('fund seats', () => {
  it('answers 401 on every fund route without a token', async () => {
    const token = await invite(owner);
    expect((await send('POST', '/api/fund/invites/', null)).statusCode).toBe(401);
    expect((await accept(token, null)).statusCode).toBe(401);
    expect((await send('GET', '/api/fund/members/', null)).statusCode).toBe(401);
    expect((await send('DELETE', `/api/fund/members/${partner.id}/`, null)).statusCode).toBe(401);
  });

  it('keeps a lone investor a fund of one, its owner', async () => {
    const seats = await members(outsider);
    expect(seats).toMatchObject({ fund_id: outsider.id, username: outsider.username, your_role: 'owner' });
    expect(seats.members).toEqual([
      expect.objectContaining({ id: outsider.id, role: 'owner', joined_at: null }),
    ]);
    // Everything as before issue 29: their own page, thesis, decks and calls.
    const thesis = { thesis: 'Seed climate software.' };
    expect((await send('POST', '/api/expandprofile/', outsider, thesis)).statusCode).toBe(200);
    expect((await send('GET', '/api/vc/me/', outsider)).json()).toEqual({
      username: outsider.username,
      ...thesis,
    });
    const list = await send('GET', '/api/decks/top/', outsider);
    expect(list.json().map((deck: { id: string }) => deck.id)).toEqual([outsiderDeck]);
    expect(
      (await send('PUT', `/api/decks/${outsiderDeck}/call/`, outsider, { call: 'meet' })).statusCode,
    ).toBe(200);
  });

  it('makes a single-use link that lives 7 days, storing only its hash', async () => {
    const before = Date.now();
    const res = await send('POST', '/api/fund/invites/', owner);
    const created = fundInviteSchema.parse(res.json());
    expect(created.url).toBe(`${t.deps.env.PUBLIC_URL}/invite/${created.token}`);
    // At least 128 bits: 256 random bits in base64url are 43 characters.
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const expires = Date.parse(created.expires_at);
    expect(expires).toBeGreaterThanOrEqual(before + FUND_INVITE_TTL_MS);
    expect(expires).toBeLessThan(before + FUND_INVITE_TTL_MS + 60_000);
    const stored = await t.deps.db.select().from(fundInvites).where(eq(fundInvites.fundId, owner.id));
    expect(
      stored.every((row) => row.tokenHash !== created.token && !row.tokenHash.includes(created.token)),
    ).toBe(true);
  });

  it('refuses an unknown and an expired link with a clear 4xx', async () => {
    const unknown = await accept(randomBytes(32).toString('base64url'), partner);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe(FUND_MESSAGES.inviteNotFound);
    const token = await invite(owner);
    await t.deps.db
      .update(fundInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(fundInvites.fundId, owner.id));
    const expired = await accept(token, partner);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().detail).toBe(FUND_MESSAGES.inviteExpired);
    expect((await members(owner)).members).toHaveLength(1);
  });

  it('seats a partner who then shares the fund’s page, thesis and decks, but not its thesis edits', async () => {
    const token = await invite(owner);
    const joined = await accept(token, partner);
    expect(joined.statusCode).toBe(200);
    expect(fundMembersSchema.parse(joined.json())).toMatchObject({ fund_id: owner.id, your_role: 'member' });
    expect((await members(owner)).members.map((m) => [m.id, m.role])).toEqual([
      [owner.id, 'owner'],
      [partner.id, 'member'],
    ]);

    expect((await send('GET', '/api/vc/me/', partner)).json().username).toBe(owner.username);
    expect((await send('GET', `/api/decks/${fundDeck}/`, partner)).statusCode).toBe(200);
    const list = await send('GET', '/api/decks/top/', partner);
    expect(list.json().map((deck: { id: string }) => deck.id)).toEqual([fundDeck]);

    // Every owner-only change (docs/funds.md, Roles), each with a body that would otherwise pass.
    for (const [method, url, body] of [
      ['POST', '/api/expandprofile/', { thesis: 'Seed fintech in Europe.' }],
      ['POST', '/api/filloutprofile/', { answers: {} }],
      ['PUT', '/api/thesis/reading/', { corrections: [] }],
      ['PUT', '/api/auth/set-username/', { username: `vc_${randomBytes(5).toString('hex')}` }],
      ['POST', '/api/fund/invites/', undefined],
      ['DELETE', `/api/fund/members/${partner.id}/`, undefined],
      ['POST', `/api/decks/${fundDeck}/votes/reveal/`, undefined],
    ] as const) {
      const refused = await send(method, url, partner, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().detail).toBe(FUND_MESSAGES.ownerOnly);
    }
    // Over tRPC the refusal carries its reason, so the web app keeps the partner signed in.
    const trpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/fund.createInvite',
      headers: partner.headers,
      payload: {},
    });
    expect(trpc.statusCode).toBe(403);
    expect(trpc.json().error.data.reason).toBe(FUND_OWNER_ONLY_REASON);
    const seats = await t.app.inject({ method: 'GET', url: '/trpc/fund.members', headers: partner.headers });
    expect(seats.json().result.data.your_role).toBe('member');
  });

  it('refuses a reused link', async () => {
    const token = await invite(owner);
    const third = await newInvestor();
    expect((await accept(token, third)).statusCode).toBe(200);
    const again = await accept(token, await newInvestor());
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(FUND_MESSAGES.inviteUsed);
    expect((await send('DELETE', `/api/fund/members/${third.id}/`, owner)).statusCode).toBe(200);
  });

  it('keeps each partner’s own call on the same deck', async () => {
    for (const [who, call] of [
      [owner, 'meet'],
      [partner, 'pass'],
    ] as const)
      expect((await send('PUT', `/api/decks/${fundDeck}/call/`, who, { call })).statusCode).toBe(200);
    const calls = await t.deps.db.select().from(deckCalls).where(eq(deckCalls.deckId, fundDeck));
    expect(Object.fromEntries(calls.map((row) => [row.investorId, row.call]))).toEqual({
      [owner.id]: 'meet',
      [partner.id]: 'pass',
    });
    // Each reads back their own call, never the other's.
    const readCall = async (who: TestInvestor) =>
      (await send('GET', `/api/decks/${fundDeck}/call/`, who)).json().call;
    expect(await readCall(owner)).toBe('meet');
    expect(await readCall(partner)).toBe('pass');
    expect((await send('PUT', `/api/decks/${fundDeck}/call/`, partner, {})).statusCode).toBe(200);
    expect(await readCall(partner)).toBeNull();
    expect(await readCall(owner)).toBe('meet');
    const left = await t.deps.db
      .select()
      .from(deckCalls)
      .where(and(eq(deckCalls.deckId, fundDeck), eq(deckCalls.investorId, owner.id)));
    expect(left).toHaveLength(1);
  });

  it('limits open deck streams per partner, so one partner’s tabs never close another’s', async () => {
    const stop = new AbortController();
    const open = (memberId: string) => {
      const events: DeckStreamEvent[] = [];
      const done = (async () => {
        const stream = t.deps.deckChanges.streams.open(owner.id, memberId, stop.signal, Date.now() + 60_000);
        for await (const event of stream) events.push(event);
      })();
      return { events, done };
    };
    const tooMany = (events: DeckStreamEvent[]) =>
      events.some((event) => event.kind === 'closed' && event.reason === 'too_many_streams');
    const partnerStream = open(partner.id);
    const ownerStreams = Array.from({ length: DECK_STREAMS_PER_INVESTOR_MAX + 1 }, () => open(owner.id));
    await ownerStreams[0]?.done;
    expect(tooMany(ownerStreams[0]?.events ?? [])).toBe(true);
    while (!ownerStreams.every((stream, i) => i === 0 || stream.events.length > 0))
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(tooMany(partnerStream.events)).toBe(false);
    expect(t.deps.deckChanges.streams.count(owner.id)).toBe(DECK_STREAMS_PER_INVESTOR_MAX + 1);
    stop.abort();
    await Promise.all([partnerStream, ...ownerStreams].map((stream) => stream.done));
  });

  it('answers 404 to a non-member and to a member for another fund’s decks and members', async () => {
    expect((await send('GET', `/api/decks/${fundDeck}/`, outsider)).statusCode).toBe(404);
    expect((await send('PUT', `/api/decks/${fundDeck}/call/`, outsider, { call: 'meet' })).statusCode).toBe(
      404,
    );
    expect((await send('DELETE', `/api/fund/members/${partner.id}/`, outsider)).statusCode).toBe(404);
    expect((await send('GET', `/api/decks/${outsiderDeck}/`, partner)).statusCode).toBe(404);
    expect((await send('GET', `/api/decks/${outsiderDeck}/pdf/`, partner)).statusCode).toBe(404);
    // Nor can a member of one fund read the call a member of another made on their own deck.
    expect((await send('GET', `/api/decks/${fundDeck}/call/`, outsider)).statusCode).toBe(404);
    expect((await send('GET', `/api/decks/${outsiderDeck}/call/`, partner)).statusCode).toBe(404);
    expect((await members(outsider)).members.map((m) => m.id)).toEqual([outsider.id]);
    const joinAgain = await accept(await invite(outsider), partner);
    expect(joinAgain.statusCode).toBe(409);
    expect(joinAgain.json().detail).toBe(FUND_MESSAGES.alreadyInAFund);
  });

  it('ends a removed member’s sessions at once: access token, refresh token and open deck stream', async () => {
    const stop = new AbortController();
    const events: DeckStreamEvent[] = [];
    const stream = (async () => {
      for await (const event of t.deps.deckChanges.streams.open(
        owner.id,
        partner.id,
        stop.signal,
        Date.now() + 60_000,
      ))
        events.push(event);
    })();
    while (events.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events).toEqual([{ kind: 'ready' }]);

    const removed = await send('DELETE', `/api/fund/members/${partner.id}/`, owner);
    expect(removed.statusCode).toBe(200);
    expect(fundMembersSchema.parse(removed.json()).members.map((m) => m.id)).toEqual([owner.id]);

    await stream;
    expect(events.at(-1)).toEqual({ kind: 'closed', reason: 'session_revoked' });
    expect((await send('GET', '/api/fund/members/', partner)).statusCode).toBe(401);
    expect((await send('GET', '/api/decks/top/', partner)).statusCode).toBe(401);
    expect((await send('GET', `/api/decks/${fundDeck}/`, partner)).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token/refresh/',
      payload: { refresh: partner.tokens.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await send('DELETE', `/api/fund/members/${partner.id}/`, owner)).statusCode).toBe(404);
  });

  it('lets a removed member sign in again as a fund of their own, without the old fund’s decks', async () => {
    const tokens = await startSession(t.deps, partner.id);
    const again = { ...partner, tokens, headers: { authorization: `Bearer ${tokens.access}` } };
    expect((await members(again)).your_role).toBe('owner');
    expect((await send('GET', `/api/decks/${fundDeck}/`, again)).statusCode).toBe(404);
  });
});
