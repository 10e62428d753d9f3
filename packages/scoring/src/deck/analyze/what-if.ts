import { WHAT_IF, type WhatIfMove, type WhatIfResponse } from '@pitchfit/contracts/thesis-reading';
import { matchDeckBuiltin } from './match';
import type { DeckExtraction, MatchPart, ThesisInput } from './types';

/** A deck as the what-if compares it: its stored extraction, and the score and reasons shown now. */
export interface WhatIfDeck {
  id: string;
  name: string;
  extraction: DeckExtraction;
  /** The score the investor sees now; null before a first score. */
  score: number | null;
  /** The reasoning shown now, per part, to tell which part a change of thesis moved. */
  reasoning: Partial<Record<string, string>>;
}

interface Scored {
  deck: WhatIfDeck;
  after: number;
  parts: MatchPart[];
  rankBefore: number | null;
  rankAfter: number;
}

/** Ranks 1.. by score, best first; ties by id so a rank never depends on input order. */
function ranks<T extends { id: string }>(
  rows: readonly T[],
  score: (row: T) => number | null,
): Map<string, number> {
  const ranked = rows
    .filter((row) => score(row) !== null)
    .sort((a, b) => (score(b) ?? 0) - (score(a) ?? 0) || a.id.localeCompare(b.id));
  return new Map(ranked.map((row, index) => [row.id, index + 1]));
}

/**
 * The part that explains a move: among the parts whose reasoning the new thesis changes, the one
 * that now weighs most on the score in the move's direction (the lowest weighted score for a fall,
 * the highest for a rise); the exclusions part when only it changed.
 */
function reasonOf(scored: Scored): string {
  const up = scored.after >= (scored.deck.score ?? 0);
  const changed = scored.parts.filter((part) => scored.deck.reasoning[part.part] !== part.reasoning);
  const candidates = changed.length > 0 ? changed : scored.parts;
  // An exclusion that now hits explains a fall better than any part's weight.
  const exclusions = candidates.find(
    (part) => part.part === 'exclusions' && /^(Excluded|A part of)/.test(part.reasoning),
  );
  if (exclusions && !up) return exclusions.reasoning;
  const weighted = candidates
    .filter((part) => part.score !== null && part.part !== 'exclusions')
    .sort((a, b) => (a.score ?? 0) * a.weight - (b.score ?? 0) * b.weight);
  const pick = up ? weighted.at(-1) : weighted[0];
  return (pick ?? exclusions ?? candidates[0])?.reasoning ?? 'No part of the match changed.';
}

function move(scored: Scored): WhatIfMove {
  return {
    deck_id: scored.deck.id,
    name: scored.deck.name,
    before: scored.deck.score,
    after: scored.after,
    rank_before: scored.rankBefore,
    rank_after: scored.rankAfter,
    reason: reasonOf(scored),
  };
}

/**
 * How the investor's decks would move under a thesis being edited, computed from the stored
 * extractions with the built-in matcher and nothing saved: which decks would enter or leave the
 * top 10, and the biggest moves up and down, each with the part that explains it.
 */
export function whatIf(decks: readonly WhatIfDeck[], thesis: ThesisInput): WhatIfResponse {
  const after = new Map<string, { score: number; parts: MatchPart[] }>();
  for (const deck of decks) {
    const match = matchDeckBuiltin(deck.extraction, thesis);
    after.set(deck.id, { score: match.matchScore, parts: match.parts });
  }
  const before = ranks(decks, (deck) => deck.score);
  const next = ranks(decks, (deck) => after.get(deck.id)?.score ?? null);
  const scored: Scored[] = decks.map((deck) => ({
    deck,
    after: after.get(deck.id)?.score ?? 0,
    parts: after.get(deck.id)?.parts ?? [],
    rankBefore: before.get(deck.id) ?? null,
    rankAfter: next.get(deck.id) ?? decks.length,
  }));
  const inTop = (rank: number | null) => rank !== null && rank <= WHAT_IF.topSize;
  const delta = (s: Scored) => s.after - (s.deck.score ?? 0);
  const byRank = (a: Scored, b: Scored) => a.rankAfter - b.rankAfter;
  return {
    decks_compared: decks.length,
    entering_top: scored
      .filter((s) => inTop(s.rankAfter) && !inTop(s.rankBefore))
      .sort(byRank)
      .map(move),
    leaving_top: scored
      .filter((s) => inTop(s.rankBefore) && !inTop(s.rankAfter))
      .sort((a, b) => (a.rankBefore ?? 0) - (b.rankBefore ?? 0))
      .map(move),
    biggest_up: scored
      .filter((s) => delta(s) > MIN_MOVE)
      .sort((a, b) => delta(b) - delta(a))
      .slice(0, WHAT_IF.movesShown)
      .map(move),
    biggest_down: scored
      .filter((s) => delta(s) < -MIN_MOVE)
      .sort((a, b) => delta(a) - delta(b))
      .slice(0, WHAT_IF.movesShown)
      .map(move),
  };
}

/** Below one point of a percentage a move is rounding, not a change the investor would see. */
const MIN_MOVE = 0.01;
