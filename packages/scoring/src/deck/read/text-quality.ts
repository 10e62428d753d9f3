/**
 * Language-agnostic checks on a text layer. Broken font encodings (the Airbnb deck's shifted glyph map)
 * produce tokens no writing system makes: punctuation inside words, case flipping back and forth,
 * long Latin words without a vowel, private-use or replacement characters. Letter-spaced titles
 * ("S y n a p s i l") produce long runs of one- and two-letter tokens.
 */

const LETTER = /\p{L}/u;
const LATIN_LETTER = /\p{Script=Latin}/u;
// Vowels of the Latin-script languages (accents included via the base letter after NFD).
const LATIN_VOWEL = /[aeiouyAEIOUY]/;
// Characters real words, code and URLs do not carry between letters; a shifted encoding maps ordinary
// letters onto them (the Airbnb deck's a..i become X..`). Underscores, @, =, + and : are left out: code.
const FOREIGN_INSIDE_WORD = /\p{L}[`^{}|~[\]\\<>]+[\p{L}\p{N}_]|[\p{N}_][`^{}|~[\]\\<>]+\p{L}/u;
// Private-use, control and replacement characters: glyphs the font never mapped to text.
const BROKEN_CHARACTER = /[\p{Co}\p{Cc}\u{FFFD}]/u;
const URL_OR_EMAIL = /^(?:\S+@\S+\.\S+|(?:https?:\/\/|www\.)\S+|\S+\.(?:com|org|net|io|ai|co)\S*)$/i;
const TRIM_PUNCTUATION = /^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu;

const LONGEST_REAL_WORD = 24;

function countMatches(text: string, pattern: RegExp): number {
  return text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))?.length ?? 0;
}

function caseFlips(word: string): number {
  let flips = 0;
  for (let i = 1; i < word.length; i++) {
    const previous = word.charAt(i - 1);
    const current = word.charAt(i);
    const previousLower = previous !== previous.toUpperCase();
    const currentUpper = current !== current.toLowerCase();
    if (previousLower && currentUpper) flips++;
  }
  return flips;
}

/** Whether one whitespace-free token looks like the output of a broken font encoding. */
export function isGarbledToken(token: string): boolean {
  if (BROKEN_CHARACTER.test(token)) return true;
  if (URL_OR_EMAIL.test(token)) return false;
  const word = token.replace(TRIM_PUNCTUATION, '');
  if (!LETTER.test(word)) return false;
  if (FOREIGN_INSIDE_WORD.test(word)) return true;
  const letters = word.normalize('NFD').replace(/[^\p{L}]/gu, '');
  // "iPhone" and "YouTube" flip case once, camelCase code once per word; "cfZXcjZ" flips again and again.
  const flips = caseFlips(word);
  if (flips >= 2 && flips * 6 > letters.length) return true;
  if (letters.length > LONGEST_REAL_WORD && !/[-/.]/.test(word)) return true;
  const isLatinWord = [...letters].every((letter) => LATIN_LETTER.test(letter));
  const upper = [...letters].filter((letter) => letter !== letter.toLowerCase()).length;
  // "RDBMSs", "SaaS", "CRM": mostly capitals is an abbreviation, and abbreviations skip vowels.
  const isAcronym = upper * 2 >= letters.length;
  return isLatinWord && !isAcronym && letters.length >= 5 && !LATIN_VOWEL.test(letters);
}

export interface TextQuality {
  /** Letters on the page, in any script. */
  letters: number;
  /** Share of letters (0..1) inside tokens that look like a broken encoding. */
  garbledShare: number;
  /** Share of letters (0..1) inside letter-spaced runs. */
  letterSpacedShare: number;
}

// A letter-spaced run: at least six short tokens in a row, half of them single letters. Ordinary
// prose in languages with many short words ("y a la de", "va a ir a la") rarely has six in a row,
// and almost never half single letters.
const SPACED_RUN_MIN_TOKENS = 6;
const SPACED_TOKEN_MAX_LETTERS = 3;

interface SpacedRun {
  start: number;
  end: number;
}

function isShortLetterToken(token: string): boolean {
  return token.length <= SPACED_TOKEN_MAX_LETTERS && /^\p{L}+$/u.test(token);
}

function findSpacedRuns(tokens: string[]): SpacedRun[] {
  const runs: SpacedRun[] = [];
  let start = 0;
  const close = (runEnd: number) => {
    // A run starts and ends on single letters: "to S y n a p s i l" keeps its "to".
    let end = runEnd;
    while (start < end && [...(tokens[start] ?? '')].length > 1) start++;
    while (end > start && [...(tokens[end - 1] ?? '')].length > 1) end--;
    const run = tokens.slice(start, end);
    const singles = run.filter((token) => [...token].length === 1).length;
    if (run.length >= SPACED_RUN_MIN_TOKENS && singles * 2 >= run.length) runs.push({ start, end });
  };
  for (let i = 0; i <= tokens.length; i++) {
    const token = tokens[i];
    if (token !== undefined && isShortLetterToken(token)) continue;
    close(i);
    start = i + 1;
  }
  return runs;
}

