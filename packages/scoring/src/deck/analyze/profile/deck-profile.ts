import type { DeckIndustry } from '@pitchfit/contracts/deck';
import { compileLexicon } from '../../../language/lexicon-matcher';
import { quoteWindow } from '../../../language/quote';
import { escapeRegExp, round } from '../../../language/text';
import {
  BUSINESS_ADDRESS_PHRASES,
  CONSUMER_PRODUCTS,
  MODEL_LEXICON,
  PAYER_PHRASE_BREAKS,
  PAYERS,
} from '../lexicon/business-models';
import { LEGAL_FORM_COUNTRY, PHONE_PREFIX_COUNTRY } from '../lexicon/geography';
import { ACADEMIC_ORIGIN } from '../lexicon/organisation-kinds';
import type { Region } from '../lexicon/regions';
import {
  AI_MEANS_ADJECTIVES,
  AI_MEANS_AFTER,
  AI_MEANS_BEFORE,
  COMPOUND_FORM_HEADS,
  CUSTOMER_PREPOSITIONS,
  INTEGRATION_WORDS,
  TEAM_SELF_DESCRIPTIONS,
} from '../lexicon/statements';
import type { Cited, CustomerKind, Headquarters } from '../types';
import {
  countryLabel,
  findPlaces,
  followedByStateCode,
  type PlaceHit,
  regionOfCountry,
} from '../vocabulary/places';
import { matchIndustryTerms } from '../vocabulary/signals';
import { matchSubsectorTerms } from '../vocabulary/subsector-matcher';
import { findAnalogy, withoutAnalogyBrand } from './analogy';
import { customerWorldWeights, withoutDisownedTrade, withoutNamedCustomers } from './customer-world';
import type { PreparedDeck, PreparedPage } from './prepare';
import { slideRole } from './slide-roles';

/**
 * What the company says it is. A deck's cover, its one-liner and its "we are X for Y"
 * statements say what the business is; keyword share over the whole deck only says what it
 * talks about (a banking-API deck talks about lending, a climate deck about finance).
 */

