import { termAlternation } from '../../../language/lexicon-matcher';
import { OPERATED_SITES } from '../lexicon/thesis-grammar';
import type { Cited } from '../types';
import { firstLineSaying } from './first-line-saying';
import type { PreparedDeck } from './prepare';

/**
 * "hospital" and "hospitals" alike: the buildings a company may run, singular or plural. Not
 * "practices", "sites", "fleets", "farms" or "factories", which a deck says of other things ("our
 * best practices", "our sites") or of what it makes, nor "universities" and "colleges", where a
 * spin-out comes from ("our university in Delft").
 */
const NOT_BUILDINGS = new Set([
  'practices',
  'sites',
  'fleets',
  'farms',
  'factories',
  'universities',
  'colleges',
]);
const singularOf = (plural: string) =>
  plural
    .replace(/ies$/, 'y')
    .replace(/(ch|sh|x|us)es$/, '$1')
    .replace(/s$/, '');
const SITE = `(?:${termAlternation(
  OPERATED_SITES.filter((site) => !NOT_BUILDINGS.has(site)).flatMap((site) => [site, singularOf(site)]),
)})`;
/** What follows a site noun when the site is someone else's: "our clinic partners", "our store customers". */
const NOT_OURS = String.raw`(?!\s+(?:partners?|customers?|clients?|network|software|chains?|owners?|staff))`;

/**
 * "Launched our 2 Vet Hospitals in Bangalore", "₹10 crore to set up 5 new hospitals": the company runs
 * (or builds) its own sites, whatever it calls itself.
 */
const RUNS_OWN_SITES = new RegExp(
  String.raw`\b(?:our|its)\s+(?:own\s+|first\s+|new\s+|\d+\s+)*(?:[\p{L}-]+\s+)?${SITE}\b${NOT_OURS}|\b(?:open|opening|opened|set\s+up|setting\s+up|launch|launched|launching|build|building)\s+(?:our\s+|its\s+)?(?:\d+|two|three|four|five|six|seven|eight|nine|ten)\s+(?:new\s+|more\s+)?(?:[\p{L}-]+\s+)?${SITE}\b${NOT_OURS}`,
  'iu',
);

/**
 * The first line where a deck says it runs or builds sites of its own (hospitals, clinics, schools,
 * stores), cited: what a thesis that rules out companies that "run their own clinics" or "need the
 * money mainly for physical sites" means, whether or not the deck says "operator".
 */
export function runsOwnSites(deck: PreparedDeck): Cited<string> | null {
  return firstLineSaying(deck, RUNS_OWN_SITES);
}
