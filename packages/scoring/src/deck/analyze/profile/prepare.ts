import { squashSpaces, truncateWords } from '../../../language/text';
import type { DeckDocument } from '../../read/index';
import { isInstructionToAi } from './injection';

/** A run of text in a line, separated from its neighbours by a wide gap (a column of the slide). */
export interface Cell {
  text: string;
  /** Character offset in the line, used to pair a name with the role printed below it. */
  column: number;
}

export interface PreparedLine {
  text: string;
  cells: Cell[];
}

export interface PreparedPage {
  number: number;
  lines: PreparedLine[];
  /** Analysis text: the page without hidden text and without instructions aimed at the AI. */
  text: string;
}

export interface PreparedDeck {
  pages: PreparedPage[];
  flags: string[];
  /**
   * Words the deck also writes in lower case. A capitalised word that the deck writes in lower
   * case elsewhere ("Monitoring", "Bank") is an ordinary word, not a name.
   */
  lowercaseWords: ReadonlySet<string>;
  /** Lines skipped because their font encoding turned them into symbols (they need OCR instead). */
  garbledLines: number;
}

const CELL_GAP = /\s{2,}|\t+/;
/**
 * Bounds on the text analysed, so a hostile file cannot make analysis slow. Real decks stay far
 * below each (across the corpus: runs without a space up to 102 characters, lines up to 142, pages
 * up to 1,189, decks up to 81,000, at most one hidden run a page), so they read exactly as before.
 * A longer run of non-space characters is no word or address anyone reads: its excess is dropped.
 * A longer line is broken at a space into lines of at most this length. Past the page and deck
 * bounds, and past 1,000 hidden runs on a page (each one is taken out of the page's text, a pass
 * over it), the rest is left unread. Analysis takes up to about 20 µs a character on the worst
 * shapes (many short lines of names and addresses), so a deck at its bound is analysed in seconds.
 */
export const TEXT_BOUNDS = {
  hiddenRuns: 1_000,
  runChars: 500,
  lineChars: 2_000,
  pageChars: 50_000,
  deckChars: 400_000,
} as const;
/**
 * Hidden text is always kept out of the analysis, but a short hidden run that is not an
 * instruction is a layout leftover ("Contact us" white on white, an axis label under a chart,
 * "Graphic 34", chart axis dates), not something to warn an investor about. From this many words on a slide, it
 * is hidden content and flagged.
 */
const HIDDEN_WORDS_TO_FLAG = 8;
/** Words of two letters or more: a chart's hidden axis ("Nov 22 / Apr 23") is dates, not content. */
const letterWords = (text: string) => text.match(/\p{L}{2,}/gu)?.length ?? 0;
const FLAG_QUOTE_CHARS = 100;

function splitCells(line: string): Cell[] {
  const cells: Cell[] = [];
  let offset = 0;
  for (const part of line.split(CELL_GAP)) {
    const column = line.indexOf(part, offset);
    offset = column + part.length;
    const text = part.trim();
    if (text) cells.push({ text, column: column + (part.length - part.trimStart().length) });
  }
  return cells;
}

