import { WHAT_IF, type WhatIfMove, type WhatIfResponse } from '@pitchfit/contracts/thesis-reading';
import { byCodeUnits } from '../../../language/text';
import type { DeckExtraction, MatchPart, ThesisInput } from '../types';
import { prepareThesis, scoreDeckBuiltin } from './match';

/** A deck as the what-if compares it: its stored extraction and the score shown now. */
export interface WhatIfDeck {
  id: string;
  extraction: DeckExtraction;
  /** The score the investor sees now; null before a first score. */
  score: number | null;
}

/** What a move shows of a deck besides its scores, read only for the decks that move. */
export interface WhatIfDeckDetails {
  name: string;
  /** The reasoning shown now, per part, to tell which part a change of thesis moved. */
  reasoning: Partial<Record<string, string>>;
}

/** The details of the decks with these ids (a deck left out is named by its id, its reasoning unknown). */
export type WhatIfDetailsOf = (ids: readonly string[]) => Promise<ReadonlyMap<string, WhatIfDeckDetails>>;

interface Scored {
  deck: WhatIfDeck;
  after: number;
  /** after minus the score shown now (0 for a deck never scored). */
  delta: number;
  parts: MatchPart[];
  rankBefore: number | null;
  rankAfter: number;
}

/**
 * Ranks 1.. by score, best first, of the rows with a score; ties by id in code-unit order
 * (byCodeUnits), so a rank never depends on input order.
 */
function ranks(rows: ReadonlyArray<{ id: string; score: number | null }>): Map<string, number> {
  const ranked = rows
    .filter((row): row is { id: string; score: number } => row.score !== null)
    .sort((a, b) => b.score - a.score || byCodeUnits(a.id, b.id));
  return new Map(ranked.map((row, index) => [row.id, index + 1]));
}

/**
 * The part that explains a move: among the parts whose reasoning the new thesis changes, the one
 * that now weighs most on the score in the move's direction (the lowest weighted score for a fall,
 * the highest for a rise); the exclusions part when only it changed.
 */
function reasonOf(scored: Scored, shownNow: WhatIfDeckDetails['reasoning']): string {
  const up = scored.after >= (scored.deck.score ?? 0);
  const changed = scored.parts.filter((part) => shownNow[part.part] !== part.reasoning);
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

function move(scored: Scored, details: WhatIfDeckDetails | undefined): WhatIfMove {
  return {
    deck_id: scored.deck.id,
    name: details?.name ?? scored.deck.id,
    before: scored.deck.score,
    after: scored.after,
    rank_before: scored.rankBefore,
    rank_after: scored.rankAfter,
    reason: reasonOf(scored, details?.reasoning ?? {}),
  };
}

/**
 * How the investor's decks would move under a thesis being edited, computed from the stored
 * extractions with the built-in matcher and nothing saved: which decks would enter or leave the
 * top 10, and the biggest moves up and down, each with the part that explains it. The thesis is
 * read once for all the decks, and only the decks that move are asked for their details.
 */
export async function whatIf(
  decks: readonly WhatIfDeck[],
  thesis: ThesisInput,
  detailsOf: WhatIfDetailsOf,
): Promise<WhatIfResponse> {
  const prepared = prepareThesis(thesis);
  const after = decks.map((deck) => ({ deck, ...scoreDeckBuiltin(deck.extraction, prepared) }));
  const before = ranks(decks);
  const next = ranks(after.map(({ deck, matchScore }) => ({ id: deck.id, score: matchScore })));
  const scored: Scored[] = after.map(({ deck, matchScore, parts }) => ({
    deck,
    after: matchScore,
    delta: matchScore - (deck.score ?? 0),
    parts,
    rankBefore: before.get(deck.id) ?? null,
    rankAfter: next.get(deck.id) ?? decks.length,
  }));
  const inTop = (rank: number | null) => rank !== null && rank <= WHAT_IF.topSize;
  const byRank = (a: Scored, b: Scored) => a.rankAfter - b.rankAfter;
  const moves = {
    entering_top: scored.filter((s) => inTop(s.rankAfter) && !inTop(s.rankBefore)).sort(byRank),
    leaving_top: scored
      .filter((s) => inTop(s.rankBefore) && !inTop(s.rankAfter))
      .sort((a, b) => (a.rankBefore ?? 0) - (b.rankBefore ?? 0)),
    biggest_up: scored
      .filter((s) => s.delta > MIN_MOVE)
      .sort((a, b) => b.delta - a.delta)
      .slice(0, WHAT_IF.movesShown),
    biggest_down: scored
      .filter((s) => s.delta < -MIN_MOVE)
      .sort((a, b) => a.delta - b.delta)
      .slice(0, WHAT_IF.movesShown),
  };
  const moved = new Set(Object.values(moves).flatMap((list) => list.map((s) => s.deck.id)));
  const details = moved.size > 0 ? await detailsOf([...moved]) : new Map<string, WhatIfDeckDetails>();
  const shown = (list: Scored[]) => list.map((s) => move(s, details.get(s.deck.id)));
  return {
    decks_compared: decks.length,
    entering_top: shown(moves.entering_top),
    leaving_top: shown(moves.leaving_top),
    biggest_up: shown(moves.biggest_up),
    biggest_down: shown(moves.biggest_down),
  };
}

/** Below one point of a percentage a move is rounding, not a change the investor would see. */
const MIN_MOVE = 0.01;
