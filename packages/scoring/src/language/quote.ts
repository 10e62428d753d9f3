import { compactForm, searchForm } from './text';

/** Quotes longer than this are cut to a window around the value. */
export const MAX_QUOTE_CHARS = 240;

/** A verbatim window of `text` around `start..end`, no longer than MAX_QUOTE_CHARS. */
export function quoteWindow(text: string, start: number, end: number): string {
  if (text.length <= MAX_QUOTE_CHARS) return text.trim();
  const room = Math.max(0, MAX_QUOTE_CHARS - (end - start));
  const from = Math.max(0, start - Math.floor(room / 2));
  return text.slice(from, Math.min(text.length, from + Math.max(MAX_QUOTE_CHARS, end - start))).trim();
}

/**
 * True when the quote is on the page: same characters once ligatures, quote marks, dashes,
 * letter case and spacing are made uniform. A reader's text layer and a model's transcription
 * of the same slide differ in exactly these ways, and in nothing a reader would call a change.
 */
export function quoteIsOnPage(pageText: string, quote: string): boolean {
  const needle = searchForm(quote);
  if (needle.length < 2) return false;
  if (searchForm(pageText).includes(needle)) return true;
  // Letter-spaced text layers ("Ha vin g d ire c t") lose their word breaks: compare without spaces.
  const compactNeedle = needle.replace(/\s+/g, '');
  return compactNeedle.length >= 8 && searchForm(pageText).replace(/\s+/g, '').includes(compactNeedle);
}

/** True when a name or phrase is in the quote (so a cited value is what its quote says). */
export function quoteContains(quote: string, value: string): boolean {
  const needle = compactForm(value);
  return needle.length > 0 && compactForm(quote).includes(needle);
}
