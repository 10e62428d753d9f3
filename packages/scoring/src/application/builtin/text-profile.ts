import { termOffsets } from '../../language/lexicon-matcher';
import { deniedAt } from '../../language/negation';
import { clausesOf } from '../../language/sentences';
import {
  BUZZWORDS,
  COMMON_WORDS,
  GENERIC_CAPITALISED,
  LOREM_IPSUM_WORDS,
  PLACE_NAMES,
  UPPERCASE_JARGON,
} from './lexicon';
import { type ExtractOptions, extractQuantities, type Quantity } from './quantities';

/** What the grader reads from one answer. Everything here is a pure function of the text. */
export interface TextProfile {
  text: string;
  /** Lower-case words (letters, digits, apostrophes), in order. */
  words: string[];
  quantities: Quantity[];
  /** Names of organisations, people, places or products: capitalised or camel-case tokens and domains. */
  names: string[];
  buzzwords: string[];
  /** Tokens that look typed at random: no vowels, keyboard runs, a letter held down. */
  gibberish: string[];
  loremWords: number;
  /** Share of letters that are vowels; English prose sits near 0.4. */
  vowelShare: number;
  letterCount: number;
  /** Distinct words over all words. */
  distinctShare: number;
  /** Longest run of one word repeated back to back. */
  longestRepeat: number;
}

const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
/** Runs this long along one row do not occur in English words ("erty" in "property" is why the top row needs 5). */
const KEYBOARD_RUN_LENGTH = [5, 4, 4];

function hasKeyboardRun(word: string): boolean {
  return KEYBOARD_ROWS.some((row, index) => {
    const length = KEYBOARD_RUN_LENGTH[index] ?? 5;
    const reversed = [...row].reverse().join('');
    for (let start = 0; start + length <= row.length; start += 1) {
      if (
        word.includes(row.slice(start, start + length)) ||
        word.includes(reversed.slice(start, start + length))
      ) {
        return true;
      }
    }
    return false;
  });
}

/** Judged on the token as written, so acronyms such as "SQL" or "CRM" stay words. */
function isGibberishToken(token: string): boolean {
  const lower = token.toLowerCase();
  if (!/^[a-z]+$/.test(lower)) return false;
  const acronym = token === token.toUpperCase() && token.length <= 6;
  if (hasKeyboardRun(lower)) return true;
  if (/(.)\1{3,}/.test(lower)) return true;
  if (acronym) return false;
  if (lower.length >= 4 && !/[aeiouy]/.test(lower)) return true;
  return /[^aeiouy]{6,}/.test(lower);
}

