import { deckSchema } from '@pitchfit/contracts/deck';
import { type FundActor, NOTE_AUTHOR_ONLY_REASON } from '@pitchfit/contracts/fund';
import {
  deckActivitySchema,
  deckNoteSchema,
  deckNotesSchema,
  deckVotesSchema,
  FOUNDER_MESSAGE_MAX,
  PIPELINE_MESSAGES,
} from '@pitchfit/contracts/pipeline';
import { eq } from '@pitchfit/db/orm';
import { deckNoteEdits, deckNotes } from '@pitchfit/db/schema';
import { insertDeck } from '@pitchfit/testing/rows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editNote } from '../../src/domain/pipeline/edit-note';
import { getVotes } from '../../src/domain/pipeline/get-votes';
import { revealVotes } from '../../src/domain/pipeline/reveal-votes';
import { setVote } from '../../src/domain/pipeline/set-vote';
import { createInvestor, type TestInvestor } from '../decks/helpers';
import { startTestApp, type TestApp } from '../helpers/test-app';

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

describe('the pipeline, notes and blind votes on a deck', () => {
  let t: TestApp;
  let vc: TestInvestor;
  let intruder: TestInvestor;
  let deckId: string;

  beforeAll(async () => {
    t = await startTestApp({ worker: false });
    vc = await createInvestor(t);
    intruder = await createInvestor(t);
    deckId = (await insertDeck(t.deps.db, vc.id)).id;
  });
  afterAll(() => t.close());

  const call = (method: Method, url: string, payload?: object, auth: string | null = vc.auth) =>
    t.app.inject({ method, url, payload, headers: auth ? { authorization: auth } : {} });

  /** The fund's deck changes, as the deck stream hears them, while `action` runs. */
  async function announced(action: () => Promise<unknown>): Promise<string> {
    const stop = new AbortController();
    const changes = await t.deps.deckChanges.hub.listen(vc.id, stop.signal);
    await action();
    for await (const changed of changes) {
      stop.abort();
      return changed;
    }
    throw new Error('no change heard');
  }

  const every = (
    id: string,
    noteId = '00000000-0000-4000-8000-000000000000',
  ): Array<[Method, string, object?]> => [
    ['PUT', `/api/decks/${id}/stage/`, { stage: 'reviewing' }],
    ['GET', `/api/decks/${id}/activity/`],
    ['GET', `/api/decks/${id}/notes/`],
    ['POST', `/api/decks/${id}/notes/`, { body: 'A note' }],
    ['PUT', `/api/decks/${id}/notes/${noteId}/`, { body: 'Edited' }],
    ['DELETE', `/api/decks/${id}/notes/${noteId}/`],
    ['PUT', `/api/decks/${id}/vote/`, { rating: 3, reason: 'Fine' }],
    ['GET', `/api/decks/${id}/votes/`],
    ['POST', `/api/decks/${id}/votes/reveal/`],
  ];

  it('needs a token on every route, and answers 404 for another fund’s deck and note', async () => {
    const note = deckNoteSchema.parse(
      (await call('POST', `/api/decks/${deckId}/notes/`, { body: 'Mine' })).json(),
    );
    for (const [method, url, payload] of every(deckId, note.id)) {
      expect((await call(method, url, payload, null)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, payload, intruder.auth)).statusCode, `${method} ${url}`).toBe(404);
    }
    for (const [method, url, payload] of every('not-a-uuid')) {
      expect((await call(method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    // Nothing the intruder sent changed the deck or reached its timeline.
    const activity = deckActivitySchema.parse((await call('GET', `/api/decks/${deckId}/activity/`)).json());
    expect(activity.entries.map((entry) => entry.member.id)).toEqual([vc.id]);
    await call('DELETE', `/api/decks/${deckId}/notes/${note.id}/`);
  });

  it('refuses a pass without a reason, naming the field, and a founder message on any other stage', async () => {
    const noReason = await call('PUT', `/api/decks/${deckId}/stage/`, { stage: 'passed' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().reason).toEqual([PIPELINE_MESSAGES.passReasonRequired]);
    const badReason = await call('PUT', `/api/decks/${deckId}/stage/`, { stage: 'passed', reason: 'vibes' });
    expect(badReason.json().reason).toHaveLength(1);
    const message = await call('PUT', `/api/decks/${deckId}/stage/`, {
      stage: 'meeting',
      founder_message: 'Hi',
    });
    expect(message.statusCode).toBe(400);
    expect(message.json().founder_message).toHaveLength(1);
    const long = await call('PUT', `/api/decks/${deckId}/stage/`, {
      stage: 'passed',
      reason: 'team',
      founder_message: 'x'.repeat(FOUNDER_MESSAGE_MAX + 1),
    });
    expect(long.json().founder_message).toHaveLength(1);
    expect(
      (await call('PUT', `/api/decks/${deckId}/stage/`, { stage: 'someday' })).json().stage,
    ).toHaveLength(1);
  });

  it('moves the deck through the stages, live and on the timeline; leaving a pass forgets its reason', async () => {
    const changed = await announced(async () => {
      const moved = await call('PUT', `/api/decks/${deckId}/stage/`, {
        stage: 'meeting',
        note: 'Strong team',
      });
      expect(moved.json()).toEqual({
        deck_id: deckId,
        stage: 'meeting',
        pass_reason: null,
        founder_message: null,
      });
    });
    expect(changed).toBe(deckId);
    expect(deckSchema.parse((await call('GET', `/api/decks/${deckId}/`)).json()).stage).toBe('meeting');

    const passed = await call('PUT', `/api/decks/${deckId}/stage/`, {
      stage: 'passed',
      reason: 'valuation',
      note: 'Priced for series B',
      founder_message: 'The round is priced above what we invest at.',
    });
    expect(passed.json()).toMatchObject({
      stage: 'passed',
      pass_reason: 'valuation',
      founder_message: 'The round is priced above what we invest at.',
    });
    const back = await call('PUT', `/api/decks/${deckId}/stage/`, { stage: 'diligence' });
    expect(back.json()).toMatchObject({ stage: 'diligence', pass_reason: null, founder_message: null });

    const moves = deckActivitySchema
      .parse((await call('GET', `/api/decks/${deckId}/activity/`)).json())
      .entries.filter((entry) => entry.kind === 'stage_moved');
    expect(moves.map((entry) => [entry.stage_from, entry.stage_to, entry.pass_reason, entry.text])).toEqual([
      ['new', 'meeting', null, 'Strong team'],
      ['meeting', 'passed', 'valuation', 'Priced for series B'],
      ['passed', 'diligence', null, null],
    ]);
    expect(moves[0]?.member.id).toBe(vc.id);

    // Top Decks lists the decks of one stage; a stage not on the list is refused naming the field.
    const listed = async (query: string) => (await call('GET', `/api/decks/top/${query}`)).json();
    expect(
      deckSchema
        .array()
        .parse(await listed('?stage=diligence'))
        .map((deck) => deck.id),
    ).toEqual([deckId]);
    expect(await listed('?stage=invested')).toEqual([]);
    expect((await listed('?stage=someday')).stage).toHaveLength(1);
  });

  it('keeps every edit of a note, lets only its author change it, and keeps deletions on the timeline', async () => {
    const added = await call('POST', `/api/decks/${deckId}/notes/`, { body: 'First take' });
    expect(added.statusCode).toBe(201);
    const note = deckNoteSchema.parse(added.json());
    expect(note).toMatchObject({
      body: 'First take',
      mine: true,
      author: { id: vc.id },
      previous_versions: [],
    });
    expect((await call('POST', `/api/decks/${deckId}/notes/`, { body: '   ' })).json().body).toHaveLength(1);

    await call('PUT', `/api/decks/${deckId}/notes/${note.id}/`, { body: 'Second take' });
    const edited = deckNoteSchema.parse(
      (await call('PUT', `/api/decks/${deckId}/notes/${note.id}/`, { body: 'Third take' })).json(),
    );
    expect(edited.body).toBe('Third take');
    expect(edited.previous_versions.map((version) => version.body)).toEqual(['First take', 'Second take']);

    // A fellow member of the same fund (memberships land separately): refused, not hidden.
    const partner = await createInvestor(t);
    const asPartner: FundActor = { fundId: vc.id, memberId: partner.id, role: 'member' };
    await expect(
      editNote(t.deps, asPartner, { deckId, noteId: note.id }, { body: 'Hijacked' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', reason: NOTE_AUTHOR_ONLY_REASON });

    expect((await call('DELETE', `/api/decks/${deckId}/notes/${note.id}/`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/decks/${deckId}/notes/${note.id}/`)).statusCode).toBe(404);
    const notes = deckNotesSchema.parse((await call('GET', `/api/decks/${deckId}/notes/`)).json());
    expect(notes.notes.find((shown) => shown.id === note.id)).toBeUndefined();
    // Kept, not erased: the row and its edits stay.
    const [kept] = await t.deps.db.select().from(deckNotes).where(eq(deckNotes.id, note.id));
    expect(kept?.body).toBe('Third take');
    expect(
      await t.deps.db.select().from(deckNoteEdits).where(eq(deckNoteEdits.noteId, note.id)),
    ).toHaveLength(2);
    const kinds = deckActivitySchema
      .parse((await call('GET', `/api/decks/${deckId}/activity/`)).json())
      .entries.filter((entry) => entry.note_id === note.id)
      .map((entry) => entry.kind);
    expect(kinds).toEqual(['note_added', 'note_edited', 'note_edited', 'note_deleted']);
  });

  it('hides votes until every member voted or the owner revealed them, then shows the spread', async () => {
    const other = (await insertDeck(t.deps.db, vc.id)).id;
    const revealAsMember = (id: string, memberIds: string[]) =>
      revealVotes(t.deps, { fundId: vc.id, memberId: vc.id, role: 'member' }, id, memberIds);
    await expect(revealAsMember(other, [vc.id])).rejects.toMatchObject({ code: 'FORBIDDEN' });

    expect(
      (await call('PUT', `/api/decks/${other}/vote/`, { rating: 6, reason: 'x' })).json().rating,
    ).toHaveLength(1);
    expect(
      (await call('PUT', `/api/decks/${other}/vote/`, { rating: 3, reason: 'two\nlines' })).json().reason,
    ).toEqual([PIPELINE_MESSAGES.oneLine]);

    const before = deckVotesSchema.parse((await call('GET', `/api/decks/${other}/votes/`)).json());
    expect(before).toMatchObject({
      revealed: false,
      voted_count: 0,
      member_count: 1,
      mine: null,
      votes: [],
      can_reveal: true,
    });

    // A fund of one: its only member voting is every member voting.
    const voted = deckVotesSchema.parse(
      (await call('PUT', `/api/decks/${other}/vote/`, { rating: 4, reason: 'Good market' })).json(),
    );
    expect(voted).toMatchObject({ revealed: true, revealed_because: 'all_voted', voted_count: 1 });
    expect(voted.votes.map((vote) => [vote.member.id, vote.rating, vote.reason])).toEqual([
      [vc.id, 4, 'Good market'],
    ]);
    expect(voted.spread).toEqual({ range: 0, stdev: 0 });

    const revealed = deckVotesSchema.parse((await call('POST', `/api/decks/${other}/votes/reveal/`)).json());
    expect(revealed).toMatchObject({ revealed: true, voted_count: 1 });
    const entries = deckActivitySchema.parse(
      (await call('GET', `/api/decks/${other}/activity/`)).json(),
    ).entries;
    expect(entries.map((entry) => entry.kind)).toEqual(['voted']);
    // The timeline says who voted, never the rating.
    expect(JSON.stringify(entries)).not.toContain('Good market');
  });

  it('keeps a partner’s vote from the owner until both have voted, for a fund of two', async () => {
    const shared = (await insertDeck(t.deps.db, vc.id)).id;
    const partner = await createInvestor(t);
    const members = [vc.id, partner.id];
    const owner: FundActor = { fundId: vc.id, memberId: vc.id, role: 'owner' };
    const member: FundActor = { fundId: vc.id, memberId: partner.id, role: 'member' };

    const afterPartner = await setVote(t.deps, member, shared, { rating: 1, reason: 'No moat' }, members);
    expect(afterPartner).toMatchObject({
      revealed: false,
      voted_count: 1,
      member_count: 2,
      can_reveal: false,
    });
    const ownerSees = await getVotes(t.deps, owner, shared, members);
    expect(ownerSees).toMatchObject({ revealed: false, voted_count: 1, mine: null, votes: [], spread: null });
    expect(JSON.stringify(ownerSees)).not.toContain('No moat');
    expect(ownerSees.can_reveal).toBe(true);

    const both = await setVote(t.deps, owner, shared, { rating: 5, reason: 'Great team' }, members);
    expect(both).toMatchObject({ revealed: true, revealed_because: 'all_voted', voted_count: 2 });
    expect(both.votes.map((vote) => vote.rating).sort()).toEqual([1, 5]);
    expect(both.spread).toEqual({ range: 4, stdev: 2 });
    expect((await getVotes(t.deps, member, shared, members)).votes).toHaveLength(2);
  });
});
