import type { ApplicationField } from '@pitchfit/contracts/application';
import type { ApplicationView } from './application-view';
import { assessBusinessModel } from './criteria/business-model';
import { assessCompetition } from './criteria/competition';
import { assessFunding } from './criteria/funding';
import { assessGrowth } from './criteria/growth';
import { assessIntegrity } from './criteria/integrity';
import { assessMarket } from './criteria/market';
import { assessPitch } from './criteria/pitch';
import { assessProblem } from './criteria/problem';
import { assessTeam } from './criteria/team';
import { assessTraction } from './criteria/traction';
import type { CriterionAssessment } from './evidence';

export interface Criterion {
  id: string;
  /** Lower-case noun phrase used in the evaluation paragraph. */
  label: string;
  weight: number;
  fields: readonly ApplicationField[];
  /** What earns credit, in one sentence; shown in docs and given to Claude as the rubric. */
  rewards: string;
  assess: (view: ApplicationView) => CriterionAssessment;
}

/**
 * The built-in grader's rubric. The score is the weighted sum of each criterion's 0..1 score. The
 * weights follow what accelerators say they weigh most: the team and the evidence that people want
 * the product, then the clarity of the idea and the competition; the financial plan counts, but an
 * accelerator sets its own terms, so it weighs less.
 */
export const CRITERIA: readonly Criterion[] = [
  {
    id: 'team',
    label: 'the team',
    weight: 0.2,
    fields: ['founderNames', 'founderBackground', 'whyThisTeam'],
    rewards:
      'Named founders; backgrounds that name employers, schools or projects, put numbers on experience and say what each founder built or led; a reason this team fits this problem.',
    assess: assessTeam,
  },
  {
    id: 'traction',
    label: 'traction',
    weight: 0.13,
    fields: ['currentTraction'],
    rewards:
      'Believable figures for users, customers, revenue, pilots or interviews, labelled with what they count, and named customers or partners.',
    assess: assessTraction,
  },
  {
    id: 'competition',
    label: 'the competition analysis',
    weight: 0.14,
    fields: ['competitors', 'competitiveAdvantage'],
    rewards:
      'At least three named competitors or substitutes (claiming none is penalised) and an advantage that rests on a concrete mechanism and is compared with those alternatives.',
    assess: assessCompetition,
  },
  {
    id: 'problem',
    label: 'the customer problem',
    weight: 0.1,
    fields: ['problemSolved', 'targetMarket'],
    rewards:
      'A problem described with evidence (cost, frequency, named workaround, customer conversations) and a target segment one can picture, not "everyone".',
    assess: assessProblem,
  },
  {
    id: 'pitch',
    label: 'the pitch',
    weight: 0.08,
    fields: ['oneLinePitch', 'productDescription'],
    rewards:
      'A one-sentence pitch and a product description that explains how it works and names concrete technology, platforms or numbers, without buzzwords.',
    assess: assessPitch,
  },
  {
    id: 'growth',
    label: 'growth',
    weight: 0.07,
    fields: ['growthRate'],
    rewards:
      'A growth rate with its period (e.g. 15% month over month) or a change over a stated time (from X to Y in Z weeks).',
    assess: assessGrowth,
  },
  {
    id: 'market',
    label: 'market size',
    weight: 0.08,
    fields: ['marketSize'],
    rewards:
      'A market figure with its basis (customers times price, TAM/SAM/SOM, or a source) that is not larger than the world economy.',
    assess: assessMarket,
  },
  {
    id: 'funding',
    label: 'the funding plan',
    weight: 0.09,
    fields: ['amountRaising', 'valuationExpectation', 'burnRate'],
    rewards:
      'A raise, valuation and monthly burn as figures that fit together: 12 to 36 months of runway (raise / burn) and 5 to 30% dilution (raise / post-money valuation).',
    assess: assessFunding,
  },
  {
    id: 'business-model',
    label: 'the business model',
    weight: 0.05,
    fields: ['businessModel'],
    rewards:
      'Who pays, how (subscription, fee, commission) and at what price; read from other answers at reduced credit when left blank.',
    assess: assessBusinessModel,
  },
  {
    id: 'integrity',
    label: 'answer quality',
    weight: 0.06,
    fields: [],
    rewards:
      'The share of answers that are genuine attempts: not empty, placeholders (N/A, TBD), lorem ipsum, keyboard mashing, repeated words, copies of another answer, or buzzwords with no number or name.',
    assess: assessIntegrity,
  },
];
