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
