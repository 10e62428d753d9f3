import type { AnsweredField } from '../../src/features/simulator/form-sections';

/** A made-up but plausible application, one answer per question of the form. */
export const SAMPLE_APPLICATION: Record<AnsweredField, string> = {
  companyName: 'Tallyfold',
  oneLinePitch: 'Tallyfold reconciles small-business bank feeds with invoices automatically.',
  productDescription:
    'A web app that connects to a bank account and an invoicing tool, matches payments to invoices and flags the ones that need a person.',
  problemSolved:
    'Bookkeepers at small firms spend about six hours a week matching payments to invoices by hand in spreadsheets.',
  targetMarket:
    'Independent bookkeeping firms in the US with 2 to 20 staff, each serving 30 to 200 small businesses.',
  currentTraction: '41 paying firms, $9,800 monthly recurring revenue, 3 firms on annual contracts.',
  growthRate: '18% month-over-month revenue growth over the last four months.',
  founderNames: 'Maya Ortiz (CEO), Daniel Cho (CTO)',
  founderBackground:
    'Maya ran a 12-person bookkeeping firm for six years. Daniel built payment reconciliation at a fintech for four years.',
  whyThisTeam:
    "We have lived the problem and built the matching engine before; our first customers came from Maya's network.",
  marketSize:
    'About 40,000 US bookkeeping firms; at $300 a month that is roughly $144M a year before adding larger firms.',
  competitors:
    'Spreadsheets, the reconciliation screens built into accounting software, and offshore bookkeeping services.',
  competitiveAdvantage:
    'Matching accuracy of 94% on messy real-world data and a workflow built for firms, not single businesses.',
  amountRaising: '$750,000',
  valuationExpectation: '$7.5M post-money SAFE',
  burnRate: '$28,000 per month, 14 months of runway',
};
