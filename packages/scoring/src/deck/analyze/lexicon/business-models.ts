import { FOUNDER_BACKGROUND_TERMS, SMALL_BUSINESS_TERMS } from './small-business';

/** The names of a two-sided form: network cues (MODEL_LEXICON) and two-sided ones (TWO_SIDED_TERMS) alike. */
export const TWO_SIDED_FORMS = [
  'marketplace',
  'marketplaces',
  'network effect*',
  'two-sided',
  'peer-to-peer',
  'p2p',
] as const;

/**
 * What only a two-sided business says: its form (TWO_SIDED_FORMS) and how it names its sides and
 * its cut ("rent out their space to host travelers", "the app matches client & driver", "a 10%
 * commission on each transaction"). Not "platform", "community" or "networks", which every kind
 * of company says.
 */
export const TWO_SIDED_TERMS = [
  ...TWO_SIDED_FORMS,
  'become a host',
  'host travel*',
  'hosts and guests',
  'guests and hosts',
  'rent out',
  'buyers and sellers',
  'sellers and buyers',
  'supply and demand',
  'supply side',
  'demand side',
  'take rate',
  'commission on each',
  'client & driver',
  'riders and drivers',
  'drivers and riders',
  'drivers and passengers',
] as const;

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
    'pet owners',
    'dog owners',
    'cat owners',
    'riders',
    'households',
    // Care the patient pays for: cash-pay health is sold to consumers.
    'cash-pay',
    'self-pay',
    'out-of-pocket',
    'paid directly by the patient',
    'paid directly by patients',
    'paying members',
    'delivered to your door',
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
    // Who pays for learning software: the school, not the parents it sends notices to.
    'schools',
    'school districts',
    'colleges',
    'universities',
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
    'pharmacies',
    'wholesalers',
    // Who buys in industry and trade, often the only customer words of a robotics or logistics deck.
    'providers',
    'distributors',
    'manufacturers',
    'factories',
    'warehouses',
    'fleets',
    'carriers',
    'shippers',
    'hauliers',
    'insurers',
    'brokers',
    // Pricing by site or seat, and the facilities that pay it, are how software is sold to businesses.
    'per site',
    'multi-site',
    'facilities',
    'per seat',
    'per location',
    // An API or an SDK is bought by a business that builds on it.
    'api',
    'apis',
    'sdk',
  ],
  network: [...TWO_SIDED_FORMS, 'platform', 'platforms', 'protocol*', 'community', 'networks'],
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

/**
 * Who a deck says pays ("Agencies pay per carer per month", "Sold to employers per site"): the
 * organisations and the people that, as the payer, make a company B2B or consumer. Beside the
 * customer words above, these name organisations a deck sells to without calling them businesses.
 */
export const PAYERS: Record<'consumer' | 'business', readonly string[]> = {
  consumer: [
    'workers',
    'patients',
    'students',
    'members',
    'subscribers',
    'drivers',
    'fans',
    'players',
    'owners',
  ],
  business: [
    'agencies',
    'schools',
    'clinics',
    'practices',
    'stores',
    'shops',
    'restaurants',
    'brands',
    'merchants',
    'landlords',
    'carriers',
    'fleets',
    'insurers',
    'hotels',
    'chains',
    'districts',
    'universities',
    'councils',
    'municipalities',
    'governments',
    'labs',
    'farms',
    'manufacturers',
    'distributors',
    'venues',
    'employer',
    'operator',
    'operators',
    'site',
    'sites',
    // "Salon owners pay $89 per location": owners of a business pay as the business.
    'businesses',
    'companies',
    'firms',
    'salons',
    'studios',
    'gyms',
    'bakeries',
    'cafes',
    'bars',
    'pharmacies',
    'dealerships',
    'retailers',
    'wholesalers',
    'contractors',
    // Institutions that buy for their staff or their patients: "sold to physician groups and health systems".
    'hospitals',
    'health systems',
    'physician groups',
    'medical groups',
    'banks',
    'lenders',
    'employers',
    'utilities',
    'enterprises',
    'water boards',
  ],
};

/**
 * Words that end the payer's noun phrase, read backwards from "pay": articles, conjunctions,
 * pronouns and prepositions ("the employer or operator pays" is paid by the operator; "What brands
 * you buy" names no payer).
 */
export const PAYER_PHRASE_BREAKS = [
  'the',
  'a',
  'an',
  'and',
  'or',
  'our',
  'their',
  'its',
  'your',
  'that',
  'who',
  'which',
  'what',
  'where',
  'when',
  'then',
  'so',
  'to',
  'of',
  'for',
  'by',
  'with',
  'how',
  'why',
  'each',
  'every',
  'only',
  'also',
  'still',
  'all',
  'most',
  'many',
  'some',
  'you',
  'we',
  'they',
  'it',
] as const;

/** Words in a thesis that ask for a business model. */
export const THESIS_MODEL_CUES: Record<BusinessModel, readonly string[]> = {
  consumer: [
    'consumer',
    'consumers',
    'b2c',
    'consumer-facing',
    'direct-to-consumer',
    'd2c',
    // A mission thesis names the buyer in everyday words.
    'what people buy',
    'people buy',
    'shoppers',
    'households',
    // Dutch and German: "consumentenapps", "Endkunden".
    'consumentenapps',
    'consumenten',
    'endkunden',
    // Spanish and Portuguese: "servicios al consumidor", "marcas para o consumidor".
    'consumidor',
    'consumidores',
  ],
  business: [
    'b2b',
    // "Software-driven, selling to other businesses", "software that businesses pay for".
    'selling to other businesses',
    'selling to businesses',
    'sell to businesses',
    'sells to businesses',
    'businesses pay for',
    'enterprise',
    'enterprises',
    'business-to-business',
    'zakelijke klanten',
    'geschäftskunden',
    // "Software that owner-operated firms run on": a thesis naming small businesses sells to
    // businesses. Not the words a thesis uses of its founders ("grew up in family businesses").
    ...SMALL_BUSINESS_TERMS.filter((term) => !FOUNDER_BACKGROUND_TERMS.has(term)),
    'mid-market',
    'saas',
    // Commerce enablement: "consumer brands and the software that helps brands sell" backs both.
    'software for brands',
    'tools for brands',
    'software that helps brands',
    'tools brands use',
    'tools those brands use',
    'software brands use',
  ],
  network: ['network effect*', 'networks', 'platforms', 'protocols', 'marketplace*', 'two-sided'],
};

/**
 * How a product's own statement addresses a business without naming one: "All your company's
 * external communications in one inbox", "email, for business this time". Read only in what the
 * company says it is (deck-profile.ts), never counted over the whole deck, where "your business
 * model" would be every deck's.
 */
export const BUSINESS_ADDRESS_PHRASES = [
  'your company',
  'your business',
  'your team',
  'your teams',
  'your organisation',
  'your organization',
  'your workplace',
  'for business',
  'for businesses',
  'for work',
] as const;
