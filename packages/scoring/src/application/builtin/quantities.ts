/**
 * Finds the numbers in an answer and what they measure: money, a percentage, a count, a duration
 * or a calendar year, and over which period ("$40k/month", "20% MoM"). Values are in the unit the
 * applicant used; only ratios between them (runway, dilution) are ever compared, so the currency
 * does not matter as long as one application uses one.
 */

export type Period = 'day' | 'week' | 'month' | 'quarter' | 'year';

export interface Quantity {
  /** The text the quantity was read from, for feedback. */
  raw: string;
  value: number;
  money: boolean;
  percent: boolean;
  period: Period | null;
  /** A length of time ("3 months"), not a metric. */
  duration: boolean;
  /** A calendar year such as 2021. */
  year: boolean;
  /** Read from words ("tens of millions") rather than digits. */
  approximate: boolean;
  /** The noun right after the number ("students" in "40 students"), when there is one. */
  unit: string | null;
}

const MAGNITUDES: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mm: 1e6,
  mn: 1e6,
  mil: 1e6,
  million: 1e6,
  millions: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
  billions: 1e9,
  t: 1e12,
  tn: 1e12,
  trillion: 1e12,
  trillions: 1e12,
  lakh: 1e5,
  lakhs: 1e5,
  lac: 1e5,
  crore: 1e7,
  crores: 1e7,
  cr: 1e7,
};

const CURRENCY_BEFORE = String.raw`(?:[$€£₹¥]|usd|us\$|eur|gbp|inr|rs\.?)`;
const CURRENCY_AFTER = '(?:dollars?|euros?|pounds?|usd|eur|gbp|inr|rupees?)';
const MAGNITUDE = '(?:thousand|millions?|billions?|trillions?|lakhs?|lac|crores?|mil|mm|mn|bn|tn|cr|k|m|b|t)';
const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;

/** `$5-8M`, `€1.2 million`, `20%`, `500 users`, `1,200`; ranges keep both ends. */
const QUANTITY_PATTERN = new RegExp(
  String.raw`(?<![\w.])(${CURRENCY_BEFORE}\s?)?(${NUMBER})\+?(?:\s?(${MAGNITUDE}))?(?:\s?(?:-|–|to)\s?(${CURRENCY_BEFORE}\s?)?(${NUMBER})\+?(?:\s?(${MAGNITUDE}))?)?(?![\w])(\s?(?:%|percent\b))?(\s?${CURRENCY_AFTER}\b)?`,
  'gi',
);

/** "tens of millions", "100s of billions", "hundreds of thousands", "billions". */
const WORD_MAGNITUDE_PATTERN =
  /\b(?:(tens|dozens|hundreds|(\d+)s)\s+of\s+)?(thousands|millions|billions|trillions)\b/gi;

/** Words near a "tens of millions" that make it an amount of money. */
const MONEY_CONTEXT = /[$€£₹]|\b(dollars?|euros?|revenue|market|sales|profits?|spend|budget)\b/i;

const SMALL_NUMBER_WORDS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  dozen: 12,
  fifty: 50,
  hundred: 100,
};
const NUMBER_WORD_PATTERN = new RegExp(`\\b(${Object.keys(SMALL_NUMBER_WORDS).join('|')})\\b`, 'gi');

const PERIOD_AFTER =
  /^\s*(?:(?:\/|per|a|an|each|every|in a|in the)\s*(day|week|wk|month|mo|quarter|qtr|year|yr|annum)s?\b|(daily|weekly|monthly|quarterly|annually|yearly|annual|mom|wow|yoy|qoq|month[\s-]over[\s-]month|week[\s-]over[\s-]week|year[\s-]over[\s-]year))/i;
/** Words that can follow a number without being what it counts. */
const NOT_A_UNIT = new Set([
  'and',
  'or',
  'of',
  'in',
  'to',
  'at',
  'by',
  'for',
  'from',
  'per',
  'the',
  'a',
  'an',
  'with',
  'on',
  'is',
  'are',
  'was',
  'were',
]);
const WORD_AFTER = /^\s*([a-z][a-z-]{2,})/i;

function unitAfter(after: string): string | null {
  const word = WORD_AFTER.exec(after)?.[1]?.toLowerCase();
  return word && !NOT_A_UNIT.has(word) ? word : null;
}

const DURATION_AFTER = /^\s*\+?\s*(days?|weeks?|months?|years?|yrs?|quarters?|hours?|minutes?)\b/i;

function periodFrom(word: string): Period {
  const w = word.toLowerCase();
  if (w.startsWith('d')) return 'day';
  if (w.startsWith('w')) return 'week';
  if (w.startsWith('q')) return 'quarter';
  if (w.startsWith('y') || w.startsWith('an')) return 'year';
  return 'month';
}

/** "(1)", "[2]" and "3)" or "4." opening a line number list items and footnotes; they measure nothing. */
function isListMarker(text: string, start: number, length: number): boolean {
  const before = text.slice(Math.max(0, start - 1), start);
  const after = text.slice(start + length, start + length + 2);
  if ((before === '(' || before === '[') && /^[)\]]/.test(after)) return true;
  const lineStart = /(?:^|\n)[\s\-*•]*$/.test(text.slice(Math.max(0, start - 6), start));
  return lineStart && /^[.)/](?:\s|$)/.test(after);
}

