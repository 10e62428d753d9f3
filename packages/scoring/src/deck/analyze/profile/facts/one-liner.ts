import { quoteWindow } from '../../../../language/quote';
import { compactForm, countWords, squashSpaces } from '../../../../language/text';
import type { Cited } from '../../types';
import { findPlaces } from '../../vocabulary/places';
import { chromeLineKeys, lineKey } from '../chrome';
import type { PreparedDeck } from '../prepare';
import { namesLegalEntity } from './company-name';
import { type Cue, cueScore } from './context';

/** In English and in the other languages decks come in here (Spanish, Portuguese, French, German). */
const PRODUCT_CUES: readonly Cue[] = [
  [
    /(?<![\p{L}\p{N}])(platform|app|application|software|service|marketplace|solution|system|tool|network|engine|infrastructure|api|brand|store|way to|plataforma|aplicaci[oó]n|aplicativo|servicio|servi[cç]o|tienda|loja|soluci[oó]n|solu[cç][aã]o|sistema|herramienta|ferramenta|marca|plateforme|logiciel|outil|boutique en ligne|plattform|l[oö]sung|werkzeug)(?![\p{L}\p{N}])/iu,
    1.5,
  ],
  [
    /\b(help\w*|enabl\w*|make\w*|build\w*|power\w*|transform\w*|protect\w*|connect\w*|book\w*|find\w*|get|reimagin\w*|revolution\w*|simplif\w*|automat\w*|provid\w*|deliver\w*|accelerat\w*|ayuda\w*|ajuda\w*|aide\w*|hilft|permite\w*|permet\w*|erm[oö]glicht|conecta\w*|connecte\w*|verbindet|ofrece\w*|oferece\w*|offre\w*|bietet)\b/iu,
    1,
  ],
  [
    /(?<![\p{L}\p{N}])(for|with|without|para|con|com|sin|sem|pour|avec|sans|f[uü]r|mit|ohne)(?![\p{L}\p{N}])/iu,
    0.5,
  ],
];
/**
 * "What is Gaia?", "¿Qué es Gaia?", "O que é", "Qu'est-ce que", "Was ist": a slide under such a
 * heading says what the company is, on whichever early slide it sits.
 */
const WHAT_IS_HEADING =
  /^\s*[¿]?\s*(?:what is|what's|qu[eé] es|o que [eé]|qu['’]est-ce que|c['’]est quoi|was ist)\b[^?]*\?\s*$/iu;
const WHAT_IS_PAGES = 5;
const NOT_ONE_LINER: readonly Cue[] = [
  [/[?]/, -1.5],
  [
    /\b(problem|pain|challenge|issue|confidential|copyright|all rights|draft|agenda|contents|redacted|disclaimer)\b|\bthis (?:document|presentation|deck|is a)\b/i,
    -2,
  ],
  [/@|https?:|www\.|\+?\d[\d\s-]{7,}/i, -4],
  // A list of presenters ("Joanne Chen | Michael D’Orazio"), a date line, a fragment cut mid-sentence.
  [/\|/, -3],
  [/\b(19|20)\d{2}\b/, -1.5],
  [/^\p{Ll}/u, -1.5],
];
const MIN_WORDS = 4;
const MAX_WORDS = 30;
const COVER_PAGES = 2;
const MIN_SCORE = 2.5;
/** The cover is where a deck says what it is; later slides open with problems and markets. */
const COVER_BONUS = 3;
/** The separators between a footer's parts: "Acme Ltd · London", "Acme | Seed". */
const FOOTER_PARTS = /[·•|]/;

/** A line that does not end its sentence ("for small", "monitoring") continues on the next one. */
const CONTINUES = /(?:[,&\-–]|\b(?:and|or|for|to|of|the|a|an|with|in|on|your|our|by|from))$/i;

/** A line in capitals that opens with a preposition or "and" goes on from the line in capitals before it. */
const OPENS_WITH_LINK =
  /^(?:de|del|da|do|des|du|para|por|pour|f[uü]r|for|of|to|and|y|e|et|und|with|con|com|avec|mit|en|em)\s/iu;
const capitalsGoOn = (previous: string | undefined, line: string) =>
  previous !== undefined &&
  previous === previous.toUpperCase() &&
  line === line.toUpperCase() &&
  OPENS_WITH_LINK.test(line);

/**
 * Statements on a slide: every cell, and lines joined where one wraps into the next (the next
 * starts in lower case, or this one stops mid-phrase), as a tagline wrapped over three lines.
 */
function paragraphs(
  lines: ReadonlyArray<{ text: string; cells: ReadonlyArray<{ text: string }> }>,
): string[] {
  const out: string[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length > 1) out.push(current.join(' '));
    current = [];
  };
  for (const line of lines) {
    for (const cell of line.cells) out.push(cell.text);
    const only = line.cells.length === 1 ? line.cells[0]?.text.trim() : undefined;
    if (!only) {
      flush();
      continue;
    }
    const previous = current.at(-1);
    // A lone word in lower case ends a tagline cut short ("Charging infrastructure for electric" /
    // "fleets") only after a line of several words that stops mid-sentence.
    const endsPhrase =
      /^\p{Ll}[\p{L}-]*$/u.test(only) &&
      previous !== undefined &&
      countWords(previous) >= 3 &&
      !/[.!?:]$/.test(previous);
    const wraps =
      (/^\p{Ll}/u.test(only) || capitalsGoOn(previous, only)) &&
      (/\s/.test(only) || endsPhrase) &&
      !/@|https?:|www\./i.test(only);
    if (previous !== undefined && !(wraps || CONTINUES.test(previous))) flush();
    if (current.length > 0 && /[.!?]$/.test(current.at(-1) ?? '')) flush();
    current.push(only);
  }
  flush();
  return out;
}

