import { DECK_INDUSTRIES, type DeckIndustry, type FundingStage } from '@pitchfit/contracts/deck';
import type { CustomerFocus } from '@pitchfit/contracts/thesis-reading';
import { compileLexicon, termAlternation } from '../../../language/lexicon-matcher';
import { sentencesOf } from '../../../language/sentences';
import { escapeRegExp, round } from '../../../language/text';
import { type BusinessModel, THESIS_MODEL_CUES, TWO_SIDED_FORMS } from '../lexicon/business-models';
import { ACADEMIC_ORIGIN } from '../lexicon/organisation-kinds';
import {
  ANY_SECTOR_DETERMINERS,
  INVESTEE_NOUNS,
  NON_AUDIENCE_WORDS,
  SECTOR_NOUNS,
  WHOLE_CONSUMER_TERMS,
} from '../lexicon/thesis-grammar';
import { type FounderRule, founderRuleIn, withoutSchoolNames } from '../match/founder-rules';
import { memoised } from '../memoised';
import { frontlineFocus } from '../profile/frontline';
import { publicSectorFocus } from '../profile/public-sector';
import { smallBusinessFocus } from '../profile/small-business';
import { MARKETPLACE_FOCUS, SOFT_SECTOR_WEIGHT, VERTICAL_SECTOR_WEIGHT } from '../tuning';
import type { ThesisAnswer, ThesisInput } from '../types';
import { toUsd } from '../vocabulary/fx';
import { findMoney } from '../vocabulary/money';
import { findPlaces } from '../vocabulary/places';
import { industryShares, matchIndustryTerms } from '../vocabulary/signals';
import { namesOnlyFirstMoney, thesisStagesIn } from '../vocabulary/stage';
import { matchSubsectorTerms } from '../vocabulary/subsector-matcher';
import { faqAsStatements } from './thesis-faq';
import {
  BULLET,
  type Clause,
  INFREQUENT_CUE,
  type LeadRule,
  type PlaceRole,
  REST_OF_SENTENCE,
  type ReadingMode,
  readClauses,
  type Scope,
  stagesWithin,
  unwrappedLines,
  withoutTheLike,
} from './thesis-reader';
import { tablesAsStatements } from './thesis-tables';

/** Where a constraint came from, so the reasoning can say "from your answer to ...". */
export type ConstraintSource = { kind: 'thesis' } | { kind: 'answer'; question: string };

export interface Constraint<T> {
  value: T;
  source: ConstraintSource;
  /** The investor's own words that set it, quoted back in the reasoning. */
  quote: string | null;
}

/** One rule-out clause: a deck is hit when it meets every facet of one of its scopes. */
export interface Exclusion {
  scopes: Scope[];
  /** Stages ruled out by a bound ("never after seed"). */
  stages: FundingStage[];
  /**
   * "We rarely do consumer food brands": a part of the focus the investor backs only now and
   * then. A deck in it is a weaker fit, not a rule-out, so it is pulled down less.
   */
  soft: boolean;
}

export interface ThesisGeography {
  countries: string[];
  /** How the investor named the places ("the United States", "Europe"). */
  labels: string[];
  role: PlaceRole;
}

export interface ThesisProfile {
  /** Industry weights scaled so that the strongest is 1, largest first. */
  /**
   * `subsectors`: the part of the industry the thesis is scoped to, when it names the industry only
   * by sub-sector words ("payments infrastructure", "crypto infrastructure"): a deck elsewhere in
   * the industry (a lender) is not in the focus. Absent when the thesis names the whole industry.
   */
  sectors: Constraint<Array<{ industry: DeckIndustry; weight: number; subsectors?: string[] }>> | null;
  models: Constraint<BusinessModel[]> | null;
  /** How often the thesis names a business model: a thesis that keeps returning to one cares more. */
  modelMentions: number;
  stages: Constraint<FundingStage[]> | null;
  /** Stages the investor does "occasionally" or "rarely": a partial fit, not a miss. */
  softStages: FundingStage[];
  lead: Constraint<LeadRule> | null;
  /** Typical check, in its stated currency (min equals max for a single figure). */
  checkSize: Constraint<{ min: number; max: number; currency: string | null }> | null;
  regions: Constraint<ThesisGeography> | null;
  exclusions: Array<Constraint<Exclusion>>;
  /** Ownership the investor targets after investing, 0..1. */
  ownershipTarget: Constraint<number> | null;
  /**
   * A kind of customer that defines the thesis across industries: frontline, deskless and shift
   * workers (frontline.ts), small businesses as buyers (small-business.ts) or public bodies as buyers
   * (public-sector.ts). Optional so that
   * profiles built elsewhere need not set it.
   */
  customerFocus?: Constraint<CustomerFocus> | null;
  /** A rule about the founders ("technical founders", "founders who have done the job", "a degree from <school>"). Optional, as above. */
  founderRule?: Constraint<FounderRule> | null;
  /**
   * Soft preferences ("a soft spot for climate", "bonus points for open source"): a deck meeting
   * one of a preference's scopes ranks above an otherwise equal deck. Optional, as above.
   */
  preferences?: Array<Constraint<Scope[]>>;
  /**
   * Whom the wanted products must be aimed at ("apps aimed at affluent users": "affluent"): only
   * a deck that says it serves them is in the focus. Optional, as above.
   */
  audience?: Array<Constraint<string>>;
  /**
   * The thesis is about consumers as a whole ("consumer brands and apps"), not one consumer category:
   * a consumer company in an industry it does not name is partly in its focus. Optional, as above.
   */
  wholeConsumer?: boolean;
  /**
   * The thesis wants business software in any vertical ("vertical or horizontal", "in any
   * industry"): a deck selling software to businesses is in its focus whatever its industry.
   * Optional, as above.
   */
  anyVertical?: boolean;
  /**
   * The thesis keeps returning to the marketplace form (MARKETPLACE_FOCUS): it wants two-sided
   * businesses, whatever sectors it also names. Optional, as above.
   */
  marketplaceFocus?: boolean;
}

export type { CustomerFocus };

/** The topics of the follow-up questions; their answers are read as the matching constraint. */
export const THESIS_TOPICS = [
  'sectors',
  'stage',
  'check_size',
  'geography',
  'business_model',
  'exclusions',
  'ownership',
] as const;
export type ThesisTopic = (typeof THESIS_TOPICS)[number];

const NO_CONSTRAINT =
  /^\s*(any|all|none|no|n\/a|no preference|agnostic|anything|everything|everywhere|global(ly)?|worldwide|flexible|open|not really|nothing)\b[\s.!]*$|^\s*(any|all|every)\s+(stages?|sectors?|geograph\w*|regions?|countries|sizes?|models?|business models?)\b|\b(stage|sector|geography|region)[\s-]agnostic\b|\bno preference\b|\bopen to (any|all)\b/i;
