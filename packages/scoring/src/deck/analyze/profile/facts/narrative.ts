import { countWords, squashSpaces, truncateWords } from '../../../../language/text';
import type { DeckNarrative } from '../../types';
import type { PreparedDeck, PreparedPage } from '../prepare';
import { type Cue, cueScore } from './context';

const BACKGROUND_CUES: readonly Cue[] = [
  [
    /\b(ex-|former|formerly|previously|prior to|years|phd|ph\.d|mba|founded|co-founded|built|led|exit|exited|acquired|serial|experience|alumni?|veteran|background|expert|track record)\b/i,
    1,
  ],
];
const TECH_CUES: readonly Cue[] = [
  [
    /\b(technology|proprietary|patent\w*|algorithm\w*|machine learning|ai|artificial intelligence|api|architecture|cloud|sensors?|hardware|open source|engine|stack|platform|model|data|infrastructure|software)\b/i,
    1,
  ],
  [/\b(built|build|develop\w*|powered|uses?|based on|integrat\w*)\b/i, 0.5],
];
const MARKET_CUES: readonly Cue[] = [
  [/\b(tam|sam|som|market size|addressable|market)\b/i, 2],
  [/\b(billion|bn|million|cagr)\b/i, 1],
];
const HEADING_LINES = 3;
const MAX_HEADING_WORDS = 5;
const MIN_STATEMENT_WORDS = 5;
const MAX_PART_CHARS = 300;
const MAX_BACKGROUND_STATEMENTS = 3;
const MAX_TECH_STATEMENTS = 2;

function statements(page: PreparedPage): string[] {
  return page.lines
    .flatMap((line) => line.cells.map((cell) => squashSpaces(cell.text)))
    .filter((text) => countWords(text) >= MIN_STATEMENT_WORDS);
}

/** A slide whose title (a short line at the top) matches: "The Problem", "Our Solution". */
function headedBy(deck: PreparedDeck, heading: RegExp): PreparedPage | undefined {
  return deck.pages.find((page) =>
    page.lines
      .filter((line) => line.cells.length > 0)
      .slice(0, HEADING_LINES)
      .some((line) => heading.test(line.text) && countWords(line.text) <= MAX_HEADING_WORDS),
  );
}

function topStatements(
  texts: readonly string[],
  cues: readonly Cue[],
  count: number,
  minScore: number,
): string[] {
  return texts
    .map((text, order) => ({ text, order, score: cueScore(text, cues) }))
    .filter((entry) => entry.score >= minScore)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, count)
    .sort((a, b) => a.order - b.order)
    .map((entry) => truncateWords(entry.text, MAX_PART_CHARS));
}

/**
 * Statements taken verbatim from the deck for the investor's reading: the founders' background
 * from the team slides, problem / solution / market, and the technology.
 */
export function extractNarrative(deck: PreparedDeck, founderPages: ReadonlySet<number>): DeckNarrative {
  const teamStatements = deck.pages.filter((page) => founderPages.has(page.number)).flatMap(statements);
  const background = topStatements(teamStatements, BACKGROUND_CUES, MAX_BACKGROUND_STATEMENTS, 1);

  const productMarketFit: Record<string, string> = {};
  const problemPage = headedBy(deck, /\bproblems?\b|\bpain\b|\bchallenges?\b/i);
  const solutionPage = headedBy(deck, /\bsolutions?\b|\bproduct\b|\bhow it works\b/i);
  const problem = problemPage ? statements(problemPage)[0] : undefined;
  const solution = solutionPage ? statements(solutionPage)[0] : undefined;
  if (problem) productMarketFit.Problem = truncateWords(problem, MAX_PART_CHARS);
  if (solution) productMarketFit.Solution = truncateWords(solution, MAX_PART_CHARS);
  const market = topStatements(deck.pages.flatMap(statements), MARKET_CUES, 1, 3)[0];
  if (market) productMarketFit.Market = market;

  const tech = topStatements(deck.pages.flatMap(statements), TECH_CUES, MAX_TECH_STATEMENTS, 2);
  return {
    founderMarketFit: background.length > 0 ? background.join(' ') : null,
    productMarketFit: Object.keys(productMarketFit).length > 0 ? productMarketFit : null,
    techOverview: tech.length > 0 ? tech.join(' ') : null,
  };
}
