import { describe, expect, it } from 'vitest';
import { type CastVote, visibleVotes, voteSpread } from './vote-visibility';

const vote = (memberId: string, rating: number): CastVote => ({
  memberId,
  member: { id: memberId, name: `Partner ${memberId}` },
  rating,
  reason: `reason of ${memberId}`,
  updated_at: '2026-11-27T12:00:00.000Z',
});

const view = (votes: CastVote[], revealedByOwner = false, viewerId = 'a') =>
  visibleVotes({
    deckId: 'deck',
    votes,
    memberIds: ['a', 'b', 'c'],
    viewerId,
    viewerIsOwner: viewerId === 'a',
    revealedByOwner,
  });

describe('visibleVotes', () => {
  it('shows a member only their own vote and the count until every member has voted', () => {
    const hidden = view([vote('a', 5), vote('b', 1)]);
    expect(hidden).toMatchObject({
      revealed: false,
      revealed_because: null,
      voted_count: 2,
      member_count: 3,
    });
    expect(hidden.mine?.rating).toBe(5);
    expect(hidden.votes).toEqual([]);
    expect(hidden.spread).toBeNull();
    expect(view([vote('b', 1)]).mine).toBeNull();
    // Only the owner may reveal, and only while the votes are hidden.
    expect(hidden.can_reveal).toBe(true);
    expect(view([vote('a', 5)], false, 'b').can_reveal).toBe(false);
    expect(view([vote('a', 5)], true).can_reveal).toBe(false);
  });

  it('shows every vote side by side, without member ids, once all have voted', () => {
    const all = view([vote('a', 5), vote('b', 1), vote('c', 3)], false, 'c');
    expect(all).toMatchObject({ revealed: true, revealed_because: 'all_voted', voted_count: 3 });
    expect(all.votes.map((shown) => [shown.member.id, shown.rating])).toEqual([
      ['a', 5],
      ['b', 1],
      ['c', 3],
    ]);
    expect(all.votes[0]).not.toHaveProperty('memberId');
    expect(all.spread).toEqual({ range: 4, stdev: expect.closeTo(Math.sqrt(8 / 3), 10) });
  });

  it('shows the votes cast so far once the owner reveals them', () => {
    const revealed = view([vote('b', 2)], true);
    expect(revealed).toMatchObject({ revealed: true, revealed_because: 'owner', voted_count: 1 });
    expect(revealed.votes).toHaveLength(1);
    expect(revealed.spread).toEqual({ range: 0, stdev: 0 });
  });

  it('counts no vote of someone no longer in the fund', () => {
    const hidden = view([vote('a', 4), vote('b', 4), vote('gone', 1)]);
    expect(hidden).toMatchObject({ revealed: false, voted_count: 2 });
    const all = view([vote('a', 4), vote('b', 4), vote('c', 4), vote('gone', 1)]);
    expect(all.votes).toHaveLength(3);
    expect(all.spread).toEqual({ range: 0, stdev: 0 });
  });

  it('has no spread on a revealed deck nobody voted on', () => {
    expect(view([], true)).toMatchObject({ revealed: true, votes: [], spread: null });
  });
});

describe('voteSpread', () => {
  it('is the range and population standard deviation of the ratings', () => {
    expect(voteSpread([])).toBeNull();
    expect(voteSpread([3])).toEqual({ range: 0, stdev: 0 });
    expect(voteSpread([1, 5])).toEqual({ range: 4, stdev: 2 });
  });
});
