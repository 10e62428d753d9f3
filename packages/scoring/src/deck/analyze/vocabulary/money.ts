/**
 * Money amounts as decks write them ("$1.5M", "1,500,000", "€3 million", "750k", "₹ 20 Cr",
 * "$2-3MM", "$750K to $1M"), normalised in code with the currency kept as stated.
 */

import { escapeRegExp } from '../../../language/text';
import {
  CURRENCY_ONLY_SCALE_WORDS,
  CURRENCY_PREFIXES,
  CURRENCY_SUFFIXES,
  DOT_GROUPING_SCALE_WORDS,
  INDIAN_SCALE_WORDS,
  MONEY_SCALE_LETTERS,
  MONEY_SCALE_WORDS,
} from '../lexicon/money';

export interface Money {
  amount: number;
  /** Upper end when the deck states a range ("$750K to $1M"); null for a single figure. */
  maxAmount: number | null;
  /** ISO code, or null when the text gives none. */
  currency: string | null;
}

export interface MoneyMention extends Money {
  /** The text as it appears. */
  raw: string;
  index: number;
  /** A grouped number with no currency or scale ("80,000"): money only if the words around it say so. */
  bare: boolean;
}

/** "mio" as "[Mm][Ii][Oo]": the whole pattern cannot be case-insensitive, because "m" and "B" differ. */
const anyCase = (word: string) =>
  [...word]
    .map((char) =>
      char.toLowerCase() === char.toUpperCase()
        ? escapeRegExp(char)
        : `[${char.toUpperCase()}${char.toLowerCase()}]`,
    )
    .join('');
/** Longest first, so "US$" wins over "$" and "millions" over "million". */
const alternation = (tokens: Iterable<string>, form: (token: string) => string) =>
  [...new Set(tokens)]
    .sort((a, b) => b.length - a.length || a.localeCompare(b))
    .map(form)
    .join('|');

const PREFIX_CODES = new Map(
  Object.entries(CURRENCY_PREFIXES).flatMap(([code, tokens]) =>
    tokens.map((token) => [token, code] as const),
  ),
);
const SUFFIX_CODES = new Map(
  Object.entries(CURRENCY_SUFFIXES).flatMap(([code, tokens]) =>
    tokens.map((token) => [token.toLowerCase(), code] as const),
  ),
);
const INDIAN_SCALES = new Set(INDIAN_SCALE_WORDS);
const CURRENCY_ONLY_SCALES = new Set(CURRENCY_ONLY_SCALE_WORDS);
/** "CAD $3M", "AUD $800k": a code before the dollar sign says which dollar. */
const CODE_BEFORE_DOLLAR = new RegExp(String.raw`\b(${Object.keys(CURRENCY_PREFIXES).join('|')})\s*$`);

const PREFIX_TOKENS = alternation(PREFIX_CODES.keys(), escapeRegExp);
const PREFIX = `(?<prefix>${PREFIX_TOKENS})`;
const SCALE = `(?:${alternation(Object.keys(MONEY_SCALE_WORDS), anyCase)}|${alternation(Object.keys(MONEY_SCALE_LETTERS), escapeRegExp)})`;
/** "1,5 Mio", "2,5M€" and "1,5-2,5 Mio.": a decimal comma, read as such only when a scale word follows. */
const NUMBER = String.raw`\d{1,3},\d{1,2}(?=\s?${SCALE}(?![\p{L}])|\s?[-–—]\s?\d{1,3},\d{1,2}\s?${SCALE}(?![\p{L}]))|\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d{1,3}(?:\.\d{3}){2,}|\d+(?:\.\d+)?`;
const SUFFIX = `(?<suffix>${alternation(SUFFIX_CODES.keys(), anyCase)})`;
const RANGE_JOIN = String.raw`\s*(?:-|–|—|to)\s*`;

