import { z } from 'zod';
import { DECK_INDUSTRIES, type DeckIndustry, FUNDING_STAGES, fundingStageSchema } from './deck';

/**
 * How Pitchfit reads a thesis, as the investor sees and corrects it (issue 28): each thing the
 * fund wants, excludes or softly prefers, with the investor's own words it came from, and the
 * stage, cheque and place rules. The values come from the taxonomy the engine uses, listed here
 * once: the scoring lexicons are keyed by these ids (a scoring test checks that they agree).
 */

/** Sub-sector ids per industry, as the engine's sub-sector lexicon names them. */
export const READING_SUBSECTORS: Record<DeckIndustry, readonly string[]> = {
  fintech: [
    'payments',
    'lending',
    'banking-infrastructure',
    'neobanking',
    'insurtech',
    'wealth',
    'personal-finance',
    'crypto',
    'accounting-finance-ops',
    'regtech',
    'capital-markets',
  ],
  'climate-energy': [
    'solar',
    'wind',
    'energy-storage',
    'critical-minerals',
    'grid',
    'carbon-removal',
    'carbon-accounting',
    'thermal-storage',
    'hydrogen',
    'ev-charging',
    'electric-vehicles',
    'energy-efficiency',
    'nuclear',
    'geothermal',
    'fossil-fuels',
    'circular-economy',
    'industrial-decarbonization',
    'climate-adaptation',
    'water',
    'bioenergy',
  ],
  health: [
    'digital-health',
    'medtech',
    'diagnostics',
    'telehealth',
    'mental-health',
    'care-delivery',
    'residential-care',
    'neurotech',
    'health-it',
    'payers-benefits',
    'pharmacy',
    'femtech',
    'wellness-longevity',
  ],
  biotech: [
    'therapeutics',
    'techbio',
    'genomics',
    'synthetic-biology',
    'research-tools',
    'clinical-trials',
    'microbiome',
  ],
  education: [
    'k-12',
    'higher-education',
    'upskilling',
    'early-childhood',
    'special-needs',
    'language-learning',
    'tutoring-test-prep',
    'online-learning',
    'school-software',
  ],
  'developer-tools': [
    'devops-ci-cd',
    'observability',
    'testing',
    'api-tools',
    'ai-coding',
    'open-source',
    'low-code',
    'developer-productivity',
  ],
  infrastructure: [
    'cloud-infrastructure',
    'data-infrastructure',
    'databases',
    'compute',
    'data-centers',
    'networking-telecom',
    'storage',
  ],
  'enterprise-software': [
    'vertical-saas',
    'productivity-collaboration',
    'crm-sales',
    'customer-support',
    'erp-operations',
    'field-service',
    'analytics-bi',
    'legal-tech',
    'govtech',
    'process-automation',
    'smb-software',
  ],
  'ai-ml': [
    'foundation-models',
    'generative-ai',
    'ai-agents',
    'mlops',
    'computer-vision',
    'conversational-ai',
    'applied-ai',
    'ai-safety',
    'training-data',
    'edge-ai',
  ],
  security: [
    'network-security',
    'endpoint-security',
    'identity',
    'cloud-security',
    'application-security',
    'data-security-privacy',
    'fraud-and-abuse',
    'security-operations',
    'compliance-automation',
    'ot-security',
    'ai-security',
  ],
  'consumer-social': [
    'dating',
    'messaging',
    'social-networks',
    'creator-tools',
    'communities',
    'local-social',
    'family-parenting',
  ],
  commerce: [
    'd2c-brands',
    'marketplaces',
    'ecommerce-enablement',
    'retail',
    'fashion-apparel',
    'beauty-personal-care',
    'home-furniture',
    'cpg',
    'social-commerce',
    'quick-commerce',
    'marketplace-sellers',
    'recommerce',
  ],
  travel: [
    'lodging',
    'online-travel',
    'corporate-travel',
    'hospitality-tech',
    'experiences-tours',
    'air-travel',
    'cruises',
  ],
  mobility: [
    'asset-heavy',
    'ride-hailing',
    'micromobility',
    'logistics-freight',
    'fleet-management',
    'autonomous-vehicles',
    'air-mobility',
    'transit-commuting',
    'automotive',
    'maritime-rail',
  ],
  media: [
    'gaming',
    'music-audio',
    'video-streaming',
    'news-publishing',
    'localization',
    'sports',
    'gambling-betting',
    'live-events',
    'ar-vr',
  ],
  'food-agriculture': [
    'precision-agriculture',
    'ag-biotech',
    'controlled-environment',
    'alternative-protein',
    'food-supply-chain',
    'restaurant-tech',
    'food-delivery-grocery',
    'food-beverage-brands',
    'livestock-aquaculture',
  ],
  'hardware-iot': [
    'iot',
    'robotics',
    'semiconductors',
    'consumer-electronics',
    'wearables',
    'space',
    'drones',
    'quantum',
    'embedded-systems',
    '3d-printing',
  ],
  industrial: [
    'advanced-manufacturing',
    'industrial-software',
    'supply-chain',
    'construction',
    'advanced-materials',
    'chemicals',
    'mining-metals',
    'oil-gas',
    'aerospace-defense',
  ],
  'real-estate': [
    'residential',
    'commercial-real-estate',
    'property-management',
    'real-estate-finance',
    'smart-buildings',
    'real-estate-development',
    'housing',
    'home-services',
    'property-ownership',
  ],
  'hr-work': [
    'recruiting',
    'hr-software',
    'payroll-benefits',
    'future-of-work',
    'freelance-gig',
    'workforce-management',
    'workforce-analytics',
    'global-employment',
    'employee-monitoring',
  ],
  'marketing-adtech': [
    'adtech',
    'martech',
    'seo-content',
    'influencer-affiliate',
    'performance-marketing',
    'retail-media',
    'social-media-management',
    'out-of-home',
  ],
  pets: ['pet-health', 'pet-food', 'pet-services', 'pet-products'],
};

