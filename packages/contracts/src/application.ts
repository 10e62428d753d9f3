import { z } from 'zod';
import { APPLICATION_FIELD_MAX_CHARS } from './constants';

/** Fields of the accelerator application (SPEC section 3), in form order. businessModel has no input. */
export const APPLICATION_FIELDS = [
  'companyName',
  'oneLinePitch',
  'productDescription',
  'problemSolved',
  'targetMarket',
  'businessModel',
  'currentTraction',
  'growthRate',
  'founderNames',
  'founderBackground',
  'whyThisTeam',
  'marketSize',
  'competitors',
  'competitiveAdvantage',
  'amountRaising',
  'valuationExpectation',
  'burnRate',
] as const;
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];

/** How each field is named to the applicant: form labels and grading feedback use the same words. */
export const APPLICATION_FIELD_LABELS: Record<ApplicationField, string> = {
  companyName: 'Company name',
  oneLinePitch: 'One-line pitch',
  productDescription: 'Product description',
  problemSolved: 'Problem solved',
  targetMarket: 'Target market',
  businessModel: 'Business model',
  currentTraction: 'Current traction',
  growthRate: 'Growth rate',
  founderNames: 'Founder names',
  founderBackground: 'Founder background',
  whyThisTeam: 'Why this team',
  marketSize: 'Market size',
  competitors: 'Competitors',
  competitiveAdvantage: 'Competitive advantage',
  amountRaising: 'Amount raising',
  valuationExpectation: 'Valuation expectation',
  burnRate: 'Burn rate',
};

const requiredAnswer = z
  .string({ error: 'This field is required.' })
  .trim()
  .min(1, 'This field is required.')
  .max(APPLICATION_FIELD_MAX_CHARS, `Keep this answer under ${APPLICATION_FIELD_MAX_CHARS} characters.`);

export const applicationSchema = z.object({
  companyName: requiredAnswer,
  oneLinePitch: requiredAnswer,
  productDescription: requiredAnswer,
  problemSolved: requiredAnswer,
  targetMarket: requiredAnswer,
  businessModel: z.string().trim().max(APPLICATION_FIELD_MAX_CHARS).default(''),
  currentTraction: requiredAnswer,
  growthRate: requiredAnswer,
  founderNames: requiredAnswer,
  founderBackground: requiredAnswer,
  whyThisTeam: requiredAnswer,
  marketSize: requiredAnswer,
  competitors: requiredAnswer,
  competitiveAdvantage: requiredAnswer,
  amountRaising: requiredAnswer,
  valuationExpectation: requiredAnswer,
  burnRate: requiredAnswer,
});
export type Application = z.infer<typeof applicationSchema>;

/** Grade response of POST /api/trymbinator/grade/ (SPEC sections 3 and 7). */
export const gradeResultSchema = z.object({
  score: z.number().min(0).max(1),
  evaluation: z.string(),
  strengths: z.array(z.string()),
  weaknesses: z.array(z.string()),
  improvements: z.array(z.string()),
});
export type GradeResult = z.infer<typeof gradeResultSchema>;

/** Which grader produced a result, recorded with every grading. */
export const graderSchema = z.enum(['builtin', 'claude']);
export type Grader = z.infer<typeof graderSchema>;