const CONTROL_CHARS = /(?![\t\n\r])\p{Cc}/u;
const CIPHER_SYMBOLS = /[`\\^_{}~]/g;
/** Share of cipher-like symbols above which a line is a broken font map, not text. */
const MAX_CIPHER_SHARE = 0.08;

/** A text layer with a shifted glyph map reads like "9ffbiffdjn`k_cfZXcj#iXk_": not words. */
function isGarbled(line: string): boolean {
  const visible = line.replace(/\s+/g, '');
  if (visible.length < 6) return false;
  if (CONTROL_CHARS.test(line)) return true;
  return (visible.match(CIPHER_SYMBOLS)?.length ?? 0) / visible.length > MAX_CIPHER_SHARE;
}

/** Before the TLD, at least one character: "x.com", not ".com" on its own. */
const DOTTED_DOMAIN = /.\.(?:com|org|net|io|ai|co|in)\b/i;
const WEB_ADDRESS_START = /https?:\/\/.|www\../i;

/**
 * Where an address starts in one run of non-space characters, or -1. The same answer as the pattern
 * `\S+@\S+|https?:\/\/\S+|www\.\S+|\S+\.(?:com|org|net|io|ai|co|in)\b\S*` run over the text, found
 * without its backtracking, which took the square of a long run's length ("aaaa…", "([([…").
 * An e-mail or a dotted domain anywhere in the run also matches from its first character, so it
 * takes the whole run; "http://" or "www." inside a run takes the run from there on.
 */
function addressStart(run: string): number {
  const at = run.indexOf('@', 1);
  if ((at !== -1 && at < run.length - 1) || DOTTED_DOMAIN.test(run)) return 0;
  return run.search(WEB_ADDRESS_START);
}

/** Emails and web addresses are written in lower case whatever the words in them are. */
function withoutAddresses(text: string): string {
  return text.replace(/\S+/g, (run) => {
    const start = addressStart(run);
    return start === -1 ? run : `${run.slice(0, start)} `;
  });
}

function quoteForFlag(text: string): string {
  return truncateWords(squashSpaces(text), FLAG_QUOTE_CHARS);
}

/**
 * The document within the page, deck and hidden-run bounds, for every step that reads the document
 * itself rather than the prepared deck (the quote check searches the page texts). A real deck is
 * returned with the same content.
 */
export function boundDocument(document: DeckDocument): DeckDocument {
  let deckCharsLeft = TEXT_BOUNDS.deckChars;
  const pages = document.pages.map((page) => {
    const text = page.text.slice(0, Math.min(TEXT_BOUNDS.pageChars, deckCharsLeft));
    deckCharsLeft -= text.length;
    const hiddenText = page.hiddenText
      .slice(0, TEXT_BOUNDS.hiddenRuns)
      .map((hidden) => hidden.slice(0, TEXT_BOUNDS.pageChars));
    return { ...page, text, hiddenText };
  });
  return { ...document, pages };
}

/** Drops what a run of non-space characters has past `TEXT_BOUNDS.runChars`. */
function boundRuns(text: string): string {
  return text.replace(/\S+/g, (run) => run.slice(0, TEXT_BOUNDS.runChars));
}

/** A line past `TEXT_BOUNDS.lineChars` as several, each broken at the last space that keeps it within. */
function boundLine(line: string): string[] {
  const lines: string[] = [];
  let rest = line;
  while (rest.length > TEXT_BOUNDS.lineChars) {
    const space = rest.lastIndexOf(' ', TEXT_BOUNDS.lineChars);
    const cut = space > 0 ? space : TEXT_BOUNDS.lineChars;
    lines.push(rest.slice(0, cut));
    rest = rest.slice(cut + (space > 0 ? 1 : 0));
  }
  lines.push(rest);
  return lines;
}

/**
 * "• Formerly CasaCasa, a consumer marketplace for home renovations": what a company that pivoted
 * used to be, which is not what it is (nor is its old name its name). "Ana, formerly at Stripe" is a
 * biography and does not start the line.
 */
const PAST_IDENTITY =
  /^\s*(?:[-•*·▪]\s*)?(?:formerly|previously known as|we used to be|until (?:(?:19|20)\d\d|recently),? we were)\b(?!\s+(?:at|with|of|in)\b)/i;

/**
 * Splits each page into lines and cells for the extractors, after taking out hidden text
 * (reported by the reader) and lines that address the AI. Both are flagged, never analysed.
 */
export function prepareDeck(document: DeckDocument): PreparedDeck {
  const flags: string[] = [];
  let garbledLines = 0;
  let deckCharsLeft = TEXT_BOUNDS.deckChars;
  const pages = document.pages.map((page): PreparedPage => {
    const pageChars = Math.min(TEXT_BOUNDS.pageChars, deckCharsLeft);
    deckCharsLeft -= Math.min(pageChars, page.text.length);
    let visible = page.text.slice(0, pageChars);
    const leftovers: string[] = [];
    for (const hidden of page.hiddenText.slice(0, TEXT_BOUNDS.hiddenRuns)) {
      const trimmed = hidden.slice(0, pageChars).trim();
      if (!trimmed) continue;
      const instruction = isInstructionToAi(trimmed);
      if (instruction || letterWords(trimmed) >= HIDDEN_WORDS_TO_FLAG) {
        flags.push(`Hidden text on page ${page.number}: "${quoteForFlag(trimmed)}"`);
      } else {
        leftovers.push(trimmed);
      }
      if (instruction) {
        flags.push(`Instruction aimed at the AI in hidden text on page ${page.number} was ignored`);
      }
      visible = visible.split(trimmed).join('\n');
    }
    // Many short hidden runs on one slide add up to hidden content after all (keywords in white).
    if (letterWords(leftovers.join(' ')) >= HIDDEN_WORDS_TO_FLAG) {
      flags.push(`Hidden text on page ${page.number}: "${quoteForFlag(leftovers.join(' / '))}"`);
    }
    const lines: PreparedLine[] = [];
    for (const line of boundRuns(visible).split(/\r?\n/).flatMap(boundLine)) {
      if (isInstructionToAi(line)) {
        flags.push(`Instruction aimed at the AI on page ${page.number} was ignored: "${quoteForFlag(line)}"`);
        continue;
      }
      if (PAST_IDENTITY.test(line)) continue;
      if (isGarbled(line)) {
        garbledLines += 1;
        continue;
      }
      lines.push({ text: line, cells: splitCells(line) });
    }
    return { number: page.number, lines, text: lines.map((line) => line.text).join('\n') };
  });
  const lowercaseWords = new Set<string>();
  for (const page of pages) for (const word of lowercaseWordsIn(page.text)) lowercaseWords.add(word);
  return { pages, flags, lowercaseWords, garbledLines };
}

/** The words a text writes in lower case, addresses aside ("Mint’s" and "mint's" both give "mint"). */
export function lowercaseWordsIn(text: string): string[] {
  return [
    ...withoutAddresses(text.normalize('NFKC')).matchAll(
      /(?<![\p{L}\p{N}@./-])\p{Ll}[\p{Ll}'’-]*(?![\p{L}\p{N}@])/gu,
    ),
  ].map((match) => match[0].replace(/['’]s$/, ''));
}