/** Who pays: the business models the engine tells apart. */
export const READING_MODELS = {
  business: 'Businesses (B2B)',
  consumer: 'Consumers (B2C)',
  network: 'Marketplaces and networks',
} as const;
export type ReadingModel = keyof typeof READING_MODELS;

/** ISO 3166 alpha-2 codes of the countries the engine's gazetteer knows. */
export const READING_COUNTRIES = [
  'US',
  'CA',
  'MX',
  'BR',
  'AR',
  'CO',
  'CL',
  'PE',
  'UY',
  'EC',
  'CR',
  'BO',
  'PY',
  'VE',
  'GT',
  'PA',
  'DO',
  'SV',
  'HN',
  'JM',
  'GB',
  'IE',
  'DE',
  'AT',
  'CH',
  'FR',
  'ES',
  'PT',
  'IT',
  'NL',
  'BE',
  'LU',
  'SE',
  'NO',
  'DK',
  'FI',
  'IS',
  'EE',
  'LV',
  'LT',
  'PL',
  'CZ',
  'SK',
  'HU',
  'RO',
  'BG',
  'GR',
  'HR',
  'SI',
  'RS',
  'UA',
  'CY',
  'MT',
  'TR',
  'IL',
  'AE',
  'SA',
  'QA',
  'BH',
  'KW',
  'OM',
  'JO',
  'LB',
  'EG',
  'MA',
  'TN',
  'NG',
  'KE',
  'GH',
  'ZA',
  'RW',
  'ET',
  'UG',
  'TZ',
  'MW',
  'ZM',
  'ZW',
  'MZ',
  'BW',
  'NA',
  'SN',
  'CI',
  'CM',
  'CD',
  'SL',
  'BJ',
  'ML',
  'BF',
  'MG',
  'AO',
  'SD',
  'DZ',
  'IN',
  'PK',
  'BD',
  'LK',
  'CN',
  'HK',
  'TW',
  'JP',
  'KR',
  'SG',
  'ID',
  'MY',
  'TH',
  'VN',
  'PH',
  'KH',
  'MM',
  'LA',
  'BN',
  'NP',
  'AU',
  'NZ',
] as const;

