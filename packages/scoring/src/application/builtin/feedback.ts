import { APPLICATION_FIELD_LABELS, type GradeResult } from '@pitchfit/contracts/application';
import { type Verdict, verdictFor } from '@pitchfit/contracts/constants';
import { SIMULATOR_MESSAGES } from '@pitchfit/contracts/messages';
import { consistentEvaluation } from '../evaluation-consistency';
import type { Criterion } from './criteria';
import type { CriterionAssessment, Evidence } from './evidence';

export interface AssessedCriterion extends CriterionAssessment {
  criterion: Criterion;
}

/** Enough items to explain the score without burying the applicant. */
const MAX_ITEMS = 6;
/** A criterion this well met is called a strong area in the evaluation. */
const STRONG_AREA = 0.6;
const WEAK_AREA = 0.5;

function subject(evidence: Evidence): string {
  if (evidence.subject) return evidence.subject;
  const labels = evidence.fields.map((field, index) => {
    const label = APPLICATION_FIELD_LABELS[field];
    return index === 0 ? label : label.toLowerCase();
  });
  return labels.length <= 1
    ? (labels[0] ?? 'Application')
    : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

interface RankedEvidence {
  evidence: Evidence;
  /** How much of the total score this observation is worth. */
  impact: number;
}

function ranked(assessed: readonly AssessedCriterion[], kind: Evidence['kind']): RankedEvidence[] {
  return assessed
    .flatMap(({ criterion, evidence }) =>
      evidence
        .filter((e) => e.kind === kind)
        .map((e) => ({ evidence: e, impact: e.points * criterion.weight })),
    )
    .sort((a, b) => b.impact - a.impact);
}

function joinAreas(labels: readonly string[]): string {
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

const OPENING: Record<Verdict, string> = {
  strong: 'This application shows strong potential.',
  moderate: 'This application shows moderate potential.',
  'needs-improvement': `This application ${SIMULATOR_MESSAGES.lowBandPhrase}.`,
};

const CLOSING: Record<Verdict, string> = {
  strong: 'Sharpen the points below to make it stand out further.',
  moderate: 'The recommendations below show where specific numbers, names and evidence would lift it.',
  'needs-improvement':
    'Start with the recommendations below: each answer needs specifics such as numbers, names and evidence.',
};

/**
 * A paragraph built only from our own words (criterion labels and counts), never from the
 * applicant's text, so nothing they typed can break the consistency rule.
 */
function evaluationParagraph(
  score: number,
  assessed: readonly AssessedCriterion[],
  unusableAnswers: number,
): string {
  const verdict = verdictFor(score);
  const byScore = [...assessed].filter(({ criterion }) => criterion.id !== 'integrity');
  const strongest = byScore
    .filter((a) => a.score >= STRONG_AREA)
    .sort((a, b) => b.score * b.criterion.weight - a.score * a.criterion.weight)
    .slice(0, 3)
    .map((a) => a.criterion.label);
  const weakest = byScore
    .filter((a) => a.score < WEAK_AREA)
    .sort((a, b) => (1 - b.score) * b.criterion.weight - (1 - a.score) * a.criterion.weight)
    .slice(0, 3)
    .map((a) => a.criterion.label);
  const sentences = [OPENING[verdict]];
  sentences.push(
    strongest.length === 0
      ? 'No area is yet backed by enough concrete evidence.'
      : `Its strongest ${strongest.length === 1 ? 'area is' : 'areas are'} ${joinAreas(strongest)}, where the answers give concrete evidence.`,
  );
  if (weakest.length > 0)
    sentences.push(`The answers on ${joinAreas(weakest)} lack the specifics a reviewer looks for.`);
  if (unusableAnswers > 0) {
    sentences.push(
      `${unusableAnswers === 1 ? 'One answer is' : `${unusableAnswers} answers are`} empty, placeholder or unreadable text and earn nothing.`,
    );
  }
  sentences.push(CLOSING[verdict]);
  return consistentEvaluation(score, sentences.join(' '));
}

export function composeFeedback(
  score: number,
  assessed: readonly AssessedCriterion[],
  unusableAnswers: number,
): GradeResult {
  const weaknesses = ranked(assessed, 'weakness').slice(0, MAX_ITEMS);
  const improvements = [
    ...new Set(
      weaknesses.flatMap(({ evidence }) =>
        evidence.advice ? [`${subject(evidence)}: ${evidence.advice}`] : [],
      ),
    ),
  ];
  return {
    score,
    evaluation: evaluationParagraph(score, assessed, unusableAnswers),
    strengths: ranked(assessed, 'strength')
      .slice(0, MAX_ITEMS)
      .map(({ evidence }) => `${subject(evidence)}: ${evidence.reason}`),
    weaknesses: weaknesses.map(({ evidence }) => `${subject(evidence)}: ${evidence.reason}`),
    improvements,
  };
}
