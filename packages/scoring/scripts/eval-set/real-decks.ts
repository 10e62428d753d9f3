/**
 * The real-deck halves of the eval set (eval-set/real-decks*): theses written for this repository,
 * paraphrased from real funds' published pages, graded against the shared corpus's real decks (not
 * drawn decks). They measure the reading of real decks under theses the engine was not tuned on, the
 * closest this repository has to issue 26's hidden real-deck set.
 */
import { join } from 'node:path';
import { evalSetDir, loadGrades, loadTheses } from './load';
import type { EvalThesis, Grades } from './schema';

export const REAL_DECK_HALVES = [
  'real-decks',
  'real-decks-2',
  'real-decks-3',
  'real-decks-4',
  'real-decks-5',
  'real-decks-6',
  'real-decks-7',
  'real-decks-8',
] as const;
export type RealDeckHalf = (typeof REAL_DECK_HALVES)[number];

/** As HALF_USE (load.ts): whether only `pnpm eval` may read the half, and its heading in the report. */
export const REAL_DECK_USE: Record<RealDeckHalf, { heldOut: boolean; heading: string }> = {
  'real-decks': {
    heldOut: false,
    heading: 'Real-deck half of the eval set (opened for tuning on 2026-12-07)',
  },
  'real-decks-2': { heldOut: true, heading: 'Second real-deck half of the eval set (held out)' },
  'real-decks-3': {
    heldOut: false,
    heading: 'Third real-deck half of the eval set (opened for tuning on 2026-12-07)',
  },
  'real-decks-4': {
    heldOut: false,
    heading: 'Fourth real-deck half of the eval set (opened for tuning on 2026-12-07)',
  },
  'real-decks-5': { heldOut: true, heading: 'Fifth real-deck half of the eval set (held out)' },
  'real-decks-6': {
    heldOut: false,
    heading: 'Sixth real-deck half of the eval set (opened for tuning on 2026-12-07)',
  },
  'real-decks-7': {
    heldOut: false,
    heading: 'Seventh real-deck half of the eval set (opened for tuning on 2026-12-08)',
  },
  'real-decks-8': { heldOut: true, heading: 'Eighth real-deck half of the eval set (held out)' },
};

export interface RealDeckSet {
  half: RealDeckHalf;
  dir: string;
  theses: EvalThesis[];
  /** thesis id -> corpus deck file name without `.pdf` -> grade. */
  grades: Grades;
}

/** Loads the theses and grades, checking that every thesis grades exactly `deckIds` (the corpus's decks). */
export async function loadRealDeckSet(
  half: RealDeckHalf,
  deckIds: readonly string[],
  root: string = evalSetDir(),
): Promise<RealDeckSet> {
  const dir = join(root, half);
  const theses = await loadTheses(dir);
  return { half, dir, theses, grades: await loadGrades(dir, theses, deckIds) };
}