/** Groupings of countries the engine's gazetteer knows ("DACH", "the Nordics"), with their labels. */
export const READING_REGIONS = {
  'north-america': 'North America',
  europe: 'Europe',
  eu: 'the EU',
  eea: 'the EEA',
  dach: 'DACH',
  nordics: 'the Nordics',
  baltics: 'the Baltics',
  benelux: 'Benelux',
  iberia: 'Iberia',
  'british-isles': 'the UK and Ireland',
  'southern-europe': 'Southern Europe',
  cee: 'Central and Eastern Europe',
  'latin-america': 'Latin America',
  'central-america': 'Central America',
  andean: 'the Andean region',
  mena: 'MENA',
  gcc: 'the GCC',
  africa: 'Africa',
  sea: 'South-East Asia',
  'south-asia': 'South Asia',
  asia: 'Asia',
  apac: 'Asia-Pacific',
  anz: 'Australia and New Zealand',
  emea: 'EMEA',
  americas: 'the Americas',
} as const;

/**
 * The facets of a reading item. `term` is a word of the thesis the lexicons do not know
 * ("gambling"): it can be removed or flipped, not added from the taxonomy.
 */
export const READING_FACETS = [
  'industry',
  'subsector',
  'model',
  'stage',
  'country',
  'region',
  'term',
] as const;
export type ReadingFacet = (typeof READING_FACETS)[number];
export const readingFacetSchema = z.enum(READING_FACETS);

export const READING_KINDS = ['want', 'exclude', 'soft'] as const;
export type ReadingKind = (typeof READING_KINDS)[number];

/** Longest free word a `term` item may carry, and longest reason an investor may give. */
export const READING_TERM_MAX = 60;
export const READING_REASON_MAX = 280;
/** More corrections than this is a rewrite: the thesis text is the place for it. */
export const READING_CORRECTIONS_MAX = 60;
export const READING_QUOTE_MAX = 2_000;

/** A sub-sector value is written `industry/id` ("fintech/lending"), ids being unique only in their industry. */
export function subsectorValue(industry: DeckIndustry, id: string): string {
  return `${industry}/${id}`;
}

/** Whether `value` names something of `facet` in the taxonomy (any short word for `term`). */
export function isTaxonomyValue(facet: ReadingFacet, value: string): boolean {
  switch (facet) {
    case 'industry':
      return Object.hasOwn(DECK_INDUSTRIES, value);
    case 'subsector': {
      const [industry, id, ...rest] = value.split('/');
      return (
        rest.length === 0 &&
        industry !== undefined &&
        id !== undefined &&
        Object.hasOwn(READING_SUBSECTORS, industry) &&
        READING_SUBSECTORS[industry as DeckIndustry].includes(id)
      );
    }
    case 'model':
      return Object.hasOwn(READING_MODELS, value);
    case 'stage':
      return Object.hasOwn(FUNDING_STAGES, value);
    case 'country':
      return (READING_COUNTRIES as readonly string[]).includes(value);
    case 'region':
      return Object.hasOwn(READING_REGIONS, value);
    case 'term':
      return value.trim().length > 0 && value.length <= READING_TERM_MAX;
  }
}

/** What the investor sees for a value: "Fintech", "Lending (Fintech)", "Series A". Countries: their code (the web names them). */
export function readingValueLabel(facet: ReadingFacet, value: string): string {
  switch (facet) {
    case 'industry':
      return DECK_INDUSTRIES[value as DeckIndustry] ?? value;
    case 'subsector': {
      const [industry = '', id = ''] = value.split('/');
      const words = id.replace(/-/g, ' ');
      const label = words.charAt(0).toUpperCase() + words.slice(1);
      return `${label} (${DECK_INDUSTRIES[industry as DeckIndustry] ?? industry})`;
    }
    case 'model':
      return READING_MODELS[value as ReadingModel] ?? value;
    case 'stage':
      return FUNDING_STAGES[value as keyof typeof FUNDING_STAGES] ?? value;
    case 'region':
      return READING_REGIONS[value as keyof typeof READING_REGIONS] ?? value;
    case 'country':
    case 'term':
      return value;
  }
}

/** Where an item came from: the thesis text, or the investor's answer on a follow-up topic. */
export const readingSourceSchema = z
  .string()
  .describe('`thesis`, or the topic of the follow-up answer it came from (`exclusions`, `geography`, ...).');

export const readingItemSchema = z.object({
  kind: z.enum(READING_KINDS),
  /** Soft exclusions ("we rarely do consumer food") are `exclude` with `hard: false`; `soft` items are never hard. */
  hard: z.boolean(),
  facet: readingFacetSchema,
  value: z.string(),
  label: z.string(),
  quote: z.string().nullable().describe('The words of the thesis or answer this item came from.'),
  source: readingSourceSchema,
  corrected: z.boolean().describe("True when the investor's correction set this item."),
});
export type ReadingItem = z.infer<typeof readingItemSchema>;

