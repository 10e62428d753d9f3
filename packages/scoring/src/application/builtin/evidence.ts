import type { ApplicationField } from '@pitchfit/contracts/application';
import type { ApplicationView } from './application-view';

/** One observation about named fields, worth `points` of its criterion (0..1). */
export interface Evidence {
  kind: 'strength' | 'weakness';
  fields: readonly ApplicationField[];
  /** The concrete reason, phrased to follow the fields' labels. */
  reason: string;
  /** What to do about a weakness, phrased to follow the fields' labels. */
  advice: string | null;
  points: number;
  /** Overrides the fields' labels as the subject of the sentence, when the reason names the fields itself. */
  subject: string | null;
}

export interface CriterionAssessment {
  /** 0..1: the share of this criterion's points the application earned. */
  score: number;
  evidence: Evidence[];
}

/**
 * Collects a criterion's evidence as it is checked: `credit` for points earned (a strength when a
 * reason is given), `shortfall` for points missed with the reason and advice.
 */
export class EvidenceLog {
  private earned = 0;
  readonly evidence: Evidence[] = [];

  credit(
    points: number,
    fields: readonly ApplicationField[],
    reason?: string,
    subject: string | null = null,
  ): void {
    this.earned += points;
    if (reason) this.evidence.push({ kind: 'strength', fields, reason, advice: null, points, subject });
  }

  shortfall(
    points: number,
    fields: readonly ApplicationField[],
    reason: string,
    advice: string,
    subject: string | null = null,
  ): void {
    this.evidence.push({ kind: 'weakness', fields, reason, advice, points, subject });
  }

  /** Points earned, clamped to the criterion's 0..1 range. */
  result(): CriterionAssessment {
    return { score: Math.min(1, Math.max(0, this.earned)), evidence: this.evidence };
  }
}

/** The reason a non-genuine answer earns nothing, or the fallback when it is genuine but lacking. */
export function whyNot(view: ApplicationView, field: ApplicationField, fallback: string): string {
  return view[field].quality.reason ?? fallback;
}

/** Quotes up to `max` examples the way feedback shows them: 'a', 'b' and 'c'. */
/**
 * The items quoted and joined ("'A', 'B' and 'C'"); past `max`, the rest are counted ("'A', 'B',
 * 'C' and 2 more"), so a sentence that gives a count ("names 5 competitors") lists as many.
 */
export function listQuoted(items: readonly string[], max = 3): string {
  const quoted = items.slice(0, max).map((item) => `'${item}'`);
  const rest = items.length - quoted.length;
  if (rest > 0) return `${quoted.join(', ')} and ${rest} more`;
  if (quoted.length <= 1) return quoted.join('');
  return `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
}

export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}