/** Identity statements: "We are the Stripe for X", "Acme is a platform that", "Acme helps banks". */
const IDENTITY =
  /\b(?:we are|we['’]re|is (?:a|an|the)|are (?:a|an|the)|we (?:build|make|provide|offer|help|enable|let)|(?:helps|enables|lets|allows|provides|offers|builds|powers|gives)\b)/i;
const IDENTITY_PAGES = 4;

interface IdentityText {
  text: string;
  page: number;
  weight: number;
  /** The statement as the deck writes it, for the quote: "database" is read from "We are Postgres for sensor data". */
  statement: string;
}

/**
 * "We are Sentry for data pipelines": what follows the famous name is what the company does, and
 * it is the plainest statement a deck makes about itself, so it counts as much as the one-liner.
 */
function identityText(text: string, page: number, weight: number): IdentityText[] {
  const analogy = findAnalogy(text);
  if (!analogy) return [{ text, page, weight, statement: text }];
  const strongest = Math.max(weight, ANALOGY_WEIGHT);
  // "Postgres for sensor data": a tool's name says what the product is; what follows is its market.
  return analogy.category
    ? [
        { text: analogy.category, page, weight: strongest, statement: text },
        { text: analogy.target, page, weight, statement: text },
      ]
    : [{ text: analogy.target, page, weight: strongest, statement: text }];
}
const ANALOGY_WEIGHT = 3;

function identityTexts(deck: PreparedDeck, oneLiner: Cited<string> | null): IdentityText[] {
  const texts: IdentityText[] = [];
  if (oneLiner) texts.push(...identityText(oneLiner.quote, oneLiner.page, 3));
  const cover = deck.pages.find((page) => page.lines.length > 0);
  if (cover) {
    for (const line of cover.lines) texts.push(...identityText(line.text, cover.number, 2));
  }
  // The first slides and every product slide say what the company is; a market, competition or
  // customer-logo slide ("The market is a $73bn industry") says what surrounds it.
  const statementPages = deck.pages.filter((page, i) => {
    const role = slideRole(deck, page);
    return role !== 'context' && (i < IDENTITY_PAGES || role === 'product');
  });
  for (const page of statementPages) {
    for (const line of page.lines) {
      for (const sentence of line.text.split(/(?<=[.!?])\s+/)) {
        if ((IDENTITY.test(sentence) || findAnalogy(sentence)) && sentence.length <= 240)
          texts.push(...identityText(sentence, page.number, 2));
      }
    }
  }
  return texts;
}

/**
 * Industries whose words, in a statement about animals, name the pet business: "Get Healthcare
 * for your pets at Home" is veterinary care, "food for dogs" pet food, "insurance for cats" pet
 * insurance; none of them is human health, food or insurance.
 */
const PET_VERTICALS: ReadonlySet<DeckIndustry> = new Set([
  'health',
  'food-agriculture',
  'fintech',
  'commerce',
]);

/** The statement grammar's words (lexicon/statements.ts) as patterns. */
const alternatives = (words: readonly string[]) => words.map(escapeRegExp).join('|');
const FORM_HEADS = new RegExp(`^(?:${alternatives(COMPOUND_FORM_HEADS)})$`, 'i');
const MEANS_BEFORE = new RegExp(`^[\\s-]*(?:${alternatives(AI_MEANS_BEFORE)})\\b`, 'i');
const MEANS_AFTER = new RegExp(`\\b(?:${alternatives(AI_MEANS_AFTER)})\\s+(?:[\\p{L}-]+\\s+)?$`, 'iu');
const MEANS_ADJECTIVE = new RegExp(`^[\\s-]*(?:${alternatives(AI_MEANS_ADJECTIVES)})\\b`, 'i');
const MEANS_SUFFIX = new RegExp(`-(?:${alternatives(AI_MEANS_ADJECTIVES)})$`, 'i');
const FOR_CUSTOMER = new RegExp(
  `\\b(?:${alternatives(CUSTOMER_PREPOSITIONS)})\\s+(?:[\\p{L}\\d-]+\\s+){0,2}$`,
  'iu',
);

type IndustryHit = ReturnType<typeof matchIndustryTerms>[number];

/**
 * An identity statement read by its grammar, not as a bag of words:
 * - the last word of a compound is what the business is, the words before it its market:
 *   "Renewable Energy Finance" is finance for renewable energy (as "banking infrastructure" is
 *   banking). A head word too vague to count alone ("finance") then counts as strongly as its
 *   industry's own words, and the market's industry, named only there, does not count for the
 *   statement;
 * - AI named as the means ("Applied AI transforming X", "X with generative AI", "AI-powered X")
 *   says how the company works when the statement also names what it works on, even in words
 *   too vague to name its industry ("misleading financial content with Generative AI"): the
 *   statement then says what the company is not (an AI company), and other statements say what it is.
 */
function statementHits(text: string): IndustryHit[] {
  const hits = matchIndustryTerms(text);
  const dropped = new Set<IndustryHit>();
  const promoted = new Map<IndustryHit, number>();
  for (const head of hits) {
    // A strong head already counts; a weak one ("finance") is read by its place in the compound.
    // A gerund ("health monitoring") names an activity, not a field of business.
    if (head.weight >= 1 || FORM_HEADS.test(head.matched) || /ing$/i.test(head.matched)) continue;
    const end = head.index + head.matched.length;
    if (!/^\s*(?:$|[.,;:!?()–—-]\s|[.,;:!?)]$)/.test(text.slice(end))) continue;
    const modifiers = hits.filter(
      (other) =>
        other.key !== head.key &&
        other.weight >= 1 &&
        /^[\s-]+$/.test(text.slice(other.index + other.matched.length, head.index)),
    );
    if (modifiers.length === 0) continue;
    // "Attribution for B2B marketing teams": a compound after "for" names the customer, not the business.
    const start = Math.min(...modifiers.map((modifier) => modifier.index));
    if (FOR_CUSTOMER.test(text.slice(0, start))) continue;
    promoted.set(head, 1);
    for (const modifier of modifiers) {
      const elsewhere = hits.some(
        (other) => other.key === modifier.key && other.weight >= 1 && other.index !== modifier.index,
      );
      if (!elsewhere) for (const same of hits) if (same.index === modifier.index) dropped.add(same);
    }
  }
  const read = hits
    .filter((hit) => !dropped.has(hit))
    .map((hit) => ({ ...hit, weight: Math.max(hit.weight, promoted.get(hit) ?? 0) }));
  // Any other word counts as what the AI works on, a weak one too ("financial content").
  const others = read.some((hit) => hit.key !== 'ai-ml');
  if (!others) return read;
  return read.filter((hit) => {
    if (hit.key !== 'ai-ml') return true;
    const after = text.slice(hit.index + hit.matched.length);
    const before = text.slice(0, hit.index);
    // "AI-powered meal planning": the adjective may be part of the matched term itself.
    const adjective = MEANS_ADJECTIVE.test(after) || MEANS_SUFFIX.test(hit.matched);
    return !(MEANS_BEFORE.test(after) || MEANS_AFTER.test(before) || adjective);
  });
}

/**
 * "We are a team of developers and nutritionists": a sentence about the team says who builds the
 * product, not what it is (a meal planner made by developers is not a developer tool).
 */
const TEAM_STATEMENT = new RegExp(`\\b(?:${alternatives(TEAM_SELF_DESCRIPTIONS)})\\b`, 'i');
export const describesTeam = (text: string) => TEAM_STATEMENT.test(text);

/**
 * Words that say how a product connects (API, SDK, developer portal). They say what it is only
 * when it is sold to developers; in a product for banks or families they are its plumbing.
 */
const INTEGRATION = new RegExp(`^(?:${alternatives(INTEGRATION_WORDS)})$`, 'i');
export const isIntegrationWord = (matched: string) => INTEGRATION.test(matched.replace(/[\s-]+/g, ' '));

type Totals = Map<DeckIndustry, { score: number; best: IdentityText; bestScore: number }>;

/** Industry totals over the identity statements, from the words that name an industry (weight 1 and above). */
function identityTotals(texts: readonly IdentityText[]): Totals {
  const totals: Totals = new Map();
  for (const text of texts) {
    const perKey = new Map<DeckIndustry, number>();
    const hits = statementHits(text.text);
    const forAnimals = hits.some((hit) => hit.key === 'pets' && hit.weight >= 1);
    // "REST API and SDK for banks": the integration words are plumbing when others name the business.
    const named = hits.some((hit) => hit.key !== 'developer-tools' && hit.weight >= 1);
    const customerWorld = customerWorldWeights(text.text, hits);
    for (const hit of hits) {
      if (hit.weight < 1) continue;
      if (forAnimals && PET_VERTICALS.has(hit.key)) continue;
      if (hit.key === 'developer-tools' && named && isIntegrationWord(hit.matched)) continue;
      // "TurbineLab SA · university spin-off": where the company came from, not what it is.
      if (hit.key === 'education' && ACADEMIC_ORIGIN.test(text.text)) continue;
      const weight = hit.weight * customerWorld(hit);
      perKey.set(hit.key, Math.max(perKey.get(hit.key) ?? 0, weight));
    }
    for (const [industry, weight] of perKey) {
      const score = weight * text.weight;
      const entry = totals.get(industry);
      if (!entry) totals.set(industry, { score, best: text, bestScore: score });
      else {
        entry.score += score;
        if (score > entry.bestScore) Object.assign(entry, { best: text, bestScore: score });
      }
    }
  }
  return totals;
}

/**
 * The industry the company's own statements name most strongly, with the statement that names it.
 * Where two are named equally, the one the deck's words name more (`keywordOrder`, strongest
 * first) is what it is; null when the statements name none, or a tie the words do not break.
 */
export function primarySector(
  deck: PreparedDeck,
  oneLiner: Cited<string> | null,
  keywordOrder: readonly DeckIndustry[] = [],
): Cited<DeckIndustry> | null {
  const texts = identityTexts(deck, oneLiner)
    .filter((text) => !describesTeam(text.text))
    .map((text) => ({ ...text, text: withoutDisownedTrade(text.text) }));
  const rank = (industry: DeckIndustry) => {
    const at = keywordOrder.indexOf(industry);
    return at < 0 ? keywordOrder.length : at;
  };
  const ranked = [...identityTotals(texts).entries()].sort(
    (a, b) => b[1].score - a[1].score || rank(a[0]) - rank(b[0]) || a[0].localeCompare(b[0]),
  );
  const [top, second] = ranked;
  if (!top) return null;
  if (second && second[1].score === top[1].score && rank(second[0]) === rank(top[0])) return null;
  const statement = top[1].best.statement;
  return { value: top[0], page: top[1].best.page, quote: quoteWindow(statement, 0, statement.length) };
}

/** Words that name people in general; "users" and "people" also use B2B products. */
const GENERIC_CUSTOMER_WORDS: ReadonlySet<string> = new Set(['users', 'people', 'personal', 'everyday']);

const CUSTOMER_TERMS = compileLexicon<CustomerKind>([
  ...MODEL_LEXICON.consumer
    .filter((term) => !GENERIC_CUSTOMER_WORDS.has(term))
    .map((term) => ({ key: 'consumer' as const, term, weight: 1 })),
  ...[...MODEL_LEXICON.business, ...BUSINESS_ADDRESS_PHRASES].map((term) => ({
    key: 'business' as const,
    term,
    weight: 1,
  })),
]);

const CONSUMER_PRODUCT_TERMS = compileLexicon(
  CONSUMER_PRODUCTS.map((term) => ({ key: 'consumer' as const, term, weight: 1 })),
);

const PAYER_TERMS = compileLexicon<CustomerKind>([
  ...MODEL_LEXICON.consumer
    .filter((term) => !GENERIC_CUSTOMER_WORDS.has(term))
    .map((term) => ({ key: 'consumer' as const, term, weight: 1 })),
  ...PAYERS.consumer.map((term) => ({ key: 'consumer' as const, term, weight: 1 })),
  ...MODEL_LEXICON.business.map((term) => ({ key: 'business' as const, term, weight: 1 })),
  ...PAYERS.business.map((term) => ({ key: 'business' as const, term, weight: 1 })),
]);

/** "Agencies pay ...", "the employer or operator pays": the payer is the few words before the verb. */
const PAYER_BEFORE = /((?:[\p{L}-]+\s+){1,4})(?:pays?|buys?|subscribes?)\b(?!\s+(?:nothing|no\b|zero))/giu;
/** "Sold to employers per site", "paid for by insurers": the payer is the few words after. */
const PAYER_AFTER = /\b(?:sold to|paid (?:for )?by|bought by|billed to)\s+((?:[\p{L}-]+\s*){1,4})/giu;
const NEGATION = /\b(?:not|never|no|don['’]t|doesn['’]t|won['’]t)\s*$/i;
/** Words that end a noun phrase read backwards from the verb: "the employer or operator pays". */
const PHRASE_BREAK: ReadonlySet<string> = new Set(PAYER_PHRASE_BREAKS);

/** "restaurant" for "restaurants", "agency" for "agencies": a modifier is written in the singular. */
function pluralForms(word: string): string[] {
  if (word.endsWith('y')) return [word, `${word.slice(0, -1)}ies`];
  if (word.endsWith('s')) return [word, `${word}es`];
  return [word, `${word}s`];
}

/**
 * The kind of payer a noun phrase names, read as a head with its modifiers: "restaurant owners"
 * and "fleet managers" pay for a business (a modifier that names an organisation decides, whatever
 * the head is), "pet owners" and "drivers" for themselves. In "What brands you buy" the brands are
 * what is bought: the phrase is cut at "you", and "you" names no payer.
 */
function payerKinds(words: readonly string[]): CustomerKind[] {
  const phrase: string[] = [];
  for (const word of [...words].reverse()) {
    const plain = word.toLowerCase().replace(/[^\p{L}-]/gu, '');
    if (!plain || PHRASE_BREAK.has(plain)) break;
    phrase.unshift(plain);
  }
  const head = phrase.at(-1);
  if (!head) return [];
  const modifierIsBusiness = phrase
    .slice(0, -1)
    .some((word) =>
      pluralForms(word).some((form) => PAYER_TERMS(form).some((hit) => hit.key === 'business')),
    );
  if (modifierIsBusiness) return ['business'];
  return [...new Set(PAYER_TERMS(head).map((hit) => hit.key))];
}

/** "Free for workers", "free to families": the side of a two-sided product that does not pay. */
const FREE_FOR = /\bfree (?:for|to)\s+((?:[\p{L}-]+\s*){1,3})/giu;

interface PayerStatement {
  kind: CustomerKind;
  page: number;
  text: string;
}

function payerStatements(deck: PreparedDeck): PayerStatement[] {
  const found: PayerStatement[] = [];
  for (const page of deck.pages) {
    for (const line of page.lines) {
      for (const match of line.text.matchAll(PAYER_BEFORE)) {
        const words = match[1] ?? '';
        if (NEGATION.test(words)) continue;
        for (const kind of payerKinds(words.trim().split(/\s+/)))
          found.push({ kind, page: page.number, text: line.text });
      }
      for (const match of line.text.matchAll(PAYER_AFTER)) {
        for (const kind of new Set(PAYER_TERMS(match[1] ?? '').map((hit) => hit.key)))
          found.push({ kind, page: page.number, text: line.text });
      }
    }
  }
  return found;
}

/**
 * Who the deck says pays. Whoever pays is the customer, whatever else the deck mentions: home-care
 * rounds software whose "care notes families can read" is sold because "agencies pay per carer".
 * Only a deck whose payer statements agree on one kind of payer has one.
 */
function payer(deck: PreparedDeck): Cited<CustomerKind> | null {
  const found = payerStatements(deck);
  const kinds = new Set(found.map((hit) => hit.kind));
  const first = found[0];
  return kinds.size === 1 && first
    ? { value: first.kind, page: first.page, quote: quoteWindow(first.text, 0, first.text.length) }
    : null;
}

/**
 * The people a two-sided product is for when someone else pays: "Free for workers" beside
 * "Businesses pay a fee per shift filled" is a consumer app that businesses pay for. Null unless
 * the deck says a consumer side uses it for free and only businesses pay.
 */
export function freeSideUser(deck: PreparedDeck): Cited<CustomerKind> | null {
  if (payer(deck)?.value !== 'business') return null;
  for (const page of deck.pages) {
    for (const line of page.lines) {
      for (const match of line.text.matchAll(FREE_FOR)) {
        const kinds = new Set(PAYER_TERMS(match[1] ?? '').map((hit) => hit.key));
        if (kinds.size === 1 && kinds.has('consumer'))
          return { value: 'consumer', page: page.number, quote: quoteWindow(line.text, 0, line.text.length) };
      }
    }
  }
  return null;
}

/**
 * The customer the deck says pays ("Agencies pay per carer per month"), else the customer the
 * company's own statements name ("for banks", "for families"), or, when they name none, the
 * consumer goods they make.
 */
export function primaryCustomer(
  deck: PreparedDeck,
  oneLiner: Cited<string> | null,
): Cited<CustomerKind> | null {
  const paying = payer(deck);
  if (paying) return paying;
  const totals = { consumer: 0, business: 0 };
  const best: Partial<Record<CustomerKind, IdentityText>> = {};
  for (const text of identityTexts(deck, oneLiner)) {
    const kinds = new Set(CUSTOMER_TERMS(text.text).map((hit) => hit.key));
    for (const kind of kinds) {
      totals[kind] += text.weight;
      best[kind] ??= text;
    }
  }
  if (totals.consumer + totals.business === 0) {
    const product = identityTexts(deck, oneLiner).find(
      (text) => CONSUMER_PRODUCT_TERMS(text.text).length > 0,
    );
    if (product)
      return {
        value: 'consumer',
        page: product.page,
        quote: quoteWindow(product.statement, 0, product.statement.length),
      };
  }
  const kind: CustomerKind | null =
    totals.business > totals.consumer ? 'business' : totals.consumer > totals.business ? 'consumer' : null;
  const text = kind ? best[kind] : undefined;
  return kind && text
    ? { value: kind, page: text.page, quote: quoteWindow(text.statement, 0, text.statement.length) }
    : null;
}

/**
 * A statement of where the company is, in the languages decks are written in ("Sitz: Stuttgart",
 * "siège à Lyon", "sede en Bogotá"). Offices, locations and where it was founded are weaker:
 * "Headquartered in Amsterdam, with a sales office in San Francisco" is based in Amsterdam.
 */
const HQ_STATEMENT =
  /\b(?:(headquartered|headquarters|hq|based|head office|registered office|incorporated|sitz|firmensitz|hauptsitz|siège(?: social)?|sede(?: central| social)?|matriz|kantor pusat)|located|offices?|founded(?:\s+(?:in\s+)?\d{4})?)\b\s*(?:in|at|à|en|em|di|:|-)?\s*/giu;
const HQ_STATEMENT_SCORE = { seat: 5, office: 4 } as const;
const ADDRESS_WORDS =
  /\b(?:street|st\.|avenue|ave\.?|road|rd\.|suite|floor|blvd|boulevard|lane|strasse|straße|rue|via|calle)\b|\b\d{5}(?:-\d{4})?\b/iu;
/**
 * "221 Baker Street", "SW1A 1AA": a house number before a name, or a UK postcode. Case matters: "38
 * staff" and "Rs 11 crore" are counts and amounts, and "2 Million" is no street. The number opens the
 * line or follows a separator: in "SOC 2 Type II", "Tier 1 Suppliers" or "Phase 3 Trial" it belongs
 * to the word before it.
 */
const STREET_NUMBER =
  /(?<=^|[,:;|·•(–—-]\s*)\d{1,5}\s+(?!(?:Million|Billion|Thousand|Crore|Lakh|Customers|Users|Staff|People|Employees)\b)\p{Lu}\p{Ll}+|[A-Z]{1,2}\d{1,2}[A-Z]?\s\d[A-Z]{2}/u;
const isAddress = (line: string) => ADDRESS_WORDS.test(line) || STREET_NUMBER.test(line);
const HEADCOUNT = /\b\d{1,4}\s+(?:people|staff|employees|ftes?)\b/i;
/** "Use: console support, US sales", "expansion into Germany": where the money goes, not where the company is. */
const MONEY_GOES_TO =
  /\b(?:sales|expansion|expand\w*|launch\w*|go[\s-]to[\s-]market|gtm|entry|enter\w*|use of (?:funds|proceeds)|use)\b/i;

/** The statements of HQ_STATEMENT that name the company's seat whoever's line they are on. */
const COMPANY_SEAT = /^(?:headquartered|headquarters|hq|registered office|incorporated)$/i;
/**
 * A team member's role on the line: what it says of a place is where that person is. Acronyms in
 * capitals only ("Cto" is no title); the words in any case ("Head of Sales"). One founder's title, not
 * the company describing itself: "founder-led", "our founders" and "founders' first hires" are not roles.
 */
const PERSON_TITLE = /\b(?:CEO|CTO|COO|CFO|CPO|CMO|CRO|VP|SVP|EVP)\b/;
const PERSON_ROLE_WORD = /\b(?:head of|director|(?:co-?)?founder(?![-\w'’])|advis[oe]r)\b/i;
const namesPersonRole = (text: string) => PERSON_TITLE.test(text) || PERSON_ROLE_WORD.test(text);

interface HqCandidate {
  country: string;
  place: string;
  page: number;
  quote: string;
  score: number;
}

/** Pages that say where the company is: the cover, the contact page at the end, team slides. */
function hqPages(deck: PreparedDeck): Array<{ page: PreparedPage; weight: number }> {
  const pages = deck.pages.filter((page) => page.lines.length > 0);
  const out = new Map<number, { page: PreparedPage; weight: number }>();
  const add = (page: PreparedPage | undefined, weight: number) => {
    if (page && (out.get(page.number)?.weight ?? 0) < weight) out.set(page.number, { page, weight });
  };
  add(pages[0], 1);
  add(pages.at(-1), 1);
  add(pages.at(-2), 0.8);
  for (const page of pages) {
    if (/\b(?:team|founders?|contact|about us|get in touch)\b/i.test(page.text)) add(page, 0.8);
  }
  return [...out.values()].sort((a, b) => a.page.number - b.page.number);
}

const countriesOf = (hits: readonly PlaceHit[]) => new Set(hits.flatMap((hit) => hit.countries));
/** What joins the places of a list: "USA and India", "London, Berlin & Paris", "US / UK". */
const LIST_JOINER = /^(?:\s*(?:,|&|\/|\||\band\b|\bor\b)\s*)+$/i;

/** Whether the places a statement starts with ("USA and India") are a list naming several countries. */
function listsSeveralCountries(text: string, places: readonly PlaceHit[]): boolean {
  const listed: PlaceHit[] = [];
  for (const place of places) {
    const previous = listed.at(-1);
    if (previous && !LIST_JOINER.test(text.slice(previous.index + previous.matched.length, place.index)))
      break;
    listed.push(place);
  }
  return countriesOf(listed).size > 1;
}

/** A city or country names one place; a grouping ("Europe") is a market, not an address. */
const specific = (hit: PlaceHit) => hit.kind !== 'group' && hit.countries.length === 1;

/**
 * "No double counting (except Norway)", "(hire placed in Columbus, OH)": a place in brackets that hold
 * words besides places is an aside about something else, not where the company is. "(Berlin, Germany)"
 * holds only places.
 */
function inAside(text: string, hit: PlaceHit): boolean {
  const open = text.lastIndexOf('(', hit.index);
  if (open < 0) return false;
  const close = text.indexOf(')', open);
  if (close >= 0 && close < hit.index) return false;
  let inside = text.slice(open + 1, close < 0 ? undefined : close);
  for (const place of findPlaces(inside)) inside = inside.replace(place.matched, ' ');
  return /\p{L}{3,}/u.test(inside);
}

/**
 * Where the company is headquartered: an explicit statement anywhere ("based in Berlin") wins,
 * then an address on the cover, contact or team slides, then a place alone on such a slide,
 * then a phone prefix or a legal form. Null when the deck does not say.
 */
export function headquarters(deck: PreparedDeck): Cited<Headquarters> | null {
  const candidates: HqCandidate[] = [];
  const push = (hit: PlaceHit, page: number, line: string, score: number) => {
    const country = hit.countries[0];
    if (country)
      candidates.push({ country, place: hit.label, page, quote: quoteWindow(line, 0, line.length), score });
  };
  for (const page of deck.pages) {
    for (const line of page.lines) {
      // "Marta V., VP Europe: based in Seville": where a person on the team works, not the company.
      const personal = namesPersonRole(line.text);
      for (const statement of line.text.matchAll(HQ_STATEMENT)) {
        if (personal && !COMPANY_SEAT.test(statement[1] ?? '')) continue;
        const after = line.text.slice(
          statement.index + statement[0].length,
          statement.index + statement[0].length + 60,
        );
        // The place right after the statement ("based in Berlin, selling across Europe"); two
        // calls to findPlaces give two sets of objects, so the first hit is taken from one list.
        const places = findPlaces(after);
        const hit = places[0];
        // "Offices in USA and India", "based in London and Lagos": a list of places is not one address.
        if (hit && specific(hit) && !listsSeveralCountries(after, places))
          push(
            hit,
            page.number,
            line.text,
            statement[1] ? HQ_STATEMENT_SCORE.seat : HQ_STATEMENT_SCORE.office,
          );
      }
    }
  }
  for (const { page, weight } of hqPages(deck)) {
    for (const line of page.lines) {
      const hits = findPlaces(line.text).filter(
        (hit) => specific(hit) && !inAside(line.text, hit) && !isPeoplesNationality(line.text, hit),
      );
      const first = hits[0];
      if (!first) continue;
      const words = line.text.split(/\s+/).length;
      // "London, United Kingdom", "Austin, TX": a city with its country or state reads as an address.
      const cityWithCountry = hits.some(
        (hit, i) =>
          hit.kind === 'city' &&
          // The next place must be the city's state or country: "New York and Chicago" is two cities.
          ((hits[i + 1]?.kind !== 'city' && hits[i + 1]?.countries[0] === hit.countries[0]) ||
            /,\s?[A-Z]{2}\b/.test(hit.matched) ||
            followedByStateCode(line.text, hit)),
      );
      // Team slides name schools and past employers ("BSE from Michigan"): only an address counts there.
      const biography = /\b(?:from|university|college|school|ex-|former|previously|alumn\w*|@|at)\b/i.test(
        line.text,
      );
      if (isAddress(line.text) || cityWithCountry) push(first, page.number, line.text, 3 * weight);
      // "USA | UK | India" on a cover lists markets or offices; a place alone says where the company
      // is, and so does a place beside the headcount on a team slide ("22 people, Dundee"). Where the
      // round's money goes ("Use: US sales") is a market.
      else if (
        words <= 8 &&
        (weight >= 1 || HEADCOUNT.test(line.text)) &&
        !biography &&
        !MONEY_GOES_TO.test(line.text) &&
        countriesOf(hits).size === 1
      )
        push(first, page.number, line.text, 2 * weight);
    }
  }
  for (const { page } of hqPages(deck)) {
    for (const line of page.lines) {
      const phone = line.text.match(/(?<![\d+])\+(\d{1,3})[\s(.-]/);
      const phoneCountry = phone ? (PHONE_PREFIX_COUNTRY[`+${phone[1]}`] ?? null) : null;
      const legal = Object.entries(LEGAL_FORM_COUNTRY).find(([form]) =>
        new RegExp(`(?<![\\p{L}])${form.replace(/[.()]/g, '\\$&')}(?![\\p{L}])`, 'iu').test(line.text),
      );
      const country = phoneCountry ?? legal?.[1] ?? null;
      if (country)
        candidates.push({
          country,
          place: countryLabel(country),
          page: page.number,
          quote: quoteWindow(line.text, 0, line.text.length),
          score: 1,
        });
    }
  }
  // Where candidates disagree, the country most of the evidence points at wins.
  const byCountry = new Map<string, { total: number; best: HqCandidate }>();
  for (const candidate of candidates) {
    const entry = byCountry.get(candidate.country);
    if (!entry) byCountry.set(candidate.country, { total: candidate.score, best: candidate });
    else {
      entry.total += candidate.score;
      if (candidate.score > entry.best.score) entry.best = candidate;
    }
  }
  const winner = [...byCountry.values()].sort(
    (a, b) => b.best.score - a.best.score || b.total - a.total || a.best.page - b.best.page,
  )[0];
  if (!winner) return null;
  const { country, place, page, quote } = winner.best;
  return { value: { country, place }, page, quote };
}

/** People named after the place word ("French engineers", "Indian founders"): who they are, not where the company works. */
const PEOPLE_AFTER =
  /^\s+(?:engineers?|developers?|founders?|co-?founders?|talent|staff|scientists?|researchers?|employees|people|speakers?)\b/i;

/**
 * "French engineers": a nationality (a word other than the place's own name, not an abbreviation)
 * before people, which says where the people come from, not where the company sells or operates.
 */
function isPeoplesNationality(text: string, hit: PlaceHit): boolean {
  const word = hit.matched.toLowerCase();
  const name = hit.label.toLowerCase().replace(/^the\s+/, '');
  return (
    hit.kind === 'country' &&
    word !== name &&
    hit.matched !== hit.matched.toUpperCase() &&
    PEOPLE_AFTER.test(text.slice(hit.index + hit.matched.length))
  );
}

/**
 * Regions the deck points at (where it sells and operates), largest first. Every place named
 * counts, a grouping ("Europe") for its region, the headquarters' country twice over.
 */
export function marketRegions(
  deck: PreparedDeck,
  hq: Cited<Headquarters> | null,
  currencies: ReadonlyMap<Region, number>,
): Array<{ region: Region; share: number }> {
  const totals = new Map<Region, number>();
  const add = (region: Region | null, value: number) => {
    if (region) totals.set(region, (totals.get(region) ?? 0) + value);
  };
  const counts = new Map<string, { regions: Region[]; count: number }>();
  for (const page of deck.pages) {
    for (const line of page.lines) {
      for (const hit of findPlaces(line.text)) {
        if (isPeoplesNationality(line.text, hit)) continue;
        const key = hit.label.toLowerCase();
        const regions = [
          ...new Set(hit.countries.map(regionOfCountry).filter((r): r is Region => r !== null)),
        ];
        const entry = counts.get(key) ?? { regions, count: 0 };
        entry.count += 1;
        counts.set(key, entry);
      }
    }
  }
  for (const { regions, count } of counts.values()) {
    for (const region of regions) add(region, (1 + Math.log(count)) / regions.length);
  }
  if (hq) add(regionOfCountry(hq.value.country), 2);
  for (const [region, value] of currencies) add(region, value);
  const sum = [...totals.values()].reduce((a, b) => a + b, 0);
  if (sum <= 0) return [];
  return [...totals.entries()]
    .map(([region, value]) => ({ region, share: round(value / sum, 4) }))
    .filter((entry) => entry.share >= 0.05)
    .sort((a, b) => b.share - a.share || a.region.localeCompare(b.region));
}

/**
 * Which sub-sectors of each industry the deck is in: shares of the sub-sector words per industry
 * (each line counts a sub-sector once), so "pure lending" can be told from payments.
 */
export function subsectorShares(
  deck: PreparedDeck,
  companyName: string | null,
): Array<{ industry: DeckIndustry; id: string; share: number }> {
  const counts = new Map<string, number>();
  // The company's own name ("Ledgerly", "PayFlow") is not evidence of what it does.
  const name = companyName && companyName.length >= 3 ? new RegExp(escapeRegExp(companyName), 'gi') : null;
  for (const page of deck.pages) {
    for (const line of page.lines) {
      const own = withoutDisownedTrade(withoutNamedCustomers(withoutAnalogyBrand(line.text)));
      const text = name ? own.replace(name, ' ') : own;
      for (const key of new Set(matchSubsectorTerms(text).map((hit) => `${hit.industry}/${hit.subsector}`))) {
        counts.set(key, (counts.get(key) ?? 0) + (page.number === 1 ? 3 : 1));
      }
    }
  }
  const perIndustry = new Map<DeckIndustry, number>();
  for (const [key, count] of counts) {
    const [industry] = key.split('/') as [DeckIndustry];
    perIndustry.set(industry, (perIndustry.get(industry) ?? 0) + count);
  }
  return [...counts.entries()]
    .map(([key, count]) => {
      const [industry, id] = key.split('/') as [DeckIndustry, string];
      return { industry, id, share: round(count / (perIndustry.get(industry) ?? count), 4) };
    })
    .filter((entry) => entry.share >= 0.05)
    .sort((a, b) => a.industry.localeCompare(b.industry) || b.share - a.share || a.id.localeCompare(b.id));
}

/** "KYA-101", "NRT-201": the code names drug programs go by. */
const PROGRAM_CODE = /\b[A-Z]{2,5}-\d{2,4}\b/g;
const PLATFORM_WORD = /\bplatform\b/i;

/**
 * Whether the company presents more than one asset: a platform ("The platform: machine-learning
 * models design antibodies") or two programs or more ("KYA-101", "KYA-204"). A "single-asset
 * therapeutics" rule-out does not hit such a company. Cited with the line that shows it.
 */
export function multiAsset(deck: PreparedDeck): Cited<string> | null {
  const codes = new Set<string>();
  for (const page of deck.pages) {
    for (const line of page.lines) {
      if (PLATFORM_WORD.test(line.text))
        return { value: 'platform', page: page.number, quote: quoteWindow(line.text, 0, line.text.length) };
      for (const code of line.text.match(PROGRAM_CODE) ?? []) {
        codes.add(code);
        if (codes.size >= 2)
          return { value: 'programs', page: page.number, quote: quoteWindow(line.text, 0, line.text.length) };
      }
    }
  }
  return null;
}
