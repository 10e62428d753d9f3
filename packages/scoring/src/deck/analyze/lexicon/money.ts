/**
 * How decks write money: currency symbols and codes, and the scale words after a number.
 * money.ts builds its pattern from these lists; fx-rates.ts has a rate for every code here.
 */

/**
 * Written before the number ("€2M", "CHF 3m", "Rs. 5 Cr"). Symbols that several currencies
 * share ("kr", "R") are left out: a wrong currency is worse than none.
 */
export const CURRENCY_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  USD: ['US$', 'USD', '$'],
  EUR: ['€', 'EUR'],
  GBP: ['£', 'GBP'],
  INR: ['₹', 'INR', 'Rs.', 'Rs'],
  CAD: ['C$', 'CA$', 'CAD'],
  AUD: ['A$', 'AU$', 'AUD'],
  NZD: ['NZ$', 'NZD'],
  SGD: ['S$', 'SGD'],
  HKD: ['HK$', 'HKD'],
  CHF: ['CHF'],
  SEK: ['SEK'],
  NOK: ['NOK'],
  DKK: ['DKK'],
  PLN: ['PLN'],
  CZK: ['CZK'],
  JPY: ['¥', 'JPY'],
  CNY: ['CNY', 'RMB'],
  KRW: ['₩', 'KRW'],
  MXN: ['MXN'],
  COP: ['COP'],
  CLP: ['CLP'],
  ARS: ['ARS'],
  PEN: ['PEN', 'S/', 'S/.'],
  BRL: ['R$', 'BRL'],
  ZAR: ['ZAR'],
  NGN: ['₦', 'NGN'],
  KES: ['KES', 'KSh'],
  GHS: ['GHS', 'GH₵'],
  EGP: ['EGP'],
  PKR: ['PKR'],
  BDT: ['BDT', '৳'],
  TWD: ['NT$', 'TWD'],
  AED: ['AED'],
  SAR: ['SAR'],
  ILS: ['₪', 'ILS'],
  TRY: ['₺', 'TRY'],
  IDR: ['IDR', 'Rp'],
  // "PHP" is also a programming language: an amount after it must be plausible money (funding.ts).
  PHP: ['₱', 'PHP', 'Php'],
  THB: ['฿', 'THB'],
  MYR: ['MYR', 'RM'],
  VND: ['₫', 'VND'],
  // The West and Central African francs are pegged at the same rate; "FCFA" alone is read as the West's.
  XOF: ['XOF', 'FCFA', 'F CFA'],
  XAF: ['XAF'],
};

/** Written after the number ("2 million USD", "1.500.000 €", "20,000 euros"); matched in any case. */
export const CURRENCY_SUFFIXES: Readonly<Record<string, readonly string[]>> = {
  USD: ['USD', 'US dollars', 'dollars', 'dollar'],
  EUR: ['€', 'EUR', 'euros', 'euro'],
  GBP: ['£', 'GBP', 'pounds', 'pound sterling'],
  INR: ['₹', 'INR', 'rupees'],
  CAD: ['CAD'],
  AUD: ['AUD'],
  NZD: ['NZD'],
  SGD: ['SGD'],
  HKD: ['HKD'],
  CHF: ['CHF', 'Swiss francs'],
  SEK: ['SEK', 'kronor'],
  NOK: ['NOK'],
  DKK: ['DKK'],
  PLN: ['PLN', 'zł', 'zloty'],
  CZK: ['CZK', 'Kč'],
  JPY: ['JPY', 'yen'],
  CNY: ['CNY', 'RMB', 'yuan'],
  KRW: ['KRW'],
  MXN: ['MXN'],
  COP: ['COP'],
  CLP: ['CLP'],
  ARS: ['ARS'],
  PEN: ['PEN', 'soles'],
  BRL: ['BRL', 'reais'],
  ZAR: ['ZAR', 'rand'],
  NGN: ['NGN', 'naira'],
  KES: ['KES'],
  GHS: ['GHS', 'cedis'],
  EGP: ['EGP'],
  PKR: ['PKR'],
  BDT: ['BDT', 'taka'],
  TWD: ['TWD'],
  AED: ['AED', 'dirhams'],
  SAR: ['SAR', 'riyals'],
  ILS: ['ILS', 'NIS', 'shekels'],
  TRY: ['TRY', 'lira'],
  IDR: ['IDR'],
  MYR: ['MYR'],
  VND: ['VND'],
  PHP: ['PHP', 'pesos filipinos'],
  XOF: ['XOF', 'FCFA', 'F CFA', 'francs CFA'],
  XAF: ['XAF'],
};

