import { APPLICATION_FIELDS, type Application, type GradeResult } from '@pitchfit/contracts/application';
import { viewApplication } from './application-view';
import { CRITERIA } from './criteria';
import { type AssessedCriterion, composeFeedback } from './feedback';

export interface BuiltinAssessment {
  result: GradeResult;
  criteria: AssessedCriterion[];
}

/** Scores are reported to this many decimals so tiny float noise never shows. */
const SCORE_DECIMALS = 3;

/** Grades an application with the named, weighted criteria of ./criteria; pure and deterministic. */
export function assessApplication(application: Application): BuiltinAssessment {
  const view = viewApplication(application);
  const criteria = CRITERIA.map((criterion) => ({ criterion, ...criterion.assess(view) }));
  const weighted = criteria.reduce((sum, { criterion, score }) => sum + criterion.weight * score, 0);
  const score = Number(Math.min(1, Math.max(0, weighted)).toFixed(SCORE_DECIMALS));
  const unusable = APPLICATION_FIELDS.filter(
    (field) => !view[field].genuine && !(field === 'businessModel' && view[field].quality.status === 'empty'),
  ).length;
  return { result: composeFeedback(score, criteria, unusable), criteria };
}
