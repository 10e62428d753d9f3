import { quoteWindow } from '../../../../language/quote';
import { compactForm, countWords, squashSpaces } from '../../../../language/text';
import { MAX_TRACTION_FACTS } from '../../tuning';
import type { Cited } from '../../types';
import type { PreparedDeck } from '../prepare';
import { type Cue, cueScore } from './context';

const TRACTION_CUES: readonly Cue[] = [
  [/\b(revenues?|arr|mrr|gmv|bookings|sales)\b/i, 3],
  [/\b(paying|paid|customers?|clients?|subscribers?|members|users|downloads|installs|mau|dau|active)\b/i, 2],
  [/\b(retention|churn|nps|repeat|cohorts?|gross margin|profitable|break-?even)\b/i, 2],
  [
    /\b(grew|growth|growing|increased|doubled|tripled|mom|yoy|month[\s-]over[\s-]month|year[\s-]over[\s-]year)\b/i,
    1.5,
  ],
  [
    /\b(transactions|orders|sold|signed|contracts?|lois?|letters? of intent|pilots?|partnerships?|partners)\b/i,
    1.5,
  ],
  [
    /\b(patients|doctors|hospitals|students|learners|institutions|schools|merchants|hosts|drivers|waitlist|waiting list|visitors|followers|treated)\b/i,
    1,
  ],
];

const NOT_TRACTION_CUES: readonly Cue[] = [
  [/\b(tam|sam|som|market size|addressable|cagr|industry|market is|market of|billion market)\b/i, -4],
  [
    /\b(projected|projection|forecast|expected|estimate[sd]?|target|goal|plan|will|reach|by (?:\w+ )?20\d\d)\b/i,
    -2.5,
  ],
  [/\b(raising|raise|ask|seeking|round size|use of funds|valuation|pre-money)\b/i, -3],
  [/\b(cost|price|pricing|per month|salary|fee)\b/i, -1],
];

/** A figure: a number with a unit or a sign of magnitude, not a bare year or slide number. */
const METRIC =
  /(?<![\p{L}\p{N}])(?:[$€£₹]\s?)?\d[\d,.]*\s?(?:%|\+|x\b|k\b|K\b|M\b|mn\b|million|cr\b|crore|lakh|L\b|\/)|(?<![\p{L}\p{N}])\d{1,3}(?:,\d{3})+|\d+\+/u;
const ONLY_YEARS = /^[^\d]*(?:(?:19|20)\d\d[^\d]*)+$/;
const TRACTION_HEADING =
  /\b(traction|milestones|progress|achievements|results|key metrics|highlights|growth)\b/i;
const MIN_TRACTION_SCORE = 2;
const MIN_WORDS = 2;
const MAX_CHARS = 200;

/**
 * Traction: short statements with a figure and a word such as revenue, customers or growth,
 * preferring slides headed "Traction" and leaving out market sizes, forecasts and the ask.
 */
export function extractTraction(deck: PreparedDeck): Array<Cited<string>> {
  const scored: Array<{ cited: Cited<string>; score: number; order: number }> = [];
  let order = 0;
  for (const page of deck.pages) {
    const headed = page.lines.slice(0, 4).some((line) => TRACTION_HEADING.test(line.text));
    for (const line of page.lines) {
      for (const { text } of line.cells) {
        const statement = squashSpaces(text);
        if (!METRIC.test(statement) || ONLY_YEARS.test(statement) || countWords(statement) < MIN_WORDS)
          continue;
        let score = cueScore(statement, TRACTION_CUES) + cueScore(statement, NOT_TRACTION_CUES);
        if (headed) score += 1.5;
        if (score < MIN_TRACTION_SCORE) continue;
        const quote = quoteWindow(text, 0, Math.min(text.length, MAX_CHARS));
        scored.push({
          cited: { value: squashSpaces(quote), page: page.number, quote },
          score,
          order: order++,
        });
      }
    }
  }
  const seen = new Set<string>();
  return scored
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .filter(({ cited }) => {
      const key = compactForm(cited.value);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, MAX_TRACTION_FACTS)
    .sort((a, b) => a.order - b.order)
    .map(({ cited }) => cited);
}
