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

  // The form has no input for the business model (SPEC §3), so a blank one costs nothing by itself:
  // how the company makes money is read from the answers an applicant can actually give.
  const hints = PRICING_HINT_FIELDS.filter((field) => view[field].genuine);
  const mechanismField = hints.find(
    (field) => findPhrases(view[field].profile.text, REVENUE_MECHANISM_WORDS).length > 0,
  );
  const priceField = hints.find((field) =>
    view[field].profile.quantities.some((q) => q.money && q.period !== null),
  );
  if (mechanismField) {
    log.credit(0.5, [mechanismField], 'says how the company charges');
  } else {
    log.shortfall(
      0.5,
      ['productDescription'],
      'does not say how the company makes money',
      'say who pays, for what (subscription, fee, commission).',
    );
  }
  if (priceField) {
    log.credit(0.5, [priceField], 'puts a recurring price on the product');
  } else {
    log.shortfall(
      0.5,
      ['productDescription'],
      'names no price',
      'give a price point or expected revenue per customer.',
    );
  }
  return log.result();
}