const TOKEN_PATTERN = /[A-Za-z0-9][A-Za-z0-9'’&]*(?:[.-][A-Za-z0-9]+)*/g;
const DOMAIN_PATTERN = /\b[a-z0-9][a-z0-9-]*\.(?:com|io|ai|co|net|org|app|dev|so|xyz|us|uk|fr|de|in)\b/i;
const SENTENCE_BOUNDARY = /(?:^|[.!?:;\n•(]|\s[-–*]|\d\))\s*$/;
/** Sentence-initial words with these endings are ordinary words ("Competing", "Possible"), not names. */
const ORDINARY_WORD_ENDING = /(?:ing|ed|ly|tion|sion|ness|ment|ous|ive|ful|less)$/i;

interface Token {
  text: string;
  start: number;
}

function tokens(text: string): Token[] {
  // Quotes around a word ('Zaps') are not part of it.
  return [...text.matchAll(TOKEN_PATTERN)].map((match) => ({
    text: match[0].replace(/['’]+$/, ''),
    start: match.index,
  }));
}

const SINGLE_BUZZWORDS: ReadonlySet<string> = new Set(BUZZWORDS.filter((word) => !word.includes(' ')));

function isJargon(word: string): boolean {
  const lower = word.toLowerCase();
  const stem = lower.split('-')[0] ?? lower;
  return (
    GENERIC_CAPITALISED.has(lower) ||
    GENERIC_CAPITALISED.has(lower.replace(/s$/, '')) ||
    GENERIC_CAPITALISED.has(stem) ||
    UPPERCASE_JARGON.has(word) ||
    SINGLE_BUZZWORDS.has(lower) ||
    SINGLE_BUZZWORDS.has(stem)
  );
}

/**
 * `titleCase` is set when most tokens of the answer are capitalised, so a capital says nothing and
 * only uncommon words can be names.
 */
function looksLikeName(token: Token, text: string, titleCase: boolean): boolean {
  const word = token.text;
  if (DOMAIN_PATTERN.test(word)) return true;
  if (word.length < 2 || isJargon(word)) return false;
  if (/^[a-z]+[A-Z]/.test(word)) return true;
  if (!/^[A-Z]/.test(word)) return false;
  const common = COMMON_WORDS.has(word.toLowerCase());
  if (titleCase) return !common;
  const sentenceStart = SENTENCE_BOUNDARY.test(text.slice(Math.max(0, token.start - 3), token.start));
  return !(sentenceStart && (common || ORDINARY_WORD_ENDING.test(word)));
}

/** Share of alphabetic tokens that start with a capital above which capitals stop meaning names. */
const TITLE_CASE_SHARE = 0.6;

function isTitleCase(list: readonly Token[]): boolean {
  const alphabetic = list.filter((token) => /^[A-Za-z]/.test(token.text));
  if (alphabetic.length < 4) return false;
  return (
    alphabetic.filter((token) => /^[A-Z]/.test(token.text)).length / alphabetic.length >= TITLE_CASE_SHARE
  );
}

/**
 * Capitalised tokens in a row form one name ("Wells Fargo"); tokens in `exclude` (the company's own
 * name, the founders) are not counted, so a competitor list cannot be padded with ourselves.
 */
export function extractNames(text: string, exclude: ReadonlySet<string> = new Set()): string[] {
  const names: string[] = [];
  let current: string[] = [];
  let previousEnd = -1;
  const flush = () => {
    if (current.length > 0) names.push(current.join(' '));
    current = [];
  };
  const list = tokens(text);
  const titleCase = isTitleCase(list);
  for (const token of list) {
    const name = token.text.replace(/['’]s$/, '');
    const lower = name.toLowerCase();
    const isName =
      looksLikeName(token, text, titleCase) && !exclude.has(lower) && !exclude.has(lower.replace(/s$/, ''));
    const adjacent = previousEnd >= 0 && /^\s?$/.test(text.slice(previousEnd, token.start));
    if (isName && adjacent && current.length > 0) {
      current.push(name);
    } else {
      flush();
      if (isName) current.push(name);
    }
    previousEnd = token.start + token.text.length;
  }
  flush();
  // A place ("NYC", "New York") is where someone was, not who they worked for or compete with.
  return [...new Set(names)].filter((name) => !PLACE_NAMES.has(name.toLowerCase()));
}

/**
 * Which of `phrases` the text affirms: each as whole words (written as the deck engine's lexicons
 * are), in a clause that does not deny it, so "we have no paying customers yet" is no traction and
 * "we haven't interviewed anyone" no evidence of the problem.
 */
export function findPhrases(text: string, phrases: readonly string[]): string[] {
  const clauses = clausesOf(text);
  return phrases.filter((phrase) =>
    clauses.some((clause) => termOffsets(clause, phrase).some((at) => !deniedAt(clause, at))),
  );
}

function longestRepeat(words: readonly string[]): number {
  let longest = words.length > 0 ? 1 : 0;
  let run = 1;
  for (let index = 1; index < words.length; index += 1) {
    run = words[index] === words[index - 1] ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  return longest;
}

export interface ProfileOptions extends ExtractOptions {
  excludeNames?: ReadonlySet<string>;
}

export function profileText(raw: string, options: ProfileOptions = {}): TextProfile {
  const text = raw.trim();
  const tokenList = tokens(text);
  const words = tokenList.map((token) => token.text.toLowerCase());
  const letters = text.toLowerCase().replace(/[^a-z]/g, '');
  const vowels = letters.replace(/[^aeiouy]/g, '');
  return {
    text,
    words,
    quantities: extractQuantities(text, options),
    names: extractNames(text, options.excludeNames),
    buzzwords: findPhrases(text, BUZZWORDS),
    gibberish: tokenList.filter((token) => isGibberishToken(token.text)).map((token) => token.text),
    loremWords: words.filter((word) => LOREM_IPSUM_WORDS.includes(word)).length,
    vowelShare: letters.length === 0 ? 0 : vowels.length / letters.length,
    letterCount: letters.length,
    distinctShare: words.length === 0 ? 0 : new Set(words).size / words.length,
    longestRepeat: longestRepeat(words),
  };
}
