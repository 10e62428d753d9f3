/**
 * Words that give an identity statement its grammar ("Applied AI transforming Renewable Energy
 * Finance"): which word of a compound can be the business, and how a statement says that AI is
 * its means rather than its subject (deck-profile.ts).
 */

/** Words that say what form a product takes ("energy software"), never what business it is in. */
export const COMPOUND_FORM_HEADS: readonly string[] = [
  'software',
  'saas',
  'platform',
  'platforms',
  'tool',
  'tools',
  'tooling',
  'technology',
  'technologies',
  'app',
  'apps',
  'application',
  'applications',
  'infrastructure',
  'solution',
  'solutions',
  'service',
  'services',
  'system',
  'systems',
  'analytics',
  'data',
];

/** "Applied AI transforming X", "AI for X", "AI in X": what follows the AI is what it works on. */
export const AI_MEANS_BEFORE: readonly string[] = [
  'transforming',
  'revolutionising',
  'revolutionizing',
  'reinventing',
  'reimagining',
  'powering',
  'for',
  'in',
];

/** "X with generative AI", "X using machine learning": the AI is how. */
export const AI_MEANS_AFTER: readonly string[] = [
  'with',
  'using',
  'via',
  'through',
  'powered by',
  'driven by',
  'built on',
  // "Our AI builds a weekly plan": the company's own AI is how it does what the statement names.
  'our',
  'its',
];

/** "AI-powered X", "AI-native X". */
export const AI_MEANS_ADJECTIVES: readonly string[] = [
  'powered',
  'driven',
  'enabled',
  'based',
  'first',
  'native',
];

/** "Pipeline attribution for B2B marketing teams": a compound after these names the customer. */
export const CUSTOMER_PREPOSITIONS: readonly string[] = ['for', 'to', 'serving'];

/**
 * How a deck introduces its team ("we are a team of developers", "our team of engineers"): what
 * follows says who builds the product, not what the product is.
 */
export const TEAM_SELF_DESCRIPTIONS: readonly string[] = [
  'a team of',
  'team of',
  'our team',
  'the team',
  'founding team',
  'we are developers',
  'we are engineers',
  'developers team',
  'developer team',
  'team of developers',
];

/**
 * Words for how a product connects to others. They name a developer tool only in a product sold
 * to developers; beside words that name another business they are its plumbing.
 */
export const INTEGRATION_WORDS: readonly string[] = [
  'api',
  'apis',
  'rest api',
  'open api',
  'api-first',
  'sdk',
  'sdks',
  'developer',
  'developers',
  'developer portal',
  'developer portals',
  'sandbox',
  'integration',
  'integrations',
  'webhook',
  'webhooks',
];

/**
 * Nouns for the organisations a product is sold to. An industry word right before one of them
 * ("home-care agencies", "a plumbing company", "dental practices", "HR departments") names the
 * customer's industry, not the company's (customer-world.ts).
 */
export const CUSTOMER_ORGANISATION_NOUNS: readonly string[] = [
  'agency',
  'agencies',
  'company',
  'companies',
  'firm',
  'firms',
  'shop',
  'shops',
  'business',
  'businesses',
  'practice',
  'practices',
  'department',
  'departments',
  'provider',
  'providers',
  'operator',
  'operators',
  'owner',
  'owners',
  'chain',
  'chains',
  'employer',
  'employers',
];

/**
 * What a software vendor calls its product in its one-liner ("Booking and operations software for
 * tour operators", "The operating system for small landlords"): followed by a customer preposition,
 * the company sells to the organisations it names and is not one of them.
 */
export const SOFTWARE_PRODUCT_NOUNS: readonly string[] = [
  'software',
  'saas',
  'platform',
  'operating system',
  'app',
  'apps',
  'tool',
  'tools',
  'toolkit',
  'api',
  'apis',
  'copilot',
  'workspace',
  'crm',
  'erp',
];

/**
 * Kinds of business a rule-out can name by what they do ("no tour operators themselves", "we don't
 * back property managers"): it rules out companies that are one, not the software they run on.
 */
export const OPERATING_BUSINESS_NOUNS: readonly string[] = [
  'operators',
  'managers',
  'brokers',
  'brokerages',
  'agencies',
  'landlords',
  'owners',
  'wholesalers',
  'resellers',
  'providers',
  'practices',
  'chains',
  'shops',
];
