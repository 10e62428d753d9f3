/**
 * Text normalisation shared by the quote check and the extractors. PDF text layers and OCR
 * differ from what a reader (or Claude) types in ligatures, quotes, dashes and spacing, so
 * comparisons go through `searchForm` rather than raw strings.
 */

const PUNCTUATION_FORMS: Array<[RegExp, string]> = [
  [/[\u2018\u2019\u201A\u201B\u2032\u00B4`]/g, "'"],
  [/[\u201C\u201D\u201E\u201F\u2033]/g, '"'],
  [/[\u2010-\u2015\u2212]/g, '-'],
  [/\u2026/g, '...'],
  [/[\u00A0\u2000-\u200B\u202F\u205F\u3000]/g, ' '],
];

/** NFKC (which also splits ligatures such as "ﬁ"), plain quotes and dashes, single spaces, lower case. */
export function searchForm(text: string): string {
  let out = text.normalize('NFKC');
  for (const [pattern, replacement] of PUNCTUATION_FORMS) out = out.replace(pattern, replacement);
  return out.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** Letters and digits only, lower case ("AirBed&Breakfast" and "airbedandbreakfast" meet here). */
export function compactForm(text: string): string {
  return searchForm(text)
    .replace(/&/g, 'and')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** Collapses runs of whitespace, keeping the characters themselves (quotes stay verbatim). */
export function squashSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Cuts text at a word boundary so that it stays a verbatim substring. */
export function truncateWords(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars);
  const lastSpace = cut.lastIndexOf(' ');
  return lastSpace > maxChars / 2 ? cut.slice(0, lastSpace) : cut;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** Rounds for stored results so that floating-point noise never shows up in output. */
export function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/**
 * Orders strings by their UTF-16 code units, as `<` does: where the order is only a tie-break
 * between ids (industry ids, deck UUIDs: lowercase ASCII letters, digits and hyphens) it is the
 * order localeCompare gives them, at a small part of its cost (a unit test pins the two equal).
 */
export function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
