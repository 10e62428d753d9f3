import { type Verdict, verdictFor } from '@pitchfit/contracts/constants';
import { SIMULATOR_MESSAGES } from '@pitchfit/contracts/messages';

/** A grade as it may arrive: the lists can be arrays or list-like text, and any value can be missing. */
export interface RawGrade {
  score?: unknown;
  evaluation?: unknown;
  strengths?: unknown;
  weaknesses?: unknown;
  improvements?: unknown;
}

/** What the feedback view shows. */
export interface Feedback {
  /** 0 to 1. */
  score: number;
  /** The score as a whole percentage. */
  percentage: number;
  verdict: Verdict;
  verdictLabel: string;
  evaluation: string;
  strengths: string[];
  weaknesses: string[];
  improvements: string[];
}

/** A missing or unreadable score counts as 0 (SPEC §5); anything outside 0..1 is clamped. */
export function scoreOf(value: unknown): number {
  const score = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof score !== 'number' || !Number.isFinite(score)) return 0;
  return Math.min(1, Math.max(0, score));
}

/**
 * Keeps the evaluation consistent with the score (SPEC §5): it is replaced by the canned text of
 * the score's band when it sounds harsh for a score of 0.5 or more, or when a score below 0.5
 * comes without saying that the application needs significant improvement.
 */
export function consistentEvaluation(score: number, evaluation: unknown): string {
  const text = typeof evaluation === 'string' ? evaluation.trim() : '';
  const lowered = text.toLowerCase();
  const soundsHarsh = SIMULATOR_MESSAGES.harshWords.some((word) => lowered.includes(word));
  const lowScoreUnsaid = !lowered.includes(SIMULATOR_MESSAGES.lowBandPhrase);
  const contradictsScore = score >= 0.5 ? soundsHarsh : lowScoreUnsaid;
  if (contradictsScore) return SIMULATOR_MESSAGES.cannedEvaluation[verdictFor(score)];
  return text || SIMULATOR_MESSAGES.noData;
}

/** "- ", "* ", "• " bullets and "1. " or "1) " numbers in front of an item. */
const ITEM_MARKER = /^(?:[-*•‣◦▪]|\d{1,2}[.)])\s+/;
/** Numbered items run together on one line: "1. Team 2. Market". */
const INLINE_NUMBER = /(?:^|\s+)\d{1,2}[.)]\s+/;
const INLINE_BULLET = /\s*[•‣◦▪]\s*/;
/** A comma that separates items, not one inside a number such as 1,500,000. */
const ITEM_COMMA = /(?<!\d),|,(?!\d)/;
/** The conjunction of a final item in "a, b, and c". */
const LEADING_CONJUNCTION = /^(?:and|or)\s+/i;

function nonEmpty(items: string[]): string[] {
  return items.map((item) => item.trim()).filter((item) => item !== '');
}

function splitLine(line: string): string[] {
  const numbered = line.match(new RegExp(INLINE_NUMBER.source, 'g')) ?? [];
  if (/^\d{1,2}[.)]\s/.test(line) && numbered.length > 1) return nonEmpty(line.split(INLINE_NUMBER));
  const bulleted = nonEmpty(line.split(INLINE_BULLET));
  if (bulleted.length > 1) return bulleted;
  const unmarked = line.replace(ITEM_MARKER, '');
  return nonEmpty(unmarked.split(ITEM_COMMA).map((item) => item.trim().replace(LEADING_CONJUNCTION, '')));
}

function splitText(text: string): string[] {
  const lines = nonEmpty(text.split(/\r?\n/));
  if (lines.length > 1) return nonEmpty(lines.map((line) => line.replace(ITEM_MARKER, '')));
  return lines[0] === undefined ? [] : splitLine(lines[0]);
}

/**
 * Turns strengths, weaknesses or improvements into list items (SPEC §5): arrays are kept item by
 * item; text is split when numbered, bulleted, line-separated or comma-separated. Nothing usable
 * gives the single item 'No data available'.
 */
export function listItems(value: unknown): string[] {
  let items: string[] = [];
  if (Array.isArray(value)) {
    items = nonEmpty(
      value
        .filter((item): item is string | number => typeof item === 'string' || typeof item === 'number')
        .map((item) => String(item).trim().replace(ITEM_MARKER, '')),
    );
  } else if (typeof value === 'string') {
    items = splitText(value);
  }
  return items.length > 0 ? items : [SIMULATOR_MESSAGES.noData];
}

function feedbackFrom(
  score: number,
  evaluation: string,
  lists: Pick<Feedback, 'strengths' | 'weaknesses' | 'improvements'>,
): Feedback {
  const verdict = verdictFor(score);
  return {
    score,
    percentage: Math.round(score * 100),
    verdict,
    verdictLabel: SIMULATOR_MESSAGES.verdictLabel[verdict],
    evaluation,
    ...lists,
  };
}

/** The feedback view's reading of a grade from the server. */
export function toFeedback(grade: RawGrade): Feedback {
  const score = scoreOf(grade.score);
  return feedbackFrom(score, consistentEvaluation(score, grade.evaluation), {
    strengths: listItems(grade.strengths),
    weaknesses: listItems(grade.weaknesses),
    improvements: listItems(grade.improvements),
  });
}

/**
 * What the applicant sees when grading fails (SPEC §8). It is shown as is: the score rule would
 * otherwise swap the error message for a canned verdict and hide that grading failed.
 */
export function fallbackFeedback(): Feedback {
  return feedbackFrom(SIMULATOR_MESSAGES.fallbackScore, SIMULATOR_MESSAGES.fallbackEvaluation, {
    strengths: listItems(undefined),
    weaknesses: listItems(undefined),
    improvements: [SIMULATOR_MESSAGES.fallbackImprovement],
  });
}
