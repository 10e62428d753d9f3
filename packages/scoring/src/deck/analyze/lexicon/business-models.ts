/**
 * Business-model cues. `consumer` and `business` say who pays or uses the product; `network`
 * marks products whose value grows with their users (marketplaces, platforms, protocols).
 */
export const MODEL_LEXICON = {
  consumer: [
    'consumer',
    'consumers',
    'b2c',
    'people',
    'individuals',
    'families',
    'parents',
    'shoppers',
    'personal',
    'everyday',
    'd2c',
    'direct-to-consumer',
    'app store',
    'iphone',
    'android',
    'mobile app',
    'users',
    'friends',
    'lifestyle',
    'travelers',
    'travellers',
    'guests',
    'pet parents',
    'riders',
    'households',
  ],
  business: [
    'b2b',
    'enterprise',
    'enterprises',
    'businesses',
    'companies',
    'smb',
    'smbs',
    'sme',
    'smes',
    'saas',
    'organisations',
    'organizations',
    'institutions',
    'employers',
    'corporations',
    'corporate',
    'teams',
    'b2b2c',
    'clients',
    'vendors',
    'developers',
    'operators',
    'utilities',
    'banks',
    'hospitals',
    'retailers',
  ],
  network: [
    'marketplace',
    'marketplaces',
    'network effect*',
    'two-sided',
    'platform',
    'platforms',
    'protocol*',
    'community',
    'networks',
    'peer-to-peer',
    'p2p',
  ],
} as const;
export type BusinessModel = keyof typeof MODEL_LEXICON;

/**
 * Goods people buy for themselves. A company whose own statement ("Plant-based snacks, slow-baked
 * in Amsterdam") names one and no customer at all sells to consumers: a brand rarely says so.
 */
export const CONSUMER_PRODUCTS = [
  'snack*',
  'beverage*',
  'packaged food*',
  'apparel',
  'clothing',
  'workwear',
  'footwear',
  'skincare',
  'skin care',
  'cosmetic*',
  'haircare',
  'fragrance*',
  'jewelry',
  'jewellery',
  'furniture',
  'home decor',
  'pet food',
  'toys',
] as const;

/** Words in a thesis that ask for a business model. */
export const THESIS_MODEL_CUES: Record<BusinessModel, readonly string[]> = {
  consumer: ['consumer', 'consumers', 'b2c', 'consumer-facing', 'direct-to-consumer', 'd2c'],
  business: ['b2b', 'enterprise', 'enterprises', 'business-to-business', 'smb', 'smbs', 'saas'],
  network: ['network effect*', 'networks', 'platforms', 'protocols', 'marketplace*', 'two-sided'],
};
