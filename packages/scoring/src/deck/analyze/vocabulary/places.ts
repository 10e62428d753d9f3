import { escapeRegExp } from '../../../language/text';
import { ABBREVIATIONS, CITIES, COUNTRIES, PLACE_GROUPS, US_STATES } from '../lexicon/geography';
import type { Region } from '../lexicon/regions';

/** A place named in a text: the countries it covers and how it was written. */
export interface PlaceHit {
  countries: readonly string[];
  /** What the place is called in reasoning ("the United States", "DACH", "San Francisco"). */
  label: string;
  kind: 'country' | 'group' | 'state' | 'city';
  index: number;
  matched: string;
}

interface PlaceEntry {
  countries: readonly string[];
  label: string;
  kind: PlaceHit['kind'];
}

const COUNTRY_LABELS: Record<string, string> = {
  US: 'the United States',
  GB: 'the United Kingdom',
  AE: 'the UAE',
  NL: 'the Netherlands',
  PH: 'the Philippines',
};
export function countryLabel(code: string): string {
  const kept = labels.get(code);
  if (kept !== undefined) return kept;
  const names = COUNTRIES[code]?.names ?? [];
  const label = COUNTRY_LABELS[code] ?? titleCase(names[0] ?? code);
  labels.set(code, label);
  return label;
}
/** Labels as made, one per country code: matching names a deck's country for every thesis it meets. */
const labels = new Map<string, string>();

export function regionOfCountry(code: string): Region | null {
  return COUNTRIES[code]?.region ?? null;
}

