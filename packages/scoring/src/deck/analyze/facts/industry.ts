import type { DeckIndustry } from '@pitchfit/contracts/deck';
import { withoutAnalogyBrand } from '../analogy';
import type { PreparedDeck } from '../prepare';
import { quoteWindow } from '../quote';
import { industryShares, matchIndustryTerms, type WeightedText } from '../signals';
import type { Cited } from '../types';

/** The cover says most about what a company is; the slide after it next. */
const PAGE_WEIGHTS = [3, 1.5];
const ONE_LINER_WEIGHT = 3;

export function industryTexts(deck: PreparedDeck, oneLiner: string | null): WeightedText[] {
  // "Stripe for GPU compute": the famous name's words are not the deck's own.
  const texts: WeightedText[] = deck.pages.map((page, i) => ({
    text: page.text.split('\n').map(withoutAnalogyBrand).join('\n'),
    weight: PAGE_WEIGHTS[i] ?? 1,
  }));
  if (oneLiner) texts.push({ text: withoutAnalogyBrand(oneLiner), weight: ONE_LINER_WEIGHT });
  return texts;
}

export function deckIndustryShares(deck: PreparedDeck, oneLiner: string | null) {
  return industryShares(industryTexts(deck, oneLiner));
}

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
    for (const line of page.lines) {
      for (const { text } of line.cells) {
        const score = strength(text);
        if (score > 0 && (!best || score > best.score)) {
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
