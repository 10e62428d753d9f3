import type { ApplicationField } from '@pitchfit/contracts/application';
import type { ApplicationView } from '../application-view';
import { type CriterionAssessment, EvidenceLog, listQuoted, whyNot } from '../evidence';
import { REVENUE_MECHANISM_WORDS } from '../lexicon';
import { findPhrases } from '../text-profile';

/** Where a pricing hint may sit when the business model is left blank (the form shows no input for it). */
const PRICING_HINT_FIELDS: readonly ApplicationField[] = [
  'productDescription',
  'targetMarket',
  'marketSize',
  'currentTraction',
  'competitiveAdvantage',
];
/** Pricing read from other answers earns this share of what a stated business model would. */
const INFERRED_SHARE = 0.6;

/** Is it clear how the company makes money? */
export function assessBusinessModel(view: ApplicationView): CriterionAssessment {
  const log = new EvidenceLog();
  const model = view.businessModel;
  if (model.genuine) {
    const mechanisms = findPhrases(model.profile.text, REVENUE_MECHANISM_WORDS);
    if (mechanisms.length > 0) {
      log.credit(0.5, ['businessModel'], `says how money comes in (${listQuoted(mechanisms)})`);
    } else {
      log.shortfall(
        0.5,
        ['businessModel'],
        'does not say how customers pay',
        'say who pays, for what, and how (subscription, fee, commission).',
      );
    }
    const prices = model.profile.quantities.filter((q) => q.money).map((q) => q.raw);
    if (prices.length > 0) {
      log.credit(0.5, ['businessModel'], `puts a price on it (${listQuoted(prices)})`);
    } else {
      log.shortfall(
        0.5,
        ['businessModel'],
        'names no price',
        'give a price point or expected revenue per customer.',
      );
    }
    return log.result();
  }
  if (model.quality.status !== 'empty') {
    log.shortfall(
      1,
      ['businessModel'],
      whyNot(view, 'businessModel', 'is missing'),
      'say who pays, for what, and at what price.',
    );
    return log.result();
  }

  const hints = PRICING_HINT_FIELDS.filter((field) => view[field].genuine);
  const mechanismField = hints.find(
    (field) => findPhrases(view[field].profile.text, REVENUE_MECHANISM_WORDS).length > 0,
  );
  const priceField = hints.find((field) =>
    view[field].profile.quantities.some((q) => q.money && q.period !== null),
  );
  if (mechanismField) {
    log.credit(
      0.5 * INFERRED_SHARE,
      [mechanismField],
      'mentions how the company would charge, standing in for the blank business model',
    );
  }
  if (priceField) {
    log.credit(
      0.5 * INFERRED_SHARE,
      [priceField],
      'mentions a recurring price, standing in for the blank business model',
    );
  }
  log.shortfall(
    1 - (mechanismField ? 0.5 * INFERRED_SHARE : 0) - (priceField ? 0.5 * INFERRED_SHARE : 0),
    ['businessModel'],
    'is blank',
    'state who pays, for what, and at what price.',
  );
  return log.result();
}