/** A mention needs a currency or a scale word, so years, percentages and counts are not money. */
const MONEY_PATTERN = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${PREFIX}\s?)?(?<low>${NUMBER})(?:\s?(?<lowScale>${SCALE}))?` +
    String.raw`(?:${RANGE_JOIN}(?:${PREFIX.replace('prefix', 'highPrefix')}\s?)?(?<high>${NUMBER})(?:\s?(?<highScale>${SCALE}))?)?` +
    // "3 Mio. EUR": a scale word's abbreviation dot before the currency.
    String.raw`(?:\.?\s?${SUFFIX})?(?![\p{L}\p{N}])`,
  'gu',
);

function currencyCode(prefix: string | undefined, suffix: string | undefined): string | null {
  if (prefix) return PREFIX_CODES.get(prefix) ?? null;
  if (suffix) return SUFFIX_CODES.get(suffix.toLowerCase()) ?? null;
  return null;
}

function scaleFactor(token: string | undefined): number | null {
  if (!token) return null;
  return MONEY_SCALE_LETTERS[token] ?? MONEY_SCALE_WORDS[token.toLowerCase()] ?? null;
}

const DOT_GROUPING_SCALES = new Set(DOT_GROUPING_SCALE_WORDS);

/**
 * "1,500,000" and "1.500.000" are thousands; "1.5" is a decimal, and so is "1,5" before a scale
 * word. "6.000" is six thousand where the amount is written the continental way (`dotGroups`).
 */
function parseNumber(text: string, dotGroups = false): number {
  if (/^\d{1,3}(?:\.\d{3}){2,}$/.test(text) || (dotGroups && /^[1-9]\d{0,2}\.\d{3}$/.test(text)))
    return Number(text.replace(/\./g, ''));
  if (/^\d{1,3},\d{1,2}$/.test(text)) return Number(text.replace(',', '.'));
  return Number(text.replace(/,/g, ''));
}

/** Avoids 1.5 * 1e6 = 1499999.9999999998 style noise in stored amounts. */
function scaled(value: number, factor: number): number {
  return Math.round(value * factor * 100) / 100;
}

/** Every money amount in a text, in order. */
export function findMoney(text: string): MoneyMention[] {
  const mentions: MoneyMention[] = [];
  for (const match of text.matchAll(MONEY_PATTERN)) {
    const groups = match.groups ?? {};
    const low = groups.low;
    if (low === undefined) continue;
    const codeBefore =
      groups.prefix === '$'
        ? text.slice(Math.max(0, match.index - 5), match.index).match(CODE_BEFORE_DOLLAR)
        : null;
    const currency =
      codeBefore?.[1] ??
      currencyCode(groups.prefix, undefined) ??
      currencyCode(groups.highPrefix, undefined) ??
      currencyCode(undefined, groups.suffix);
    const lowScaleToken = groups.lowScale;
    const highScaleToken = groups.highScale;
    const high = groups.high;
    // "$2-3MM": the scale written after the range applies to both ends, unless the low end is the
    // larger number as written: "US$250,000 to US$1.5 million" is a quarter of a million, not 250,000 million.
    const sharesHighScale = high !== undefined && parseNumber(low) <= parseNumber(high);
    const lowFactor = scaleFactor(lowScaleToken) ?? (sharesHighScale ? scaleFactor(highScaleToken) : null);
    const highFactor = scaleFactor(highScaleToken) ?? lowFactor;
    const indianScale = [lowScaleToken, highScaleToken].some(
      (token) => token !== undefined && INDIAN_SCALES.has(token.toLowerCase()),
    );
    const resolvedCurrency = currency ?? (indianScale ? 'INR' : null);
    const scaleNeedsCurrency = [lowScaleToken, highScaleToken].some(
      (token) => token !== undefined && CURRENCY_ONLY_SCALES.has(token.toLowerCase()),
    );
    if (scaleNeedsCurrency && resolvedCurrency === null) continue;
    // "PHP 8": a version of the language, not eight pesos; the code is money with a scale or a real sum.
    if (
      groups.prefix !== undefined &&
      /^php$/i.test(groups.prefix) &&
      lowFactor === null &&
      parseNumber(low) < 1000
    )
      continue;
    const hasUnit = resolvedCurrency !== null || lowFactor !== null;
    // A bare grouped number ("1,500,000") is money-like; a bare "2024" or "15" is not.
    const groupedBare = /[,.]\d{3}/.test(low) && parseNumber(low) >= 1000;
    if (!hasUnit && !groupedBare) continue;
    // "600.000 €", "€ 250.000": with a currency and no scale word, three digits after a dot are a
    // thousands group (a sum of money has two decimals, never three); "€1.250M" stays a decimal.
    const dotGroups = (token: string | undefined) =>
      token === undefined ? resolvedCurrency !== null : DOT_GROUPING_SCALES.has(token.toLowerCase());
    // "2-3" without unit on the low end and a range join that is really a date or list: keep only with a unit.
    const amount = scaled(parseNumber(low, dotGroups(lowScaleToken ?? highScaleToken)), lowFactor ?? 1);
    const maxAmount =
      high === undefined
        ? null
        : scaled(parseNumber(high, dotGroups(highScaleToken ?? lowScaleToken)), highFactor ?? 1);
    if (!Number.isFinite(amount) || amount <= 0) continue;
    const raw = match[0].trim();
    mentions.push({
      amount,
      maxAmount: maxAmount !== null && maxAmount > amount ? maxAmount : null,
      currency: resolvedCurrency,
      raw,
      index: match.index + match[0].indexOf(raw),
      bare: !hasUnit,
    });
  }
  return joinBetweenRanges(text, mentions);
}

/** "between $1M and $1.5M" is one range, not two figures. */
function joinBetweenRanges(text: string, mentions: MoneyMention[]): MoneyMention[] {
  const out: MoneyMention[] = [];
  for (let i = 0; i < mentions.length; i++) {
    const low = mentions[i];
    const high = mentions[i + 1];
    if (!low) continue;
    const gap = high ? text.slice(low.index + low.raw.length, high.index) : '';
    if (
      high &&
      low.maxAmount === null &&
      high.maxAmount === null &&
      /^\s*and\s*$/i.test(gap) &&
      /\bbetween\s*$/i.test(text.slice(0, low.index)) &&
      high.amount > low.amount &&
      (low.currency === null || high.currency === null || low.currency === high.currency)
    ) {
      out.push({
        ...low,
        maxAmount: high.amount,
        currency: low.currency ?? high.currency,
        raw: text.slice(low.index, high.index + high.raw.length),
        bare: low.bare && high.bare,
      });
      i++;
      continue;
    }
    out.push(low);
  }
  return out;
}

/** The first amount in a text, including a bare number such as "1,500,000" or "750000". */
export function parseMoney(text: string): Money | null {
  const mention = findMoney(text)[0];
  if (mention) return { amount: mention.amount, maxAmount: mention.maxAmount, currency: mention.currency };
  const bare = text.trim().match(/^\d+(?:\.\d+)?$/);
  return bare ? { amount: Number(bare[0]), maxAmount: null, currency: null } : null;
}

/** Two amounts are the same figure when they agree to within half a percent and in currency. */
export function sameMoney(a: Money, b: Money): boolean {
  if (a.currency !== null && b.currency !== null && a.currency !== b.currency) return false;
  return Math.abs(a.amount - b.amount) <= 0.005 * Math.max(a.amount, b.amount);
}

/** "$1,500,000", "€2,000,000 to €2,500,000": readable, in the stated currency. */
export function formatMoney(money: Money): string {
  const one = (amount: number) => {
    const digits = Math.round(amount).toLocaleString('en-US');
    switch (money.currency) {
      case 'USD':
        return `$${digits}`;
      case 'EUR':
        return `€${digits}`;
      case 'GBP':
        return `£${digits}`;
      case 'INR':
        return `₹${digits}`;
      case null:
        return digits;
      default:
        return `${money.currency} ${digits}`;
    }
  };
  return money.maxAmount === null ? one(money.amount) : `${one(money.amount)} to ${one(money.maxAmount)}`;
}