export const PLACE_ROLES = ['hq', 'market', 'any'] as const;
export const LEAD_RULES = ['leads', 'does-not-lead', 'sometimes-leads', 'follow-on-only'] as const;

export const readingChequeSchema = z.object({
  min: z.number().nonnegative(),
  max: z.number().nonnegative(),
  currency: z.string().nullable(),
  quote: z.string().nullable(),
  source: readingSourceSchema,
  corrected: z.boolean(),
});

/**
 * Rules about the founders a thesis can set ("technical founders", "a degree from <school>"), as the
 * investor sees them. The scoring engine's founder rules are keyed by these ids.
 */
export const FOUNDER_RULES = {
  technical: 'Technical founders',
  experience: 'Founders who have done the job they now sell to',
  repeat: 'Founders who have built a company before',
  alumni: 'A founder with a degree from',
} as const;
export type FounderRuleKind = keyof typeof FOUNDER_RULES;
const FOUNDER_RULE_KINDS = Object.keys(FOUNDER_RULES) as [FounderRuleKind, ...FounderRuleKind[]];

/** A kind of customer that defines a thesis across industries, as the engine tells them apart. */
export const CUSTOMER_FOCI = {
  frontline: 'Frontline, deskless and shift workers',
  'small-business': 'Small businesses as buyers',
  'public-sector': 'Public bodies as buyers',
} as const;
export type CustomerFocus = keyof typeof CUSTOMER_FOCI;
const CUSTOMER_FOCUS_IDS = Object.keys(CUSTOMER_FOCI) as [CustomerFocus, ...CustomerFocus[]];

/** What the investor sees of a founder rule: "A founder with a degree from Leeds" (required). */
export function founderRuleLabel(kind: FounderRuleKind, school: string | null): string {
  return kind === 'alumni' && school ? `${FOUNDER_RULES.alumni} ${school}` : FOUNDER_RULES[kind];
}

export const readingRulesSchema = z.object({
  stages: z.object({
    wanted: z.array(fundingStageSchema),
    soft: z.array(fundingStageSchema),
    excluded: z.array(fundingStageSchema),
    lead: z.enum(LEAD_RULES).nullable(),
    quote: z.string().nullable(),
  }),
  cheque: readingChequeSchema.nullable(),
  places: z
    .object({
      role: z.enum(PLACE_ROLES).describe('`hq`: where the company is based; `market`: where it sells.'),
      countries: z.array(z.string()),
      labels: z.array(z.string()),
      quote: z.string().nullable(),
    })
    .nullable(),
  founders: z
    .object({
      kind: z.enum(FOUNDER_RULE_KINDS),
      school: z.string().nullable(),
      /** A school's alumni fund backs no one else: its rule is a requirement; the others are a lean. */
      required: z.boolean(),
      label: z.string(),
      quote: z.string().nullable(),
      source: readingSourceSchema,
    })
    .nullable(),
  customers: z
    .object({
      focus: z.enum(CUSTOMER_FOCUS_IDS),
      label: z.string(),
      quote: z.string().nullable(),
      source: readingSourceSchema,
    })
    .nullable()
    .describe('A kind of customer the thesis is about across industries.'),
  audience: z
    .array(z.object({ who: z.string(), quote: z.string().nullable() }))
    .describe('Whom the wanted products must be aimed at ("apps aimed at affluent users": "affluent").'),
});

/**
 * One correction of the reading. `kind: null` removes the item (and, for an exclusion, the rule it
 * belongs to); a kind sets it (flip want/exclude, make hard or soft, or add from the taxonomy).
 * `quote` is the clause it corrects: the correction holds while that clause is still in the thesis
 * or an answer, and lapses when the investor rewrites it away. An added item has no quote.
 */
const correctionValueSchema = z.object({
  facet: readingFacetSchema,
  value: z
    .string()
    .min(1)
    .max(READING_TERM_MAX + 40),
  kind: z.enum(READING_KINDS).nullable(),
  hard: z.boolean().default(true),
  quote: z.string().max(READING_QUOTE_MAX).nullable().default(null),
  reason: z.string().max(READING_REASON_MAX, `At most ${READING_REASON_MAX} characters.`).optional(),
});

