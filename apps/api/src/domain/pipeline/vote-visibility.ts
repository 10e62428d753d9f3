import type { DeckVote, DeckVotes } from '@pitchfit/contracts/pipeline';

export interface CastVote extends DeckVote {
  memberId: string;
}

/** How far apart the ratings are: highest minus lowest, and their (population) standard deviation. */
export function voteSpread(ratings: readonly number[]): DeckVotes['spread'] {
  if (ratings.length === 0) return null;
  const mean = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
  const variance = ratings.reduce((sum, rating) => sum + (rating - mean) ** 2, 0) / ratings.length;
  return { range: Math.max(...ratings) - Math.min(...ratings), stdev: Math.sqrt(variance) };
}

/**
 * What one member may see of a deck's votes. Until every current member has voted or the owner
 * revealed them, only their own vote and how many have voted: seeing a partner's rating first
 * would anchor theirs, and the spread between independent ratings is the point. Votes of people no
 * longer in the fund count for nothing.
 */
export function visibleVotes(input: {
  deckId: string;
  votes: readonly CastVote[];
  memberIds: readonly string[];
  viewerId: string;
  viewerIsOwner: boolean;
  revealedByOwner: boolean;
}): DeckVotes {
  const members = new Set(input.memberIds);
  const counted = input.votes.filter((vote) => members.has(vote.memberId));
  const allVoted = counted.length === members.size && members.size > 0;
  const revealed = allVoted || input.revealedByOwner;
  const shape = ({ memberId: _memberId, ...vote }: CastVote): DeckVote => vote;
  const mine = counted.find((vote) => vote.memberId === input.viewerId);
  return {
    deck_id: input.deckId,
    revealed,
    revealed_because: allVoted ? 'all_voted' : input.revealedByOwner ? 'owner' : null,
    voted_count: counted.length,
    member_count: members.size,
    mine: mine ? shape(mine) : null,
    votes: revealed ? counted.map(shape) : [],
    spread: revealed ? voteSpread(counted.map((vote) => vote.rating)) : null,
    can_reveal: input.viewerIsOwner && !revealed,
  };
}