export function assessTextQuality(text: string): TextQuality {
  let letters = 0;
  let garbled = 0;
  let spaced = 0;
  for (const line of text.split('\n')) {
    const tokens = line.split(' ').filter((token) => token !== '');
    for (const token of tokens) {
      const count = countMatches(token, LETTER);
      letters += count;
      if (isGarbledToken(token)) garbled += count;
    }
    for (const run of findSpacedRuns(tokens)) {
      for (const token of tokens.slice(run.start, run.end)) spaced += countMatches(token, LETTER);
    }
  }
  return {
    letters,
    garbledShare: letters === 0 ? 0 : garbled / letters,
    letterSpacedShare: letters === 0 ? 0 : spaced / letters,
  };
}

function squeeze(text: string): { squeezed: string; origin: number[] } {
  let squeezed = '';
  const origin: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const char = text.charAt(i);
    if (/\s/.test(char)) continue;
    squeezed += char;
    origin.push(i);
  }
  return { squeezed, origin };
}

// Pieces this short are letter spacing cut apart ("Ma rc h"); longer ones are real words the PDF drew
// without a space glyph between them ("Hello" "world"), which the layer is right to separate.
const FRAGMENT_MAX_LENGTH = 3;

/** Positions, in the text without spaces, where a token starts (the first excepted). */
function breakPositions(tokens: string[]): Set<number> {
  const breaks = new Set<number>();
  let position = 0;
  for (const token of tokens) {
    if (position > 0) breaks.add(position);
    position += token.length;
  }
  return breaks;
}

/** Whether the spaces the text layer has and the drawn form lacks only cut words into fragments. */
function onlyFragmented(layerTokens: string[], drawnForm: string): boolean {
  const drawnBreaks = breakPositions(drawnForm.split(' ').filter((token) => token !== ''));
  const touching: number[] = [];
  let position = 0;
  layerTokens.forEach((token, index) => {
    const startsAtExtraBreak = position > 0 && !drawnBreaks.has(position);
    const endsAtExtraBreak = index < layerTokens.length - 1 && !drawnBreaks.has(position + token.length);
    if (startsAtExtraBreak || endsAtExtraBreak) touching.push([...token].length);
    position += token.length;
  });
  if (touching.length === 0) return false;
  return touching.reduce((sum, length) => sum + length, 0) / touching.length <= FRAGMENT_MAX_LENGTH;
}

/** The stretch of `drawn` whose non-space characters are exactly `squeezedNeedle`, with its own spacing. */
function findSpaced(
  drawn: { text: string; squeezed: string; origin: number[] },
  squeezedNeedle: string,
): string | null {
  const at = drawn.squeezed.indexOf(squeezedNeedle);
  const from = drawn.origin[at];
  const to = drawn.origin[at + squeezedNeedle.length - 1];
  if (at < 0 || from === undefined || to === undefined) return null;
  return drawn.text.slice(from, to + 1).replace(/\s+/g, ' ');
}

/**
 * Rewrites letter-spaced text with the word breaks the PDF itself encodes. pdfjs's text layer puts a space
 * in every wide gap, so tracked titles come out as "M O R E P E O P L E"; the drawn text (`drawnText`, from
 * the operator list) still has its real space glyphs: "MORE PEOPLE". A line whose drawn form differs only by
 * those fragments takes the drawn form; otherwise its letter-spaced runs are joined, losing the word breaks inside them.
 */
export function repairLetterSpacing(text: string, drawnText: string): string {
  const normalizedDrawn = drawnText.normalize('NFKC');
  const drawn = { text: normalizedDrawn, ...squeeze(normalizedDrawn) };
  return text
    .split('\n')
    .map((line) => {
      const tokens = line.split(' ').filter((token) => token !== '');
      const normalizedTokens = tokens.map((token) => token.normalize('NFKC'));
      const drawnForm = findSpaced(drawn, normalizedTokens.join(''));
      if (drawnForm !== null && onlyFragmented(normalizedTokens, drawnForm)) return drawnForm;
      const runs = findSpacedRuns(tokens);
      if (runs.length === 0) return line;
      const out: string[] = [];
      let next = 0;
      for (const run of runs) {
        const joined = tokens.slice(run.start, run.end).join('');
        out.push(...tokens.slice(next, run.start), findSpaced(drawn, joined.normalize('NFKC')) ?? joined);
        next = run.end;
      }
      out.push(...tokens.slice(next));
      return out.join(' ');
    })
    .join('\n');
}