function toNumber(digits: string): number {
  return Number.parseFloat(digits.replaceAll(',', ''));
}

function scale(magnitude: string | undefined, money: boolean): number {
  if (!magnitude) return 1;
  const key = magnitude.toLowerCase();
  // A lone "m" or "b" after a bare number is too ambiguous ("5 m" could be metres) unless it is money.
  if ((key === 'm' || key === 'b' || key === 't') && !money) return 1;
  return MAGNITUDES[key] ?? 1;
}

/** Joins "$1 200" into "$1200": some applicants group thousands with a space after a currency sign. */
function normaliseSpacedThousands(text: string): string {
  return text.replace(/([$€£₹]\s?\d{1,3})[\s\u202f\u00a0](\d{3})\b/g, '$1$2');
}

export interface ExtractOptions {
  /** The field asks for an amount of money, so a bare "500k" is money too. */
  moneyField?: boolean;
}

export function extractQuantities(input: string, options: ExtractOptions = {}): Quantity[] {
  const text = normaliseSpacedThousands(input);
  const found: Quantity[] = [];
  const covered: Array<[number, number]> = [];

  for (const match of text.matchAll(QUANTITY_PATTERN)) {
    const [
      raw,
      currency,
      firstDigits,
      firstMagnitude,
      secondCurrency,
      secondDigits,
      secondMagnitude,
      percentSign,
      currencyWord,
    ] = match;
    if (firstDigits === undefined) continue;
    const start = match.index;
    const after = text.slice(start + raw.length);
    const percent = Boolean(percentSign);
    const currencyWritten = Boolean(currency || secondCurrency || currencyWord);
    const magnitudeWritten = Boolean(firstMagnitude || secondMagnitude);
    if (!percent && !currencyWritten && !magnitudeWritten && isListMarker(text, start, raw.length)) continue;
    const duration = !currencyWritten && !percent && DURATION_AFTER.test(after);
    const year =
      !currencyWritten &&
      !percent &&
      !magnitudeWritten &&
      secondDigits === undefined &&
      /^\d{4}$/.test(firstDigits) &&
      toNumber(firstDigits) >= 1900 &&
      toNumber(firstDigits) <= 2100;
    const money = currencyWritten || (options.moneyField === true && !percent && !duration && !year);
    // "$5-8M": the magnitude written once applies to both ends of the range.
    const sharedMagnitude = secondMagnitude ?? firstMagnitude;
    const first =
      toNumber(firstDigits) * scale(firstMagnitude ?? (secondDigits ? sharedMagnitude : undefined), money);
    const second = secondDigits === undefined ? null : toNumber(secondDigits) * scale(sharedMagnitude, money);
    const periodMatch = PERIOD_AFTER.exec(after);
    found.push({
      raw: raw.trim(),
      value: second === null ? first : (first + second) / 2,
      money,
      percent,
      period: periodMatch ? periodFrom(periodMatch[1] ?? periodMatch[2] ?? 'month') : null,
      duration,
      year,
      approximate: false,
      unit: unitAfter(after),
    });
    covered.push([start, start + raw.length]);
  }

  const isCovered = (index: number) => covered.some(([from, to]) => index >= from && index < to);

  for (const match of text.matchAll(WORD_MAGNITUDE_PATTERN)) {
    if (isCovered(match.index)) continue;
    const [raw, multiplierWord, multiplierDigits, magnitudeWord] = match;
    if (magnitudeWord === undefined) continue;
    const base = MAGNITUDES[magnitudeWord.toLowerCase()] ?? 1;
    const multiplier = multiplierDigits
      ? toNumber(multiplierDigits)
      : multiplierWord?.toLowerCase() === 'hundreds'
        ? 100
        : multiplierWord
          ? 10
          : 1;
    const context = text.slice(Math.max(0, match.index - 40), match.index + raw.length + 30);
    found.push({
      raw,
      value: multiplier * base,
      money: MONEY_CONTEXT.test(context),
      percent: false,
      period: null,
      duration: false,
      year: false,
      approximate: true,
      unit: unitAfter(text.slice(match.index + raw.length)),
    });
  }

  for (const match of text.matchAll(NUMBER_WORD_PATTERN)) {
    const word = match[1];
    if (word === undefined || isCovered(match.index)) continue;
    const after = text.slice(match.index + match[0].length);
    found.push({
      raw: match[0],
      value: SMALL_NUMBER_WORDS[word.toLowerCase()] ?? 0,
      money: false,
      percent: false,
      period: null,
      duration: DURATION_AFTER.test(after),
      year: false,
      approximate: false,
      unit: unitAfter(after),
    });
  }
  return found;
}

/** A number that measures something: not a year, not a length of time. */
export function isMetric(quantity: Quantity): boolean {
  return !quantity.year && !quantity.duration;
}

const PER_MONTH: Record<Period, number> = { day: 30, week: 52 / 12, month: 1, quarter: 1 / 3, year: 1 / 12 };

export function perMonth(quantity: Quantity): number {
  return quantity.value * PER_MONTH[quantity.period ?? 'month'];
}