const GENERALIST =
  /\b(?:generalists?(?! (?:team|engineer|founder|hire|people|skill|talent))|sector[\s-]agnostic|industry[\s-]agnostic|(?:do not|don['’]t|never) (?:screen|filter|select) (?:on|by|for) (?:a )?(?:sectors?|industr(?:y|ies))|no sector focus|not sector[\s-]specific|without (?:a )?(?:sector|industry)(?: focus)?|(?:sector|industry|category) (?:does not|doesn['’]t) matter|(?:software|technology),? broadly|(?:do not|don['’]t) have (?:a )?(?:sectors?|sector focus|industry focus|favou?rite sectors?)|than (?:about )?the (?:category|sector|industry)|by (?:customers?|buyers?),? not by (?:sectors?|industr(?:y|ies)))\b/i;
/** The sentences of a hard-wrapped thesis, each whole ("our / portfolio runs from" is one). */
const unwrappedSentences = (text: string) => unwrappedLines(text).flatMap(sentencesOf);

/** "In any sector", "whatever their sector", "across industries". */
const ANY_SECTOR = new RegExp(
  `\\b(?:${termAlternation(ANY_SECTOR_DETERMINERS)})\\s+(?:${termAlternation(SECTOR_NOUNS)})\\b`,
  'iu',
);

const WHOLE_CONSUMER = new RegExp(`\\b(?:${termAlternation(WHOLE_CONSUMER_TERMS)})(?![\\p{L}])`, 'iu');

/** "Sold to enterprises", "for large companies", "enterprise customers": buyers by their size. */
const ENTERPRISE_BUYERS =
  /\b(?:(?:sold|sell|sells|selling|for|to)\s+(?:large\s+|big\s+)?(?:enterprises?|corporates?|corporations|large companies)|enterprise (?:customers|clients|buyers))\b/i;

/**
 * "Tools that small businesses buy, in any sector: the restaurant, the salon, the plumber": after
 * a sentence opens the field and a colon, it lists examples of the open field, not sectors wanted.
 */
const OPEN_FIELD_EXAMPLES = new RegExp(`${ANY_SECTOR.source}[^:;.]{0,40}:(.*)$`, 'iu');

/** The wanted clauses without those that only give examples of a field the thesis leaves open. */
function withoutOpenFieldExamples(text: string, wants: readonly Clause[]): Clause[] {
  const examples = unwrappedSentences(text).flatMap((sentence) => {
    const listed = OPEN_FIELD_EXAMPLES.exec(sentence)?.[1];
    return listed ? [listed] : [];
  });
  if (examples.length === 0) return [...wants];
  return wants.filter((clause) => !examples.some((listed) => listed.includes(clause.quote)));
}

/**
 * A generalist: it says so ("we do not screen on sector"), or a sentence opens the field ("in any
 * sector", "whatever their sector") without naming the sector it is about. "Software that small
 * businesses buy, in any sector" names software: the customers' sectors are open, not the fund's.
 */
function isGeneralist(text: string): boolean {
  return (
    GENERALIST.test(text) ||
    unwrappedSentences(text).some((sentence) => {
      const open = sentence.match(ANY_SECTOR);
      return (
        open !== null &&
        strongIndustriesIn(sentence).length === 0 &&
        !CUSTOMERS_BEFORE.test(sentence.slice(0, open.index))
      );
    })
  );
}
/** "At least one customer paying for the product, in any industry": the customers' sector is open, not the fund's. */
const CUSTOMERS_BEFORE = /\b(?:customers?|clients?|buyers?|users?)\b[^.;:]{0,60}$/i;
/** "Anywhere" alone is global; "anywhere else on it", "anywhere in Africa" stay where they were. */
const GLOBAL =
  /\b(global(ly)?|worldwide|anywhere(?!\s+(?:else\s+)?(?:on|in|across|within)\s+(?!the\s+world\b))|any geography|all regions)\b/i;
/**
 * "Geography: don't care. Bengaluru, Tallinn, Lagos.", "Geography: we don't have a rule.": a shrug at
 * the topic, after which any places named are examples of where the fund has been, not a rule.
 */
const GEOGRAPHY_SHRUG =
  /\b(?:geograph(?:y|ies)|locations?|regions?)[*_]*\s*[:—–-]?[*_]*\s*(?:(?:we|i)\s+)?(?:don['’]t|do not|doesn['’]t|does not)\s+(?:care|matter|mind|have (?:a|any) rules?)\s*[.!]|\b(?:geograph(?:y|ic|ically)|location)[\s-]agnostic\b|\bno geograph(?:ic|ical|y) (?:rules?|restrictions?|limits?)\b/i;
/** "You can be headquartered anywhere, but you must sell in Europe": a free HQ, not a global market. */
const HQ_ANYWHERE =
  /\b(?:headquarter(?:ed|s)|hq|based|incorporated|registered|located)\b[^.;,]{0,20}?\banywhere\b/gi;
/** "No seed rounds without revenue": a rule-out on a condition, which leaves the stage open otherwise. */
const RULE_WITH_CONDITION = /\b(?:without|unless|other than|except|if|when)\b/i;
/** A rule-out scope that names stages and nothing else ("we do not invest at seed"). */
const isStageOnly = (scope: Scope): boolean =>
  scope.stages.length > 0 &&
  scope.industries.length +
    scope.subsectors.length +
    scope.models.length +
    scope.places.length +
    scope.terms.length ===
    0;

/**
 * "We don't care what your last equity round was called", "We look at your bank statements, not your
 * stage": a fund (a revenue-based lender) that sets no stage; stages named beside it are examples.
 */
const STAGE_SHRUG =
  /\b(?:(?:we|i)\s+(?:don['’]t|do not)\s+care\s+(?:what|which|about)\s+(?:your\s+)?(?:last\s+|latest\s+)?(?:equity\s+)?(?:round|stage)|not\s+(?:at\s+)?your\s+stage|stage\s+(?:doesn['’]t|does not)\s+matter|(?:regardless|irrespective)\s+of\s+(?:your\s+)?stage)\b/i;
const ANY_STAGE =
  /\b(?:any|all|every) stages?\b|\bstage[\s-]agnostic\b|\bfrom (?:pre-?seed|inception) to (?:growth|ipo|exit)\b/i;
const EITHER_MODEL =
  /\b(?:b2b and b2c|b2c and b2b|b2b or b2c|b2c or b2b|(?:b2b|business(?:es)?) or (?:to )?(?:b2c|consumers?)\b|(?:b2c|consumers?) or (?:to )?(?:b2b|business(?:es)?)\b|both (?:consumer|b2c|business|b2b)\b[^.]{0,40}\b(?:and|or)\b|(?:consumer|business) (?:or|and) (?:business|consumer) models? alike|business-model agnostic|(?:can|may|could) be (?:sold|bought|paid for) (?:to|by)\b[^.]{0,80}\bor\b|(?:don['’]t|do not) mind who pays|no matter who pays|whoever pays)/i;

/**
 * Topics a thesis leaves open on purpose, which no follow-up question should ask about again: a
 * generalist's sectors ("we do not screen on sector"), a place "anywhere in the world", "any
 * stage", "B2B and B2C alike". The profile has no constraint on them, as for a thesis that is silent.
 */
export function openTopics(text: string): ReadonlySet<ThesisTopic> {
  const open = new Set<ThesisTopic>();
  if (isGeneralist(text)) open.add('sectors');
  if (GLOBAL.test(text) || GEOGRAPHY_SHRUG.test(text)) open.add('geography');
  if (ANY_STAGE.test(text) || STAGE_SHRUG.test(text)) open.add('stage');
  if (EITHER_MODEL.test(text)) open.add('business_model');
  return open;
}
const CHECK_CUES =
  /\b((?:in|for) (?:a|the|our) first round|checks?|cheques?|tickets?|(?:initial|first) investments?|investments? (?:of|between|from)|we invest|we deploy|invest(s|ing)? (up to|between|from)|investment range|sweet spot|(?:is|as) (?:the|our) range|allocate|write|writing|first checks?|investment size|per (?:company|deal|investment|startup|facility))\b/i;
const OWNERSHIP =
  /(\d{1,2}(?:\.\d+)?)\s?%\s*(?:ownership|stake|equity|of the company)|\bown(?:ership)?\b[^.\d%]{0,30}(\d{1,2}(?:\.\d+)?)\s?%/i;
const MIN_SECTOR_SHARE = 0.05;
const NEGATED = /\b(?:not|never|nothing|no one|nobody)\b|n['’]t\b/i;

const modelMatchers = (Object.keys(THESIS_MODEL_CUES) as BusinessModel[]).map((model) => ({
  model,
  match: compileLexicon(THESIS_MODEL_CUES[model].map((term) => ({ key: model, term, weight: 1 }))),
}));

/**
 * "Platforms" is a business model beside other network words ("networks, platforms, and
 * protocols"); alone it is usually a technology platform ("the platforms that make biology an
 * engineering discipline"), which says nothing about network effects.
 */
const PLATFORM = /\bplatforms?\b/gi;
function withoutLonePlatform(text: string): string {
  const rest = text.replace(PLATFORM, ' ');
  const network = modelMatchers.find(({ model }) => model === 'network');
  return network && network.match(rest).length > 0 ? text : rest;
}

/** "Heat networks", "logistics networks": pipes, wires and routes an operator runs, not a network business. */
const UTILITY_NETWORKS =
  /\b(?:heat(?:ing)?|district[\s-]heating|(?:drinking|waste)?[\s-]?water|electricity|power|gas|grid|rail|fib(?:re|er)|telecoms?|mobile|5g|sensor|charging|pipeline|sewer|distribution|logistics|supply|delivery|transport|freight|road)\s+networks?\b/gi;
const modelText = (text: string): string =>
  withoutLonePlatform(withoutApplicantForms(text).replace(UTILITY_NETWORKS, ' '));

function modelsIn(text: string): BusinessModel[] {
  const read = modelText(text);
  return modelMatchers.filter(({ match }) => match(read).length > 0).map(({ model }) => model);
}

function modelMentionsIn(text: string): number {
  const read = modelText(text);
  return modelMatchers.reduce((sum, { match }) => sum + match(read).length, 0);
}

/** Industries a text names with strong terms only: a weak word ("bank", "credit") names no sector. */
function strongIndustriesIn(text: string): DeckIndustry[] {
  return [
    ...new Set(
      matchIndustryTerms(text)
        .filter((hit) => hit.weight >= 1)
        .map((hit) => hit.key),
    ),
  ].sort();
}

/**
 * What follows an amount that is the fund's own size, not a cheque: "a one-person $18M fund", "our
 * $120M Fund II", "$300M under management".
 */
const FUND_SIZE_AFTER =
  /^\s*(?:[\p{L}-]+\s+){0,2}(?:fund|vehicle|aum)\b|^\s*(?:of\s+)?(?:assets\s+)?under\s+management\b/iu;

/** The amounts of a text that can be a cheque: all but those naming the fund's size. */
const chequeAmounts = (text: string, fundSizes: ReadonlySet<number> = new Set()) =>
  findMoney(text).filter(
    (m) => !FUND_SIZE_AFTER.test(text.slice(m.index + m.raw.length)) && !fundSizes.has(m.amount),
  );

/** "Most of Fund I went into ...", "over the years that has meant ...": what the fund did, told as its history. */
const PAST_PORTFOLIO =
  /\b(?:(?:fund|vehicle)\s+(?:I{1,3}|one|1)\b[^.;]*\b(?:went|invested|backed)|(?:went|has gone|have gone)\s+into|over the (?:years|last (?:decade|\w+ years))|(?:that|this) has meant|(?:our|the) (?:current |existing )?portfolio (?:includes|spans|has|covers)|(?:we|i) (?:have )?(?:already )?(?:backed|invested in|funded) (?:companies|startups|teams) (?:in|like|such as))\b/i;

/**
 * "Payouts and reconciliation, especially for the small merchants incumbents price badly": whom one
 * wanted theme is sharpest for, not the kind of customer that defines the fund across sectors.
 */
const EMPHASIS_LEAD = /^\s*(?:especially|particularly|notably|above all|in particular|mainly|mostly)\b/i;

/** "$1-3M", "₹25 lakh to ₹1 crore.": a clause that is an amount and little else, as after "Cheque:". */
const STANDING_AMOUNT_WORDS = 4;
const standsAlone = (clause: string): boolean =>
  clause.split(/\s+/).length <= STANDING_AMOUNT_WORDS ||
  findMoney(clause)
    .reduce((rest, { raw }) => rest.replace(raw, ' '), clause)
    .trim()
    .replace(/[.;,]+$/, '') === '';

/** "Current fund: Fund II · $42M · 2025 vintage", "AUM: €300M": a label that gives the fund's own size. */
const FUND_SIZE_LABEL = /\b(?:funds?|aum|under management|vintage|committed capital|commitments)\b/i;

/**
 * The amounts a thesis gives as its fund's size: those after a "label:" that names the fund, on a
 * line that says nothing of cheques. A profile card's value, read as a clause of its own ("$42M"),
 * is then not taken for the cheque.
 */
function fundSizesIn(text: string): Set<number> {
  const sizes = new Set<number>();
  for (const line of text.split('\n')) {
    const colon = line.indexOf(':');
    if (colon < 0 || CHECK_CUES.test(line) || !FUND_SIZE_LABEL.test(line.slice(0, colon))) continue;
    for (const money of findMoney(line)) if (money.index > colon) sizes.add(money.amount);
  }
  return sizes;
}

function checkSizeIn(
  text: string,
  fundSizes?: ReadonlySet<number>,
): { min: number; max: number; currency: string | null } | null {
  const amounts = chequeAmounts(text, fundSizes).flatMap((m) =>
    m.maxAmount === null ? [m] : [m, { ...m, amount: m.maxAmount }],
  );
  if (amounts.length === 0) return null;
  const values = amounts.map((m) => m.amount);
  return {
    min: Math.min(...values),
    max: Math.max(...values),
    currency: amounts.find((m) => m.currency)?.currency ?? null,
  };
}

/**
 * Bounds of a check any fund writes, in dollars: an answer outside them ("$8 to $12", a
 * percentage read as an amount) is a misreading, not a check size, and must not replace one.
 */
const PLAUSIBLE_CHECK_USD = { min: 1_000, max: 1_000_000_000 } as const;
function plausibleCheck(check: { min: number; max: number; currency: string | null }): boolean {
  const min = toUsd(check.min, check.currency);
  const max = toUsd(check.max, check.currency);
  return min !== null && max !== null && min >= PLAUSIBLE_CHECK_USD.min && max <= PLAUSIBLE_CHECK_USD.max;
}

function ownershipIn(text: string): number | null {
  const match = text.match(OWNERSHIP);
  const percent = Number(match?.[1] ?? match?.[2]);
  return match && percent > 0 && percent < 100 ? percent / 100 : null;
}

/**
 * "Access to knowledge, capital, and well-being" is access to each of them: the phrase is spelled
 * out for every item of the list, so "access to capital" reads as such.
 */
function withAccessSpelledOut(text: string): string {
  return text.replace(/\baccess to ([^.;:]+)/gi, (whole, list: string) => {
    const items = list.split(/\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/);
    return items.length > 1 ? items.map((item) => `access to ${item}`).join(', ') : whole;
  });
}

/** Words that say what form a product takes, not what industry it is in. */
const FORM_WORDS: ReadonlySet<string> = new Set([
  'infrastructure',
  'software',
  'saas',
  'platform',
  'platforms',
  'tools',
  'tooling',
  'technology',
  'technologies',
  'apps',
  'applications',
]);
/** "AI infrastructure" and "developer platforms" are sectors of their own; "banking infrastructure" is banking. */
const OWN_FORM_INDUSTRIES: ReadonlySet<DeckIndustry> = new Set(['ai-ml', 'developer-tools']);

/**
 * "Payments and banking infrastructure", "B2B healthcare software": a form word right after an
 * industry's word is that industry's product, not a second sector (cloud infrastructure, enterprise software).
 */
function withoutFormWords(text: string): string {
  const hits = matchIndustryTerms(text);
  // "Crypto infrastructure", "payroll software": a sub-sector's word modifies the form word as an industry's does.
  const subsectorHits = matchSubsectorTerms(text);
  const rightBefore = (other: { index: number; matched: string }, hit: { index: number }) =>
    other.index < hit.index && /^[\s-]+$/.test(text.slice(other.index + other.matched.length, hit.index));
  let out = text;
  for (const hit of hits) {
    if (!FORM_WORDS.has(hit.matched.toLowerCase())) continue;
    const modified =
      hits.some(
        (other) =>
          other.key !== hit.key &&
          other.weight >= 1 &&
          !OWN_FORM_INDUSTRIES.has(other.key) &&
          !FORM_WORDS.has(other.matched.toLowerCase()) &&
          rightBefore(other, hit),
      ) ||
      subsectorHits.some(
        (other) =>
          other.industry !== hit.key &&
          !OWN_FORM_INDUSTRIES.has(other.industry) &&
          !FORM_WORDS.has(other.matched.toLowerCase()) &&
          rightBefore(other, hit),
      );
    if (modified)
      out = `${out.slice(0, hit.index)}${' '.repeat(hit.matched.length)}${out.slice(hit.index + hit.matched.length)}`;
  }
  return out;
}

/**
 * "Micro, small and medium-sized enterprises, foundations and other non-profit organisations": the
 * legal forms a call lets apply, not enterprise software it funds.
 */
const APPLICANT_FORMS =
  /\b(?:(?:micro|small|medium|mid)(?:[\s,-]+(?:and|or|to|sized|size|micro|small|medium|mid))*[\s-]+(?:sized[\s-]+)?enterprises|(?:non-?profit|not-for-profit|civil[\s-]society|research|other|public|private)\s+organi[sz]ations)\b/gi;
const withoutApplicantForms = (text: string): string =>
  text.replace(APPLICANT_FORMS, (form) => ' '.repeat(form.length));

/** "We like university spin-outs and know a technology transfer office": where founders come from, not education. */
function withoutAcademicOrigins(text: string): string {
  const withoutUniversity = (sentence: string) =>
    ACADEMIC_ORIGIN.test(sentence) ? sentence.replace(/\buniversit(?:y|ies)\b/gi, ' ') : sentence;
  return text
    .split('\n')
    .map((line) => (ACADEMIC_ORIGIN.test(line) ? sentencesOf(line).map(withoutUniversity).join(' ') : line))
    .join('\n');
}

/**
 * "The aggregation of industrial, commercial and residential loads": whose electricity a grid
 * product shifts, not industries the thesis backs.
 */
const ENERGY_USERS =
  /\b(?:industrial|commercial|residential|domestic|household)(?:\s*(?:,|&|\/|\band\b|\bor\b)\s*(?:industrial|commercial|residential|domestic|household))*(?=\s+(?:loads?|electricity|(?:energy|power|electricity|heat)\s+(?:use|demand|consumption))\b)/gi;
const withoutEnergyUsers = (text: string): string =>
  text.replace(ENERGY_USERS, (words) => ' '.repeat(words.length));

/** "Climate and energy, hardware or software": either form of what the thesis names, not a hardware sector. */
const EITHER_FORM = /\b(?:hardware|software)\s+(?:or|and|and\/or|as well as)\s+(?:hardware|software)\b/gi;
function withoutEitherForm(text: string): string {
  const rest = text.replace(EITHER_FORM, (pair) => ' '.repeat(pair.length));
  const others = strongIndustriesIn(rest).filter((industry) => industry !== 'hardware-iot');
  return others.length > 0 ? rest : text;
}

const INVESTEE_NOUN_SET: ReadonlySet<string> = new Set(INVESTEE_NOUNS);

/** "Your staff will stay there": the company's own people, not people its products are for. */
const OWN_PEOPLE = /\b(?:your|its|their|our)\s+(?:staff|employees|team|people|workforce)\b/gi;

/**
 * "We back companies headquartered in Canada": the word for what the fund backs is no sector, nor
 * are the company's own staff.
 */
function withoutInvesteeNouns(text: string): string {
  let out = text.replace(OWN_PEOPLE, (words) => ' '.repeat(words.length));
  for (const hit of matchIndustryTerms(text)) {
    if (!INVESTEE_NOUN_SET.has(hit.matched.toLowerCase())) continue;
    out = `${out.slice(0, hit.index)}${' '.repeat(hit.matched.length)}${out.slice(hit.index + hit.matched.length)}`;
  }
  return out;
}

const LIST_SEPARATOR = /\s*(?:,|;|\/|&|\band\b|\bor\b)\s*/i;
/**
 * What leads into a list of what a product is for ("our sweet spot is workflow software for
 * <finance>") or of where a mission works ("everyday essentials cheaper: <food>", "across <food>").
 */
const LIST_LEAD_IN = /^.*(?:\bfor|\bacross|:)\s+(?:the\s+)?/i;
const LEADING_ARTICLE = /^(?:the|a|an)\s+/i;

/** The industry an item of a list is, when the item is nothing but an industry's word (not a form word). */
function itemIndustry(item: string): DeckIndustry | null {
  const bare = item
    .trim()
    .replace(LEADING_ARTICLE, '')
    .replace(/[.!]+$/, '');
  const hit = matchIndustryTerms(bare).find(
    (h) => h.index === 0 && h.matched.length === bare.length && !FORM_WORDS.has(h.matched.toLowerCase()),
  );
  return hit?.key ?? null;
}

/**
 * The industries of each list of what a product is for, weak words too: "workflow software for
 * finance, operations, supply chain and the frontline workforce" names finance as surely as supply
 * chain. Only a list that opens "for <an industry's word>" counts: "workers in retail, logistics and
 * care" names where the users work (buyers, not sectors), and a weak word inside a phrase
 * ("knowledge base") is no item of its own. A run of bullets is a list too (themeListsIn).
 */
function industryListsIn(text: string): Array<Set<DeckIndustry>> {
  const lists: Array<Set<DeckIndustry>> = [];
  for (const sentence of unwrappedSentences(text)) {
    const [first, ...rest] = sentence.split(LIST_SEPARATOR).filter(Boolean);
    if (!first || rest.length < 2 || !LIST_LEAD_IN.test(first)) continue;
    const opening = itemIndustry(first.replace(LIST_LEAD_IN, ''));
    if (!opening) continue;
    const listed = new Set([opening, ...rest.flatMap((item) => itemIndustry(item) ?? [])]);
    if (listed.size > 1) lists.push(listed);
  }
  return [...lists, ...themeListsIn(text)];
}

/** The thesis without the lines that rule out ("- banking, insurance, lending;"): their lists name no wanted sector. */
function withoutRuledOutLines(text: string, excludes: readonly Clause[]): string {
  const quotes = excludes.map((clause) => clause.quote).filter((quote) => quote.length > 0);
  return text
    .split('\n')
    .filter((line) => !quotes.some((quote) => line.includes(quote)))
    .join('\n');
}

/** "We back founders who change nights like these: who bring light ..., put a clinician ..., and ...". */
const INTENT_LIST = /\b(?:we|i)\s+(?:back|fund|invest in|support|look for)\b[^:]*:\s*((?:who|that)\s.+)$/i;

/**
 * What a fund says its founders do, as a list after a colon ("who bring light ..., put a clinician
 * within reach ..., give small savings somewhere safe"): each item names its industry, in weak words
 * too, as the items of a list of themes do. A list of nouns ("payroll for restaurants, ...") is
 * industryListsIn's, where the customers' industries are not the fund's.
 */
function intentListsIn(text: string): Array<Set<DeckIndustry>> {
  const lists: Array<Set<DeckIndustry>> = [];
  for (const sentence of unwrappedSentences(text)) {
    const tail = sentence.match(INTENT_LIST)?.[1];
    if (!tail) continue;
    const items = tail.split(/\s*,\s*(?:and\s+)?/).filter((item) => /[\p{L}]/u.test(item));
    if (items.length < MIN_BULLETS) continue;
    const listed = new Set(items.flatMap((item) => industryOfItem(item) ?? []));
    if (listed.size > 1) lists.push(listed);
  }
  return lists;
}

/**
 * The industry an item of a list of themes names, in weak words too; the word for what the fund backs
 * is none ("Companies headquartered in the US", a rule among the themes' bullets).
 */
const industryOfItem = (item: string): DeckIndustry | undefined =>
  industryShares([{ text: withoutInvesteeNouns(item), weight: 1 }], 0)[0]?.industry;

/** A run of bullets this long is a list of themes, each its own item. */
const MIN_BULLETS = 3;
const ADDRESSES_APPLICANT = /^\s*(?:you|your)\b/i;
/**
 * "**Stage:** pre-seed, once there is a working prototype", "Team: a founder who shipped models in
 * production": a bullet labelled with a rule's topic states that rule, it is no theme; its words
 * ("prototype", "production") name no sector the fund wants.
 */
const RULE_TOPIC_LABEL =
  /^\s*(?:\*\*|__)?(?:stages?|rounds?|cheques?|checks?|check sizes?|tickets?|where|geography|location|regions?|team|founders?|traction|pitch(?: us)?|process|how to (?:apply|pitch)|timeline|terms|valuation|ownership|lead(?:ing)?|not for us|exclusions|what we avoid)(?:\*\*|__)?\s*:/i;

/**
 * "Themes we are excited about:" and a bullet per theme: each bullet names its industry, in weak
 * words too ("Food that is better for the body"), as an item of a list does.
 */
function themeListsIn(text: string): Array<Set<DeckIndustry>> {
  const lists: Array<Set<DeckIndustry>> = [];
  let run: string[] = [];
  const close = () => {
    const listed = new Set(run.flatMap((line) => industryOfItem(line) ?? []));
    if (run.length >= MIN_BULLETS && listed.size > 1) lists.push(listed);
    run = [];
  };
  for (const line of text.split('\n')) {
    // "2. Your main place of business and most of your staff are in ...": a checklist's rule
    // addressed to the applicant, not a theme.
    const item = line.replace(BULLET, '');
    if (BULLET.test(line) && !ADDRESSES_APPLICANT.test(item) && !RULE_TOPIC_LABEL.test(item)) run.push(item);
    else if (line.trim() !== '') close();
  }
  close();
  return lists;
}

/**
 * A thesis names its sectors outright, by a strong word or as an item of a list: an industry it
 * only brushes with a weak word ("knowledge base", "framework") is not one it asks for, unless the
 * thesis names no industry outright. An industry named only as a list's weak item weighs as its
 * heaviest peer.
 */
function scaledSectors(
  rawText: string,
  lists: ReadonlyArray<ReadonlySet<DeckIndustry>>,
): Array<{ industry: DeckIndustry; weight: number }> {
  const formless = withoutEitherForm(
    withoutFormWords(
      withAccessSpelledOut(
        withoutAcademicOrigins(
          withoutApplicantForms(withoutSchoolNames(withoutEnergyUsers(withoutTheLike(rawText)))),
        ),
      ),
    ),
  );
  const strong = new Set(strongIndustriesIn(formless));
  const named = new Set([...strong, ...lists.flatMap((list) => [...list])]);
  // Where the thesis names no industry outright its weak words decide, and "companies" must not be one.
  const text = named.size === 0 ? withoutInvesteeNouns(formless) : formless;
  const listed = (industry: DeckIndustry) => lists.some((list) => list.has(industry));
  const shares = industryShares([{ text, weight: 1 }], 0).filter(
    ({ industry, share }) =>
      (named.size === 0 || named.has(industry)) && (share >= MIN_SECTOR_SHARE || listed(industry)),
  );
  const top = shares[0]?.share ?? 0;
  if (top === 0) return [];
  const weights = new Map(shares.map(({ industry, share }) => [industry, share / top]));
  for (const list of lists) {
    const peers = [...list].filter((industry) => weights.has(industry));
    const heaviest = Math.max(0, ...peers.map((industry) => weights.get(industry) ?? 0));
    for (const industry of peers) if (!strong.has(industry)) weights.set(industry, heaviest);
  }
  return [...weights.entries()]
    .map(([industry, weight]) => ({ industry, weight: round(weight, 4) }))
    .sort((a, b) => b.weight - a.weight || a.industry.localeCompare(b.industry));
}

/** Sectors of the clauses that want, with the ones only "occasionally" wanted at a lower weight. */
function sectorsOf(
  wants: readonly Clause[],
  soft: readonly Clause[],
  lists: ReadonlyArray<ReadonlySet<DeckIndustry>>,
  backed: ReadonlyArray<ReadonlySet<DeckIndustry>> = [],
): Array<{ industry: DeckIndustry; weight: number }> {
  const merged = new Map(
    scaledSectors(sectorTextOf(wants), [...lists, ...backed]).map(({ industry, weight }) => [
      industry,
      weight,
    ]),
  );
  // An item of what the fund backs in words too plain to make a clause ("who bring light into a
  // house after dark") still names its industry: it weighs as its heaviest peer.
  for (const list of backed) {
    const heaviest = Math.max(0, ...[...list].map((industry) => merged.get(industry) ?? 0));
    for (const industry of list) if (heaviest > 0 && !merged.has(industry)) merged.set(industry, heaviest);
  }
  // The industries a company sells into, and those backed only now and then, count for less.
  for (const [text, factor] of [
    [verticalTextOf(wants), VERTICAL_SECTOR_WEIGHT],
    [textOf(soft), SOFT_SECTOR_WEIGHT],
  ] as const) {
    for (const { industry, weight } of scaledSectors(text, lists)) {
      if (!merged.has(industry)) merged.set(industry, round(weight * factor, 4));
    }
  }
  return [...merged.entries()]
    .map(([industry, weight]) => ({ industry, weight }))
    .sort((a, b) => b.weight - a.weight || a.industry.localeCompare(b.industry));
}

/** What a set of clauses says, topic by topic, with the clause that said it. */
interface Reading {
  wants: Clause[];
  soft: Clause[];
  excludes: Clause[];
  prefers: Clause[];
}

/**
 * "I spent eight years on the marketplace team of a travel-booking company, then ...", "Both partners
 * ran software companies before ...", "I am most useful on supply-side growth, trust and safety":
 * sentences of the investors' own story and help, not what they back; each is left out whole, its
 * list too ("trust and safety" is what she helps with).
 */
const INVESTOR_BACKGROUND = new RegExp(
  String.raw`(^|[.!?]\s+|,\s+(?=(?:and|but)\s))(?:(?:and|but|before that|after that)\s+)?(?:i|both (?:of us|partners)|our (?:founding )?partners|the partners|we both)\s+(?:have\s+|had\s+)?(?:spent|worked|was|were|ran|co-?founded|founded|started|sold|joined|built|led|grew|exited|live|lived|am (?:most )?useful|can help|help most)\b${REST_OF_SENTENCE}`,
  'gim',
);

/**
 * "We started this fund after a decade of writing small cheques into almost everything: ad products,
 * games, SaaS", "We used to back anything with a login", "When we looked back, ...": the fund's own
 * history, what it did before, not what it backs now; left out whole like the investors' story.
 */
const FUND_HISTORY = new RegExp(
  String.raw`(^|[.!?]\s+)(?:we (?:started|opened|founded|launched|set up|created) (?:this|the|our) (?:\w+ )?fund\b|we used to\b|(?:when|once) we looked back\b)${REST_OF_SENTENCE}`,
  'gim',
);

/**
 * "Selection is by written application, a 20-minute video interview and a final pitch day", "Applications
 * close on 15 March": how a programme selects, not what it selects ("video" names no sector wanted).
 */
const SELECTION_PROCESS = new RegExp(
  String.raw`(^|[.!?]\s+)(?:selection is (?:by|through|via|made)|applications? (?:are|is|close|closes|open|opens)\b|we announce|interviews? (?:are|take)|the (?:selection|application) process)${REST_OF_SENTENCE}`,
  'gim',
);

/**
 * "We are fine underwriting that risk", "I underwrite the founders": what the investor underwrites is
 * a bet, not a lender's underwriting (fintech). Only the verb is dropped; the rest is read.
 */
const INVESTOR_UNDERWRITES = /\b((?:we|i)\b(?:'re|'m)?[^.!?\n]{0,30}?)\bunderwrit(?:e|es|ing)\b/gi;

/** "Vertical or horizontal", "in any vertical", "whatever the industry": software for businesses in every industry. */
const ANY_VERTICAL =
  /\b(?:vertical or horizontal|horizontal or vertical|(?:in |across )?(?:any|every) (?:vertical|industry)|whatever the (?:vertical|industry))\b/i;

/** "A marketplace", "two-sided", "network effects": the names of the two-sided form. */
const TWO_SIDED_FORM = new RegExp(String.raw`\b(?:${termAlternation(TWO_SIDED_FORMS)})\b`, 'i');

/** "A round that is mostly friends, family and angels": who funds a round, not a social product. */
const FRIENDS_AND_FAMILY =
  /\bfriends(?:,|\s+and|\s*&)\s+family\b(?:(?:,|\s+and|\s*&)\s+(?:angels|fools)\b)*/gi;

function read(text: string, mode: ReadingMode): Reading {
  const clauses = readClauses(
    text
      .replace(INVESTOR_BACKGROUND, '$1')
      .replace(FUND_HISTORY, '$1')
      .replace(SELECTION_PROCESS, '$1')
      .replace(INVESTOR_UNDERWRITES, '$1backing')
      .replace(FRIENDS_AND_FAMILY, 'early backers'),
    mode,
  );
  return {
    wants: clauses.filter((clause) => clause.polarity === 'wants'),
    soft: clauses.filter((clause) => clause.polarity === 'soft'),
    excludes: clauses.filter((clause) => clause.polarity === 'excludes'),
    prefers: clauses.filter((clause) => clause.polarity === 'prefers'),
  };
}

const textOf = (clauses: readonly Clause[]) => clauses.map((clause) => clause.quote).join('.\n');
/** "Alongside financial VCs", "our venture capital arm": the kinds of investor a fund sits beside, not a sector. */
const INVESTOR_KINDS =
  /\b(?:(?:financial|strategic|institutional|corporate|other)\s+(?:vcs?|investors?|co-?investors?|sponsors?|backers?)|venture capital)\b/gi;
/** "A consumer brand takes longer than a software company to ...": what the company is compared with. */
const COMPARED_WITH =
  /\b(?:than|unlike|compared (?:with|to))\s+(?:an?\s+|the\s+|most\s+|other\s+|typical\s+)?(?:[\p{L}-]+\s+){0,2}?(?:compan(?:y|ies)|startups?|businesses|business|firms?|apps?|products?)\b/giu;
/** Text that says what the company is: each clause without the customers' industries it names. */
const sectorTextOf = (clauses: readonly Clause[]) =>
  clauses
    .map((clause) =>
      clause.quote.replace(clause.verticalText, ' ').replace(INVESTOR_KINDS, ' ').replace(COMPARED_WITH, ' '),
    )
    .join('.\n');
const verticalTextOf = (clauses: readonly Clause[]) =>
  clauses.map((clause) => clause.verticalText).join('.\n');
const firstQuote = (clauses: readonly Clause[], test: (clause: Clause) => boolean) =>
  clauses.find(test)?.quote ?? null;

/** A clause that is only a stage name, as a bullet's label ("Series A:") is. */
const STAGE_LABEL =
  /^\s*(?:(?:pre[\s-]?)?seed|(?:pre[\s-]?)?series[\s-]?[a-h]|growth)(?:\s*(?:and|or|&|,|\/)\s*(?:(?:pre[\s-]?)?seed|series[\s-]?[a-h]|growth))*\s*[:.]?\s*$/i;
/** "Revenue before Series A", "profitability by Series B": traction due by a stage. */
const MILESTONE_BY_STAGE =
  /\b(?:revenues?|profitab\w*|paying customers|break[\s-]?even|product[\s-]market fit)\s+(?:before|by|ahead of)\s+(?:the\s+)?(?:(?:pre[\s-]?)?seed|series[\s-]?[a-h])\b/i;

const FOLLOW_ON = /\bfollow[\s-]?on\b|\breserves?\b/i;
/**
 * "... only into companies we already backed", "... only for companies we have followed since their
 * seed": a want limited to the fund's own companies ("only as pro-rata in our own portfolio" is soft).
 */
const OWN_COMPANIES =
  /\b(?:companies|startups|businesses|founders) (?:that )?(?:we|i) (?:have )?(?:already |previously )?(?:backed|invested in|funded|hold|followed|known)\b|\b(?:our own|our existing) (?:seed )?(?:portfolio|companies)\b|\bexisting portfolio\b/i;

function stagesFrom(clauses: readonly Clause[]): { stages: FundingStage[]; quote: string | null } {
  const named = { stages: new Set<FundingStage>(), quote: null as string | null };
  // "The first institutional money" says what the round is only where no stage is named.
  const firstMoney = { stages: new Set<FundingStage>(), quote: null as string | null };
  for (const [index, clause] of clauses.entries()) {
    // "Series A: follow-on only": the label names the stage the rule after it limits to follow-ons.
    if (clauses[index + 1]?.lead === 'follow-on-only' && STAGE_LABEL.test(clause.quote)) continue;
    // "Revenue before Series A": when a milestone is due, not a stage the fund invests at.
    if (MILESTONE_BY_STAGE.test(clause.quote)) continue;
    if (
      clause.lead === 'follow-on-only' ||
      (clause.lead && clause.scopes.every((s) => s.stages.length === 0))
    )
      continue;
    // "We keep reserves to follow on at Series A", "Series A cheques only into companies we already
    // backed": a stage it supports its own companies at, not one it invests at.
    if (FOLLOW_ON.test(clause.quote) || (clause.polarity !== 'soft' && OWN_COMPANIES.test(clause.quote)))
      continue;
    const found = clause.stageBound ? stagesWithin(clause.stageBound) : thesisStagesIn(clause.quote);
    const into = !clause.stageBound && namesOnlyFirstMoney(clause.quote) ? firstMoney : named;
    if (found.length > 0) into.quote ??= clause.quote;
    for (const stage of found) into.stages.add(stage);
  }
  const chosen = named.stages.size > 0 ? named : firstMoney;
  return { stages: [...chosen.stages], quote: chosen.quote };
}

/**
 * "Huitzil es un fondo pre-semilla con sede en la Ciudad de México", "We are a small fund based in
 * Oslo": where the fund itself sits, with nothing in the sentence about what it backs.
 */
const FUND_SEAT =
  /\b(?:fund|fondo|fonds|firm|we(?:'re| are)?|our (?:office|team|fund))\b.{0,60}?\b(?:based|headquartered|sede|located|out of)\b/i;
const BACKING_WORDS =
  /\b(?:invest\w*|back\w*|fund(?:s|ing)? (?:companies|startups|founders)|startups|companies|founders)\b/i;
const fundSeat = (clause: Clause) => FUND_SEAT.test(clause.quote) && !BACKING_WORDS.test(clause.quote);

function geographyFrom(all: readonly Clause[]): { value: ThesisGeography; quote: string } | null {
  // Where the fund sits says where it invests only when nothing else in the thesis does.
  const placed = (clause: Clause) => clause.scopes.some((s) => s.places.length);
  const clauses = all.some((clause) => placed(clause) && !fundSeat(clause))
    ? all.filter((clause) => !fundSeat(clause))
    : all;
  // Where the company is based decides when the thesis says so; where it sells is then secondary.
  const hq = clauses.filter(
    (clause) => clause.placeRole === 'hq' && clause.scopes.some((s) => s.places.length),
  );
  if (hq.length > 0) return placesFrom(hq);
  // "Indian founders ...; we want pilots outside India: the US, the Gulf": where the companies sell
  // counts only when the thesis names no other place.
  const notMarkets = clauses.filter((clause) => clause.placeRole !== 'market');
  const placedClauses = notMarkets.some(placed) ? notMarkets : clauses;
  // "Companies must be headquartered in one of those five countries": the places named before.
  const found = placesFrom(placedClauses);
  const pointsBack = placedClauses.some(
    (clause) => clause.placeRole === 'hq' && PLACES_NAMED_BEFORE.test(clause.quote),
  );
  return found && pointsBack ? { ...found, value: { ...found.value, role: 'hq' } } : found;
}
const PLACES_NAMED_BEFORE =
  /\b(?:those|these|the above|said)\s+(?:\w+\s+)?(?:countries|markets|places|regions|cities)\b/i;

function placesFrom(clauses: readonly Clause[]): { value: ThesisGeography; quote: string } | null {
  const countries = new Set<string>();
  const labels: string[] = [];
  let role: PlaceRole | null = null;
  let quote: string | null = null;
  for (const clause of clauses) {
    const places = clause.scopes.flatMap((scope) => scope.places);
    if (places.length === 0) continue;
    quote ??= clause.quote;
    role = role === null || role === clause.placeRole ? clause.placeRole : 'any';
    for (const place of places) {
      for (const country of place.countries) countries.add(country);
      if (!labels.includes(place.label)) labels.push(place.label);
    }
  }
  if (countries.size === 0 || quote === null) return null;
  return { value: { countries: [...countries].sort(), labels, role: role ?? 'any' }, quote };
}

function exclusionsFrom(clauses: readonly Clause[], source: ConstraintSource): Array<Constraint<Exclusion>> {
  return clauses.flatMap((clause) => {
    const stages =
      clause.stageBound && (clause.stageBound.after || clause.stageBound.before)
        ? stagesOutside(clause.stageBound)
        : [];
    const scopes: Scope[] = clause.scopes;
    if (scopes.length === 0 && stages.length === 0) return [];
    return [{ value: { scopes, stages, soft: false }, source, quote: clause.quote }];
  });
}

/**
 * What a soft clause narrows: "we rarely do consumer food brands" in a food thesis says that part
 * of the focus fits less. A clause that says how willing the fund is ("comfortable with consumer
 * models") narrows nothing; one about a stage is a soft stage (scored by the stage part); a scope
 * in an industry the thesis does not otherwise want ("occasionally hardware") widens the focus a
 * little (a soft sector). None of those is a penalty.
 */
function softExclusionsFrom(
  clauses: readonly Clause[],
  core: ReadonlySet<DeckIndustry>,
  source: ConstraintSource,
): Array<Constraint<Exclusion>> {
  return clauses.flatMap((clause) => {
    // "We occasionally do seed when ...": a clause about a stage is a soft stage, its other words conditions.
    if (!INFREQUENT_CUE.test(clause.quote) || clause.scopes.some((scope) => scope.stages.length > 0))
      return [];
    const scopes = clause.scopes
      .map((scope) => ({ ...scope, places: [] }))
      .filter((scope) => {
        const industries = [...scope.industries, ...scope.subsectors.map((ref) => ref.industry)];
        return industries.length > 0
          ? industries.every((industry) => core.has(industry))
          : scope.models.length + scope.terms.length > 0;
      });
    return scopes.length > 0
      ? [{ value: { scopes, stages: [], soft: true }, source, quote: clause.quote }]
      : [];
  });
}

function stagesOutside(bound: NonNullable<Clause['stageBound']>): FundingStage[] {
  const inside = new Set(stagesWithin(bound));
  return (Object.keys(STAGE_ORDER) as FundingStage[]).filter((stage) => !inside.has(stage));
}
const STAGE_ORDER: Record<FundingStage, true> = {
  'pre-seed': true,
  seed: true,
  'pre-series-a': true,
  'series-a': true,
  'series-b': true,
  'series-c': true,
  growth: true,
};

/** "Apps aimed at affluent users", "tools built for independent pharmacists": who the audience is. */
const AUDIENCE =
  /\b(?:aimed at|targeting|targeted at|built for|designed for|made for|serving)\s+(?:the\s+)?([\p{L}-]+)\s+(?:users|consumers|customers|households|individuals|people|families|buyers|clients|investors|savers|patients|shoppers)\b/iu;
const NON_AUDIENCE: ReadonlySet<string> = new Set(NON_AUDIENCE_WORDS);

/**
 * The audiences the wanted clauses qualify their products by. A word naming an industry is a
 * vertical, and one naming a place ("serving Indian customers first") a market the geography
 * rule reads, not an audience.
 */
function audienceOf(clauses: readonly Clause[], source: ConstraintSource): Array<Constraint<string>> {
  return clauses.flatMap((clause) => {
    // "Serving US patients": the place is read as written, since "us" in lower case is a pronoun.
    const written = clause.quote.match(AUDIENCE)?.[1];
    if (!written) return [];
    const word = written.toLowerCase();
    if (NON_AUDIENCE.has(word) || matchIndustryTerms(word).length > 0 || findPlaces(written).length > 0)
      return [];
    return [{ value: word, source, quote: clause.quote }];
  });
}

/** "We are a crypto-native seed fund", "Kestrel is a seed firm for ...": how the fund describes itself. */
const SELF_DESCRIPTION =
  /\b(?:we\s+are|we['’]re|is)\s+(?:an?\s+)?(?:[\p{L}-]+\s+){0,3}(?:fund|firm|vc|investors?|syndicate|accelerator)\b/iu;

/**
 * "We back payments infrastructure": fintech, scoped to payments. An industry the wanted clauses
 * name only through its sub-sectors' words is scoped to them; one they name outright ("fintech",
 * "financial services") is wanted whole.
 */
function withSubsectorScope(
  sectors: Array<{ industry: DeckIndustry; weight: number }>,
  wants: readonly Clause[],
): Array<{ industry: DeckIndustry; weight: number; subsectors?: string[] }> {
  const scopes = wants.flatMap((clause) => clause.scopes);
  // "We are a crypto-native seed fund": what the fund calls itself decides, though a later line
  // names the industry by a word of its own ("wallets and custody").
  const selfDescription = wants.find((clause) => SELF_DESCRIPTION.test(clause.quote))?.scopes ?? [];
  const definedBySubsectors = (industry: DeckIndustry) =>
    selfDescription.some((scope) => scope.subsectors.some((ref) => ref.industry === industry)) &&
    !selfDescription.some((scope) => scope.industries.includes(industry));
  return sectors.map((sector) => {
    if (
      scopes.some((scope) => scope.industries.includes(sector.industry)) &&
      !definedBySubsectors(sector.industry)
    )
      return sector;
    const ids = [
      ...new Set(
        scopes.flatMap((scope) =>
          scope.subsectors.filter((ref) => ref.industry === sector.industry).map((ref) => ref.id),
        ),
      ),
    ].sort();
    return ids.length > 0 ? { ...sector, subsectors: ids } : sector;
  });
}

/** Each soft preference with the scopes a deck may meet it by, quoting the clause. */
function preferencesFrom(clauses: readonly Clause[], source: ConstraintSource): Array<Constraint<Scope[]>> {
  return clauses
    .filter((clause) => clause.scopes.length > 0)
    .map((clause) => ({ value: clause.scopes, source, quote: clause.quote }));
}

function leadFrom(clauses: readonly Clause[]): { value: LeadRule; quote: string } | null {
  const clause = clauses.find((c) => c.lead !== null);
  return clause?.lead ? { value: clause.lead, quote: clause.quote } : null;
}

/**
 * Reads a thesis and the answers to its follow-up questions into constraints, each with the
 * clause that set it. An answer on a topic replaces what the thesis text implied on that topic
 * ("any stage" clears a stage the thesis mentioned); answers to other topics add to the thesis.
 * A limit stated in a deal-breakers answer ("US only", "Seed") is read as a preference for its topic.
 */
export const parseThesis: (thesis: Pick<ThesisInput, 'text' | 'answers'>) => ThesisProfile = memoised(
  thesisKey,
  parseThesisUncached,
);

/** What a thesis reading depends on: its text and its answers (one thesis version). */
export function thesisKey(thesis: Pick<ThesisInput, 'text' | 'answers'>): string {
  return JSON.stringify([thesis.text, thesis.answers]);
}

/**
 * Whether a thesis's models are about consumers: consumer, maybe as networks ("consumer internet
 * products that get better as more people use them"), and not businesses too.
 */
export const consumerModels = (models: readonly BusinessModel[]): boolean =>
  models.includes('consumer') && !models.includes('business');

function parseThesisUncached(thesis: Pick<ThesisInput, 'text' | 'answers'>): ThesisProfile {
  const text = faqAsStatements(tablesAsStatements(thesis.text ?? ''));
  const answersByTopic = new Map<string, ThesisAnswer>();
  const extraText: string[] = [];
  for (const answer of thesis.answers) {
    if ((THESIS_TOPICS as readonly string[]).includes(answer.topic)) answersByTopic.set(answer.topic, answer);
    else extraText.push(answer.answer);
  }
  const fromThesis: ConstraintSource = { kind: 'thesis' };
  const fromAnswer = (answer: ThesisAnswer): ConstraintSource => ({
    kind: 'answer',
    question: answer.question,
  });
  const base = read([text, ...extraText].join('\n'), 'thesis');
  const wantsText = textOf(base.wants);

  const profile: ThesisProfile = {
    sectors: null,
    models: null,
    modelMentions: modelMentionsIn(wantsText),
    stages: null,
    softStages: stagesFrom(base.soft).stages,
    lead: null,
    checkSize: null,
    regions: null,
    exclusions: exclusionsFrom(base.excludes, fromThesis),
    ownershipTarget: null,
  };
  // "We do not screen on sector": the industries such a thesis names are examples, not a focus.
  const generalist = isGeneralist(text);
  const lists = industryListsIn(withoutRuledOutLines(text, base.excludes));
  // A generalist's focus is every industry, so "we rarely do hardware" narrows it like any soft rule.
  const core = new Set(
    generalist
      ? (Object.keys(DECK_INDUSTRIES) as DeckIndustry[])
      : scaledSectors(sectorTextOf(base.wants), lists).map(({ industry }) => industry),
  );
  profile.exclusions.push(...softExclusionsFrom(base.soft, core, fromThesis));
  // A sector liked best ("a soft spot for climate") widens the focus as little as one done now and then.
  const sectorClauses = withoutOpenFieldExamples(text, base.wants);
  const sectors = generalist
    ? []
    : sectorsOf(sectorClauses, [...base.soft, ...base.prefers], lists, intentListsIn(text));
  if (sectors.length > 0)
    profile.sectors = {
      value: withSubsectorScope(sectors, sectorClauses),
      source: fromThesis,
      quote:
        firstQuote(sectorClauses, (c) => strongIndustriesIn(c.quote).length > 0) ??
        firstQuote(sectorClauses, (c) => matchIndustryTerms(c.quote).length > 0),
    };
  // "Our portfolio includes ... a consumer community": a generalist's examples name no model either.
  const examples = generalist ? exampleSentences(text) : [];
  // "... does not come out of anything a consumer ever sees" describes the world with a negation:
  // it names no model the fund wants.
  const modelClauses = base.wants.filter(
    (clause) => !examples.some((sentence) => sentence.includes(clause.quote)) && !NEGATED.test(clause.quote),
  );
  // "It can be sold to the tradesperson, to the small firm they work for, or to the builder": any buyer.
  const models = EITHER_MODEL.test(text) ? [] : modelsIn(textOf(modelClauses));
  if (models.length > 0)
    profile.models = {
      value: models,
      source: fromThesis,
      quote: firstQuote(modelClauses, (c) => modelsIn(c.quote).length > 0),
    };
  if (profile.sectors?.value.some(({ industry }) => industry === 'enterprise-software'))
    profile.anyVertical = ANY_VERTICAL.test(textOf(base.wants));
  if (base.wants.filter((clause) => TWO_SIDED_FORM.test(clause.quote)).length >= MARKETPLACE_FOCUS.mentions)
    profile.marketplaceFocus = true;
  // A consumer thesis is about who the customer is: its "consumer brands" and "communities" name
  // whole categories, not a part of one.
  if (profile.sectors && consumerModels(models)) {
    profile.sectors.value = profile.sectors.value.map(({ industry, weight }) => ({ industry, weight }));
    profile.wholeConsumer = WHOLE_CONSUMER.test(textOf(base.wants));
  }
  // "Series A to Series C. As a rule we do not invest at seed; seed-stage companies are welcome in our
  // accelerator": a stage the thesis rules out outright is not one it wants, wherever else it is named.
  const ruledOutStages = new Set(
    profile.exclusions.flatMap(({ value, quote }) =>
      value.soft || RULE_WITH_CONDITION.test(quote ?? '')
        ? []
        : value.scopes
            .filter((scope) => isStageOnly(scope) && scope.qualifier === null && !scope.without?.length)
            .flatMap((scope) => scope.stages),
    ),
  );
  const stages = stagesFrom(base.wants);
  const wantedStages = stages.stages.filter((stage) => !ruledOutStages.has(stage));
  if (wantedStages.length > 0 && !STAGE_SHRUG.test(text))
    profile.stages = { value: wantedStages, source: fromThesis, quote: stages.quote };
  const lead = leadFrom([...base.wants, ...base.soft]);
  if (lead) profile.lead = { value: lead.value, source: fromThesis, quote: lead.quote };
  // "Tickets of EUR 500k to 2.5m", or an amount standing alone beside the stage ("Seed only, $1-3M").
  const fundSizes = fundSizesIn(thesis.text ?? '');
  const checkClause =
    base.wants.find((c) => CHECK_CUES.test(c.quote) && chequeAmounts(c.quote, fundSizes).length > 0) ??
    base.wants.find((c) => chequeAmounts(c.quote, fundSizes).length > 0 && standsAlone(c.quote));
  const check = checkClause ? checkSizeIn(checkClause.quote, fundSizes) : null;
  if (check && checkClause)
    profile.checkSize = { value: check, source: fromThesis, quote: checkClause.quote };
  const geography = geographyFrom(base.wants);
  // "Customers may be anywhere" beside "headquartered in Germany" leaves the HQ rule standing.
  if (
    geography &&
    !GEOGRAPHY_SHRUG.test(text) &&
    (geography.value.role === 'hq' || !GLOBAL.test(wantsText.replace(HQ_ANYWHERE, ' ')))
  )
    profile.regions = { value: geography.value, source: fromThesis, quote: geography.quote };
  // "Most of Fund I went into software for small merchants": where the money went, not a customer rule.
  const wantedClauses = base.wants
    .map((clause) => clause.quote)
    .filter((quote) => !PAST_PORTFOLIO.test(quote) && !EMPHASIS_LEAD.test(quote));
  const frontline = frontlineFocus(wantedClauses);
  const smallBusiness = frontline ? null : smallBusinessFocus(wantedClauses);
  const publicSector = frontline || smallBusiness ? null : publicSectorFocus(unwrappedSentences(text));
  if (frontline) profile.customerFocus = { value: 'frontline', source: fromThesis, quote: frontline };
  else if (smallBusiness)
    profile.customerFocus = { value: 'small-business', source: fromThesis, quote: smallBusiness };
  else if (publicSector)
    profile.customerFocus = { value: 'public-sector', source: fromThesis, quote: publicSector };
  const founderRule = founderRuleIn([...base.wants, ...base.soft, ...base.excludes].map((c) => c.quote));
  if (founderRule)
    profile.founderRule = { value: founderRule.rule, source: fromThesis, quote: founderRule.quote };
  const ownership = ownershipIn(wantsText);
  if (ownership !== null) profile.ownershipTarget = { value: ownership, source: fromThesis, quote: null };
  profile.preferences = preferencesFrom(base.prefers, fromThesis);
  profile.audience = audienceOf(base.wants, fromThesis);

  for (const [topic, answer] of answersByTopic) {
    applyAnswer(profile, topic as ThesisTopic, answer, fromAnswer(answer));
  }
  narrowExclusions(profile, wantedSubsectorsOf(base.wants));
  return profile;
}

/**
 * The sub-sectors the wanted clauses name, as `industry/id`; not those of a clause that describes
 * with a negation ("a brand that sells only on Amazon does not own its customer").
 */
const wantedSubsectorsOf = (wants: readonly Clause[]): ReadonlySet<string> =>
  new Set(
    wants.flatMap((clause) =>
      NEGATED.test(clause.quote)
        ? []
        : clause.scopes.flatMap((scope) => scope.subsectors.map((ref) => `${ref.industry}/${ref.id}`)),
    ),
  );

/** "Our portfolio includes", "for example": a sentence that lists examples rather than rules. */
const EXAMPLE_CUE =
  /\b(?:portfolio (?:includes|spans|ranges|runs)|investments include|(?:we|it) (?:have|has) backed|(?:that|this|it) has (?:meant|included|looked like)|for example|for instance|e\.g\.|such as|examples? (?:include|are))\b/i;

/**
 * The sentences of a generalist thesis that name what it has backed as examples: those with an
 * example cue, and lists that name two industries or more.
 */
function exampleSentences(text: string): string[] {
  // Sentences of the unwrapped lines, as the clauses were read: a hard wrap must not cut the cue.
  return unwrappedSentences(text).filter(
    (sentence) => EXAMPLE_CUE.test(sentence) || new Set(strongIndustriesIn(sentence)).size >= 2,
  );
}

/**
 * "Latin America; Brazil is covered by our sister fund": a rule-out that names only places inside
 * the region the thesis wants takes them out of it. (A rule-out naming places both inside and
 * outside, "founders who moved from India to Singapore" in an India thesis, keeps the outside one.)
 */
function carveOutPlaces(profile: ThesisProfile): void {
  const regions = profile.regions;
  if (!regions) return;
  const wanted = new Set(regions.value.countries);
  const carved = new Set<string>();
  for (const exclusion of profile.exclusions) {
    for (const scope of exclusion.value.scopes) {
      const placesOnly =
        scope.places.length > 0 &&
        scope.industries.length + scope.subsectors.length + scope.models.length + scope.stages.length === 0;
      const countries = scope.places.flatMap((place) => place.countries);
      if (!placesOnly || !countries.every((country) => wanted.has(country))) continue;
      if (countries.length >= wanted.size) continue;
      for (const country of countries) carved.add(country);
      scope.places = [];
      scope.terms = [];
    }
  }
  if (carved.size === 0) return;
  const countries = regions.value.countries.filter((country) => !carved.has(country));
  if (countries.length > 0) profile.regions = { ...regions, value: { ...regions.value, countries } };
}

/**
 * "Businesses that lend to SMBs" in a thesis for software that SMBs buy: the SMBs are the thesis's
 * own buyers said again, so the rule-out is the lending. Read with them, it would rule out only a
 * lender that is also SMB software, and the lender would pass.
 */
function withoutOwnBuyers(profile: ThesisProfile, scope: Scope): Scope {
  if (profile.customerFocus?.value !== 'small-business') return scope;
  const subsectors = scope.subsectors.filter((ref) => ref.id !== 'smb-software');
  if (subsectors.length === scope.subsectors.length || subsectors.length + scope.industries.length === 0)
    return scope;
  return { ...scope, subsectors, models: scope.models.filter((model) => model !== 'business') };
}

/**
 * "No security services" in a security thesis rules out services, not security: an excluded
 * scope whose only facet is a wanted industry also needs its other words ("services").
 */
function narrowExclusions(profile: ThesisProfile, wantedSubsectors: ReadonlySet<string>): void {
  const wanted = new Set(profile.sectors?.value.map(({ industry }) => industry) ?? []);
  const wholeIndustries = new Set(
    profile.sectors?.value.filter(({ subsectors }) => !subsectors).map(({ industry }) => industry) ?? [],
  );
  carveOutPlaces(profile);
  const wantedCountries = new Set(profile.regions?.value.countries ?? []);
  for (const exclusion of profile.exclusions) {
    exclusion.value.scopes = exclusion.value.scopes.map((inScope) => {
      // "Indian-origin founders who moved to Singapore" in an India thesis rules out Singapore, not India.
      const places = inScope.places.filter((place) => !place.countries.every((c) => wantedCountries.has(c)));
      // "... who moved the headquarters to Singapore" beside "must be headquartered in India" is
      // the HQ rule said again: geography and the HQ factor already pull such a company down.
      const placesOnly =
        inScope.industries.length +
          inScope.subsectors.length +
          inScope.models.length +
          inScope.stages.length +
          inScope.terms.length ===
        0;
      const hqRule = profile.regions?.value.role === 'hq';
      // "We pass on products sold to enterprises" beside "tools that small businesses buy" is the
      // customer focus said again (it gates the sector fit); read as a sector, it would rule out
      // every deck that sells software to businesses.
      if (profile.customerFocus?.value === 'small-business' && ENTERPRISE_BUYERS.test(inScope.phrase))
        return { ...inScope, industries: [], models: [], places: [] };
      const scope = { ...withoutOwnBuyers(profile, inScope), places: hqRule && placesOnly ? [] : places };
      // "Staffing agencies" in an HR thesis rules out agencies, not hiring software.
      // A generalist wants every industry: "staffing companies" there rules out staffing, not hiring software.
      const serviceForm = (scope.phrase.match(SERVICE_FORM) ?? scope.phrase.match(STAFFING_FORM))?.[0];
      // A firm the reader already made a service business ("incident response services firms") stays one.
      if (
        serviceForm &&
        scope.terms.length === 0 &&
        scope.subsectors.length > 0 &&
        scope.subsectors.every((ref) => wanted.size === 0 || wanted.has(ref.industry)) &&
        scope.industries.length + scope.models.length + scope.places.length + scope.stages.length === 0
      )
        return { ...scope, terms: [serviceForm.toLowerCase()] };
      const onlyWanted =
        scope.industries.length > 0 &&
        scope.industries.every((industry) => wanted.has(industry)) &&
        scope.subsectors.length + scope.models.length + scope.places.length + scope.stages.length === 0;
      // "Software for independent pharmacies ...; no online pharmacies that dispense": the rule-out
      // is the kind the word before the wanted sub-sector names, not the sub-sector itself.
      const wantedSubsector =
        scope.qualifier === null &&
        scope.terms.length === 0 &&
        scope.subsectors.length > 0 &&
        scope.subsectors.every((ref) => wantedSubsectors.has(`${ref.industry}/${ref.id}`)) &&
        scope.industries.length + scope.models.length + scope.places.length + scope.stages.length === 0;
      // "Homework-answer apps" where the thesis wants K-12, or all of education: a product inside
      // the sub-sector, ruled out by its own words too, not the whole sub-sector.
      const insideWanted =
        scope.qualifier === null &&
        scope.terms.length === 0 &&
        scope.subsectors.length > 0 &&
        scope.subsectors.every(
          (ref) => wantedSubsectors.has(`${ref.industry}/${ref.id}`) || wholeIndustries.has(ref.industry),
        ) &&
        scope.industries.length + scope.models.length + scope.places.length + scope.stages.length === 0;
      if (insideWanted) {
        const kind = (wantedSubsector ? subsectorKind(scope.phrase) : null) ?? subsectorResidue(scope.phrase);
        return kind ? { ...scope, terms: [kind] } : scope;
      }
      if (!onlyWanted) return scope;
      // When the lexicon reads the whole phrase as the wanted industry, the phrase's own words narrow it.
      const rest = residualWords(scope.phrase) || plainWords(scope.phrase);
      return rest.length > 0 ? { ...scope, industries: [], terms: [rest] } : scope;
    });
    // "We do not start new relationships at Series A": a scope that names only stages is a stage
    // rule, weighed beside the thesis's own stages like "never after seed".
    for (const scope of exclusion.value.scopes) {
      if (!isStageOnly(scope)) continue;
      exclusion.value.stages = [...new Set([...exclusion.value.stages, ...scope.stages])];
      scope.stages = [];
    }
    exclusion.value.scopes = exclusion.value.scopes.filter(
      (scope) =>
        scope.industries.length +
          scope.subsectors.length +
          scope.models.length +
          scope.places.length +
          scope.stages.length +
          scope.terms.length >
        0,
    );
  }
  profile.exclusions = profile.exclusions.filter(
    (exclusion) => exclusion.value.scopes.length > 0 || exclusion.value.stages.length > 0,
  );
}

/**
 * Nouns that make a sub-sector a kind of service business rather than a product: "carbon-credit
 * brokers" in a climate thesis rule out brokers, not carbon-accounting software; "DeFi trading" in
 * a fintech one rules out trading, not crypto custody.
 */
const SERVICE_FORM =
  /\b(?:agenc(?:y|ies)|consultanc(?:y|ies)|consulting|outsourcing|services|brokers?|brokerages?|dealers?|resellers?|traders?|trading|forwarders?)\b/i;

/** "Staffing companies", "staffing firms": the staffing business itself, not hiring software. */
const STAFFING_FORM = /\bstaffing\b(?=\s+(?:compan(?:y|ies)|firms?|businesses|providers?)\b)/i;

/**
 * A sub-sector's word with the word that narrows it, "online pharmacies", or with the noun after it,
 * "prefab manufacturers": the kind of company ruled out, which a deck is when it says so of itself
 * (match.ts).
 */
function subsectorKind(phrase: string): string | null {
  const hit = matchSubsectorTerms(phrase)[0];
  if (!hit) return null;
  const narrowing = (word: string | undefined) =>
    word !== undefined && !GRAMMAR_WORDS.has(word) && !RULE_VERBS.has(word) ? word : null;
  const lower = phrase.toLowerCase();
  const matched = hit.matched.toLowerCase();
  const before = narrowing(lower.slice(0, hit.index).match(/([\p{L}-]{3,})\s*$/u)?.[1]);
  if (before) return `${before} ${matched}`;
  const after = narrowing(lower.slice(hit.index + hit.matched.length).match(/^\s+([\p{L}-]{3,})/u)?.[1]);
  if (after && GENERIC_HEADS.has(after)) return null;
  return after ? `${matched} ${after}` : null;
}
const RULE_VERBS: ReadonlySet<string> = new Set(['invest', 'fund', 'back', 'avoid', 'consider', 'touch']);
/**
 * "Weapons systems", "gambling products": a noun after the sub-sector's word that narrows nothing.
 * "Therapeutics companies" keeps its noun: the rule-out is of companies that say they are one.
 */
const GENERIC_HEADS: ReadonlySet<string> = new Set(['systems', 'products', 'solutions']);

/**
 * "homework-answer apps": the word a sub-sector's word ("homework") is joined to by a hyphen, which
 * makes the phrase a narrower product ("answer"); '' when the phrase has no such compound.
 */
function subsectorResidue(phrase: string): string {
  for (const hit of matchSubsectorTerms(phrase)) {
    const word = escapeRegExp(hit.matched);
    const joined = new RegExp(`\\b${word}-(\\p{L}+)\\b|\\b(\\p{L}+)-${word}\\b`, 'iu').exec(phrase);
    const other = plainWords(joined?.[1] ?? joined?.[2] ?? '');
    if (other) return other;
  }
  return '';
}

function residualWords(phrase: string): string {
  let text = phrase.toLowerCase();
  for (const hit of matchIndustryTerms(phrase)) text = text.replace(hit.matched.toLowerCase(), ' ');
  return plainWords(text);
}

/** Words of a phrase but the commonest; "real estate funds" keeps "funds", which narrows it here. */
function plainWords(phrase: string): string {
  return phrase
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 2 && !GRAMMAR_WORDS.has(word))
    .slice(0, 3)
    .join(' ');
}
const GRAMMAR_WORDS: ReadonlySet<string> = new Set([
  'the',
  'and',
  'for',
  'with',
  'that',
  'who',
  'which',
  'our',
  'their',
  'any',
]);

/**
 * "No companies outside the US and Canada" among the deal-breakers of a thesis that names the US
 * and Canada: the answer refines the thesis's places, it does not replace them. It keeps the
 * places both name (a wider answer, "nothing outside North America", narrows nothing) and makes
 * the rule one about headquarters when either says so. An answer naming none of the thesis's
 * places leaves them as they are.
 */
function refinedRegions(
  thesis: Constraint<ThesisGeography>,
  answer: { value: ThesisGeography; quote: string },
  source: ConstraintSource,
): Constraint<ThesisGeography> {
  const named = new Set(answer.value.countries);
  const both = thesis.value.countries.filter((country) => named.has(country));
  if (both.length === 0) return thesis;
  const role = thesis.value.role === 'hq' || answer.value.role === 'hq' ? 'hq' : thesis.value.role;
  const narrower = both.length < thesis.value.countries.length;
  if (!narrower && role === thesis.value.role) return thesis;
  return {
    value: { countries: both, labels: narrower ? answer.value.labels : thesis.value.labels, role },
    source,
    quote: answer.quote,
  };
}

/** A question about one kind of company, in English or Spanish: "Would you consider ...?", "¿Consideran ...?" */
const CASE_QUESTION =
  /\b(?:consider|accept|invest in|back|fund|take|look at|allow|count|include|lead|join|make (?:an )?exceptions?)\b|¿\s*(?:consideran|aceptan|invierten|considerarían|consideram|aceitam|investem)\b/i;
const BARE_NO = /^\s*(?:no|não|nope)\s*[.!]?\s*$/i;

/** "... and this fund invests only in Spain, Portugal and Greece": the places after "only in". */
const ONLY_IN = /\bonly\s+(?:invests?\s+|backs?\s+|funds?\s+)?(?:in|within)\s+([^.;:!?]+)/i;

/**
 * The places a geography answer limits the fund to with "only in", whatever else it names on the way
 * ("since our Italian partner fund launched, Italian companies are covered there"); null without one.
 */
function onlyPlacesIn(answer: string): { value: ThesisGeography; quote: string } | null {
  const match = ONLY_IN.exec(answer);
  const places = match?.[1] ? findPlaces(match[1]) : [];
  if (!match || places.length === 0) return null;
  const countries = [...new Set(places.flatMap((place) => place.countries))].sort();
  const labels = [...new Set(places.map((place) => place.label))];
  return { value: { countries, labels, role: 'any' }, quote: match[0] };
}

/**
 * An answer that opens by saying yes: "Yes.", "Yes, ...", "Absolutely", "We do", and "The UK, yes:
 * ...", the case asked about named before the assent.
 */
const AFFIRMING_ANSWER =
  /^\s*(?:[^,.!?;:]{1,40},\s*)?(?:yes|yeah|yep|sure|absolutely|definitely|of course|certainly|we do|indeed)\b(?![,.;:]?\s*(?:if|but|provided|as long as|only|when|unless)\b)/i;
/** "... with a holding company in Delaware": a question about where the legal entity sits, not the company. */
const ENTITY_QUESTION = /\b(?:holding|holdco|parent|incorporat\w*|registered|domicile\w*|entity)\b/i;

/** An answer that opens by saying no: "No.", "Not as a rule.", "Rarely.", "Almost never". */
const DENYING_ANSWER =
  /^\s*(?:no\b(?!\s+(?:matter|preference))|not (?:as a rule|usually|normally|typically|really|often)\b|rarely\b|seldom\b|almost never\b|hardly ever\b|only (?:exceptionally|rarely|in exceptional cases)\b)/i;

function applyAnswer(
  profile: ThesisProfile,
  topic: ThesisTopic,
  answer: ThesisAnswer,
  source: ConstraintSource,
) {
  // "None. We have backed teams in Europe and the US": the first sentence is the answer.
  const first = answer.answer.split(/(?<=[.!?])\s+/)[0] ?? answer.answer;
  // "Do you have a preference? No." frees the topic; "Would you consider a company based in Mexico?
  // No." turns that company down and leaves the rule standing.
  const refusesACase = CASE_QUESTION.test(answer.question) && BARE_NO.test(first);
  const cleared = !refusesACase && (NO_CONSTRAINT.test(answer.answer) || NO_CONSTRAINT.test(first));
  const reading = read(answer.answer, topic === 'exclusions' ? 'exclusions-answer' : 'thesis');
  const wantsText = textOf(reading.wants);
  // "Does the Office ever take part in seed rounds?" "Not as a rule. It has made two seed
  // investments in twelve years.": the answer denies, so the stages it goes on to name are the
  // exceptions (soft), and the thesis's own stages stand. The denial itself rules nothing out.
  const own = (of: ThesisTopic) => topic === of;
  const denied = topic !== 'exclusions' && DENYING_ANSWER.test(first);
  const excludes = denied
    ? reading.excludes.filter((clause) => !first.includes(clause.quote))
    : reading.excludes;
  if (!cleared) profile.exclusions.push(...exclusionsFrom(excludes, source));
  const core = new Set(profile.sectors?.value.map(({ industry }) => industry) ?? []);
  profile.exclusions.push(...softExclusionsFrom(reading.soft, core, source));
  // Preferences stated in any answer ("US only" among the deal-breakers) set their own topic.
  // "No. New investments are seed rounds only; ...": a stage the answer keeps "only" is the rule, denial or not.
  const onlyStages = own('stage')
    ? stagesFrom(reading.wants.filter((clause) => /\bonly\b/i.test(clause.quote)))
    : null;
  const named = onlyStages && onlyStages.stages.length > 0 ? onlyStages : stagesFrom(reading.wants);
  // "Would you lead a Series A in a company you have not known? No. ... everyone else we meet at seed":
  // the "No" turns the case down, and the stages named after it are the rule, not exceptions to it.
  const exceptions =
    denied && !refusesACase && own('stage') && profile.stages !== null && named !== onlyStages;
  if (exceptions) profile.softStages.push(...named.stages.filter((s) => !profile.softStages.includes(s)));
  const stages = exceptions ? { ...named, stages: [] } : named;
  const geography = (own('geography') ? onlyPlacesIn(answer.answer) : null) ?? geographyFrom(reading.wants);
  const checkClause = reading.wants.find((c) => findMoney(c.quote).length > 0);
  // "$8 to $12" is no check a fund writes: an answer that cannot be read keeps the thesis's figure.
  const answered = checkClause ? checkSizeIn(checkClause.quote) : null;
  const check = answered && plausibleCheck(answered) ? answered : null;
  const models = modelsIn(wantsText);
  const lead = leadFrom([...reading.wants, ...reading.soft]);
  if (lead) profile.lead = { value: lead.value, source, quote: lead.quote };
  // An answer on its own topic replaces the thesis; a preference stated under another topic
  // ("Seed" among the deal-breakers) fills in what the thesis left open, or narrows nothing.
  if (stages.stages.length > 0 && (own('stage') || !profile.stages))
    profile.stages = { value: stages.stages, source, quote: stages.quote };
  // "Spanish-speaking Latin America, the five countries above" restates the thesis's five countries
  // more loosely: an answer whose places hold all of the thesis's keeps the thesis's (issue 26, class 10).
  const thesisRegions = profile.regions;
  // An answer that turns one kind of company down (its rule-outs above) names places on the way
  // ("the region ends at Guatemala's border") that explain the thesis's rule, which stands.
  const places = refusesACase && thesisRegions ? null : geography;
  // "Since 2025: the United States, Canada, the United Kingdom or Israel" answering the geography
  // question names more countries, one by one: it widens the thesis rather than restating it.
  const widens =
    own('geography') &&
    places !== null &&
    places.value.labels.length === places.value.countries.length &&
    places.value.countries.length > (thesisRegions?.value.countries.length ?? 0);
  // "Do you consider companies in Israel?" "Yes. For this fund Israel counts with Europe": the
  // places asked about join the thesis's own.
  const asked =
    own('geography') &&
    AFFIRMING_ANSWER.test(first) &&
    !ENTITY_QUESTION.test(answer.question) &&
    thesisRegions
      ? geographyFrom(read(`${answer.question} ${answer.answer}`, 'thesis').wants)
      : null;
  if (asked && thesisRegions) {
    const countries = [...new Set([...thesisRegions.value.countries, ...asked.value.countries])];
    const labels = [...new Set([...thesisRegions.value.labels, ...asked.value.labels])];
    profile.regions = { value: { ...thesisRegions.value, countries, labels }, source, quote: answer.answer };
  } else if (
    places &&
    !widens &&
    thesisRegions?.value.countries.every((c) => places.value.countries.includes(c))
  ) {
    profile.regions = refinedRegions(thesisRegions, places, source);
  } else if (places && (own('geography') || !profile.regions)) {
    // "India only" answering the geography question restates the place; the thesis's "HQ: India" still says what of the company must be there.
    const role =
      places.value.role === 'any' && profile.regions?.value.role === 'hq' ? 'hq' : places.value.role;
    profile.regions = { value: { ...places.value, role }, source, quote: places.quote };
  } else if (places && profile.regions) {
    profile.regions = refinedRegions(profile.regions, places, source);
  }
  if (check && checkClause && (own('check_size') || (topic === 'exclusions' && !profile.checkSize)))
    profile.checkSize = { value: check, source, quote: checkClause.quote };
  if (models.length > 0 && (own('business_model') || !profile.models)) {
    profile.models = {
      value: models,
      source,
      quote: firstQuote(reading.wants, (c) => modelsIn(c.quote).length > 0),
    };
    profile.modelMentions = Math.max(profile.modelMentions, modelMentionsIn(wantsText));
  }
  profile.softStages.push(...stagesFrom(reading.soft).stages.filter((s) => !profile.softStages.includes(s)));
  profile.preferences = [...(profile.preferences ?? []), ...preferencesFrom(reading.prefers, source)];
  switch (topic) {
    case 'sectors': {
      // The answer names the sectors that matter most: it leads, the thesis text follows.
      const named = sectorsOf(reading.wants, reading.soft, industryListsIn(answer.answer));
      if (named.length > 0) {
        const merged = new Map(named.map(({ industry, weight }) => [industry, weight]));
        for (const { industry, weight } of profile.sectors?.value ?? []) {
          if (!merged.has(industry)) merged.set(industry, round(weight * 0.5, 4));
        }
        const value = [...merged.entries()]
          .map(([industry, weight]) => ({ industry, weight }))
          .sort((a, b) => b.weight - a.weight || a.industry.localeCompare(b.industry));
        profile.sectors = {
          value,
          source,
          quote: firstQuote(reading.wants, (c) => strongIndustriesIn(c.quote).length > 0) ?? answer.answer,
        };
      }
      break;
    }
    case 'stage':
      if (cleared) profile.stages = null;
      break;
    case 'check_size': {
      if (!check && cleared) profile.checkSize = null;
      const ownershipAnswer = ownershipIn(answer.answer);
      if (ownershipAnswer !== null)
        profile.ownershipTarget = { value: ownershipAnswer, source, quote: answer.answer };
      break;
    }
    case 'geography':
      if (cleared || (!geography && GLOBAL.test(answer.answer))) profile.regions = null;
      break;
    case 'business_model':
      if (/\bboth\b/i.test(answer.answer) || cleared) profile.models = null;
      break;
    case 'ownership': {
      const found =
        ownershipIn(answer.answer) ??
        ownershipIn(`${answer.answer.match(/\d{1,2}(?:\.\d+)?\s?%/)?.[0] ?? ''} ownership`);
      if (found !== null) profile.ownershipTarget = { value: found, source, quote: answer.answer };
      break;
    }
    case 'exclusions':
      break;
  }
}