/**
 * Scale words after a number, with their factor. Single letters are case-sensitive ("5m" and
 * "5M" are millions, "5b" is not a billion); words are matched in any case.
 */
export const MONEY_SCALE_LETTERS: Readonly<Record<string, number>> = {
  k: 1e3,
  K: 1e3,
  m: 1e6,
  M: 1e6,
  B: 1e9,
};
export const MONEY_SCALE_WORDS: Readonly<Record<string, number>> = {
  thousand: 1e3,
  // Italian "da 200 mila euro".
  mila: 1e3,
  mm: 1e6,
  mn: 1e6,
  mln: 1e6,
  mio: 1e6,
  million: 1e6,
  millions: 1e6,
  millones: 1e6,
  'mil millones': 1e9,
  millón: 1e6,
  millon: 1e6,
  milhões: 1e6,
  milhão: 1e6,
  milioni: 1e6,
  milione: 1e6,
  miljoen: 1e6,
  miljon: 1e6,
  miljoner: 1e6,
  milyon: 1e6,
  // Norwegian and Danish "NOK 20 mill.", Swedish and Finnish "milj.".
  mill: 1e6,
  milj: 1e6,
  // Brazilian "R$ 4 mi" and "R$ 2 bi"; only with a currency (CURRENCY_ONLY_SCALE_WORDS).
  mi: 1e6,
  bi: 1e9,
  // Swedish "miljoner kronor", the currency said with it.
  mkr: 1e6,
  juta: 1e6,
  bn: 1e9,
  mrd: 1e9,
  miliar: 1e9,
  miliardi: 1e9,
  miljard: 1e9,
  milliard: 1e9,
  milliards: 1e9,
  bilhão: 1e9,
  bilhões: 1e9,
  milyar: 1e9,
  billion: 1e9,
  billions: 1e9,
  cr: 1e7,
  crs: 1e7,
  crore: 1e7,
  crores: 1e7,
  lakh: 1e5,
  lakhs: 1e5,
  lac: 1e5,
  lacs: 1e5,
};

/**
 * Scale words of the languages that group thousands with a dot: after one of them, "6.000" is six
 * thousand ("COP 6.000 millones" is six thousand million pesos), not six.
 */
export const DOT_GROUPING_SCALE_WORDS: readonly string[] = [
  'millones',
  'mil millones',
  'millón',
  'millon',
  'milhões',
  'milhão',
  'milioni',
  'milione',
  'miljoen',
  'milyon',
  'mill',
  'milj',
  'mi',
  'bi',
  'milliard',
  'milliards',
  'bilhão',
  'bilhões',
  'mio',
  'mln',
  'mrd',
  'juta',
  'miliar',
];

/** Scale abbreviations that are also other units ("5 mi" is five miles): money only beside a currency. */
export const CURRENCY_ONLY_SCALE_WORDS: readonly string[] = ['mi', 'bi', 'mill', 'milj'];

/** Crore and lakh are Indian units: an amount written with them and no currency is in rupees. */
export const INDIAN_SCALE_WORDS: readonly string[] = [
  'cr',
  'crs',
  'crore',
  'crores',
  'lakh',
  'lakhs',
  'lac',
  'lacs',
];
