import { COMMON_WORDS, WELL_KNOWN_OTHERS } from '../vocabulary/common-words';
import { findPlaces } from '../vocabulary/places';
import { matchIndustryTerms } from '../vocabulary/signals';
import { matchSubsectorTerms } from '../vocabulary/subsector-matcher';

/**
 * "We are Sentry for data pipelines", "Stripe for GPU compute", "the Figma of protein design":
 * the famous company names the model, what follows names the business. A deck that says so is
 * in the sector of what follows, never in the famous company's.
 */
export interface Analogy {
  /** The company named as the model ("Sentry"). */
  brand: string;
  /** What the deck's company does ("data pipelines"). */
  target: string;
  /**
   * What the brand is, when it is a tool or a piece of infrastructure ("Postgres": a database).
   * Then the deck builds that kind of product, and the target is its market: "Postgres for sensor
   * data" is a database sold to IoT teams, not an IoT company.
   */
  category: string | null;
  /** Where the brand starts in the text, and where the target starts. */
  brandIndex: number;
  targetIndex: number;
}

/** Words that say "this is an analogy" before the brand: "we are", "think of us as", "is the". */
const MARKER = String.raw`(?:we\s+are|we['’]re|(?:it|this)\s+is|is|think\s+of\s+(?:us|it)\s+as|(?:just\s+)?like|building)`;
const BRAND = String.raw`\p{Lu}[\p{L}\p{N}]*(?:[.'’-][\p{L}\p{N}]+)*`;
const ANALOGY = new RegExp(
  String.raw`(?:^|\b(${MARKER})\s+)(?:(?:the|a|an)\s+)?(?!(?:we|it|this|think|like|is)\b)(${BRAND}(?:\s+${BRAND})?)\s+(?:for|of)\s+(?=\S)`,
  'iu',
);
/** The brand part is case-sensitive: "We are Stripe for", not "we are building for". */
const BRAND_SHAPE = new RegExp(String.raw`^${BRAND}(?:\s+${BRAND})?$`, 'u');
/** "GitHub", "HubSpot", "LinkedIn": a capital inside a word is a brand, never an everyday noun. */
const INNER_CAPITAL = /^\p{Lu}\p{Ll}+\p{Lu}/u;
/** Without a marker, only a short statement that opens with a famous brand ("Stripe for GPU compute.") is one. */
const MAX_BARE_WORDS = 12;
/**
 * Companies founders name as their model. Without "we are" before it, only one of these (or a
 * word with a capital inside, "GitHub") is read as a brand: "Scheduling for retail" is not one.
 */
const MODEL_BRANDS: ReadonlySet<string> = new Set(
  `uber lyft airbnb stripe shopify figma canva notion slack github gitlab salesforce hubspot netflix spotify
  peloton robinhood zillow etsy duolingo sentry datadog twilio plaid carta gusto deel rippling zapier airtable
  tinder bumble instagram linkedin amazon google tesla wework doordash instacart venmo square bloomberg yelp
  glassdoor coursera masterclass opentable toast segment snowflake vercel pinterest substack patreon discord
  reddit waze fitbit sonos dyson glossier allbirds casper calendly docusign dropbox zoom asana trello jira
  openai chatgpt grammarly mailchimp squarespace wix webflow klarna revolut monzo wise nubank mercadolibre
  costco ikea sephora warby strava headspace calm noom hims ro oura whoop`
    .split(/\s+/)
    .filter(Boolean),
);

/** Infrastructure and developer tools whose name stands for their product category. */
const TOOL_BRAND_CATEGORIES: ReadonlyMap<string, string> = new Map([
  ['postgres', 'database'],
  ['postgresql', 'database'],
  ['mysql', 'database'],
  ['mongodb', 'database'],
  ['redis', 'database'],
  ['snowflake', 'data warehouse'],
  ['databricks', 'data infrastructure'],
  ['kafka', 'data pipelines'],
  ['elasticsearch', 'database'],
  ['datadog', 'observability'],
  ['sentry', 'observability'],
  ['kubernetes', 'cloud infrastructure'],
  ['docker', 'cloud infrastructure'],
  ['terraform', 'infrastructure as code'],
]);

function namesTheBusiness(words: string): boolean {
  return matchIndustryTerms(words).some((hit) => hit.weight >= 1) || matchSubsectorTerms(words).length > 0;
}

export function findAnalogy(text: string): Analogy | null {
  const match = ANALOGY.exec(text);
  if (!match) return null;
  const [whole, marker, brand] = match;
  if (!brand || !BRAND_SHAPE.test(brand)) return null;
  const words = brand.split(/\s+/);
  const lower = brand.toLowerCase();
  if (words.some((word) => COMMON_WORDS.has(word.toLowerCase()))) return null;
  if (findPlaces(brand).length > 0) return null;
  const famous =
    MODEL_BRANDS.has(lower) || WELL_KNOWN_OTHERS.has(lower) || words.some((word) => INNER_CAPITAL.test(word));
  if (!marker && (!famous || text.split(/\s+/).length > MAX_BARE_WORDS)) return null;
  // "We are payments for marketplaces", "It is Security for the factory floor": the business itself.
  if (!famous && namesTheBusiness(brand)) return null;
  const brandIndex = match.index + whole.lastIndexOf(brand, whole.length - brand.length);
  const targetIndex = match.index + whole.length;
  const target = text
    .slice(targetIndex)
    .replace(/[.!?]+\s*$/, '')
    .trim();
  const category = TOOL_BRAND_CATEGORIES.get(lower) ?? null;
  return target ? { brand, target, category, brandIndex, targetIndex } : null;
}

/** The text with the analogy's brand taken out, so its words never count as the deck's own. */
export function withoutAnalogyBrand(text: string): string {
  const analogy = findAnalogy(text);
  if (!analogy) return text;
  return `${text.slice(0, analogy.brandIndex)}${' '.repeat(analogy.brand.length)}${text.slice(analogy.brandIndex + analogy.brand.length)}`;
}
