import type { ApplicationView } from '../application-view';
import { type CriterionAssessment, EvidenceLog, listQuoted, whyNot } from '../evidence';
import { isMetric, type Quantity } from '../quantities';

/** Roughly world GDP: no single market is larger. */
const LARGEST_CREDIBLE_MARKET = 1e14;
const BASIS_PATTERN =
  /\b(tam|sam|som|arpu|acv|per (?:user|seat|customer|month|year)|times|multiplied|according to|source[sd]?|report|survey|census|statista|gartner|forrester|idc|mckinsey)\b|[×*]|\d\s?x\s?\$|https?:\/\/|\bat \$/i;

/** Below this, an amount charged per day, week or month is a price, not a market. */
const PRICE_CEILING = 1e6;

function isPrice(quantity: Quantity): boolean {
  return (
    quantity.money &&
    quantity.value < PRICE_CEILING &&
    (quantity.period === 'day' || quantity.period === 'week' || quantity.period === 'month')
  );
}

/** Is the market sized with a figure, and is the figure reasoned? */
export function assessMarket(view: ApplicationView): CriterionAssessment {
  const log = new EvidenceLog();
  const market = view.marketSize;
  if (!market.genuine) {
    log.shortfall(
      1,
      ['marketSize'],
      whyNot(view, 'marketSize', 'is missing'),
      'estimate the market bottom-up: number of target customers times what each would pay per year.',
    );
    return log.result();
  }
  const figures = market.profile.quantities.filter((q) => isMetric(q) && !q.percent && !isPrice(q));
  const prices = market.profile.quantities.filter(isPrice);
  const precise = figures.filter((q) => !q.approximate);
  // "Tens of billions" is a rough figure; "trillions" alone is a boast, not a size.
  const rough = figures.filter((q) => q.approximate && /\d|\b(?:tens|dozens|hundreds)\b/i.test(q.raw));
  if (precise.length > 0) {
    log.credit(0.5, ['marketSize'], `puts a figure on the market (${listQuoted(precise.map((q) => q.raw))})`);
  } else if (rough.length > 0) {
    log.credit(0.3, ['marketSize'], `gives an order of magnitude (${listQuoted(rough.map((q) => q.raw))})`);
    log.shortfall(
      0.2,
      ['marketSize'],
      'gives only an order of magnitude, not a figure',
      'replace the order of magnitude with a figure and show how you got it.',
    );
  } else if (figures.length > 0) {
    log.shortfall(
      0.5,
      ['marketSize'],
      `says only ${listQuoted(figures.map((q) => q.raw))}, which is no figure`,
      'give a figure: number of target customers times what each would pay per year.',
    );
  } else if (prices.length > 0) {
    log.shortfall(
      0.5,
      ['marketSize'],
      `gives a price (${listQuoted(prices.map((q) => q.raw))}), not the size of the market`,
      'multiply that price by the number of customers who would pay it to get a market figure.',
    );
  } else {
    log.shortfall(
      0.5,
      ['marketSize'],
      'states no figure',
      'give a figure: number of target customers times what each would pay per year.',
    );
  }

  const basis = BASIS_PATTERN.exec(market.profile.text);
  if (figures.length > 0 && (basis || precise.length >= 2)) {
    const shown = basis ? `'${basis[0].trim()}'` : `${precise.length} figures`;
    log.credit(0.35, ['marketSize'], `shows how the figure was reached (${shown})`);
  } else {
    log.shortfall(
      0.35,
      ['marketSize'],
      'gives no basis for its size (no customer count times price, no source)',
      'show the arithmetic (customers × price per year) or cite a source.',
    );
  }

  const largest = Math.max(0, ...figures.map((q) => q.value));
  if (largest > LARGEST_CREDIBLE_MARKET) {
    log.shortfall(
      0.15,
      ['marketSize'],
      'claims a market larger than the world economy',
      'size the market you can actually reach, not the whole economy.',
    );
  } else if (figures.length > 0) {
    log.credit(0.15, ['marketSize']);
  }
  return log.result();
}
