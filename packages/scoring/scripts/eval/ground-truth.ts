import { DECK_INDUSTRIES, type DeckIndustry } from '@pitchfit/contracts/deck';
import type { DeckExtraction } from '../../src/deck/analyze/types';
import { findMoney, type Money, sameMoney } from '../../src/deck/analyze/vocabulary/money';
import { findStages } from '../../src/deck/analyze/vocabulary/stage';
import { compactForm } from '../../src/language/text';

/** One deck's facts as a person read them (corpus decks/ground_truth.json). */
export interface GroundTruth {
  file: string;
  company: string;
  one_liner: string;
  industry: string;
  stage: string;
  raise_amount: string;
  valuation: string;
  founders: string;
  traction: string;
  text_layer: string;
}

export const FACT_FIELDS = [
  'company',
  'one_liner',
  'industry',
  'stage',
  'raise',
  'valuation',
  'founders',
  'traction',
] as const;
export type FactField = (typeof FACT_FIELDS)[number];

/** null: the field is not judged on this deck (nothing to compare). */
export type Verdict = boolean | null;

/** Decks the reader marked image-only, nearly image-only or garbled: they depend on OCR. */
export function needsOcr(truth: GroundTruth): boolean {
  return /^(none|minimal|present but garbled)/i.test(truth.text_layer);
}

const withoutAsides = (text: string) =>
  text.replace(/\([^)]*\)/g, ' ').replace(/"[^"]*"/g, (m) => m.slice(1, -1));