export const readingCorrectionSchema = correctionValueSchema.superRefine((correction, ctx) => {
  if (!isTaxonomyValue(correction.facet, correction.value))
    ctx.addIssue({
      code: 'custom',
      path: ['value'],
      message: `"${correction.value}" is not a ${correction.facet} Pitchfit knows.`,
    });
  // A free word ("gambling") is only ever read in a rule-out: it can be removed, or kept as one.
  if (
    correction.facet === 'term' &&
    (correction.quote === null || (correction.kind ?? 'exclude') !== 'exclude')
  )
    ctx.addIssue({
      code: 'custom',
      path: ['facet'],
      message:
        'A free word can only be removed or excluded where the thesis says it; add industries, stages or places.',
    });
});
export type ReadingCorrection = z.infer<typeof readingCorrectionSchema>;

/** A cheque range the investor sets instead of the one read (null keeps the reading). */
export const chequeCorrectionSchema = z
  .object({
    min: z.number().nonnegative().max(1e12),
    max: z.number().nonnegative().max(1e12),
    currency: z.string().regex(/^[A-Z]{3}$/, 'A three-letter currency code.'),
  })
  .refine((cheque) => cheque.min <= cheque.max, { path: ['max'], message: 'max must be at least min.' });
export type ChequeCorrection = z.infer<typeof chequeCorrectionSchema>;

/** Everything the investor corrected, stored beside the thesis text with its version. */
export const readingCorrectionsSchema = z.object({
  corrections: z.array(readingCorrectionSchema).max(READING_CORRECTIONS_MAX),
  cheque: chequeCorrectionSchema.nullable().default(null),
});
export type ReadingCorrections = z.infer<typeof readingCorrectionsSchema>;

/** PUT /api/thesis/reading/ body: the whole set of corrections, replacing the previous set. */
export const readingCorrectionsRequestSchema = readingCorrectionsSchema;

export const thesisReadingSchema = z.object({
  thesis_version: z.number().int().nonnegative(),
  items: z.array(readingItemSchema),
  rules: readingRulesSchema,
  corrections: z.array(readingCorrectionSchema).describe("The investor's stored corrections."),
  cheque_correction: chequeCorrectionSchema.nullable(),
  lapsed_corrections: z
    .array(readingCorrectionSchema)
    .describe(
      'Stored corrections whose clause is gone from the thesis and answers: kept, no longer applied.',
    ),
});
export type ThesisReading = z.infer<typeof thesisReadingSchema>;

/** PUT answer: the reading as corrected, and how many decks are being rescored. */
export const readingUpdateResponseSchema = thesisReadingSchema.extend({
  decks_rescored: z.number().int().nonnegative(),
});

/** How many decks the what-if compares at most, and the top list whose entries and exits it reports. */
export const WHAT_IF = { topSize: 10, movesShown: 5, maxDecks: 5_000 } as const;

/** POST /api/thesis/what-if/: a thesis being edited, tried against the investor's decks without saving. */
export const whatIfRequestSchema = z.object({
  thesis: z.string().trim().min(1, 'Thesis is required.').max(20_000),
  answers: z
    .array(
      z.object({ topic: z.string().max(40), question: z.string().max(1_000), answer: z.string().max(5_000) }),
    )
    .max(12)
    .optional(),
  reading: readingCorrectionsSchema.optional(),
});
export type WhatIfRequest = z.infer<typeof whatIfRequestSchema>;

export const whatIfMoveSchema = z.object({
  deck_id: z.string(),
  name: z.string(),
  before: z.number().nullable().describe('The score shown now (null before a first score).'),
  after: z.number(),
  rank_before: z.number().int().positive().nullable(),
  rank_after: z.number().int().positive(),
  reason: z.string().describe('The part of the match that changed most, as its reasoning says it.'),
});
export type WhatIfMove = z.infer<typeof whatIfMoveSchema>;

export const whatIfResponseSchema = z.object({
  decks_compared: z.number().int().nonnegative(),
  entering_top: z.array(whatIfMoveSchema),
  leaving_top: z.array(whatIfMoveSchema),
  biggest_up: z.array(whatIfMoveSchema),
  biggest_down: z.array(whatIfMoveSchema),
});
export type WhatIfResponse = z.infer<typeof whatIfResponseSchema>;
