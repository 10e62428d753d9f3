import { memoised } from '../memoised';
import { THESIS_WORDS } from '../tuning';
import type { ThesisInput } from '../types';
import { thesisKey } from './thesis';
import { faqAsStatements } from './thesis-faq';
import { contentWords, readClauses } from './thesis-reader';

/**
 * The thesis's own words, as a tie-break between decks its rules score alike: of two decks in the
 * same sector at the same stage, the one that keeps saying what the thesis says ("caregivers",
 * "parcels", "permits") ranks first. Read from what the thesis wants, not from what it rules out,
 * and matched by stem ("repairs" and "repair"). Words, not meanings: it orders, it never decides
 * (THESIS_WORDS.weight).
 */
export const thesisWordsOf: (thesis: Pick<ThesisInput, 'text' | 'answers'>) => ThesisWords = memoised(
  thesisKey,
  readThesisWords,
);

function readThesisWords(thesis: Pick<ThesisInput, 'text' | 'answers'>): ThesisWords {
  const text = [faqAsStatements(thesis.text ?? ''), ...thesis.answers.map((answer) => answer.answer)].join(
    '\n',
  );
  const stems = new Set<string>();
  for (const clause of readClauses(text)) {
    if (clause.polarity === 'excludes') continue;
    for (const word of contentWords(clause.quote)) if (!/\d/.test(word)) stems.add(stemOf(word));
  }
  const sorted = [...stems].sort();
  // Every form a deck may say each word in, found once here: a match then looks up the deck's own
  // words, a few hundred, rather than stemming them.
  const forms = new Map<string, number>();
  for (const [index, stem] of sorted.entries()) {
    for (const form of [stem, ...STEM_SUFFIXES.map((suffix) => stem + suffix)])
      if (stemOf(form) === stem) forms.set(form, index);
  }
  return { stems: sorted, forms };
}

export interface ThesisWords {
  /** The stems of the thesis's words ("repair"). */
  stems: readonly string[];
  /** Each form that shares a stem ("repairs", "repairing"), to the stem's index. */
  forms: ReadonlyMap<string, number>;
}

/**
 * How much of the thesis's vocabulary a deck uses (0..1): each thesis word counts in full once the
 * deck says it THESIS_WORDS.fullAt times, in part before. `shared` lists the words it uses most.
 */
export function sharedThesisWords(
  words: ThesisWords,
  keywords: Readonly<Record<string, number>>,
): { share: number; shared: string[] } {
  if (words.stems.length === 0) return { share: 0, shared: [] };
  const said = new Map<number, { word: string; most: number; count: number }>();
  for (const word in keywords) {
    const index = words.forms.get(word);
    const times = keywords[word];
    if (index === undefined || times === undefined) continue;
    const seen = said.get(index);
    if (!seen) said.set(index, { word, most: times, count: times });
    else {
      seen.count += times;
      if (times > seen.most) {
        seen.word = word;
        seen.most = times;
      }
    }
  }
  let covered = 0;
  for (const { count } of said.values()) covered += Math.min(1, count / THESIS_WORDS.fullAt);
  const shared = [...said.values()].sort((a, b) => b.count - a.count || (a.word < b.word ? -1 : 1));
  return { share: covered / words.stems.length, shared: shared.map((entry) => entry.word) };
}

/** A word's stem, for matching a thesis's words with a deck's: "repairs", "repairing" and "repair" alike. */
function stemOf(word: string): string {
  const lower = word.toLowerCase().replace(/['’]s?$/, '');
  const suffix = STEM_SUFFIXES.find((end) => lower.endsWith(end) && lower.length - end.length >= MIN_STEM);
  return suffix ? lower.slice(0, -suffix.length) : lower;
}
const STEM_SUFFIXES = ['ations', 'ation', 'ings', 'ing', 'ies', 'ers', 'er', 'es', 'ed', 's', 'y', 'e'];
const MIN_STEM = 4;