/** "AirBed&Breakfast (Airbnb)", "Sia, built by Datastride Analytics", "Syntra by InLustro": every name the truth accepts. */
export function acceptedNames(company: string): string[] {
  if (/^\(not stated/i.test(company.trim())) return [];
  const names = [company.split(/\s+\(|\s+-\s+|,/)[0] ?? ''];
  for (const aside of company.matchAll(/\(([^)]*)\)/g)) {
    const inner = aside[1] ?? '';
    if (!/["']|file|stated|not /i.test(inner)) names.push(inner);
  }
  const builtBy = company.match(/\b(?:built by|by)\s+([^,(]+)/i);
  if (builtBy?.[1]) names.push(builtBy[1]);
  for (const part of company.split(/\s+by\s+|,\s*built by\s+/i)) names.push(part.split(/\s+\(|,/)[0] ?? '');
  return [...new Set(names.map((name) => name.trim()).filter((name) => compactForm(name).length >= 3))];
}

function judgeCompany(truth: GroundTruth, extraction: DeckExtraction): Verdict {
  const names = acceptedNames(truth.company).map(compactForm);
  const ours = extraction.facts.companyName ? compactForm(extraction.facts.companyName.value) : null;
  if (names.length === 0) return ours === null;
  if (ours === null || ours.length < 3) return false;
  return names.some((name) => name === ours || name.includes(ours) || ours.includes(name));
}

const STOP = new Set(
  'the a an and or of for to in on with your you our we from by at as is are be this that it its rather than'.split(
    ' ',
  ),
);
const contentWords = (text: string) =>
  new Set(
    withoutAsides(text)
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 2 && !STOP.has(word)),
  );

/** Half the reader's content words appear in ours. */
function judgeOneLiner(truth: GroundTruth, extraction: DeckExtraction): Verdict {
  const expected = contentWords((truth.one_liner.split(';')[0] ?? '').trim());
  if (expected.size === 0) return null;
  const ours = extraction.facts.oneLiner ? contentWords(extraction.facts.oneLiner.value) : new Set<string>();
  const found = [...expected].filter((word) => ours.has(word)).length;
  return found / expected.size >= 0.5;
}

/** Words in the reader's free-text industry that name each taxonomy industry. */
const INDUSTRY_WORDS: Record<DeckIndustry, readonly string[]> = {
  fintech: ['fintech', 'payments', 'finance', 'banking'],
  'climate-energy': ['climate', 'energy'],
  health: ['health', 'healthcare', 'medtech', 'medical', 'veterinary'],
  biotech: ['bio', 'biotech'],
  education: ['edtech', 'education', 'learning'],
  'developer-tools': ['developer', 'open-source', 'database'],
  infrastructure: ['infrastructure', 'cloud', 'hosting', 'database'],
  'enterprise-software': ['saas', 'b2b', 'enterprise'],
  'ai-ml': ['ai', 'machine learning'],
  security: ['security', 'cybersecurity'],
  'consumer-social': ['social', 'dating', 'network'],
  commerce: ['e-commerce', 'commerce', 'd2c', 'retail', 'brand', 'fashion', 'furniture', 'marketplace'],
  travel: ['travel', 'lodging'],
  mobility: ['transportation', 'ride', 'mobility'],
  media: ['media', 'dubbing', 'voice'],
  'food-agriculture': ['agtech', 'food', 'agriculture'],
  'hardware-iot': ['iot', 'hardware', 'sensors', 'wearables'],
  industrial: ['industrial', 'manufacturing'],
  'real-estate': ['real estate', 'proptech'],
  'hr-work': ['hr', 'workforce', 'hr tech'],
  'marketing-adtech': ['marketing', 'seo', 'adtech'],
  pets: ['pet', 'veterinary'],
};

/** Our industry is right when the reader's classification (asides removed) uses a word that names it. */
function judgeIndustry(truth: GroundTruth, extraction: DeckExtraction): Verdict {
  const industry = extraction.facts.industry?.value;
  if (!industry) return false;
  const words = withoutAsides(truth.industry)
    .toLowerCase()
    .split(/[^\p{L}\p{N}-]+/u);
  const text = ` ${words.join(' ')} `;
  return (
    INDUSTRY_WORDS[industry].some((word) => text.includes(` ${word} `)) ||
    DECK_INDUSTRIES[industry].toLowerCase() === truth.industry.toLowerCase()
  );
}

function judgeStage(truth: GroundTruth, extraction: DeckExtraction): Verdict {
  const expected = findStages(truth.stage).at(-1)?.stage ?? null;
  const ours = extraction.facts.stage?.value ?? null;
  return expected === ours;
}

/** The amounts the truth accepts: the first of each "/"-separated statement, asides removed. */
function acceptedAmounts(text: string): Money[] {
  return text
    .split(' / ')
    .map((part) => findMoney(withoutAsides(part))[0])
    .filter((m): m is NonNullable<typeof m> => m !== undefined);
}

function judgeMoney(expectedText: string, ours: Money | null): Verdict {
  const expected = acceptedAmounts(expectedText);
  if (expected.length === 0) return ours === null;
  return (
    ours !== null &&
    expected.some(
      (money) =>
        sameMoney(money, ours) &&
        (money.currency === null || ours.currency === null || money.currency === ours.currency),
    )
  );
}

/** People named in the reader's founders text: two or three capitalised words. */
export function namedPeople(text: string): string[] {
  const ignore =
    /^(Deck|Team|Founder|Founders|Co-founder|Co-Founder|CEO|CTO|COO|CPO|VP|Dr|Prof|The|Meet|Founding|Other|Also)$/;
  return [...withoutAsides(text).matchAll(/\b(?:Dr\.\s)?\p{Lu}[\p{L}'’.-]+(?:\s\p{Lu}[\p{L}'’.-]+){1,2}/gu)]
    .map((m) => m[0].replace(/^Dr\.\s/, ''))
    .filter((name) => !name.split(' ').some((word) => ignore.test(word)));
}

const surname = (name: string) => compactForm(name.split(/\s+/).at(-1) ?? name);

/** Founders: at least half the people the reader named are ours, and at least half of ours are theirs. */
function judgeFounders(truth: GroundTruth, extraction: DeckExtraction): Verdict {
  const expected = namedPeople(truth.founders);
  const ours = extraction.facts.founders.map((f) => f.value.name);
  if (expected.length === 0) return ours.length === 0;
  if (ours.length === 0) return false;
  const oursKeys = ours.map(surname);
  const truthKey = compactForm(truth.founders);
  const recall = expected.filter((name) => oursKeys.includes(surname(name))).length / expected.length;
  const precision = oursKeys.filter((key) => truthKey.includes(key)).length / ours.length;
  return recall >= 0.5 && precision >= 0.5;
}

/** Traction: one of our statements shares a figure (two or more digits) with the reader's. */
function judgeTraction(truth: GroundTruth, extraction: DeckExtraction): Verdict {
  const figures = new Set(truth.traction.match(/\d[\d,.]*\d/g)?.map((f) => f.replace(/[,.]/g, '')) ?? []);
  if (figures.size === 0) return null;
  return extraction.facts.traction.some((t) =>
    (t.value.match(/\d[\d,.]*\d/g) ?? []).some((f) => figures.has(f.replace(/[,.]/g, ''))),
  );
}

export function judge(truth: GroundTruth, extraction: DeckExtraction): Record<FactField, Verdict> {
  return {
    company: judgeCompany(truth, extraction),
    one_liner: judgeOneLiner(truth, extraction),
    industry: judgeIndustry(truth, extraction),
    stage: judgeStage(truth, extraction),
    raise: judgeMoney(truth.raise_amount, extraction.facts.raise?.value ?? null),
    valuation: judgeMoney(truth.valuation, extraction.facts.valuation?.value ?? null),
    founders: judgeFounders(truth, extraction),
    traction: judgeTraction(truth, extraction),
  };
}

/** Whether the reader found an amount being raised (the target: right wherever a deck states one). */
export function statesRaise(truth: GroundTruth): boolean {
  return acceptedAmounts(truth.raise_amount).length > 0;
}

/** Currency of the stated raise (ISO code), or null when the truth states none or gives no currency. */
export function statedRaiseCurrency(truth: GroundTruth): string | null {
  return acceptedAmounts(truth.raise_amount)[0]?.currency ?? null;
}