/**
 * The one-liner: a short statement on the cover (or the slide after it) that says what the
 * product does, preferring one that names the company.
 */
export function extractOneLiner(deck: PreparedDeck, companyName: string | null): Cited<string> | null {
  let best: { cited: Cited<string>; score: number } | null = null;
  const name = companyName ? compactForm(companyName) : null;
  // A line on every slide is read on its own, never joined to the cover's lines: a logo line may be
  // the tagline ("MySQL: The World's Most Popular Open Source Database"), but a footer that gives
  // the company's parts ("Acme Ltd · Los Angeles 3", "Acme AS, Oslo", "Acme Pvt. Ltd.") says who, not what.
  const chrome = chromeLineKeys(deck);
  const isChrome = (line: { text: string }) => chrome.has(lineKey(line.text));
  const saysWhat = (line: string) =>
    !FOOTER_PARTS.test(line) && !namesLegalEntity(line) && findPlaces(line).length === 0;
  for (const page of deck.pages.slice(0, WHAT_IS_PAGES)) {
    const cover = page.number <= COVER_PAGES;
    const answers = answersToWhatIs(page.lines);
    const chromeLines = page.lines
      .filter(isChrome)
      .map((line) => line.text)
      .filter(saysWhat);
    const candidates = cover
      ? [...paragraphs(page.lines.filter((line) => !isChrome(line))), ...chromeLines]
      : answers;
    for (const candidate of candidates) {
      const statement = squashSpaces(candidate);
      const words = countWords(statement);
      if (words < MIN_WORDS || words > MAX_WORDS) continue;
      if (statement === statement.toUpperCase() && words <= 4) continue;
      let score = cueScore(statement, PRODUCT_CUES) + cueScore(statement, NOT_ONE_LINER);
      score += page.number === 1 || answers.includes(candidate) ? COVER_BONUS : 0.5;
      if (words >= 5 && words <= 20) score += 1;
      if (name && compactForm(statement).includes(name)) score += 1;
      if (!best || score > best.score) {
        best = {
          cited: { value: statement, page: page.number, quote: quoteWindow(candidate, 0, candidate.length) },
          score,
        };
      }
    }
  }
  return best && best.score >= MIN_SCORE ? best.cited : null;
}

/**
 * The statements of a slide headed "What is X?" (the heading aside). Not only the line under it:
 * a text layer may give the heading after the statement it heads.
 */
function answersToWhatIs(
  lines: ReadonlyArray<{ text: string; cells: ReadonlyArray<{ text: string }> }>,
): string[] {
  if (!lines.some((line) => WHAT_IS_HEADING.test(line.text))) return [];
  return paragraphs(lines.filter((line) => !WHAT_IS_HEADING.test(line.text)));
}
