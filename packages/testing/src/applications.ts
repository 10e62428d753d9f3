import type { Application } from '@pitchfit/contracts/application';

/** A complete, specific application: every required field answered with evidence. */
export function strongApplication(overrides: Partial<Application> = {}): Application {
  return {
    companyName: 'Ledgerline',
    oneLinePitch: 'Automated month-end close for mid-market finance teams.',
    productDescription:
      'Ledgerline connects to NetSuite and QuickBooks, reconciles bank feeds nightly and drafts accrual journal entries for review, cutting the close from 12 days to 4.',
    problemSolved:
      'Controllers at companies with 50-500 employees spend 40% of each month reconciling spreadsheets by hand; errors delay board reporting.',
    targetMarket:
      'US mid-market companies (50-500 employees) using NetSuite or QuickBooks Online: about 180,000 firms.',
    businessModel: 'SaaS subscription priced per entity, $1,200 per month on average.',
    currentTraction:
      '27 paying customers, $32,400 MRR, 2 signed enterprise pilots; net revenue retention 118%.',
    growthRate: 'MRR grew 22% month over month for the last 6 months.',
    founderNames: 'Maya Chen, Daniel Ortiz',
    founderBackground:
      'Maya was a controller at Stripe for 5 years and led its close automation; Daniel was a staff engineer at Plaid who built its bank-sync pipeline.',
    whyThisTeam:
      'We lived this problem for a decade and have built both the accounting workflow and the bank integrations before.',
    marketSize: '180,000 target firms x $14,400 ACV = $2.6B serviceable market in the US.',
    competitors: 'BlackLine, FloQast and Numeric; most teams still use Excel.',
    competitiveAdvantage:
      'BlackLine needs a 6-month implementation; we go live in 2 days through native NetSuite and QuickBooks connectors and draft the entries instead of only tracking tasks.',
    amountRaising: '$2,000,000',
    valuationExpectation: '$12M post-money',
    burnRate: '$85,000 per month',
    ...overrides,
  };
}
