import {
  DECK_INDUSTRIES,
  type DeckIndustry,
  FUNDING_STAGES,
  type FundingStage,
} from '@pitchfit/contracts/deck';
import { compileLexicon, type LexiconEntry, termAlternation } from '../../../language/lexicon-matcher';
import { NEGATION } from '../../../language/negation';
import { sentencesOf } from '../../../language/sentences';
import { type BusinessModel, THESIS_MODEL_CUES } from '../lexicon/business-models';
import { FOUNDER_QUALIFICATIONS } from '../lexicon/founders';
import { SMALL_BUSINESS_TERMS } from '../lexicon/small-business';
import {
  CONSUMER_BUYER_NOUNS,
  DEAL_TERM_WORDS,
  HIRING_BANNER,
  NEGATIVE_HEADINGS,
  OPERATED_SITES,
  PEOPLE_NOUNS,
  SKIPPED_HEADINGS,
  SOFT_PREFERENCE_CUES,
} from '../lexicon/thesis-grammar';
import { STAGE_PROFILE } from '../tuning';
import { COMMON_WORDS } from '../vocabulary/common-words';
import { findMoney } from '../vocabulary/money';
import {
  findPlaces,
  type PlaceHit,
  spellOutSharedRegionNoun,
  withSpansAsRegions,
} from '../vocabulary/places';
import { matchIndustryTerms } from '../vocabulary/signals';
import { findStages, thesisStagesIn } from '../vocabulary/stage';
import { matchSubsectorTerms } from '../vocabulary/subsector-matcher';

/**
 * The thesis reader: splits a thesis (or an answer) into sentences and clauses, and gives each
 * clause a polarity and a scope. "We avoid consumer apps and pure lending" is one clause that
 * excludes two scopes, "consumer apps" and "pure lending"; each scope is read into facets (model,
 * industry, sub-sector, stage, place) that a deck must meet together to be hit by it.
 */

/**
 * 'soft' is what the fund does now and then or is willing to do ("occasionally pre-seed",
 * "comfortable with hardware"); 'prefers' is a soft want inside its focus ("a soft spot for climate").
 */
export type Polarity = 'wants' | 'excludes' | 'soft' | 'prefers';

export interface SubsectorRef {
  industry: DeckIndustry;
  id: string;
}

export interface Scope {
  /** The words the clause applies to, as written ("pure lending"). */
  phrase: string;
  /** A word that narrows the scope: "pure", "only", "consumer" (kept as written). */
  qualifier: string | null;
  industries: DeckIndustry[];
  subsectors: SubsectorRef[];
  models: BusinessModel[];
  stages: FundingStage[];
  places: PlaceHit[];
  /** Content words of a scope the lexicons do not know ("gambling"), matched against the deck's words. */
  terms: string[];
  /**
   * What the scope lacks ("wellness apps without clinical validation": "clinical", "validation"):
   * a deck that shows it is not in the scope, so a wellness app with clinical evidence is not hit.
   */
  without?: string[];
}

/** Where a thesis rule puts a place: where the company is based, where it sells, or either. */
export type PlaceRole = 'hq' | 'market' | 'any';

export type LeadRule = 'leads' | 'does-not-lead' | 'sometimes-leads' | 'follow-on-only';

export interface Clause {
  /** The clause as written, for quoting back to the investor. */
  quote: string;
  polarity: Polarity;
  /** A preference stated as a limit ("US only", "B2B only", "Seed") rather than a rule-out. */
  preference: boolean;
  scopes: Scope[];
  placeRole: PlaceRole;
  lead: LeadRule | null;
  /** Stages a clause rules in or out by a bound ("never after seed", "up to Series A"). */
  stageBound: { after?: FundingStage; before?: FundingStage; from?: FundingStage; to?: FundingStage } | null;
  /**
   * The part of the clause that names the customers' industries ("... that sell into regulated
   * industries: financial services, insurance"): what the company sells into, not what it is.
   */
  verticalText: string;
}

/**
 * How the text is read: a thesis wants by default; a deal-breakers answer excludes by default, and
 * so do the items under a negative heading in a thesis ("What we don't invest in"), where a stage
 * or a place is ruled out too rather than read as a limit the investor wants. Under a heading that
 * raises the bar ("Amber: send it, but the bar is higher") each item is a soft rule.
 */
export type ReadingMode = 'thesis' | 'exclusions-answer' | 'excluded-section' | 'soft-section';

/** "... to other funds", "... to specialists": what a fund leaves to others it rules out. */
const LEFT_TO_OTHERS_TAIL = String.raw`\bto (?:other |specialist )?(?:funds|investors|others|specialists)\b`;
/** "Brazil is covered by our sister fund": what another fund covers, named before the cue. */
const COVERED_ELSEWHERE = String.raw`(?:is|are) covered by (?:our |a |an )?(?:sister|other|another|separate|partner) (?:funds?|vehicles?)`;
/**
 * What a climate or impact fund's companies avoid ("reduce or avoid greenhouse-gas emissions", "avoid
 * food waste"): the impact they have, not what the fund rules out ("we avoid carbon offsets" still is).
 */
const AVOIDED_HARM = String.raw`(?:emissions|greenhouse[\s-]gas(?:es)?|CO2e?|harm|pollution|deforestation|spoilage|(?:food|packaging|plastic)\s+waste)\b`;
/** "Does not qualify", "do not get listed", "is not eligible": a company not admitted, named before the cue. */
const NOT_ADMITTED = String.raw`(?:do|does|will|would) not (?:qualify|fit|get (?:listed|funded|backed|selected|accepted))|(?:don['’]t|doesn['’]t) (?:qualify|fit)|(?:is|are) not eligible|(?:is|are) ineligible`;
const EXCLUDE_CUE = new RegExp(
  String.raw`\b(?:${NOT_ADMITTED}|${NEGATION}|avoid(?:s|ing)?(?!\s+(?:[\w-]+\s+){0,2}${AVOIDED_HARM})|(?:we|i) (?:(?:usually|always|generally|tend to) )?skip|qued(?:a|an) fuera|fic(?:a|am) de fora|exclud(?:e|es|ing|ed)|except(?:\s+for)?|stay(?:ing)? away from|(?:steer )?clear of|pass(?:es)? on|leave(?=[^.;]*${LEFT_TO_OTHERS_TAIL})|(?:where )?(?:we|i) draw the line|(?:the )?wrong (?:fund|partner|investors?|firm|people) for|${COVERED_ELSEWHERE}|not interested in|off[\s-]limits|out of scope|(?:is|are) (?:off the table|out(?:\s+for\s+now)?(?=\s*(?:[.;,)]|$)))|rule[sd]? out|deal[\s-]?breakers?(?:\s+(?:are|include))?|red flags?(?:\s+(?:are|include))?|outside (?:of )?(?:our|its|the (?:fund|firm|programme|program)['’]s|the (?:fund|firm|programme|program)) (?:(?:investment|core) )?(?:focus|scope|mandate|strategy|remit|thesis|criteria)|(?:is|are) outside (?:of )?what (?:we|i) (?:do|back|fund|invest in|list)|(?:is|are) outside (?:of )?(?:the |our )?fund(?:\s+(?:[IVX]+|\d+))?(?=\s*[.;,)]|$))\b`,
  'i',
);
/**
 * Soft cues that say how seldom the fund does something ("we rarely do consumer food brands"),
 * not that it is willing to ("comfortable with both consumer and school-paid models").
 */
const INFREQUENT_WORDS = String.raw`rarely|lean(?:s|ing)? away from|seldom|occasionally|now and then|from time to time|sometimes|on occasion|sparingly|less often|in exceptional cases|exceptionally|in rare cases|only (?:once|twice|a few times|a handful of times)`;
export const INFREQUENT_CUE = new RegExp(String.raw`\b(?:${INFREQUENT_WORDS})\b`, 'i');
/**
 * "Rehab and monitoring uses are fine", "a device on the road to certification is OK": what the fund
 * allows inside its focus, said after it. An allowance, not one more thing the fund looks for.
 */
const ALLOWED_AFTER_SCOPE = String.raw`(?:is|are) (?:also |still )?(?:fine|ok(?:ay)?|acceptable)`;
const ALLOWED_AFTER = new RegExp(String.raw`^${ALLOWED_AFTER_SCOPE}$`, 'i');
/** Every soft cue: how seldom (INFREQUENT_WORDS), and how willing or on what condition. */
const SOFT_CUE = new RegExp(
  String.raw`\b(?:${INFREQUENT_WORDS}|${ALLOWED_AFTER_SCOPE}|selectively|opportunistically|case[\s-]by[\s-]case|comfortable with|open to|(?:may|might|can|could|will) (?:also )?consider|only rarely|a small (?:part|portion|share) of|only when|only as (?:a )?(?:pro[\s-]?rata|follow[\s-]?on)|pro[\s-]?rata only)\b`,
  'i',
);
const PREFERENCE_CUE = new RegExp(`\\b(?:${termAlternation(SOFT_PREFERENCE_CUES)})\\b`, 'i');
/**
 * Negations that do not rule anything out: "not only", "no matter", "no later than" (a stage
 * bound), a contrast of conditions ("earn more when customers do better, not when they slip"),
 * the idioms of enthusiasm ("there has never been a better time to start ..."), a "no" quoted as
 * a form's answer ("a single "no" ends the review"), the EU's "do no significant harm" test, and
 * "whether or not" or an aside "(or not)" ("so you can point friends our way (or not):").
 */
