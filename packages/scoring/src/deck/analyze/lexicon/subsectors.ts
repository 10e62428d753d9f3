import type { DeckIndustry } from '@pitchfit/contracts/deck';

/**
 * The sub-sectors practitioners name inside each industry, with the words that point at each.
 * A thesis scopes its wants and exclusions with them ("pure lending" excludes balance-sheet
 * lenders, not payments), and a deck's sub-sector shares say which part of its industry it is in.
 * Ids are kebab-case and unique within their industry. A trailing `*` matches any word ending.
 */
export const SUBSECTOR_LEXICON: Record<DeckIndustry, Record<string, readonly string[]>> = {
  fintech: {
    payments: ['payment*', 'merchant*', 'point of sale', 'card reader*', 'checkout', 'acquiring', 'payouts'],
    lending: [
      'lending',
      'lender*',
      'loan*',
      'balance sheet',
      'credit line*',
      'underwriting',
      'bnpl',
      'mortgage*',
    ],
    'banking-infrastructure': [
      'banking-as-a-service',
      'baas',
      'core banking',
      'banking api*',
      'treasury',
      'ledger*',
    ],
    crypto: ['crypto*', 'blockchain', 'stablecoin*', 'defi', 'web3', 'token*'],
    insurance: ['insurance', 'insurtech', 'insurer*', 'underwrit*', 'claims'],
    wealth: ['wealth management', 'brokerage', 'investing app', 'robo-advis*', 'retirement'],
  },
  'climate-energy': {},
  health: {},
  biotech: {},
  education: {},
  'developer-tools': {},
  infrastructure: {},
  'enterprise-software': {},
  'ai-ml': {},
  security: {},
  'consumer-social': {},
  commerce: {},
  travel: {},
  mobility: {},
  media: {},
  'food-agriculture': {},
  'hardware-iot': {},
  industrial: {},
  'real-estate': {},
  'hr-work': {},
  'marketing-adtech': {},
  pets: {},
};