function titleCase(text: string): string {
  return text.replace(/(^|[\s-])(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toUpperCase());
}

const byName = new Map<string, PlaceEntry>();
const byAbbreviation = new Map<string, PlaceEntry>();
for (const [code, country] of Object.entries(COUNTRIES)) {
  for (const name of country.names)
    byName.set(name, { countries: [code], label: countryLabel(code), kind: 'country' });
}
for (const [code, written] of Object.entries(ABBREVIATIONS)) {
  for (const abbreviation of written)
    byAbbreviation.set(abbreviation, { countries: [code], label: countryLabel(code), kind: 'country' });
}
for (const group of Object.values(PLACE_GROUPS)) {
  const entry: PlaceEntry = { countries: group.countries, label: group.label, kind: 'group' };
  for (const name of group.names) byName.set(name, entry);
  for (const abbreviation of group.abbreviations) byAbbreviation.set(abbreviation, entry);
}
for (const [, name] of US_STATES)
  byName.set(name, { countries: ['US'], label: titleCase(name), kind: 'state' });
for (const [code, cities] of Object.entries(CITIES)) {
  for (const city of cities) byName.set(city, { countries: [code], label: titleCase(city), kind: 'city' });
}

const BOUNDARY_BEFORE = '(?<![\\p{L}\\p{N}.])';
const BOUNDARY_AFTER = '(?![\\p{L}\\p{N}])';
const alternation = (terms: Iterable<string>) =>
  [...terms]
    .sort((a, b) => b.length - a.length || a.localeCompare(b))
    .map((term) => escapeRegExp(term).replace(/ /g, '[\\s-]+'))
    .join('|');
const NAME_PATTERN = new RegExp(
  `${BOUNDARY_BEFORE}(?:${alternation(byName.keys())})${BOUNDARY_AFTER}`,
  'giu',
);
// An abbreviation that ends in a dot must not need a word boundary after it.
const ABBREVIATION_PATTERN = new RegExp(
  // "US$250k" is a currency, not a place.
  `${BOUNDARY_BEFORE}(?:${alternation(byAbbreviation.keys())})(?![\\p{L}\\p{N}$])`,
  'gu',
);
/** "Austin, TX 78701": a capitalised place, a US postal code and a ZIP code (initials alone are not a state). */
const STATE_CODE_PATTERN = new RegExp(
  `\\b\\p{Lu}[\\p{L}.]+(?:\\s\\p{Lu}[\\p{L}.]+)*,\\s?(${US_STATES.map(([code]) => code).join('|')})\\s\\d{5}(?:-\\d{4})?${BOUNDARY_AFTER}`,
  'gu',
);

/**
 * "CONTACT US", "ABOUT US", "JOIN US": an abbreviation inside a run of capitalised words is a
 * heading, not a country. A known abbreviation beside it ("US / UK") does not count as such a word.
 */
function insideCapitalisedPhrase(text: string, index: number, length: number): boolean {
  const before = text.slice(Math.max(0, index - 20), index).match(/(\p{Lu}{2,})[^\S\n]+$/u)?.[1];
  const after = text.slice(index + length, index + length + 20).match(/^[^\S\n]+(\p{Lu}{2,})/u)?.[1];
  const isWord = (word: string | undefined) => word !== undefined && !byAbbreviation.has(word);
  return isWord(before) || isWord(after);
}

const STATE_CODES: ReadonlySet<string> = new Set(US_STATES.map(([code]) => code));

/** "Boston, MA", "Austin, TX": a US city followed by its state's code, without a ZIP code. */
export function followedByStateCode(text: string, hit: PlaceHit): boolean {
  if (hit.kind !== 'city' || hit.countries[0] !== 'US') return false;
  const code = text.slice(hit.index + hit.matched.length).match(/^,\s?([A-Z]{2})\b/)?.[1];
  return code !== undefined && STATE_CODES.has(code);
}

const SHARED_REGION_NOUN =
  /\b(South|North|East|West|Central|Southern|Northern|Eastern|Western)\s+(and|&|or)\s+((?:[\p{L}-]+\s+)?)(Asia|Europe|Africa|America)\b/gu;

/**
 * "South and Southeast Asia" as "South Asia and Southeast Asia": two regions sharing one noun,
 * spelled out so that a list split at "and" keeps both.
 */
export function spellOutSharedRegionNoun(text: string): string {
  return text.replace(SHARED_REGION_NOUN, '$1 $4 $2 $3$4');
}

/** Every place a text names, in order; where two overlap the longer wins. */
export function findPlaces(text: string): PlaceHit[] {
  const hits: PlaceHit[] = [];
  for (const match of text.matchAll(NAME_PATTERN)) {
    const entry =
      byName.get(match[0].toLowerCase().replace(/[\s-]+/g, ' ')) ?? byName.get(match[0].toLowerCase());
    if (entry) hits.push({ ...entry, index: match.index, matched: match[0] });
  }
  for (const match of text.matchAll(ABBREVIATION_PATTERN)) {
    const entry = byAbbreviation.get(match[0]);
    if (entry && !insideCapitalisedPhrase(text, match.index, match[0].length))
      hits.push({ ...entry, index: match.index, matched: match[0] });
  }
  for (const match of text.matchAll(STATE_CODE_PATTERN)) {
    const city = match[0].replace(/,.*$/, '');
    hits.push({
      countries: ['US'],
      label: titleCase(city.toLowerCase()),
      kind: 'city',
      index: match.index,
      matched: match[0],
    });
  }
  hits.sort((a, b) => a.index - b.index || b.matched.length - a.matched.length);
  const kept: PlaceHit[] = [];
  let end = -1;
  for (const hit of hits) {
    if (hit.index < end) continue;
    // "America" inside "Latin America" or "North America" is taken by the longer name above.
    kept.push(hit);
    end = hit.index + hit.matched.length;
  }
  return kept;
}

/** The place group that covers each region, for a span whose two ends lie in it. */
const REGION_GROUP: Partial<Record<Region, keyof typeof PLACE_GROUPS>> = {
  'north-america': 'north-america',
  europe: 'europe',
  'latin-america': 'latin-america',
  'asia-pacific': 'apac',
};
const SPAN_OPENS = /\bfrom\s+(?:the\s+)?$/i;
const SPAN_JOINS = /^\s+to\s+(?:the\s+)?$/i;

/**
 * "Headquartered somewhere on this continent, from Lisbon to Helsinki": two places as the ends of a
 * span name the region that holds both, not the two cities.
 */
export function withSpansAsRegions(text: string, hits: readonly PlaceHit[]): PlaceHit[] {
  const out: PlaceHit[] = [];
  for (let i = 0; i < hits.length; i += 1) {
    const from = hits[i];
    const to = hits[i + 1];
    if (!from) continue;
    const region = to ? sharedRegion(from, to) : null;
    const group = region ? REGION_GROUP[region] : undefined;
    const entry = group ? PLACE_GROUPS[group] : undefined;
    if (
      to &&
      entry &&
      SPAN_OPENS.test(text.slice(0, from.index)) &&
      SPAN_JOINS.test(text.slice(from.index + from.matched.length, to.index))
    ) {
      out.push({
        countries: entry.countries,
        label: entry.label,
        kind: 'group',
        index: from.index,
        matched: text.slice(from.index, to.index + to.matched.length),
      });
      i += 1;
    } else out.push(from);
  }
  return out;
}

function sharedRegion(a: PlaceHit, b: PlaceHit): Region | null {
  const regions = new Set([...a.countries, ...b.countries].map(regionOfCountry));
  const [only] = regions;
  return regions.size === 1 && only ? only : null;
}
