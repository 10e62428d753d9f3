import type { ApplicationField } from '@pitchfit/contracts/application';

/** Every application field except businessModel, which stays in state without an input (SPEC §3). */
export type AnsweredField = Exclude<ApplicationField, 'businessModel'>;

export interface FieldSpec {
  name: AnsweredField;
  label: string;
  hint: string;
  multiline: boolean;
  autoComplete?: string;
}

export interface FormSection {
  id: string;
  title: string;
  fields: FieldSpec[];
}

/** The form's sections, in the order of APPLICATION_FIELDS. */
export const FORM_SECTIONS: FormSection[] = [
  {
    id: 'company',
    title: 'Company',
    fields: [
      {
        name: 'companyName',
        label: 'Company name',
        hint: 'The name you operate under.',
        multiline: false,
        autoComplete: 'organization',
      },
      {
        name: 'oneLinePitch',
        label: 'One-line pitch',
        hint: 'What your company does, in one sentence a stranger would understand.',
        multiline: false,
      },
    ],
  },
  {
    id: 'product',
    title: 'Product',
    fields: [
      {
        name: 'productDescription',
        label: 'What are you building?',
        hint: 'What the product does today and how a customer uses it.',
        multiline: true,
      },
      {
        name: 'problemSolved',
        label: 'What problem does it solve?',
        hint: 'Who has the problem, how painful it is, and how they cope with it now.',
        multiline: true,
      },
      {
        name: 'targetMarket',
        label: 'Who is your target customer?',
        hint: 'Be specific: the role, the kind of company or person, where they are.',
        multiline: true,
      },
    ],
  },
  {
    id: 'traction',
    title: 'Traction',
    fields: [
      {
        name: 'currentTraction',
        label: 'Current traction',
        hint: 'Users, revenue, pilots, signed letters of intent. Numbers beat adjectives.',
        multiline: true,
      },
      {
        name: 'growthRate',
        label: 'Growth rate',
        hint: 'For example, month-over-month revenue or active-user growth over the last three months.',
        multiline: false,
      },
    ],
  },
  {
    id: 'team',
    title: 'Team',
    fields: [
      { name: 'founderNames', label: 'Founders', hint: 'Full names and roles.', multiline: false },
      {
        name: 'founderBackground',
        label: 'Founder backgrounds',
        hint: 'Relevant experience, technical skills and things you have built before.',
        multiline: true,
      },
      {
        name: 'whyThisTeam',
        label: 'Why is this team the one to build it?',
        hint: 'What you know or can do that others going after this problem cannot.',
        multiline: true,
      },
    ],
  },
  {
    id: 'market',
    title: 'Market',
    fields: [
      {
        name: 'marketSize',
        label: 'Market size',
        hint: 'How big this can get, and how you arrived at the number.',
        multiline: true,
      },
      {
        name: 'competitors',
        label: 'Competitors',
        hint: 'Who else solves this, including spreadsheets and doing it by hand.',
        multiline: true,
      },
      {
        name: 'competitiveAdvantage',
        label: 'Competitive advantage',
        hint: 'Why customers choose you, and why that will last.',
        multiline: true,
      },
    ],
  },
  {
    id: 'fundraising',
    title: 'Fundraising',
    fields: [
      { name: 'amountRaising', label: 'Amount raising', hint: 'For example, $750,000.', multiline: false },
      {
        name: 'valuationExpectation',
        label: 'Valuation expectation',
        hint: 'The valuation or cap you expect, and on what terms (for example, a post-money SAFE).',
        multiline: false,
      },
      {
        name: 'burnRate',
        label: 'Monthly burn rate',
        hint: 'What you spend per month now, and how many months of runway that leaves.',
        multiline: false,
      },
    ],
  },
];