const NOT_A_NEGATION =
  /\((?:or|and) not\)|\b(?:(?:do[\s-])?no[\s-]significant[\s-]harm|whether or not|not (?:a )?hard no|no exceptions?|without exception|not a (?:deal[\s-]?breaker|red line)|not only|not just|not when|not necessarily|no matter|(?:now|later|sooner) or never|no later than|not later than|nothing beyond|(?:has|have|had|was|were) never been (?:a )?(?:better|more|easier|cheaper|faster)|no better time|no shortage of|never been more)\b|["“‘'](?:yes|no)["”’']/i;
/**
 * "Alongside a lead investor", "next to a lead we trust", "alongside leads I trust", "how much room
 * the lead leaves for me": someone else's lead.
 */
const BESIDE_A_LEAD =
  /\b(?:(?:alongside|next to|behind|beside|following|with)\s+(?:(?:a|an|the|another|other|our|their)\s+)?(?:\w+\s+)?leads?(?:\s+investors?)?|(?<!\b(?:be|as|take|takes|taking)\s+)(?:the|a|another|your)\s+lead(?:\s+investor)?\s+(?:leaves|sets|decides|prices|wants|takes|has|is)\b)\b/gi;
/** Verbs after a negation that say how the fund invests, not what it invests in. */
const LEAD_VERB = /\b(?:lead|leads|leading|take the lead)\b/i;
const NON_SCOPE_NEGATION =
  /\b(?:do not|don['’]t|does not|doesn['’]t|never|won['’]t|will not|not|no)\s+(?:need|require|mind|care|matter|expect|insist|ask|take board|demand|screen|filter|hurt|help|count against|penali[sz]e|disqualif)\w*\b/i;
/** "... may enter", "... can still apply", "... are welcome", "(takaful is permitted)": what may take part after all. */
const MAY_TAKE_PART =
  /\b(?:may|can)\s+(?:still\s+|also\s+)?(?:enter|apply|take part|participate)\b|\b(?:are|is)\s+(?:still\s+|also\s+)?(?:welcome|eligible|permitted|allowed)\b/i;
/** "Not any more", "No longer": an answer that the past no longer holds, on its own. */
const NO_LONGER =
  /^\s*(?:no,?\s+)?(?:not\s+any\s?more|no\s+longer|not\s+now|not\s+these\s+days)\s*[.!]?\s*$/i;
/** "..., and we won't start": a negated verb with no object rules nothing out of its own. */
const BARE_NEGATED_VERB =
  /^\s*(?:and\s+|but\s+)?(?:we|i)\s+(?:won['’]t|will not|do not|don['’]t|never|shall not)\s+(?:start|begin|change|stop|budge)\s*[.!]?\s*$/i;
const ONLY =
  /\b(?:only|exclusively|solely|just|alleen|uitsluitend|nur|ausschließlich|solamente|exclusivamente|apenas|seulement|uniquement)\b/iu;
/** "B2B software sold only to businesses": an "only" that describes what is ruled out, not a limit the fund sets. */
const DESCRIBED_BY_ONLY =
  /\b(?:\p{L}+ed|sold|sells?|built|made|run|aimed)\s+(?:only|exclusively|solely)\s+(?:to|by|for|at|in|on|through)\b/iu;
const COPULA_AT_END = /\b(?:is|are|was|were|remains?)\s*$/i;
/** Cues that follow what they rule out ("Hardware: off-limits", "crypto excluded"). */
const POSTFIX_CUE = new RegExp(
  String.raw`^(?:off[\s-]limits|out of scope|exclud(?:e|es|ing|ed)|rule[sd]? out|${NOT_ADMITTED}|${COVERED_ELSEWHERE})$`,
  'i',
);
/**
 * "Single-asset therapeutics": a company whose value is one product (one molecule), as opposed to
 * a platform that makes many; the qualifier is met only by a deck that presents one asset.
 */
export const SINGLE_ASSET = /\b(?:single|one)[\s-](?:asset|product|molecule|drug|programme|program)\b/i;
const PURE = /\b(?:pure(?:ly)?|pure[\s-]play|standalone|stand-alone|primarily|mainly|mostly)\b/i;
const HQ_ROLE =
  /\b(?:headquarter(?:s|ed)?|hq|hoofdkantoor|sede(?: principal| central| social)?|si[eè]ge(?: social)?|based (?:in|out of)|domiciled|incorporated|registered|located|founded in|(?:main |principal )?place of business|head office|(?:holding|operating|parent) compan(?:y|ies)|call(?:s)?\s+(?:\S+\s+){1,6}?home|whose home is)\b/i;
/** "founders from Poland", not "founders in their first sales cycle". */
const PEOPLE_FROM =
  /\b(?:[Ff]ounders|[Tt]eams?|[Cc]ompanies) (?:in|from) (?=\p{Lu})|(?<!\b(?:[Oo]ur|[Mm]y)\s+)\b(?:company|core team|team|founders?)\s+(?:is|are|sits?)\s+(?:in|from)\s+(?=\p{Lu})/u;
/**
 * Where a clause turns to the customers' industries: "companies that sell into banks", "tools
 * that small businesses buy, in any sector: the restaurant, the salon" (examples of customers), or
 * where the users work ("software for shift workers in retail, logistics and care").
 */
const SELL_INTO =
  /\b(?:sell(?:s|ing)?|sold) (?:in)?to\b|\bserv(?:e|es|ing)\b|\bcustomers (?:in|such as)\b|\bbuyers in\b|\b(?:workers|employees|staff|workforces?|technicians|crews) (?:in|across)\b|\b(?:in|across) (?:any|every|all) (?:sectors?|industr(?:y|ies)|verticals?)\b|\bregardless of (?:sector|industry)\b/i;

/** "(software) that health systems and payers buy": the buyers, named before the verb. */
const BUYERS =
  /\b(?:that|which)\s+((?:(?!that\b|which\b)[\p{L}-]+\s+){1,5}?)(?:buy|buys|purchase|purchases|procure|procures|pay for|pays for)\b/iu;
/** "Restaurants, clinics, shops, it doesn't matter": a shrug that makes the list before it examples. */
const SHRUG = /\b(?:doesn['’]t|does not|won['’]t|will not) matter\b/i;
/** "it doesn't matter", "honestly it doesn't matter": the shrug alone, not a sentence with a rule in it. */
const SHRUG_WORDS = 4;
/** An item naming no stage, place or amount ("clinics", "it doesn't matter"): a kind of company at most. */
const namesOnlyAKind = (item: string) =>
  findStages(item).length === 0 && findMoney(item).length === 0 && findPlaces(item).length === 0;
/** A label over the buyers: "Customers:", "Who buys:", "Target customers:". */
const BUYERS_LABEL =
  /^[^\p{L}]*(?:(?:our|target|ideal)\s+)?(?:customers?|buyers?|clients?|who (?:buys|pays))\s*$/iu;
const WHO_PAYS = /\bwho (?:pays|pays for it|foots the bill)\b/i;
/** "Such as", "for example", "e.g.": what follows are examples of the focus before it. */
const EXAMPLES = /\b(?:such as|for example|for instance|e\.g\.|eg\.|including)\s*/i;
/** Whether a text names an industry outright (a strong term), as the focus that examples illustrate. */
const namesIndustry = (text: string) => matchIndustryTerms(text).some((hit) => hit.weight >= 1);

/** Words for what a product is, not its industry: in "software for HR" what follows "for" is the sector. */
const PRODUCT_FORMS =
  /^(?:software|saas|platforms?|tools?|tooling|infrastructure|technology|apps?|solutions?|products?)$/i;

/**
 * "Security for industrial systems", "payments for clinics": after an industry's own word, "for"
 * turns to the customers' industries, as "sell into" does. Returns a match ending at "for".
 */
function industryFor(item: string): { index: number; 0: string } | null {
  for (const hit of matchIndustryTerms(item)) {
    if (hit.weight < 1 || PRODUCT_FORMS.test(hit.matched)) continue;
    const end = hit.index + hit.matched.length;
    const after = /^\s+for\s+/i.exec(item.slice(end));
    if (after) return { index: hit.index, 0: item.slice(hit.index, end + after[0].length) };
  }
  return null;
}

/** "US-based", "Berlin-based" (a place before it), not "crypto-based". */
const PLACE_BASED = /\b\p{Lu}[\p{L}.]*-based\b/u;
const MARKET_ROLE =
  /\b(?:(?:revenue|pilots|logos|sales|customers)\b[^.;:]{0,30}\b(?:outside|beyond)\b|sell(?:s|ing)? (?:into|to|in)|selling|customers? in|customers (?:are|sit)|markets?|serv(?:e|es|ing) (?:customers )?in|expand(?:ing)? (?:into|to)|go[\s-]to[\s-]market|operat(?:e|es|ing) in)\b/i;
const STAGE_AFTER = /\b(?:after|beyond|past|later than|post)(?:\s+(?:a|an|the|its|their))?[\s-]+$/i;
/** "Before Series A", and "before anyone is talking about a Series A": the round still ahead. */
const STAGE_BEFORE =
  /\b(?:(?:before|earlier than|pre)|stop(?:s|ping)? (?:at|before)(?: the| a| an)?|before (?:anyone|a company|the company|you|it)(?:\s+(?:is|are))? (?:talking about|thinking about|raising|ready for|needs?)(?: a| an| the| its)?)[\s-]+$/i;
const STAGE_UP_TO = /\b(?:up to|until|through|thru|to|till|and earlier)\s+(?:(?:its|the|their)\s+)?$/i;
/** "Seed and up", "Series A onwards"; not "a seed round and up to $1M", a bound on the cheque. */
const STAGE_ONWARDS =
  /^\s*(?:\+|and (?:later|beyond|up(?!\s+to\b)|above|onwards?)|onwards?|or later|and after)/i;

const modelEntries: LexiconEntry<BusinessModel>[] = (
  Object.keys(THESIS_MODEL_CUES) as BusinessModel[]
).flatMap((model) =>
  [...THESIS_MODEL_CUES[model], ...(model === 'consumer' ? ['consumer apps'] : [])].map((term) => ({
    key: model,
    term,
    weight: 1,
  })),
);
const matchModels = compileLexicon(modelEntries);

/**
 * Hard clause boundaries inside a sentence: each part gets its own polarity. "We invest at seed and
 * Series A and occasionally at pre-seed": what follows "and occasionally" is soft, what precedes it is not.
 */
const CLAUSE_BOUNDARY =
  /;|\s[–—]\s|\s-\s|,?\s+(?=\b(?:but|however(?!\s+(?:well|much|many|good|big|small|large|little|long|hard|often|nice|great|promising|clever|strong|fast|kind|kindly|fair|fairly|attractive|ethical)\b)|whereas|while|although|though|yet|aunque|embora|pero|mas)\b)|,?\s+and\s+(?=we\b)|:\s+(?=(?:no|not|never|avoid|exclud|our|we|my|i)\b)|,?\s+and\s+(?=(?:only\s+)?(?:rarely|seldom|occasionally|sometimes|now and then|from time to time)\b)/i;

/**
 * "Broaden access to knowledge, capital, and well-being": a list of what the access is to. Its
 * commas do not end items, or "capital" would stand alone and name nothing; kept together, the
 * sector reader spells out "access to capital" (thesis.ts).
 */
const ACCESS_LIST =
  /\baccess to\s+[\p{L}-]+(?:\s+[\p{L}-]+)?(?:\s*,\s*(?:and\s+|or\s+)?[\p{L}-]+(?:\s+[\p{L}-]+)?)+/giu;
const LIST_COMMA = '\u0001';
/** "Cheque: INR 2 Cr to 8 Cr": a field label and its amount are one item, so the amount reads as the check. */
const CHECK_LABEL = /^\s*(?:first\s+)?(?:cheques?|checks?|tickets?)(?:\s+sizes?)?\s*:/i;
const LIST_COLON = '\u0002';

/**
 * "drug development (companies whose value is a molecule heading into the clinic)": a parenthesis
 * that defines the item before it says that item again in other words; read on its own, its
 * words ("clinic") would rule out a sector the item never meant. So does a model's abbreviation
 * inside a phrase: "Consumer (B2C) marketplaces" is one item.
 */
const GLOSS =
  /\s*\((?:i\.e\.|ie\b|that is|meaning|defined as|(?:companies|businesses|startups|those|ones|anything|teams)\s+(?:whose|that|which|who|where|with)\b)[^()]*\)|\s*\((?:B2B|B2C|D2C|DTC|B2B2C|C2C)\)(?=\s+\p{L})/gu;
/** "Tuition centres (physical or online)": how the item is delivered, in either form, is the same item. */
const EITHER_FORM_ASIDE =
  /\s*\((?:physical|offline|online|in[\s-]person|digital|remote|hybrid|virtual|b2b|b2c)\s+(?:or|and|\/)\s+(?:physical|offline|online|in[\s-]person|digital|remote|hybrid|virtual|b2b|b2c)\)/giu;

/** "Everything else", "anything else", "the rest": what a list of rule-outs leaves in. */
const EVERYTHING_ELSE = /^\s*(?:everything|anything|all) else\b|^\s*the rest\b/i;

/** "Three things, and we say it early: a, b and c": a count that leads into the list, listing nothing itself. */
const COUNTED_LEAD_IN =
  /^\s*(?:(?:two|three|four|five|a few|a couple of|several)\s+(?:things|areas|exceptions|categories|kinds|types)\b)[^:]*:\s+/i;

function itemsOf(clause: string): string[] {
  // Commas separate list items; a comma inside a number ("$1,000", "1,2 milioni") or an access list does not.
  const items = clause
    .replace(GLOSS, '')
    .replace(EITHER_FORM_ASIDE, '')
    .replace(ACCESS_LIST, (list) => list.replaceAll(',', LIST_COMMA))
    .replace(CHECK_LABEL, (label) => label.replace(':', LIST_COLON))
    .split(/(?<!\d),|,(?!\d)|\(|\)|:(?=\s)/)
    .map((item) => item.replaceAll(LIST_COMMA, ',').replaceAll(LIST_COLON, ':').trim())
    .filter((item) => /[\p{L}\p{N}]/u.test(item));
  return withLackShared(withModifierShared(withFirmHeadShared(withoutAudienceAsides(items))));
}

/** Words of a list item short enough to share the list's closing qualifier ("job boards"). */
const BARE_ITEM_WORDS = 3;

/**
 * "Job boards, recruitment marketplaces and networks that place people without training them": what
 * the last item lacks qualifies the bare items before it too. Read alone, "job boards" would rule out
 * the training product that also places its graduates.
 */
function withLackShared(items: string[]): string[] {
  const lack = items.length > 1 ? LACKING.exec(items.at(-1) ?? '')?.[0] : undefined;
  if (!lack) return items;
  return items.map((item, at) =>
    at < items.length - 1 && item.split(/\s+/).length <= BARE_ITEM_WORDS && !LACKING.test(item)
      ? `${item} ${lack}`
      : item,
  );
}

const AUDIENCE_WORD = String.raw`(?:consumers?|retail|individuals|households|smes?|small businesses|businesses|enterprises?|commercial|corporates?|b2b|b2c)`;
/** "consumer or SME", "retail and commercial": both audiences, named as an aside on the item before it. */
const AUDIENCE_ASIDE = new RegExp(
  String.raw`^${AUDIENCE_WORD}(?:\s+(?:or|and|&|/)\s+${AUDIENCE_WORD})+$`,
  'i',
);
/** Words an item has when it says what it is at length ("lenders whose core business is lending"). */
const DESCRIBED_ITEM_WORDS = 3;

/**
 * "Lenders whose core business is lending from their own balance sheet, consumer or SME, including
 * buy-now-pay-later": the audiences set off by commas say whom those lenders lend to, either way;
 * read as an item of their own they would rule out every consumer company.
 */
function withoutAudienceAsides(items: string[]): string[] {
  return items.filter(
    (item, at) =>
      !AUDIENCE_ASIDE.test(item) || (items[at - 1]?.split(/\s+/).length ?? 0) < DESCRIBED_ITEM_WORDS,
  );
}

/**
 * "A pet food, treat, supplement or accessory brand": the first item's modifier also qualifies the
 * items right after it that start with one word naming nothing ("treat" is a pet treat), as within
 * one item (scopePhrases).
 */
const MODIFIED_ITEM_WORDS = 2;
function withModifierShared(items: string[]): string[] {
  const [first, ...rest] = items;
  const head = first?.replace(/^(?:a|an|the)\s+/i, '') ?? '';
  const modifier = head.split(/\s+/).length <= MODIFIED_ITEM_WORDS ? sharedModifier(head, true) : null;
  if (first === undefined || modifier === null) return items;
  const out = [first];
  let sharing = true;
  for (const item of rest) {
    sharing &&= namesNothing(item.split(/\s+(?:and|or|nor|&)\s+/i)[0]?.trim() ?? '');
    out.push(sharing ? `${modifier} ${item}` : item);
  }
  return out;
}

/** Words of a list item short enough to be a kind of firm named before the list's head noun. */
const FIRM_KIND_WORDS = 3;

/**
 * "Consulting, penetration testing and managed services firms": the short items before a service
 * firm's head noun are firms too, across the list's commas (itemsOf) and its "and" (scopePhrases).
 */
function withFirmHeadShared(items: string[]): string[] {
  const out = [...items];
  for (let at = out.length - 1; at > 0; at--) {
    const head = SERVICE_FIRM.exec(out[at] ?? '')?.[0].trim();
    if (!head) continue;
    for (let before = at - 1; before >= 0; before--) {
      const item = out[before] ?? '';
      if (SERVICE_FIRM.test(item) || item.split(/\s+/).length > FIRM_KIND_WORDS) break;
      out[before] = `${item} ${head}`;
    }
  }
  return out;
}

/** The scope phrases of an item: its coordinated parts ("consumer apps and pure lending" gives two). */
function scopePhrases(text: string): string[] {
  const parts = text
    // "more and more of its own money": an intensifier, not two things.
    .replace(/\b(more|less|fewer|bigger|larger)\s+and\s+\1\b/gi, '$1')
    // "sold to parents and pupils": who buys, one group, not a second thing ruled out.
    .replace(PEOPLE_PAIR, '$1 ')
    // "gas-fired plants described as hydrogen-ready": still gas-fired plants, whatever they are called.
    .replace(CALLED_SOMETHING_ELSE, '')
    .replace(AND_THE_LIKE, '')
    .split(/\s+(?:and|or|nor|&|and\/or|as well as|plus)\s+|\s*\/\s*/i)
    .map((part) => part.trim().replace(/[.!?]+$/, ''))
    .filter((part) => /[\p{L}\p{N}]/u.test(part));
  // "Penetration testing and managed security services firms": each is a kind of firm.
  const sold = withBuyerShared(parts);
  if (sold.some((part) => SERVICE_FIRM.test(part))) return withFirmHeadShared(sold);
  const [first, ...rest] = sold;
  const modifier = first === undefined ? null : sharedModifier(first);
  if (first === undefined || modifier === null) return sold;
  return [first, ...rest.map((part) => (namesNothing(part) ? `${modifier} ${part}` : part))];
}

/** "... delivery to consumers": who a list's last part is sold to, as the words name it. */
const SOLD_TO_TAIL = /\s+((?:sold\s+|aimed\s+at\s+)?(?:to|for)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?)$/u;

/**
 * "Parcel and food delivery to consumers": whom the last part is sold to qualifies every part
 * before it that names no buyer of its own. Read alone, "parcel" would rule out all of freight, the
 * very logistics a port operator's fund wants.
 */
function withBuyerShared(parts: string[]): string[] {
  const tail = SOLD_TO_TAIL.exec(parts.at(-1) ?? '')?.[1];
  if (parts.length < 2 || !tail || readScope(tail).models.length === 0) return parts;
  return parts.map((part, index) =>
    index === parts.length - 1 || SOLD_TO_TAIL.test(part) ? part : `${part} ${tail}`,
  );
}

/** "AGPL and friends", "Commons Clause and similar": more of the same, not another thing. */
const AND_THE_LIKE = /\s+(?:and|or|&)\s+(?:friends|the like|similar|suchlike|so on|so forth)\b/gi;
export const withoutTheLike = (text: string): string => text.replace(AND_THE_LIKE, '');
const CALLED_SOMETHING_ELSE =
  /\s+(?:described|marketed|labell?ed|branded|billed|presented|positioned)\s+as\s+[^,;]*/gi;

/**
 * "Fossil-fuel generation or storage": the first part's modifier, when it names a sub-sector by itself
 * (or, for a two-word list item, an industry: "pet food, treat"), also qualifies a later part that is
 * one word naming nothing. Read alone, "storage" would rule out every storage company the same call
 * asks for.
 */
function sharedModifier(first: string, industryToo = false): string | null {
  const words = first.split(/\s+/);
  if (words.length < 2) return null;
  const modifier = words.slice(0, -1).join(' ');
  const read = readScope(modifier);
  return read.subsectors.length > 0 || (industryToo && read.industries.length > 0) ? modifier : null;
}

/** One word that reads as no sector, customer, place or stage ("storage", "wallets"). */
function namesNothing(part: string): boolean {
  if (!/^[\p{L}-]+$/u.test(part)) return false;
  const read = readScope(part);
  return (
    read.subsectors.length +
      read.industries.length +
      read.models.length +
      read.places.length +
      read.stages.length ===
    0
  );
}

function distinct<T>(values: readonly T[], key: (value: T) => string = String): T[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const id = key(value);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

const DEAL_TERMS = new Set(DEAL_TERM_WORDS);
/** "no board seat", "We take no shares": the deal's terms (DEAL_TERM_WORDS), not what a company is. */
const namesOnlyDealTerms = (text: string): boolean => {
  const words = contentWords(text);
  return words.length > 0 && words.every((word) => DEAL_TERMS.has(word));
};

/** The words of a phrase that carry its meaning (not "the", "companies", "only"). */
export function contentWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 2 && !COMMON_WORDS.has(word) && !FILLER.has(word));
}

/** Nouns for any product at all: alone as a rule-out's word they would rule out every deck. */
const ANY_PRODUCT = new Set([
  'applications',
  'application',
  'apps',
  'app',
  'software',
  'tools',
  'products',
  'solutions',
]);
/** "applications used by business teams": who the product is for, left out of its content words. */
const FOR_WHOM = /\b(?:used|built|made|sold|bought|designed)\s+(?:by|for|to)\b/i;

function termsIn(text: string): string[] {
  const words = contentWords(text);
  // "Applications used by business teams": without its qualifier the noun would name every product.
  if (words.length === 1 && ANY_PRODUCT.has(words[0] ?? '') && FOR_WHOM.test(text)) return [];
  // "... sold directly to parents and students": people are who buys, not what a company is.
  if (words.every((word) => PEOPLE.has(word))) return [];
  return words.length > 0 && words.length <= 3 ? [words.join(' ')] : [];
}
const PEOPLE: ReadonlySet<string> = new Set(PEOPLE_NOUNS);
const PEOPLE_PAIR = new RegExp(
  String.raw`\b(${termAlternation(PEOPLE_NOUNS)})\s+(?:and|or|&)\s+(?=(?:${termAlternation(PEOPLE_NOUNS)})\b)`,
  'gi',
);
const FILLER = new Set([
  'companies',
  'company',
  'startups',
  'startup',
  'businesses',
  'business',
  'founders',
  'deals',
  'anything',
  'nothing',
  'things',
  'sector',
  'sectors',
  'space',
  'plays',
  'models',
  'model',
  'rounds',
  'round',
  'investments',
  'invest',
  'investing',
  'back',
  'fund',
  'funds',
  'only',
  'pure',
  'purely',
  'checks',
  'check',
  // The units a service is billed in ("renting people out by the hour or the shift"), not what a company is.
  'hour',
  'hours',
  'shift',
  'shifts',
  // "Companies headquartered elsewhere": where a company is, which the place rules read.
  'headquartered',
  'elsewhere',
]);

/** Reads one scope phrase into facets; a sub-sector takes the place of its industry. */
export function readScope(phrase: string): Scope {
  // "Apps sold directly to parents and pupils": the people after "sold to" are its buyers (the
  // consumer model read below), not a sub-sector ("pupils" would be K-12).
  const soldTo = SOLD_TO_CONSUMERS.exec(phrase);
  const what = soldTo ? phrase.slice(0, soldTo.index) : phrase;
  const subsectors = distinct(
    matchSubsectorTerms(what).map((hit) => ({ industry: hit.industry, id: hit.subsector })),
    (ref) => `${ref.industry}/${ref.id}`,
  );
  const covered = new Set(subsectors.map((ref) => ref.industry));
  const industries = distinct(
    matchIndustryTerms(what)
      .filter((hit) => hit.weight >= 1)
      .map((hit) => hit.key),
  ).filter((industry) => !covered.has(industry) || !subsectorOnly(what, industry));
  const models = distinct([
    ...matchModels(phrase).map((hit) => hit.key),
    ...(soldTo ? (['consumer'] as const) : []),
    ...(SOLD_TO_BUSINESSES.test(phrase) ? (['business'] as const) : []),
  ]);
  const places = withSpansAsRegions(phrase, findPlaces(phrase));
  const stages = thesisStagesIn(phrase);
  const known = subsectors.length + industries.length + models.length + places.length + stages.length > 0;
  const qualifier =
    phrase.match(PURE)?.[0] ?? phrase.match(ONLY)?.[0] ?? phrase.match(SINGLE_ASSET)?.[0] ?? null;
  return {
    phrase,
    qualifier,
    industries: industries.filter((industry) => !subsectors.some((ref) => ref.industry === industry)),
    // "Tutoring marketplaces": a marketplace of another industry's services is that industry's, run
    // as a network (the model read above), not a commerce marketplace.
    subsectors: subsectors.filter(
      (ref) =>
        !(ref.industry === 'commerce' && ref.id === 'marketplaces') ||
        (subsectors.every((other) => other.industry === 'commerce') &&
          industries.every((industry) => industry === 'commerce')),
    ),
    models,
    stages,
    places,
    // Word counts cannot tell "pure software" from a hardware company that writes software.
    terms:
      serviceBusinessIn(phrase) ??
      (known || qualifier !== null || findMoney(phrase).length > 0 ? [] : termsIn(phrase)),
  };
}

/**
 * A service business described rather than named: "firms that sell their engineers' hours" are
 * consultancies, "firms that rent these people out by the hour" staffing agencies. As the service
 * noun, it is matched against what the deck says it is (match.ts).
 */
function serviceBusinessIn(phrase: string): string[] | null {
  if (RENTS_PEOPLE_OUT.test(phrase)) return ['staffing'];
  if (SELLS_HOURS.test(phrase) || SERVICE_FIRM.test(phrase)) return ['consultancies'];
  return null;
}
/** "Managed security services firms", "penetration testing shops": firms selling a service. */
const SERVICE_FIRM = /\b(?:services?\s+)?(?:firms|shops|outfits)\s*$/i;
/** "Products sold directly to parents": a consumer product, whoever the people are. */
const SOLD_TO_CONSUMERS = new RegExp(
  String.raw`\b(?:sold|sells?|selling|marketed|charged)\s+(?:directly\s+|straight\s+)?to\s+(?:${termAlternation(CONSUMER_BUYER_NOUNS)})\b`,
  'i',
);
/** "Sold to businesses": a business product, though "businesses" alone is too common a word to read. */
const SOLD_TO_BUSINESSES =
  /\b(?:sold|sells?|selling|marketed)\s+(?:directly\s+)?to\s+(?:businesses|companies|enterprises|organi[sz]ations|institutions)\b/i;
const RUNS_SITES = new RegExp(
  String.raw`\b(?:run|runs|running|operate|operates|operating|open|opens|opening)\s+(?:their\s+own\s+|its\s+own\s+|physical\s+)?(?:[\p{L}-]+\s+){0,2}?(?:${termAlternation(OPERATED_SITES)})\b`,
  'iu',
);
/**
 * "(We rarely write the cheque) before a first product is in clinics": when, not what. A time that
 * names a stage ("before a Series A") is kept for the stage reading.
 */
const WHEN =
  /\s*\b(?:before|until|till|prior to)\s+(?:a|an|the|its|their|your|you|it|they|we)\b(?![^.;]*\b(?:pre-?seed|seed|series|round)\b).*$/i;

/** "Acquiring or rolling up veterinary clinics", "clinic roll-ups": a company that buys the sites it then runs. */
const ACQUIRES_SITES = new RegExp(
  String.raw`\b(?:acquir(?:e|es|ing)|buy(?:s|ing)?(?:\s+up)?|roll(?:s|ing)?[\s-]up|consolidat(?:e|es|ing))\b[^.;:]{0,40}?\b(?:${termAlternation(OPERATED_SITES)})\b|\b(?:${termAlternation(OPERATED_SITES)})\s+roll[\s-]?ups?\b|\broll[\s-]?ups?\s+of\b`,
  'iu',
);
const SELLS_HOURS = /\bsell(?:s|ing)?\s+(?:their\s+|its\s+|our\s+)?(?:[\p{L}-]+['’]s?\s+)?(?:hours|time)\b/iu;
const RENTS_PEOPLE_OUT =
  /\b(?:rent|rents|renting|hire|hires|hiring|lease|leasing)\s+(?:these\s+|those\s+|the\s+)?(?:people|workers|staff|them)\s+out\b/i;

/** Whether the industry words of a phrase are all sub-sector words ("lending" is all of it; "fintech lending" is not). */
function subsectorOnly(phrase: string, industry: DeckIndustry): boolean {
  const subsectorSpans = matchSubsectorTerms(phrase).filter((hit) => hit.industry === industry);
  return matchIndustryTerms(phrase)
    .filter((hit) => hit.key === industry && hit.weight >= 1)
    .every((hit) =>
      subsectorSpans.some(
        (span) => span.index <= hit.index && span.index + span.matched.length >= hit.index + 1,
      ),
    );
}

const isEmptyScope = (scope: Scope) =>
  scope.industries.length +
    scope.subsectors.length +
    scope.models.length +
    scope.stages.length +
    scope.places.length +
    scope.terms.length ===
  0;

function stageBoundIn(text: string, polarity: Polarity): Clause['stageBound'] {
  const mentions = findStages(text);
  if (mentions.length === 0) return null;
  const bound: NonNullable<Clause['stageBound']> = {};
  for (const mention of mentions) {
    const before = text.slice(0, mention.index);
    const after = text.slice(mention.index + mention.raw.length);
    if (STAGE_AFTER.test(before)) bound.after = mention.stage;
    else if (STAGE_BEFORE.test(before) && !/pre[\s-]*$/i.test(before.slice(-4))) bound.before = mention.stage;
    else if (STAGE_UP_TO.test(before) && mentions.length === 1) bound.to = mention.stage;
    else if (STAGE_ONWARDS.test(after)) bound.from = mention.stage;
  }
  // "from seed to Series B", "seed through Series A": a range.
  const range = text.match(
    /\b(?:from\s+)?([\w\s-]+?)\s+(?:to|through|thru|until|up to|-|–)\s+((?:pre[\s-]?)?(?:seed|series[\s-]?[a-h]|growth))\b/i,
  );
  if (range && mentions.length >= 2) {
    const [first, last] = [mentions[0], mentions.at(-1)];
    if (first && last && first !== last) {
      bound.from = first.stage;
      bound.to = last.stage;
    }
  }
  if (polarity === 'excludes' && /\b(?:no later than|nothing (?:beyond|past|after))\b/i.test(text)) {
    const last = mentions.at(-1);
    if (last) return { after: last.stage };
  }
  if (Object.keys(bound).length === 0) return null;
  return polarity === 'excludes' ? bound : asWanted(bound);
}

/**
 * A bound names the side a rule-out keeps ("never before Series A" keeps Series A on); a wanted
 * "before Series A" is the other side, the rounds before it (and "after seed" those after it).
 */
function asWanted(bound: NonNullable<Clause['stageBound']>): Clause['stageBound'] {
  const { before, after, ...range } = bound;
  const stages = Object.keys(FUNDING_STAGES) as FundingStage[];
  const order = (stage: FundingStage) => STAGE_PROFILE[stage].order;
  const wanted = { ...range };
  if (before) wanted.to = stages.filter((stage) => order(stage) < order(before)).at(-1) ?? before;
  if (after) wanted.from = stages.find((stage) => order(stage) > order(after)) ?? after;
  return wanted;
}

/** The stages a bound lets in. */
export function stagesWithin(bound: NonNullable<Clause['stageBound']>): FundingStage[] {
  const order = (stage: FundingStage) => STAGE_PROFILE[stage].order;
  return (Object.keys(FUNDING_STAGES) as FundingStage[]).filter((stage) => {
    if (bound.after && order(stage) > order(bound.after)) return false;
    if (bound.before && order(stage) < order(bound.before)) return false;
    if (bound.from && order(stage) < order(bound.from)) return false;
    if (bound.to && order(stage) > order(bound.to)) return false;
    return true;
  });
}

function leadRuleIn(text: string, polarity: Polarity): LeadRule | null {
  if (
    /\bfollow[\s-]?on(?:s)?\s+only\b|\bonly (?:do )?follow[\s-]?ons?\b|\bonly follow\b|\bfollow(?:ing)? (?:others|other investors|a lead)\b/i.test(
      text,
    )
  )
    return 'follow-on-only';
  // "Backs founders alongside a lead investor": the lead is someone else; the fund follows.
  const withoutOthersLead = text.replace(BESIDE_A_LEAD, ' ');
  if (withoutOthersLead !== text && !LEAD_VERB.test(withoutOthersLead)) return 'does-not-lead';
  if (!LEAD_VERB.test(text)) return null;
  if (polarity === 'excludes') return 'does-not-lead';
  if (polarity === 'soft') return 'sometimes-leads';
  return 'leads';
}

/** The marks a list item starts with: dashes and bullets, and a form's option circles ("◯ Seed"). */
const BULLET_MARKS = '[-*•·▪◦◯○☐]';
/**
 * The rest of a sentence, read through the line breaks of a wrapped paragraph (a page's text keeps
 * them), but not into a blank line, a list item or a heading.
 */
export const REST_OF_SENTENCE = String.raw`(?:[^.!?\n]|\n(?![ \t]*(?:\n|${BULLET_MARKS}|\d+[.)]|#)))*[.!?]?`;
/** A list item ("-", "2.", "a)"), a heading, or a show's time-stamped chapter ("(17:05) Devices"): a line of its own. */
const LIST_OR_HEADING = new RegExp(
  String.raw`^\s*(?:${BULLET_MARKS}|\d+[.)]|\d+(?:\.\d+)+(?=\s+\p{Lu})|\p{Lu}{1,2}\d+(?:\.\d+)*(?=\s+\p{Lu})|\(?[a-z]\)|#+|\(?\d{1,2}:\d{2}(?::\d{2})?\)?)\s`,
  'u',
);
/** A line that ends a sentence, a heading ("We pass on:") or a clause. */
const LINE_END = /[.!?:;]["'”’)]*\s*$/;
/** A prose line this long, without an ending, was wrapped by the editor, not ended by the writer. */
const WRAPPED_LINE_CHARS = 50;

/**
 * Lines as the writer meant them: text pasted from an email or a markdown file is hard-wrapped,
 * and "now and then we / back a pre-seed team" is one clause, not two. A line joins the one
 * before it when that one has no ending and is long prose, or when it starts in lower case;
 * bullets, numbered items and headings always start their own line.
 */
export function unwrappedLines(text: string): string[] {
  const lines: string[] = [];
  /** Whether the line written last is a list item (or an indented line of one). */
  let inItem = false;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    const previous = lines.at(-1);
    // "- 暗号資産の交換業" over "  Crypto-asset exchanges": an indented line under a list item is
    // that item's, whatever the item ends with (a bilingual page gives each item in two languages).
    const indentedUnderItem: boolean = inItem && /^\s{2,}\S/.test(raw) && !LIST_OR_HEADING.test(line);
    const continues: boolean =
      line !== '' &&
      previous !== undefined &&
      previous !== '' &&
      !LIST_OR_HEADING.test(line) &&
      !/^#/.test(previous) &&
      (indentedUnderItem ||
        (!LINE_END.test(previous) &&
          (previous.length >= WRAPPED_LINE_CHARS || /^[\p{Ll}\p{N}$€£(]/u.test(line))));
    if (continues) lines[lines.length - 1] = `${previous} ${line}`;
    else lines.push(line);
    if (line !== '') inItem = continues ? inItem : BULLET.test(line);
  }
  return lines;
}

/**
 * Reads a text into clauses. In a deal-breakers answer, an item without a cue word excludes
 * ("crypto, gambling"), unless it states a limit: a stage, a place, an amount or "X only" is
 * what the investor wants ("Seed, $500k checks, US only").
 *
 * A heading carries its polarity to the lines under it: under "What we don't invest in", "Not for
 * us", "Hard no", "We pass on:" or "Outside our focus" every item is a rule-out, though none says
 * "no" (NEGATIVE_HEADINGS). The section ends at the next heading that is not negative, at a line
 * in another style than its items (a prose or "Stage: seed" line after bullets, a bullet after
 * bare lines, a blank line after bare lines), or at a sentence in which the fund speaks again
 * ("We write $1M checks.").
 */
/**
 * A thesis sent as an email: its header lines ("Subject: Re: Intro, Acme (robots)"), greeting and
 * sign-off say nothing of the fund's rules; the subject names the company the email answers. Nor
 * does a podcast's or newsletter's sponsor read ("This episode is brought to you by ...").
 */
const EMAIL_FRAME =
  /^(?:(?:this (?:episode|show|podcast|newsletter|post) is (?:brought to you|sponsored|supported) by|today['’]s sponsor|sponsored by)\b.*|(?:subject|re|fwd?|from|to|cc|bcc|date|sent)\s*:.*|(?:hi|hello|hey|dear|thanks|many thanks|best|all the best|best wishes|kind regards|warm regards|regards|cheers|sincerely)(?=[\s,!]|$)[^.!?:]{0,30}[,!]?)$/i;

/** The first line after `index` with something on it: a heading is often followed by a blank line. */
const nextWritten = (lines: readonly string[], index: number): string =>
  lines.slice(index + 1).find((line) => line.trim() !== '') ?? '';

/**
 * "◯ Series A or later → the form ends here": an application form's answer that ends it, however
 * the answer is worded, is a rule-out; the words after the arrow explain it.
 */
const FORM_ENDS =
  /\s*(?:→|->|⇒)\s*(?:[^→]*?[;,:]\s*)?(?:the\s+)?(?:form|application|questionnaire)\s+(?:ends|stops)\s+here\b.*$/i;

/** A paragraph that opens with a label in bold ("**What we usually pass on.** ...") and goes on after it. */
const RUN_IN_HEADING = /^(?:\*\*|__)([^*_.!?:]{3,60})[.:]?(?:\*\*|__)\s*[.:]?\s+\S/;
/** A line set in bold and nothing else: a heading of the lines under it. */
const WHOLE_BOLD_LINE = /^(?:\*\*|__)[^*_]{3,80}(?:\*\*|__)\s*$/;

/** The text of a paragraph after its run-in heading and the heading's stop. */
const bodyAfter = (line: string, heading: string): string =>
  line.slice(line.indexOf(heading) + heading.length).replace(/^\s*[.:]?\s*/, '');

/**
 * A paragraph's opening sentence, to be read under the heading it starts with (`heads`: the heading
 * sets `section`), and the rest as the text around it; null when the heading sets nothing or the
 * opening speaks for the fund ("We ...").
 */
function headedOpening(
  body: string,
  heads: boolean,
  section: ReadingMode,
): { opening: string; rest: string; section: ReadingMode } | null {
  if (!heads || body === '') return null;
  const [opening, ...rest] = sentencesOf(body);
  if (!opening || FIRST_PERSON.test(opening)) return null;
  return { opening, rest: rest.join(' '), section };
}

/** A paragraph that opens with a short question ("What won't we back? ...") and answers it. */
const LEADING_QUESTION = /^([^?.!]{3,80}\?)\s+(\S.*)$/;

/** "About you:", "## Requirements", "What the money is for": a section about nothing the fund backs (SKIPPED_HEADINGS). */
const SKIPPED_HEADING = new RegExp(`^(?:#+\\s*)?(?:${termAlternation(SKIPPED_HEADINGS)})\\s*:?\\s*$`, 'i');

export function readClauses(text: string, mode: ReadingMode = 'thesis'): Clause[] {
  const clauses: Clause[] = [];
  let section: ReadingMode = mode;
  /** Under a heading of a section about nothing the fund backs, until the next heading. */
  let inSkippedSection = false;
  /** How the items of a negative section are written: bullets or bare lines; null before the first. */
  let itemStyle: 'bullet' | 'bare' | null = null;
  const written = unwrappedLines(text);
  /** Each line's run-in heading, set in bold before the text it heads ("**What we pass on.** ..."). */
  const runInHeadings = written.map((line) => RUN_IN_HEADING.exec(line.trim())?.[1] ?? null);
  const lines = written.map((line) => line.replace(MARKDOWN_EMPHASIS, '')).map(keepLeftToOthersWhole);
  for (const [index, line] of lines.entries()) {
    const trimmed = line.trim();
    const bullet = BULLET.test(trimmed);
    if (section !== mode && itemStyle !== null) {
      const style = bullet ? 'bullet' : 'bare';
      const ends =
        (trimmed === '' && itemStyle === 'bare') ||
        (trimmed !== '' && style !== itemStyle) ||
        (trimmed !== '' &&
          !bullet &&
          SENTENCE_END.test(trimmed) &&
          FIRST_PERSON.test(trimmed) &&
          !EXCLUDE_CUE.test(trimmed));
      if (ends) {
        section = mode;
        itemStyle = null;
      }
    }
    if (trimmed === '') continue;
    const markdown = /^#+\s/.test(trimmed);
    if (EMAIL_FRAME.test(trimmed) || HIRING_BANNER.test(trimmed)) continue;
    if (inSkippedSection) {
      // "Spend it on things that pay back within a year:" leads the section's own list; a label is short.
      const label = /:\s*$/.test(trimmed) && trimmed.split(/\s+/).length <= HEADING_MAX_WORDS;
      const heading = !bullet && (label || markdown || isBareHeading(trimmed, nextWritten(lines, index)));
      if (!heading) continue;
      inSkippedSection = false;
    }
    if (SKIPPED_HEADING.test(trimmed)) {
      inSkippedSection = true;
      continue;
    }
    // "What won't we back? General-purpose assistants ..., and AI companions. We love those markets as
    // users.": a question that rules out heads its answer's opening sentence, run into the same paragraph;
    // so does a run-in heading in bold ("**What we usually pass on.** Applications sold to ..."), as a
    // heading line heads the lines under it.
    const asked = bullet ? null : LEADING_QUESTION.exec(trimmed);
    const runIn = bullet || asked ? null : runInHeadings[index];
    const runInSection =
      runIn && runIn.split(/\s+/).length <= HEADING_MAX_WORDS ? sectionUnder(runIn, mode) : mode;
    const headed = asked
      ? headedOpening(asked[2] ?? '', negativeHeading(asked[1] ?? ''), negativeSection(mode))
      : runIn
        ? headedOpening(bodyAfter(trimmed, runIn), runInSection !== mode, runInSection)
        : null;
    if (headed) {
      clauses.push(...readLine(headed.opening, headed.section));
      clauses.push(...withPassesCarriedBack(headed.rest, readLine(headed.rest, section)));
      continue;
    }
    // "**What we pass on.**" alone on its line heads the lines under it, as a "#" heading does.
    const boldLine = WHOLE_BOLD_LINE.test(written[index]?.trim() ?? '');
    if (/:\s*$/.test(trimmed) || markdown || boldLine) {
      section = sectionUnder(trimmed.replace(/^#+\s*/, ''), mode);
      itemStyle = null;
      if (!bullet || markdown) continue;
    } else if (bullet && numberedNegativeHeading(trimmed)) {
      // "6. Out of scope" over "a) ..." lines: a numbered section of a call for proposals.
      section = negativeSection(mode);
      itemStyle = null;
      continue;
    } else if (!bullet && isBareHeading(trimmed, nextWritten(lines, index))) {
      // "Hard no", "Not for us", "What we like": a short line without an ending that labels what follows.
      section = sectionUnder(trimmed, mode);
      itemStyle = null;
      if (section !== mode) continue;
    } else if (section !== mode && itemStyle === null) {
      // "## What we've learned to avoid" over a paragraph of prose: the heading names the page,
      // and each sentence says for itself what it rules out. Sentences that are bare noun phrases
      // ("Drug discovery. Devices that need clearance.") are the heading's items run together.
      const sentences = sentencesOf(trimmed);
      if (!bullet && sentences.length >= PROSE_SENTENCES && sentences.some((s) => FIRST_PERSON.test(s))) {
        // "Tuition centres, admissions agencies and essay apps. We also do not fund non-profits,
        // because ...": the bare list that opens the answer is the heading's; the rest says its own.
        const ruled = section;
        section = mode;
        const [opening, ...rest] = sentences;
        if (opening && !FIRST_PERSON.test(opening)) {
          clauses.push(...readLine(opening, ruled));
          clauses.push(...withPassesCarriedBack(trimmed, readLine(rest.join(' '), section)));
          continue;
        }
      } else itemStyle = bullet ? 'bullet' : 'bare';
    }
    const formEnds = FORM_ENDS.exec(trimmed);
    if (formEnds) {
      clauses.push(...readLine(trimmed.slice(0, formEnds.index), negativeSection(mode)));
      continue;
    }
    clauses.push(...withPassesCarriedBack(trimmed, readLine(trimmed, section)));
  }
  return clauses;
}

/**
 * "Consumer AI trip planners. We have met a hundred, and we won't back one.": a pass whose object is
 * a pronoun rules out what the sentence before it named. "The same goes for X" then gives X that
 * rule's polarity.
 */
const PRONOUN_PASS =
  /\b(?:we|i)\s+(?:won['’]t|will not|wouldn['’]t|would not|don['’]t|do not|never|no longer)\s+(?:back|fund|invest in|do|touch|consider|finance)\s+(?:one|them|those|these|any|it)\b/i;
const SAME_GOES_FOR = /^\s*(?:and\s+)?the same (?:goes|is true|applies) (?:for|to)\b/i;

function withPassesCarriedBack(text: string, line: Clause[]): Clause[] {
  const passAt = text.search(PRONOUN_PASS);
  if (passAt < 0) return line;
  const at = (clause: Clause) => text.indexOf(clause.quote);
  const named = line.findLastIndex(
    (clause) =>
      at(clause) >= 0 && at(clause) < passAt && clause.scopes.length > 0 && !FIRST_PERSON.test(clause.quote),
  );
  return line.map((clause, index) =>
    clause.polarity === 'wants' &&
    (index === named || (at(clause) > passAt && SAME_GOES_FOR.test(clause.quote) && clause.scopes.length > 0))
      ? { ...clause, polarity: 'excludes' }
      : clause,
  );
}

/** A list item: a bullet, "3." or "3)", or a rule's number "2.1" before its capitalised text. */
export const BULLET = new RegExp(
  String.raw`^\s*(?:${BULLET_MARKS}|\d+[.)]|\d+(?:\.\d+)+(?=\s+\p{Lu})|\p{Lu}{1,2}\d+(?:\.\d+)*(?=\s+\p{Lu}))\s+`,
  'u',
);
/** "**We no longer back X.** Because ...": bold and italics from a web page, which would hide a sentence's end. */
const MARKDOWN_EMPHASIS = /\*\*|__|(?<=\s|^)\*(?=\S)|(?<=\S)\*(?=[\s.,;:!?]|$)/g;
/** A line of this many sentences under a rule-out heading is prose, not one of its items. */
const PROSE_SENTENCES = 2;
const SENTENCE_END = /[.!?]["'”’)]*\s*$/;
/** A heading is short: a longer line without an ending is prose that was not punctuated. */
const HEADING_MAX_WORDS = 8;
/** A rule-out or soft lead-in over a list ("What we will not fund, however good the deck") may run this long. */
const LIST_LEAD_IN_MAX_WORDS = 14;
const NEGATIVE_HEADING = new RegExp(`\\b(?:${termAlternation(NEGATIVE_HEADINGS)})\\b`, 'i');

/** A deal-breakers answer is a rule-out list already: its own headings keep its reading of limits ("Seed"). */
const negativeSection = (mode: ReadingMode): ReadingMode =>
  mode === 'exclusions-answer' ? mode : 'excluded-section';

/**
 * "Its core product, and not a side line, contributes to one of the following:": a negation set off
 * by commas is about its own noun, not about what the lead-in introduces.
 */
const NEGATED_COMMA_ASIDE = /,\s*(?:and\s+|but\s+)?(?:not|never)\s+[^,:;]{1,40},/gi;

/**
 * "Open source is the requirement, not a bonus": a heading that ends by saying what its subject is
 * not stresses the subject; "Crypto, not for us" (no article) still rules out; "(the law sets these,
 * not us)" says who sets the rules under it.
 */
const TRAILING_CONTRAST =
  /,\s*(?:and\s+|but\s+)?not\s+(?:(?:a|an|the|just|merely)\s+[^,:;]{1,40}|us|me)\)?$/i;

/** A heading that rules out what it heads: a rule-out cue, or a word such as "exclusions" or "anti-portfolio". */
function negativeHeading(label: string): boolean {
  const cleaned = label
    .replace(NOT_A_NEGATION, ' ')
    .replace(NEGATED_COMMA_ASIDE, ' ')
    .replace(TRAILING_CONTRAST, ' ');
  return (EXCLUDE_CUE.test(cleaned) || NEGATIVE_HEADING.test(cleaned)) && !SOFT_CUE.test(cleaned);
}

/** "Amber: send it, but the bar is higher", "Less of a fit:": a heading whose items are soft rules. */
const SOFT_HEADING =
  /\b(?:amber|yellow|maybe|possibly|it depends|(?:the\s+)?bar is higher|(?:a\s+)?higher bar|with caution|less of a fit|(?:a\s+)?weaker fit|(?:a\s+)?harder sell)\b/i;
const softHeading = (label: string): boolean =>
  !negativeHeading(label) && (SOFT_HEADING.test(label) || SOFT_CUE.test(label));

/** The reading of the items under a heading: ruled out, soft, or as the text around them. */
function sectionUnder(heading: string, mode: ReadingMode): ReadingMode {
  if (negativeHeading(heading)) return negativeSection(mode);
  return softHeading(heading) && mode === 'thesis' ? 'soft-section' : mode;
}

const NUMBERED = /^\s*\d+[.)]\s+/;

/** "6. Out of scope", "2) Ineligible activities": a numbered heading that rules out what it heads. */
function numberedNegativeHeading(line: string): boolean {
  if (!NUMBERED.test(line) || SENTENCE_END.test(line)) return false;
  const label = line.replace(NUMBERED, '');
  return label.split(/\s+/).length <= HEADING_MAX_WORDS && negativeHeading(label);
}

/**
 * A short line without an ending that says nothing of its own ("Not for us", "Hard no", "What we
 * like"), or one with a rule-out cue over a list ("Where we don't play" before "- crypto").
 */
function isBareHeading(line: string, next: string): boolean {
  const words = line.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  if (SENTENCE_END.test(line)) return false;
  // "What we will not fund, however good the deck" over bullets: a lead-in may run longer than a label.
  if (
    words.length <= LIST_LEAD_IN_MAX_WORDS &&
    (negativeHeading(line) || softHeading(line)) &&
    BULLET.test(next.trim())
  )
    return true;
  if (words.length > HEADING_MAX_WORDS) return false;
  return readLine(line, 'thesis').every(
    (clause) => clause.scopes.length === 0 && !clause.lead && !clause.stageBound,
  );
}

/**
 * "A core software – not commodity financial – product": a negated aside between dashes leaves
 * the noun after it to both sides. Cut at the dashes, "not commodity financial" would rule out
 * the word "commodity" and the want would lose its noun; spelled out, it reads "a core software
 * product – not commodity financial product".
 */
const NEGATED_ASIDE =
  /(\S)\s+[–—-]\s+((?:not|never|rather than|instead of)\s+[^–—]+?)\s+[–—-]\s+([\p{L}-]+)/giu;
function withAsideSpelledOut(sentence: string): string {
  return sentence.replace(
    NEGATED_ASIDE,
    (_whole, before: string, aside: string, noun: string) => `${before} ${noun} – ${aside} ${noun}`,
  );
}

/**
 * A sentence that ends by passing ("A marketplace or a consumer app that uses AI is still a
 * marketplace or a consumer app, and we pass.", "If it makes its money from ads, we are not the
 * right investor."): the verdict comes last and rules out what the sentence named before it.
 */
/** "too late", "too small and too late for you": a fund that says it cannot follow where the company is. */
const TOO_LATE = String.raw`too\s+(?:late|early|small)(?:\s+and\s+too\s+(?:late|early|small))?(?:\s+for\s+(?:you|it|them|that))?`;
const TRAILING_PASS = new RegExp(
  String.raw`(?:[,;:–—-]\s*|\s+)(?:(?:and|so)\s+)?(?:(?:is|are)\s+(?:past|beyond)\s+(?:our|the)\s+(?:stage|remit|scope|mandate)|(?:it|that|this|they|those|such\s+a\s+company)\s+(?:is|are|['’]s|['’]re)\s+not\s+for\s+(?:us|me)|(?:we|i)\s+(?:(?:(?:always|usually|will|would)\s+)?(?:pass|say no|decline|walk away|stay away)|(?:are|am)\s+(?:not\s+the\s+right|the\s+wrong)\s+(?:investors?|fund|firm|partners?|people|programmes?|programs?|accelerator)(?:\s+(?:for\s+(?:it|you|that)|to\s+(?:call|ask|talk\s+to)))?|(?:are|am)\s+${TOO_LATE})|(?:we|i)['’](?:re|m)\s+${TOO_LATE}|(?:my|our)\s+(?:cheques?|checks?|tickets?)\s+(?:is|are|would be)\s+too\s+small(?:\s+to\s+matter)?(?:\s+(?:to|for)\s+(?:you|it|them|that))?)\s*[.!]?\s*$`,
  'i',
);

/**
 * "is up to them", "does not worry us", "we don't mind", "is secondary": where the company is
 * registered is free.
 */
const HQ_FREEDOM =
  /\b(?:(?:is|are) up to (?:them|you|the founders?|each company)|(?:does|do)(?:n['’]t| not) (?:worry|bother|concern) (?:us|me)|(?:we|i) (?:don['’]t|do not) mind|no matter where|wherever (?:you|they|it) (?:are|is|choose)|(?:is|are) secondary|matters? less|(?:does|do)(?:n['’]t| not) matter)\b/i;
const NARRATIVE_FREQUENCY =
  /^\s*(?:and\s+|but\s+)?(?:sometimes|occasionally|now and then)\s+(?:the|a|an|she|he|they|it|her|his|their|people)\b/i;
const NOT_A_THING = /^\s*(?:and\s+|but\s+)?not\s+(?:a|an|one)\s+([\p{L}-]+)/iu;
const termsOnly = (scope: Scope) =>
  scope.industries.length +
    scope.subsectors.length +
    scope.models.length +
    scope.stages.length +
    scope.places.length ===
  0;
const ENTITY_ALLOWED =
  /\b(?:parent|holding|incorporat\w*|registered|entity|domicile\w*)\b[^.;]*\b(?:is|are)\s+(?:fine|ok|okay|acceptable|allowed)\b|\b(?:holding|parent)\s+compan(?:y|ies)\s+with\s+(?:a|an|its)\s+(?:[\p{L}-]+\s+)?subsidiar(?:y|ies)\b/iu;
const RESULT_CLAUSE = /^(?:so that|such that|so)\s/i;
const CONDITION_CLAUSE =
  /^(?:where|whenever|when|if|unless|provided(?: that)?|as long as|so long as|rather than|as opposed to|instead of)\s/i;
/** "own their trucks, vessels or warehouses": the verb governs every item of the list. */
const OWNED_LIST =
  /\b(own(?:s|ing)?\s+(?:their|its|the)\s+)([\p{L}-]+)((?:,\s*[\p{L}-]+)*,?\s+(?:or|and)\s+[\p{L}-]+)/giu;

/** "Opening clinics, hospitals, stores or factories": sites the money would open, each of them. */
const OPENED_LIST =
  /\b(open(?:s|ing)?\s+(?:new\s+)?)([\p{L}-]+)((?:,\s*[\p{L}-]+(?:\s+[\p{L}-]+)?)*,?\s+(?:or|and)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?)/giu;

/** Spells the verb out before each item, so that each reads as what a company owns or opens, not as a bare noun. */
function withOwnedSpelledOut(sentence: string): string {
  const spelledOut = (_whole: string, verb: string, first: string, rest: string) =>
    `${verb}${first}${rest.replace(/(,\s*|\s+(?:or|and)\s+)([\p{L}-]+)/gu, `$1${verb}$2`)}`;
  return sentence.replace(OWNED_LIST, spelledOut).replace(OPENED_LIST, spelledOut);
}

/**
 * "fewer than 250 employees": a limit on size, not people the products are for. (Size is not
 * matched; read as words, "employees" would make HR a wanted sector.)
 */
const HEADCOUNT_LIMIT =
  /\b(?:with\s+)?(?:(?:fewer|less|more)\s+than|under|over|below|above|up\s+to|at\s+(?:least|most))\s+[\d,.]+\s*(?:full[\s-]time\s+)?(?:employees|staff|people|FTEs?|workers)\b/gi;
/** "the majority of its employees in the Nordics", "most of your staff are in Leeds": where the company is. */
const STAFF_LOCATION =
  /\b(?:the\s+)?(?:majority|most|half|bulk)\s+of\s+(?:its|their|your|our|the)\s+(?:employees|staff|team|people|workforce)(?:\s+(?:are|is|must\s+be|sit|work|live))?\s+(?=in\b)/gi;

/** ", however well it treats people", ", even when they are API-first": a concession inside a rule, which names nothing the rule is about. */
const CONCESSIVE_ASIDE =
  /,\s*(?:however\s+(?:well|much|good|kind|kindly|fair|fairly|nice|ethical|attractive|big|large|many|fast|clever|strong|impressive|popular)\b[^,;:.]*|even\s+(?:when|if|though)\b[^;:.]*)/gi;

/**
 * "Founders who run the business from London: we rarely invest, and only when ...": a verdict after a
 * colon that backs what it follows only now and then, as "we rarely invest in X" does.
 */
const SELDOM_VERDICT =
  /\s*:\s*(?:we|i)\s+(?:only\s+)?(?:rarely|seldom|occasionally|sometimes|only now and then)\s+(?:invest|back|fund|do it|write a cheque)\b.*$/i;

/**
 * "Cash-pay consumer apps: a pass, however big the waitlist", "Drug development: \"not our game\"": a
 * verdict after a colon or dash rules out what it follows; what comes after the verdict is its comment.
 */
const VERDICT_PASS =
  /\s*[:–—]\s*["“]?(?:(?:it['’]s|that['’]s)\s+)?(?:a\s+)?(?:hard\s+|firm\s+|clear\s+|quick\s+)?(?:pass|no-go|no go|hard no|not (?:our|my) (?:game|thing|area|focus)|not for (?:us|me))\b.*$/i;

/**
 * "Certificates and bootcamps do not count, and neither do advisers or early employees": which
 * degrees or people count as a founder the fund backs, not what it rules out ("licences that do not
 * count" name no founder, and stay a rule-out; "don't count on it" is no such sentence).
 */
const DOES_NOT_COUNT = /\b(?:(?:do|does) not|don['’]t|doesn['’]t) count\b(?!\s+on\b)/i;
const FOUNDER_QUALIFICATION = new RegExp(`\\b(?:${termAlternation(FOUNDER_QUALIFICATIONS)})\\b`, 'i');
/**
 * "K-12 or universities? consumers or institutions? games or assessment?": a run of bare either-or
 * questions lists the lines a fund could draw, which it goes on to answer ("we don't draw lines by
 * buyer"); the questions themselves want neither side. One question alone ("Building software for
 * hospitals or clinics? Talk to us.") still says what the fund wants.
 */
const BARE_ALTERNATIVES =
  /(?:^|[—–:]\s*)(?:[\p{L}\p{N}-]+\s+){0,2}[\p{L}\p{N}-]+\s+or\s+(?:[\p{L}\p{N}-]+\s+){0,2}[\p{L}\p{N}-]+\s*\?\s*$/iu;
/** The sentences that stand in a run of two or more bare either-or questions. */
function alternativesAsked(sentences: readonly string[]): ReadonlySet<string> {
  const asked = new Set<string>();
  let run: string[] = [];
  for (const sentence of [...sentences, '']) {
    if (BARE_ALTERNATIVES.test(sentence)) run.push(sentence);
    else {
      if (run.length >= 2) for (const question of run) asked.add(question);
      run = [];
    }
  }
  return asked;
}

const qualifiesFounders = (sentence: string) =>
  DOES_NOT_COUNT.test(sentence) && FOUNDER_QUALIFICATION.test(sentence);

function readLine(text: string, mode: ReadingMode): Clause[] {
  const clauses: Clause[] = [];
  const sentences = sentencesOf(text);
  const asked = alternativesAsked(sentences);
  /** "Hard nos: consumer apps. Hardware. Healthcare.": a verdict label heads the bare items after it. */
  let labelHeadsNext = false;
  /** The sentence read last, and where its clauses begin. */
  let previous: string | null = null;
  let previousStart = 0;
  for (const written of sentences) {
    if (qualifiesFounders(written) || asked.has(written) || REFERRAL.test(written)) continue;
    // "We don't invest in apps for business teams. That means CRM, BI and HR software.": a sentence
    // that spells out a rule-out before it shares it (even one whose own words named nothing).
    const previousRuledOut =
      previous !== null &&
      (clauses.length > previousStart
        ? clauses.slice(previousStart).every((clause) => clause.polarity === 'excludes')
        : EXCLUDE_CUE.test(previous));
    // Not "That means B2B only" nor "That means we back ...": the other side of the rule.
    const elaboration = written.replace(ELABORATION, '');
    const spelledOut =
      ELABORATION.test(written) &&
      previousRuledOut &&
      !FIRST_PERSON.test(elaboration) &&
      !ONLY.test(elaboration);
    // "- B2B software sold only to businesses. Your buyers are procurement teams, not fans.": under a
    // rule-out heading, a sentence that points back at the item gives the reason, not another rule.
    if (
      previous !== null &&
      !spelledOut &&
      (mode === 'excluded-section' || mode === 'exclusions-answer') &&
      REASON_OPENING.test(written) &&
      !OWN_RULE_OUT.test(written)
    )
      continue;
    const underLabel: boolean = (labelHeadsNext && isBareItem(written)) || spelledOut;
    labelHeadsNext = underLabel && !spelledOut;
    previous = written;
    const sentenceStart = clauses.length;
    previousStart = sentenceStart;
    // "..., we will pass, however good the numbers look": the concession does not hide the verdict.
    // "AED 1.5M – 6M": a dash between two amounts is a range, not the end of a clause.
    const conceded = written
      .replace(CONCESSIVE_ASIDE, '')
      .replace(AMOUNT_DASH, '$1–')
      .replace(HEADCOUNT_LIMIT, ' ')
      .replace(STAFF_LOCATION, 'based ');
    const pass = conceded.match(TRAILING_PASS) ?? conceded.match(VERDICT_PASS);
    const seldom = pass ? null : conceded.match(SELDOM_VERDICT);
    const verdict = pass ?? seldom;
    const sentence = (verdict ? conceded.slice(0, verdict.index) : conceded)
      // A lead-in with its own cue ("Two things we never fund: ...") keeps it for the items.
      .replace(COUNTED_LEAD_IN, (leadIn) => (EXCLUDE_CUE.test(leadIn) ? leadIn : ''));
    const hqFree = HQ_FREEDOM.test(sentence);
    const parts = spellOutSharedHead(
      spellOutSharedRegionNoun(withOwnedSpelledOut(withAsideSpelledOut(sentence))),
    ).split(CLAUSE_BOUNDARY);
    let labelled = underLabel;
    for (const [partIndex, part] of parts.entries()) {
      if (!part || !/[\p{L}\p{N}]/u.test(part)) continue;
      // "We come in early, before a Series A; once a company is raising one, we are the wrong
      // people": the verdict rules out its own clause, not the whole sentence.
      const last = partIndex === parts.length - 1;
      let carried: Carried = (pass && last) || labelled ? 'label' : seldom && last ? 'soft' : null;
      // "Kirana stores, wholesalers, small manufacturers, restaurants, clinics": a list of the kinds of
      // small business a fund's companies sell to names buyers, not sectors it backs.
      let vertical = namesSmallBusinessKinds(part);
      let payers = false;
      let placeRole: PlaceRole = 'any';
      const partClauses: Clause[] = [];
      const items = itemsOf(part);
      // "Restaurants, clinics, shops, it doesn't matter": what comes before the shrug is examples.
      const shrug = items.findIndex((item) => SHRUG.test(item));
      for (const [itemIndex, item] of items.entries()) {
        if (
          (itemIndex < shrug && namesOnlyAKind(item)) ||
          (itemIndex === shrug && item.split(/\s+/).length <= SHRUG_WORDS)
        )
          continue;
        // "- Pass: consumer apps; agencies": a bare verdict word labels the items after it as rule-outs.
        // It labels the rest of its sentence, across semicolons ("Pass: a and b; c and d").
        if (RULE_OUT_LABEL.test(item)) {
          carried = 'label';
          labelled = true;
          labelHeadsNext = true;
          continue;
        }
        // "headquartered in Europe (incl. the UK), selling into North America": each item its own
        // role; where an item says both ("US-headquartered, selling into the US") the HQ rule binds.
        // "Where the company is registered is up to them; plenty are incorporated in Delaware, and
        // that does not worry us": the places of a sentence that frees the HQ are no rule.
        // "a Delaware holding company is fine": where the legal entity sits is allowed, not required.
        // "A Delaware, UK or Mauritius holding company is fine": the whole list is the entity's.
        if ((hqFree && (HQ_ROLE.test(item) || HQ_FREEDOM.test(item))) || ENTITY_ALLOWED.test(part)) continue;
        placeRole =
          HQ_ROLE.test(item) || PLACE_BASED.test(item) || PEOPLE_FROM.test(item)
            ? 'hq'
            : MARKET_ROLE.test(item)
              ? 'market'
              : placeRole;
        // "It matters little who pays, the person, their employer or their insurer": who may pay
        // names no company the fund backs, nor a market it sells into.
        payers ||= WHO_PAYS.test(item);
        if (payers) continue;
        // "..., so that its balance sheet is the engine, it is not for us": what follows from the
        // ruled-out business, not a second thing ruled out.
        // "..., where the climate claim rests on materials", "..., rather than on avoided production": a
        // condition or a contrast of the rule-out before it, not another thing ruled out ("If you sell
        // only on Amazon, we will pass" opens with its condition, which names what is ruled out).
        if (carried && (RESULT_CLAUSE.test(item) || (itemIndex > 0 && CONDITION_CLAUSE.test(item)))) continue;
        // "Customers: businesses with 5 to 250 staff, restaurants, clinics, shops": under a buyers
        // label the industries named are who buys, not sectors the fund wants.
        if (BUYERS_LABEL.test(item)) {
          vertical = true;
          continue;
        }
        // "Is that outside your mandate?" "Not any more: since 2025 we invest in ...": the question's
        // premise denied, not a label ruling out what follows.
        if (NO_LONGER.test(item)) continue;
        const clause = readItem(item, carried, mode, placeRole);
        if (!clause) continue;
        const sellsInto = item.match(SELL_INTO) ?? industryFor(item);
        const buyers = item.match(BUYERS);
        const example = item.match(EXAMPLES);
        if (vertical) clause.verticalText = clause.quote;
        else if (
          example &&
          namesIndustry([...partClauses.map((c) => c.quote), item.slice(0, example.index)].join(' '))
        ) {
          // "Vertical SaaS, for example payroll for restaurants": the examples' industries are use-cases.
          clause.verticalText = item.slice((example.index ?? 0) + example[0].length);
          vertical = true;
        } else if (sellsInto) {
          clause.verticalText = item.slice((sellsInto.index ?? 0) + sellsInto[0].length);
          vertical = true;
        } else if (buyers?.[1]) {
          // "Software that health systems and payers buy": the buyers' industries, not the fund's.
          // What follows the verb is the product again ("products that families buy (groceries, ...)").
          clause.verticalText = buyers[1];
        }
        const empty = clause.scopes.length === 0 && !clause.lead && !clause.stageBound;
        const previous = partClauses.at(-1);
        if (clause.polarity === 'excludes' && !previous && (empty || leadsColonList(part, item))) {
          // "Not for us: a, b, c": a label that rules out every item after it; when it opens its
          // sentence, across semicolons too ("What we don't do: a; b; and c", "what you'll learn to
          // say no to quickly: a; b; c").
          carried = 'label';
          labelled ||= partIndex === 0 && itemIndex === 0;
          if (!empty) partClauses.push(clause);
          continue;
        }
        carried = carried === 'label' ? 'label' : clause.polarity === 'wants' ? null : clause.polarity;
        if (
          empty &&
          clause.polarity === 'excludes' &&
          REFERS_BACK.test(clause.quote) &&
          previous &&
          previous.polarity === 'wants' &&
          !previous.preference
        ) {
          // "if the model is balance-sheet lending, it is not for us": the rule-out looks back.
          previous.polarity = 'excludes';
          previous.quote = `${previous.quote}, ${clause.quote}`;
          continue;
        }
        if (!empty || findMoney(item).length > 0) partClauses.push(clause);
      }
      clauses.push(...partClauses);
    }
    // "A good company with nothing to test in a depot, yard or terminal is not one for us": what the
    // rule-out names is what a company must have; the focus says it, so nothing here is ruled out.
    if (WITH_NOTHING_TO.test(written)) {
      const kept = clauses.slice(sentenceStart).filter((clause) => clause.polarity !== 'excludes');
      clauses.splice(sentenceStart, clauses.length - sentenceStart, ...kept);
    }
  }
  return clauses;
}

const AMOUNT_DASH =
  /(\d(?:[.,]\d+)?\s?(?:[kKmMbB]|mn|bn|million|mio)?)\s+[–—-]\s+(?=(?:[A-Z]{3}\s?|[$€£₹])?\d)/g;

/** "a company with nothing to test in ...", "one that has nothing to offer ...": a subject defined by what it lacks. */
const WITH_NOTHING_TO = /\b(?:with|(?:that|which|who)\s+(?:has|have))\s+nothing\s+to\b/i;

/**
 * "Eighty percent of the world's workers do not sit at a desk": a negated verb that is not about
 * investing, in a sentence without the fund in it, describes the world; it rules nothing out.
 * "Consumer apps do not fit our thesis" and "we do not back crypto" still do.
 */
function describesTheWorld(text: string, cue: RegExpMatchArray): boolean {
  // "... but do not start new relationships at Series A": a clause cut from "we" has no subject of its own.
  const subject = text
    .slice(0, cue.index ?? 0)
    .replace(/^\s*(?:and|but|or|yet|so|then)\b/i, '')
    .trim();
  // "What we remember is not the launches", "what they lack is not discipline but a safe place":
  // a story or a contrast, not a rule.
  if (/^(?:[\p{L}']+\s+){0,8}what (?:[\p{L}']+\s+){1,3}(?:is|was|are|were)$/iu.test(subject)) return true;
  // "we're in New York but half our portfolio is not": the fund describing its own, not a rule.
  if (OWN_THINGS_AT_END.test(subject)) return true;
  if (subject === '' || FIRST_PERSON.test(text)) return false;
  // "absent user captivity, a business has no right to distribute financial products": a subject
  // that has or is "no ..." is a claim about that subject ("Crypto has no place here" still rules out).
  // "A family with no cushion pays to borrow": "with no" describes the subject.
  if (/^no$/i.test(cue[0]) && /\b(?:with|without)$/i.test(subject)) return true;
  if (/^no$/i.test(cue[0]) && STATIVE_BEFORE_NO.test(subject)) {
    const object = text.slice((cue.index ?? 0) + cue[0].length).match(/^\s*([\p{L}-]+)/u)?.[1] ?? '';
    return object !== '' && !RULE_OBJECTS.test(object);
  }
  // "A fall at two in the morning is not a disaster if someone knows": a claim about its subject
  // ("Lending is not a focus" still rules out).
  if (/^not$/i.test(cue[0]) && COPULA_AT_END.test(subject)) {
    const object =
      text.slice((cue.index ?? 0) + cue[0].length).match(/^\s+(?:(?:a|an|the|our)\s+)?([\p{L}-]+)/u)?.[1] ??
      '';
    return object !== '' && !RULE_OBJECTS.test(object) && !RULE_COMPLEMENTS.test(object);
  }
  if (!AUXILIARY_NEGATION.test(cue[0])) return false;
  const verb = text.slice((cue.index ?? 0) + cue[0].length).match(/^\s+([\p{L}-]+)/u)?.[1] ?? '';
  return verb !== '' && !RULE_VERBS.test(verb);
}
const OWN_THINGS_AT_END =
  /\b(?:our|my)\s+(?:portfolio|portfolio companies|companies|team|partners|office|offices|fund|founders|lps)\s+(?:is|are|was|were|has|have|does|do)$/i;
const AUXILIARY_NEGATION =
  /^(?:do not|don['’]t|does not|doesn['’]t|cannot|can['’]t|won['’]t|will not|would not|wouldn['’]t)$/i;
/** "a business has no ...", "margins are no ...": a third-person subject and a stative verb before "no". */
const STATIVE_BEFORE_NO = /\b[\p{L}-]+\s+(?:has|have|had|is|are|was|were)$/iu;
/** "has no place", "is no fit", "is no-go", "is no longer": an object that is a verdict, so the clause still rules out. */
const RULE_OBJECTS = /^-?(?:place|room|home|fit|go|longer|interest|appetite|business|chance|future)$/i;
/** "is not a focus", "are not investable": what a rule says of what it rules out. */
const RULE_COMPLEMENTS =
  /^(?:focus|priority|target|area|match|scope|thesis|mandate|remit|investable|eligible|interesting|attractive|relevant|welcome|considered|funded|backed|something|what|part|among|suitable|right|core|in|within|on|for)$/i;
const FIRST_PERSON = /\b(?:we|our|us|i|me|my)\b/i;
const RULE_VERBS =
  /^(?:invest\w*|back\w*|fund\w*|lead\w*|do|does|consider\w*|take|fit\w*|qualify|work|touch|support|write|look|meet|match|belong|count|apply|suit|start|join|screen|select)$/i;

/** An item that says what the fund does back, inside a rule-out list: "(we back software for lenders, not lenders)". */
const OWN_WANT =
  /\b(?:we|i)(?:['’]ll|\s+will|\s+would)?\s+(?:do\s+)?(?:back|invest in|fund|like|love|want|care (?:most |a lot )?about|value|look for|spend)\b|\b(?:we|i)\s+(?:now\s+)?only\s+(?:make|do|write|invest|back|fund|lead|take)\b|\b(?:is|are)\s+(?:squarely\s+)?in scope\b|\b(?:is|are)\s+fine\b/i;

/** "without clinical validation", "with no revenue", "lacking a licence": what a scope lacks. */
const LACKING = /\b(?:without|with no|lacking|that lack|which lack)\s+(?:an?\s+|any\s+)?([^,;.()]+)/i;

/** "outside (of) the US", "beyond Europe", "not based in Canada": what follows is the place wanted. */
const OUTSIDE = /\b(?:outside(?:\s+of)?|beyond|buiten|außerhalb|not (?:based|headquartered|located) in)\s+/i;
/** "companies outside ...", "founders based outside ...": a rule about where the company is. */
const COMPANIES_OUTSIDE =
  /\b(?:compan(?:y|ies)|startups?|businesses|bedrijven|founders?|teams?|based|headquartered|hq|hoofdkantoor)\b[^,;]*\b(?:outside|beyond|buiten|außerhalb|not (?:based|headquartered|located) in)\b/i;

/** A rule-out that points back at the item before it: "it is not for us", "those we avoid". */
const REFERS_BACK = /^(?:(?:and|but|then)\s+)?(?:it|that|this|these|those|they|such)\b/i;

/** "they are", "but these are": a subject that points back, with its verb, before a negation. */
const DESCRIBES_REFERENT =
  /^\s*(?:(?:and|but|yet|so)\s+)?(?:it|they|these|those|this|that)\s+(?:is|are|was|were)\s*$/i;

/**
 * An item without the relative clause that describes it: "consultancies and staffing companies
 * whose revenue is the hours of the people they employ" is a short item of a rule-out list (its
 * polarity carries), however long its description.
 */
const headOf = (item: string) => item.replace(/\s+(?:whose|which|that|who|where)\b.*$/is, '');
/**
 * A rule-out list's item without the participle that describes it: "agencies dressed up as
 * products", "edtech sold to parents". Not where a company is ("headquartered in ..."), which is a
 * rule of its own.
 */
const ruledOutHeadOf = (item: string) =>
  HQ_ROLE.test(item) ? headOf(item) : headOf(item).replace(PARTICIPLE_PHRASE, '');
const PARTICIPLE_PHRASE =
  /\s+(?:[\p{L}]+ed|sold|built|run|made|paid|held|owned|driven|known)(?:\s+(?:up|out|down))?\s+(?:as|to|by|for|on|in|with|from|into)\b.*$/isu;

/**
 * "We leave consumer products, however sustainable, to funds that know shelves": one rule-out, read
 * without its aside.
 */
const LEFT_TO_OTHERS = new RegExp(String.raw`\bleave\b[^.;]*?${LEFT_TO_OTHERS_TAIL}`, 'gi');

/** Keeps a "leave X to other funds" rule-out one clause, so that its cue reaches what it names. */
function keepLeftToOthersWhole(line: string): string {
  return line.replace(LEFT_TO_OTHERS, (span) => span.replace(/,[^,]*,/g, '').replace(/,/g, ''));
}

/**
 * "Identity, cloud, application and data security": a list of single words sharing the noun after
 * its last item. Cut at its commas, "cloud" would stand alone and want all of cloud infrastructure.
 */
const SHARED_HEAD = /((?:\b[\p{L}-]+,\s+)+[\p{L}-]+,?\s+(?:and|or)\s+[\p{L}-]+)\s+(security)\b/giu;
function spellOutSharedHead(sentence: string): string {
  return sentence.replace(SHARED_HEAD, (_whole, list: string, head: string) =>
    list.replace(
      /[\p{L}-]+(?=,|\s+(?:and|or)\s|$)|(?<=\s(?:and|or)\s+)[\p{L}-]+$/gu,
      (word) => `${word} ${head}`,
    ),
  );
}

/** "Go talk to my friends.", "Speak to other funds": where the fund sends founders, which names no company. */
const REFERRAL = /^\s*(?:go\s+)?(?:talk|speak|reach out)\s+to\s+(?:my|our|other|some)\b[^.;:]*[.!]?\s*$/i;

/** "What you'll learn to say no to quickly: consumer apps; ...": the item is the lead-in of a list after a colon. */
function leadsColonList(part: string, item: string): boolean {
  const colon = part.indexOf(':');
  if (colon <= 0 || !part.slice(0, colon).trim().endsWith(item.trim())) return false;
  // "We do not back freight forwarders: they compete with our own desk": a reason, not a list.
  const after = part.slice(colon + 1).trim();
  return after !== '' && !REASON_OPENING.test(after) && !FIRST_PERSON.test(after);
}

/** A scope that is one word or name, matched as written, quoting the phrase it was read from. */
const termScope = (phrase: string, term: string): Scope => ({ ...readScope(''), phrase, terms: [term] });

/** A phrase wholly in quotation marks: someone's name for a thing ("agentic manager"), not a kind of company. */
const QUOTED_NAME = /^["“‘'](.+)["”’']$/u;

/**
 * "Employee monitoring, whatever it's called this year ("workforce analytics", "agentic manager")": a
 * rule-out's quoted names are matched as written, not read as the sectors their words belong to.
 */
function literalWhenQuoted(scope: Scope): Scope {
  const name = QUOTED_NAME.exec(scope.phrase.trim())?.[1]?.trim();
  return name ? termScope(scope.phrase, name.toLowerCase()) : scope;
}

/** "Software that wraps someone else's foundation model", "thin wrappers around third-party models". */
const WRAPS_OTHERS =
  /\b(?:wrap(?:s|ping)?|wrappers?\s+(?:around|on|of|for)|(?:built|sits?|layered)\s+on\s+top\s+of)\s+(?:someone\s+else['’]s|others['’]|other\s+(?:people|companies)['’]s?|third[\s-]party|another\s+company['’]s)\b/i;

/**
 * What wraps someone else's product is not that product: a rule-out of wrappers of others' foundation
 * models rules out the wrappers, not the companies that build models. Read as the word "wrapper".
 */
function wrapperWhenWrapping(scope: Scope): Scope {
  return WRAPS_OTHERS.test(scope.phrase) ? termScope(scope.phrase, 'wrapper') : scope;
}

/** A sentence that points back at what came before it ("Your buyers are ...", "At that size ..."). */
const REASON_OPENING =
  /^\s*(?:and\s+)?(?:your|their|its|this|that|these|those|they|it|such|because|since|otherwise|at (?:that|this|such a)\b)\b/i;
/** A sentence that rules out in its own words, even after a pointing word ("This also rules out ..."). */
const OWN_RULE_OUT = /\b(?:rule[sd]? out|exclud\w*)\b/i;
/** A sentence that says what the one before it meant ("That means ...", "In other words, ..."). */
const ELABORATION =
  /^\s*(?:(?:that|this)\s+(?:means|includes|covers)|by\s+(?:that|this)\s+(?:we|i)\s+mean|in other words|i\.e\.)\b/i;

/** Most words in a sentence that is one of a label's items ("Hardware.", "Edtech and HR tech."). */
const BARE_ITEM_MAX_WORDS = 12;

/** A sentence that names things and says nothing of the fund: no "we" or "I", no question, a few words. */
const isBareItem = (sentence: string): boolean => {
  // An aside in brackets is the writer's reason ("(I have no edge there)"), not part of the item.
  const item = sentence.replace(/\([^)]*\)/g, ' ').trim();
  // "Hard nos: crypto. Seed and Series A, $1M cheques.": a stage, an amount or a place starts a new rule.
  return (
    !FIRST_PERSON.test(item) &&
    !item.includes('?') &&
    item.split(/\s+/).length <= BARE_ITEM_MAX_WORDS &&
    namesOnlyAKind(item)
  );
};

/**
 * A bare verdict word before a list: "Pass:", "Hard no:", "No-go:", "Hard nos:", "Also out:". A
 * thread's post number before it ("7/ Hard nos:") is the post's, not the label's.
 */
const RULE_OUT_LABEL =
  /^\s*(?:\d+\/\s*)?(?:(?:also|hard(?:est)?|firm|big)\s+(?:pass(?:es)?|nos?|noes)|pass|nos|noes|no[\s-]gos?|(?:also\s+)?out|what['’]?s\s+out|not for us|excluded|exclusions)\s*$/i;

/** Words only Portuguese writes: in such a clause "no" is a preposition ("a sede no Brasil"). */
const PORTUGUESE = /[ãõ]|\b(?:não|também|já|você|então|pelo|pela|com|uma|precisa|existe|fazemos|buscamos)\b/i;

/**
 * "the trip you wouldn't have taken", "the bar you'd never have found": a thing and someone's verb,
 * the "that" left out; the negation is theirs, about that one thing.
 */
const OBJECT_RELATIVE =
  /\b(?:the|a|an|every|each)\s+(?:[\p{L}-]+\s+){1,5}?(?:you|they|he|she|people)(?:['’](?:d|ve|ll|re))?\s*$/iu;
/** "A company we have (not)", "founders I did (not)": a noun and the fund's own verb, the "that" left out. */
const REDUCED_RELATIVE =
  /\b(?:compan(?:y|ies)|startups?|founders?|teams?|business(?:es)?)\s+(?:we|i)\s+(?:have|had|did|do)\s*$/i;

const SMALL_BUSINESS_KIND = new RegExp(`\\b(?:${termAlternation(SMALL_BUSINESS_TERMS)})\\b`, 'iu');
/** Items of a list this many or more, at least two of them kinds of small business, and no verb between. */
const BUYER_LIST_ITEMS = 3;
const SMALL_BUSINESS_KIND_ITEMS = 2;
const namesSmallBusinessKinds = (part: string): boolean => {
  const items = part.split(/,|\s+(?:and|or)\s+/);
  return (
    items.length >= BUYER_LIST_ITEMS &&
    items.filter((item) => SMALL_BUSINESS_KIND.test(item)).length >= SMALL_BUSINESS_KIND_ITEMS &&
    !FIRST_PERSON.test(part)
  );
};

/** The words of an item a carried polarity reads (a rule-out's item loses its participle too). */
const itemHead = (item: string, carried: Carried) =>
  carried === 'excludes' || carried === 'label' ? ruledOutHeadOf(item) : headOf(item);

/** A rule-out cue that is always the fund's verdict, even after a relative clause ("A company that sells in Europe is outside Fund I"). */
const OWN_VERDICT = /^(?:rule[sd]? out|exclud(?:e|es|ing|ed)|(?:is|are) outside\b.*)$/i;

/** A polarity carried to the next items; 'label' is "Not for us: a, b, c", carried to every item. */
type Carried = Polarity | 'label' | null;

function readItem(item: string, carried: Carried, mode: ReadingMode, placeRole: PlaceRole): Clause | null {
  // "Suppliers of software to such makers may enter": a permission under a rule-out heading.
  if ((carried || mode === 'excluded-section') && MAY_TAKE_PART.test(item)) return null;
  const blank = (word: string) => ' '.repeat(word.length);
  const denied = item.replace(NOT_A_NEGATION, (match) => match.replace(/\b(?:not|no|never)\b/gi, blank));
  // "sede no Brasil", "registro no MAPA": in Portuguese "no" is "in the", never a negation.
  const cleaned = PORTUGUESE.test(item) ? denied.replace(/\bno\b/gi, blank) : denied;
  const nonScope = NON_SCOPE_NEGATION.test(cleaned);
  const cue = nonScope ? null : cleaned.match(EXCLUDE_CUE);
  // "... at a cost that incumbents cannot match": a negation inside a relative clause rules nothing out.
  // "..., which rules out modular manufacturers": the fund's own verdict, said of what came before.
  // "A company we have not backed before has to come to us at seed": the same, with no "that".
  const beforeCue = cue ? cleaned.slice(0, cue.index ?? 0) : '';
  const relative =
    cue && !OWN_VERDICT.test(cue[0])
      ? /\b(?:that|which|who|whom|where)\b[^,]*$/i.test(beforeCue) ||
        REDUCED_RELATIVE.test(beforeCue) ||
        OBJECT_RELATIVE.test(beforeCue)
      : false;
  const exclude = relative || (cue && describesTheWorld(cleaned, cue)) ? null : cue;
  // "Sometimes the person who uses it is eighty-eight": how often something happens, not a soft rule.
  const soft = NARRATIVE_FREQUENCY.test(cleaned) && !FIRST_PERSON.test(item) ? null : cleaned.match(SOFT_CUE);
  const prefers = cleaned.match(PREFERENCE_CUE);
  let polarity: Polarity;
  let scopeText: string;
  if (prefers && (!exclude || (prefers.index ?? 0) < (exclude.index ?? 0))) {
    // "A soft spot for climate", "bonus points for open source": liked best, not required.
    polarity = 'prefers';
    const after = cleaned.slice((prefers.index ?? 0) + prefers[0].length);
    // "Open source is a plus": a cue after its scope.
    scopeText = /[\p{L}\p{N}]/u.test(after)
      ? after
      : cleaned.slice(0, prefers.index).replace(COPULA_AT_END, '');
  } else if (exclude && (!soft || (exclude.index ?? 0) <= (soft.index ?? 0))) {
    polarity = 'excludes';
    scopeText = cleaned.slice((exclude.index ?? 0) + exclude[0].length);
  } else if (soft) {
    polarity = 'soft';
    const after = cleaned.slice((soft.index ?? 0) + soft[0].length);
    // "We come in at Series B only rarely", "rehab uses are fine": a cue after its scope.
    scopeText =
      /[\p{L}\p{N}]/u.test(after) && !ALLOWED_AFTER.test(soft[0]) ? after : cleaned.slice(0, soft.index);
  } else if (
    carried &&
    !OWN_WANT.test(item) &&
    // "..., and now and then join a seed extension, for companies headquartered in Mexico": where
    // companies must be is a rule of its own, not one more thing done now and then.
    !(carried === 'soft' && HQ_ROLE.test(item)) &&
    (carried === 'label' ||
      /^(?:or|and|nor)\b/i.test(item) ||
      (itemHead(item, carried).split(/\s+/).length <= 8 && !/\b(?:we|our|i)\b/i.test(headOf(item))))
  ) {
    polarity = carried === 'label' ? 'excludes' : carried;
    scopeText = cleaned;
  } else {
    // "Everything else we judge on the founders": in a deal-breakers answer, what is left over is in.
    // Under a negative heading, "(we back software for lenders)" still says what the fund backs.
    // "We care most about founders who have lived the problem": an answer about what the fund
    // likes rules nothing out, even given to the deal-breakers question.
    const ruledOut = (mode === 'exclusions-answer' || mode === 'excluded-section') && !OWN_WANT.test(item);
    polarity =
      ruledOut && !EVERYTHING_ELSE.test(cleaned)
        ? 'excludes'
        : mode === 'soft-section' && !OWN_WANT.test(item)
          ? 'soft'
          : 'wants';
    scopeText = cleaned;
  }
  if (nonScope || BARE_NEGATED_VERB.test(item)) return null;
  if (polarity === 'excludes' && namesOnlyDealTerms(scopeText)) return null;
  const lead = leadRuleIn(item, polarity);
  const stageBound = stageBoundIn(item, polarity);
  // "We do not lead Series A rounds" says how the fund invests, not what it rules out.
  if (lead && polarity !== 'wants') {
    return {
      quote: item,
      polarity: 'wants',
      preference: false,
      scopes: [],
      placeRole,
      lead,
      stageBound: null,
      verticalText: '',
    };
  }
  // "pure software without a hardware core": what follows "without" is not part of the scope, but
  // it qualifies it ("wellness apps without clinical validation" leave the validated ones in).
  const scopesOf = (phrase: string) => {
    // "Companies that run schools or colleges themselves": what the company runs, whichever sites.
    if (polarity === 'excludes' && (RUNS_SITES.test(phrase) || ACQUIRES_SITES.test(phrase)))
      return [termScope(phrase, 'operators')];
    const lacking = phrase.match(LACKING)?.[1] ?? '';
    const without = contentWords(lacking).slice(0, 3);
    return scopePhrases(
      phrase.replace(/\b(?:without|other than|unless|apart from)\b.*$/i, '').replace(WHEN, ''),
    )
      .map(readScope)
      .filter((scope) => !isEmptyScope(scope))
      .map((scope) => (polarity === 'excludes' ? wrapperWhenWrapping(literalWhenQuoted(scope)) : scope))
      .map((scope) => (without.length > 0 ? { ...scope, without } : scope));
  };
  let scopes = scopesOf(scopeText);
  const before = exclude ? cleaned.slice(0, exclude.index) : '';
  const ahead = polarity === 'excludes' && exclude && POSTFIX_CUE.test(exclude[0]) ? scopesOf(before) : [];
  // "Consumer apps do not fit our thesis": a trailing cue's scope is what comes before it.
  if (ahead.length > 0) scopes = ahead;
  else if (
    scopes.length === 0 &&
    polarity === 'excludes' &&
    exclude &&
    (COPULA_AT_END.test(before) || POSTFIX_CUE.test(exclude[0]))
  ) {
    // "Enterprise software is not for us", "Hardware out of scope": the scope comes first. Not in
    // "decide not to invest in anything else", where what comes first is the fund's own verb.
    scopes = scopesOf(before.replace(COPULA_AT_END, ''));
  }
  // "Not a ward, not a waiting list": a fragment that names single things in someone's words, with no
  // fund and no industry in it, is what they want to avoid, not what the fund rules out.
  if (
    polarity === 'excludes' &&
    exclude &&
    NOT_A_THING.test(cleaned) &&
    !FIRST_PERSON.test(item) &&
    scopes.length > 0 &&
    scopes.every(termsOnly) &&
    !RULE_OBJECTS.test(cleaned.match(NOT_A_THING)?.[1] ?? '')
  )
    return null;
  // "These can be great businesses, but they are not networks": a pronoun that points back at what
  // was just ruled out, said to be "not X", describes those things; it does not rule X out.
  if (polarity === 'excludes' && exclude && scopes.length > 0 && DESCRIBES_REFERENT.test(before)) return null;
  if (polarity === 'excludes' && stageBound && (stageBound.after || stageBound.before)) {
    // The bound carries the rule: "never after seed" does not exclude seed itself.
    scopes = scopes.map((scope) => ({ ...scope, stages: [] })).filter((scope) => !isEmptyScope(scope));
  }
  // "No companies outside the US and Canada", "nothing outside North America": ruling out what is
  // outside a place is wanting the place. Companies outside it are companies based outside it.
  const outside = polarity === 'excludes' ? OUTSIDE.exec(scopeText) : null;
  const inside = outside ? findPlaces(scopeText.slice(outside.index + outside[0].length)) : [];
  if (outside && inside.length > 0) {
    const phrase = scopeText.slice(outside.index).trim();
    return {
      quote: item.trim(),
      polarity: 'wants',
      preference: true,
      scopes: [{ ...readScope(phrase), places: inside, terms: [] }],
      placeRole: COMPANIES_OUTSIDE.test(scopeText) ? 'hq' : placeRole,
      lead: null,
      stageBound: null,
      verticalText: '',
    };
  }
  let preference = false;
  // Under a thesis's negative heading ("Automatic disqualifications: Series B and later") it is a rule-out.
  if (
    polarity === 'excludes' &&
    !exclude &&
    (mode === 'exclusions-answer' ||
      (mode === 'excluded-section' && ONLY.test(item) && !DESCRIBED_BY_ONLY.test(item)))
  ) {
    // A cue-less item in a deal-breakers answer: a limit stated as a preference is a want.
    const limit =
      ONLY.test(item) ||
      findMoney(item).length > 0 ||
      scopes.some((scope) => scope.stages.length > 0 || scope.places.length > 0);
    if (limit) {
      polarity = 'wants';
      preference = true;
    }
  } else if (polarity === 'wants' && ONLY.test(item)) {
    preference = true;
  }
  return { quote: item.trim(), polarity, preference, scopes, placeRole, lead, stageBound, verticalText: '' };
}

/** Human label of a scope's facets, for reasoning. */
export function describeScope(scope: Scope): string {
  const parts = [
    ...scope.models,
    ...scope.subsectors.map((ref) => `${ref.id.replace(/-/g, ' ')} (${DECK_INDUSTRIES[ref.industry]})`),
    ...scope.industries.map((industry) => DECK_INDUSTRIES[industry]),
    ...scope.places.map((place) => place.label),
    ...scope.stages.map((stage) => FUNDING_STAGES[stage]),
    ...scope.terms,
  ];
  const without = scope.without ?? [];
  return `${parts.join(' + ')}${without.length > 0 ? ` without ${without.join(' ')}` : ''}`;
}
