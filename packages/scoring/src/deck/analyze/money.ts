/**
 * Money amounts as decks write them ("$1.5M", "1,500,000", "€3 million", "750k", "₹ 20 Cr",
 * "$2-3MM", "$750K to $1M"), normalised in code with the currency kept as stated.
 */

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

const CURRENCY_CODES: Array<[RegExp, string]> = [
  [/^(us\$|usd|\$|dollars?|us dollars?)$/i, 'USD'],
  [/^(€|eur|euros?)$/i, 'EUR'],
  [/^(£|gbp|pounds?)$/i, 'GBP'],
  [/^(₹|inr|rs\.?|rupees?)$/i, 'INR'],
  [/^(c\$|cad)$/i, 'CAD'],
  [/^(a\$|aud)$/i, 'AUD'],
  [/^(s\$|sgd)$/i, 'SGD'],
  [/^(chf)$/i, 'CHF'],
  [/^(mxn)$/i, 'MXN'],
  [/^(r\$|brl)$/i, 'BRL'],
  [/^(sek)$/i, 'SEK'],
  [/^(¥|jpy)$/i, 'JPY'],
];

const SCALES: Array<[RegExp, number]> = [
  [/^(k|thousand)$/i, 1e3],
  [/^(m|mm|mn|mio|million|millions)$/i, 1e6],
  [/^(b|bn|billion|billions)$/i, 1e9],
  [/^(cr|crs|crore|crores)$/i, 1e7],
  [/^(lakh|lakhs|lac|lacs)$/i, 1e5],
];

/** Crore and lakh are Indian units: an amount written with them and no currency is in rupees. */
const INDIAN_SCALES = /^(cr|crs|crore|crores|lakh|lakhs|lac|lacs)$/i;

const PREFIX = String.raw`(?<prefix>US\$|C\$|A\$|S\$|R\$|\$|€|£|₹|¥|USD|EUR|GBP|INR|CAD|AUD|SGD|CHF|MXN|BRL|SEK|JPY|Rs\.?)`;
const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d{1,3}(?:\.\d{3}){2,}|\d+(?:\.\d+)?`;
const SCALE =
  '(?:k|K|thousand|MM|mm|Mn|mn|Mio|mio|M|m|[Mm]illions?|B|bn|Bn|[Bb]illions?|Cr|cr|CR|Crs?|[Cc]rores?|[Ll]akhs?|[Ll]acs?)';
const SUFFIX = '(?<suffix>USD|EUR|GBP|INR|CAD|AUD|euros?|dollars?|pounds?|rupees?|€|£|₹)';
const RANGE_JOIN = String.raw`\s*(?:-|–|—|to)\s*`;

/** A mention needs a currency or a scale word, so years, percentages and counts are not money. */
const MONEY_PATTERN = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${PREFIX}\s?)?(?<low>${NUMBER})(?:\s?(?<lowScale>${SCALE}))?` +
    String.raw`(?:${RANGE_JOIN}(?:${PREFIX.replace('prefix', 'highPrefix')}\s?)?(?<high>${NUMBER})(?:\s?(?<highScale>${SCALE}))?)?` +
    String.raw`(?:\s?${SUFFIX})?(?![\p{L}\p{N}])`,
  'gu',
);

function currencyCode(token: string | undefined): string | null {
  if (!token) return null;
  const trimmed = token.trim();
  return CURRENCY_CODES.find(([pattern]) => pattern.test(trimmed))?.[1] ?? null;
}

function scaleFactor(token: string | undefined): number | null {
  if (!token) return null;
  return SCALES.find(([pattern]) => pattern.test(token))?.[1] ?? null;
}

/** "1,500,000" and "1.500.000" are thousands; "1.5" is a decimal. */
function parseNumber(text: string): number {
  if (/^\d{1,3}(?:\.\d{3}){2,}$/.test(text)) return Number(text.replace(/\./g, ''));
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
    const currency =
      currencyCode(groups.prefix) ?? currencyCode(groups.highPrefix) ?? currencyCode(groups.suffix);
    const lowScaleToken = groups.lowScale;
    const highScaleToken = groups.highScale;
    const high = groups.high;
    // "$2-3MM": the scale written after the range applies to both ends.
    const lowFactor = scaleFactor(lowScaleToken) ?? scaleFactor(highScaleToken);
    const highFactor = scaleFactor(highScaleToken) ?? lowFactor;
    const indianScale = [lowScaleToken, highScaleToken].some(
      (token) => token !== undefined && INDIAN_SCALES.test(token),
    );
    const resolvedCurrency = currency ?? (indianScale ? 'INR' : null);
    const hasUnit = resolvedCurrency !== null || lowFactor !== null;
    // A bare grouped number ("1,500,000") is money-like; a bare "2024" or "15" is not.
    const groupedBare = /[,.]\d{3}/.test(low) && parseNumber(low) >= 1000;
    if (!hasUnit && !groupedBare) continue;
    // "2-3" without unit on the low end and a range join that is really a date or list: keep only with a unit.
    const amount = scaled(parseNumber(low), lowFactor ?? 1);
    const maxAmount = high === undefined ? null : scaled(parseNumber(high), highFactor ?? 1);
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
  return mentions;
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
