import type { DeckIndustry } from '@pitchfit/contracts/deck';
import { quoteWindow } from '../../../../language/quote';
import { ACADEMIC_ORIGIN } from '../../lexicon/organisation-kinds';
import type { Cited } from '../../types';
import { industryShares, matchIndustryTerms, type WeightedText } from '../../vocabulary/signals';
import { withoutAnalogyBrand } from '../analogy';
import { customerWorldWeights, withoutDisownedTrade } from '../customer-world';
import { describesTeam, isIntegrationWord } from '../deck-profile';
import type { PreparedDeck } from '../prepare';
import { slideRole, slideRoleWeight } from '../slide-roles';

/** The cover says most about what a company is; the slide after it next. */
const PAGE_WEIGHTS = [3, 1.5];
const ONE_LINER_WEIGHT = 3;

export function industryTexts(deck: PreparedDeck, oneLiner: string | null): WeightedText[] {
  // "Stripe for GPU compute": the famous name's words are not the deck's own. A market or
  // customer-logo slide's words count less than a product slide's (slide-roles.ts).
  const texts: WeightedText[] = deck.pages.map((page, i) => ({
    text: page.text.split('\n').map(withoutAnalogyBrand).join('\n'),
    weight: (PAGE_WEIGHTS[i] ?? 1) * slideRoleWeight(deck, page),
  }));
  if (oneLiner) texts.push({ text: withoutAnalogyBrand(oneLiner), weight: ONE_LINER_WEIGHT });
  return texts;
}

/**
 * Industry shares of the deck's words. When the company says it is in another industry, words
 * for how its product connects (API, SDK, developer portal) and a team's description of itself
 * ("a team of developers") are not developer-tool words: a fraud API for banks is sold to banks.
 */
export function deckIndustryShares(
  deck: PreparedDeck,
  oneLiner: string | null,
  identity: DeckIndustry | null = null,
) {
  const plumbing = identity !== null && identity !== 'developer-tools';
  return industryShares(
    industryTexts(deck, oneLiner),
    undefined,
    (hit, line) =>
      !(
        plumbing &&
        hit.key === 'developer-tools' &&
        (isIntegrationWord(hit.matched) || describesTeam(line))
      ) && !(hit.key === 'education' && ACADEMIC_ORIGIN.test(line)),
    // "Payroll for home-care agencies": the customer's industry counts less than what is sold.
    (line) => customerWorldWeights(line, matchIndustryTerms(line)),
  );
}

/**
 * The industry the deck's words name most, for a deck whose own statements do not say what it
 * is. AI is what a product uses more often than what it is: another industry the words name wins.
 */
export function keywordIndustry(
  sectors: ReadonlyArray<{ industry: DeckIndustry; share: number }>,
): DeckIndustry | null {
  const top = sectors[0];
  if (top?.industry !== 'ai-ml') return top?.industry ?? null;
  return (
    sectors.find((sector) => sector.industry !== 'ai-ml' && sector.share >= MIN_OTHER_THAN_AI)?.industry ??
    top.industry
  );
}
/** Share another industry must have for a deck's words to read it over AI. */
const MIN_OTHER_THAN_AI = 0.1;

/** Keeps a market or logo slide's line from being quoted as what the company is while another line names its industry. */
const CONTEXT_QUOTE_PENALTY = 100;

/**
 * The deck's industry is its strongest sector; the quote is the statement that names it most
 * (the one-liner when it does).
 */
export function citeIndustry(
  deck: PreparedDeck,
  industry: DeckIndustry | null,
  oneLiner: Cited<string> | null,
): Cited<DeckIndustry> | null {
  if (!industry) return null;
  const strength = (text: string) =>
    matchIndustryTerms(text)
      .filter((hit) => hit.key === industry)
      .reduce((sum, hit) => sum + hit.weight, 0);
  if (oneLiner && strength(oneLiner.value) >= 1)
    return { value: industry, page: oneLiner.page, quote: oneLiner.quote };
  let best: { cited: Cited<DeckIndustry>; score: number } | null = null;
  for (const page of deck.pages) {
    // A line on a market or logo slide is quoted only when no other slide names the industry.
    const context = slideRole(deck, page) === 'context' ? CONTEXT_QUOTE_PENALTY : 0;
    for (const line of page.lines) {
      for (const { text } of line.cells) {
        // "We do not lend ...": what a line disowns does not say what the company is.
        const named = strength(withoutDisownedTrade(text));
        const score = named - context;
        if (named > 0 && (!best || score > best.score)) {
          best = {
            cited: { value: industry, page: page.number, quote: quoteWindow(text, 0, text.length) },
            score,
          };
        }
      }
    }
  }
  return best?.cited ?? null;
}
