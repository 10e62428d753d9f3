import type { ApplicationField } from '@pitchfit/contracts/application';
import { PLACEHOLDER_ANSWERS } from './lexicon';
import type { TextProfile } from './text-profile';

/**
 * Whether an answer is a genuine attempt, judged before any criterion gives it credit: a keyboard
 * mash with "1,000,000 users" in it must not earn traction points.
 */
export type AnswerStatus =
  | 'genuine'
  | 'empty'
  | 'placeholder'
  | 'lorem-ipsum'
  | 'gibberish'
  | 'repetitive'
  | 'duplicate'
  | 'buzzwords'
  | 'too-short';

export interface AnswerQuality {
  status: AnswerStatus;
  /** Why the answer is not genuine, phrased to follow the field's label. */
  reason: string | null;
}

/** Fields where a few words can be a full answer ("$1.5M", "Ada Lovelace", "20% MoM"). */
const SHORT_ANSWER_FIELDS: ReadonlySet<ApplicationField> = new Set([
  'companyName',
  'founderNames',
  'currentTraction',
  'growthRate',
  'marketSize',
  'competitors',
  'amountRaising',
  'valuationExpectation',
  'burnRate',
]);

/** Fewer words than this in a prose field reads as a one-word answer. */
const MIN_PROSE_WORDS = 3;
/** A fifth of the content being buzzwords, with no number or name beside them, is buzzword soup. */
const BUZZWORD_SOUP_SHARE = 0.2;

function quote(text: string, max = 40): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return `'${oneLine.length > max ? `${oneLine.slice(0, max - 1)}…` : oneLine}'`;
}

function normalisePlaceholder(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Answers shorter than this are too short for a repeat to mean anything ("$1M", "None"). */
const DUPLICATE_MIN_WORDS = 4;
/** Share of shared words (numbers ignored) above which two answers are one template filled twice. */
const NEAR_DUPLICATE_OVERLAP = 0.8;

/** The answer's words without numbers, so "120 users, $2M" and "121 users, $3M" read as the same text. */
export function wordsWithoutNumbers(profile: TextProfile): ReadonlySet<string> | null {
  const words = profile.words.filter((word) => !/\d/.test(word));
  return words.length >= DUPLICATE_MIN_WORDS ? new Set(words) : null;
}

export function nearDuplicate(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared / (a.size + b.size - shared) >= NEAR_DUPLICATE_OVERLAP;
}

export function judgeAnswer(
  field: ApplicationField,
  profile: TextProfile,
  duplicateOf: ApplicationField | null,
  duplicateLabel: string | null,
): AnswerQuality {
  const { text, words } = profile;
  if (text.length === 0) return { status: 'empty', reason: 'is empty' };

  const normalised = normalisePlaceholder(text);
  if (normalised.length === 0 && profile.quantities.length === 0) {
    return { status: 'placeholder', reason: `holds only punctuation (${quote(text)})` };
  }
  if (PLACEHOLDER_ANSWERS.has(normalised) || /^not (?:stated|provided|given|applicable)\b/.test(normalised)) {
    return { status: 'placeholder', reason: `is a placeholder (${quote(text)}), not an answer` };
  }
  if (profile.loremWords >= 2) return { status: 'lorem-ipsum', reason: 'is lorem ipsum filler text' };

  const gibberishShare = words.length === 0 ? 0 : profile.gibberish.length / words.length;
  const unEnglishLetters =
    profile.letterCount >= 40 && (profile.vowelShare < 0.22 || profile.vowelShare > 0.7);
  if (gibberishShare >= 0.4 || unEnglishLetters) {
    const example = profile.gibberish[0] ?? text;
    return { status: 'gibberish', reason: `looks like keyboard mashing (${quote(example, 20)})` };
  }

  const repetitive =
    profile.longestRepeat >= 3 ||
    (words.length >= 20 && profile.distinctShare < 0.35) ||
    (words.length >= 8 && profile.distinctShare < 0.5);
  if (repetitive)
    return { status: 'repetitive', reason: 'repeats the same words instead of saying something new' };

  if (duplicateOf && duplicateLabel) {
    return { status: 'duplicate', reason: `repeats the answer given for ${duplicateLabel}` };
  }

  const contentWords = words.filter((word) => word.length > 3).length;
  const specifics = profile.quantities.length + profile.names.length;
  if (
    profile.buzzwords.length >= 2 &&
    specifics === 0 &&
    profile.buzzwords.length / Math.max(1, contentWords) >= BUZZWORD_SOUP_SHARE
  ) {
    return {
      status: 'buzzwords',
      reason: `is buzzwords (${profile.buzzwords.slice(0, 3).join(', ')}) with no number or name behind them`,
    };
  }

  if (!SHORT_ANSWER_FIELDS.has(field) && words.length < MIN_PROSE_WORDS) {
    return {
      status: 'too-short',
      reason: `is only ${words.length === 1 ? 'one word' : `${words.length} words`}`,
    };
  }
  if (SHORT_ANSWER_FIELDS.has(field) && field !== 'companyName' && words.length <= 2 && specifics === 0) {
    return { status: 'too-short', reason: `is ${quote(text)}, with no number or name` };
  }
  return { status: 'genuine', reason: null };
}
