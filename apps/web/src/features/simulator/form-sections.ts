import type { ApplicationField } from '@pitchfit/contracts/application';

/** Every application field except businessModel, which stays in state without an input (SPEC §3). */
export type AnsweredField = Exclude<ApplicationField, 'businessModel'>;

/** A question of the form; its label is APPLICATION_FIELD_LABELS[name], the words the grader uses too. */
export interface FieldSpec {
  name: AnsweredField;
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
        hint: 'The name you operate under.',
        multiline: false,
        autoComplete: 'organization',
      },
      {
        name: 'oneLinePitch',
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
        hint: 'What are you building? What the product does today and how a customer uses it.',
        multiline: true,
      },
      {
        name: 'problemSolved',
        hint: 'Who has the problem, how painful it is, and how they cope with it now.',
        multiline: true,
      },
      {
        name: 'targetMarket',
        hint: 'Who is your customer? Be specific: the role, the kind of company or person, where they are.',
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
        hint: 'Users, revenue, pilots, signed letters of intent. Numbers beat adjectives.',
        multiline: true,
      },
      {
        name: 'growthRate',
        hint: 'For example, month-over-month revenue or active-user growth over the last three months.',
        multiline: false,
      },
    ],
  },
  {
    id: 'team',
    title: 'Team',
    fields: [
      { name: 'founderNames', hint: 'Full names and roles.', multiline: false },
      {
        name: 'founderBackground',
        hint: 'Relevant experience, technical skills and things you have built before.',
        multiline: true,
      },
      {
        name: 'whyThisTeam',
        hint: 'Why are you the ones to build this? What you know or can do that others cannot.',
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
        hint: 'How big this can get, and how you arrived at the number.',
        multiline: true,
      },
      {
        name: 'competitors',
        hint: 'Who else solves this, including spreadsheets and doing it by hand.',
        multiline: true,
      },
      {
        name: 'competitiveAdvantage',
        hint: 'Why customers choose you, and why that will last.',
        multiline: true,
      },
    ],
  },
  {
    id: 'fundraising',
    title: 'Fundraising',
    fields: [
      { name: 'amountRaising', hint: 'For example, $750,000.', multiline: false },
      {
        name: 'valuationExpectation',
        hint: 'The valuation or cap you expect, and on what terms (for example, a post-money SAFE).',
        multiline: false,
      },
      {
        name: 'burnRate',
        hint: 'What you spend per month now, and how many months of runway that leaves.',
        multiline: false,
      },
    ],
  },
];
