import type { ApplicationView } from '../application-view';
import { type CriterionAssessment, EvidenceLog, whyNot } from '../evidence';
import { perMonth, type Quantity } from '../quantities';

/** Months of runway a raise should buy: under a year forces fundraising at once, over three years means the raise is oversized for the burn. */
const RUNWAY_SANE = { min: 12, max: 36 } as const;
const RUNWAY_TOLERABLE = { min: 6, max: 60 } as const;
/** Share of the company sold in the round: early rounds usually sell 5 to 30 percent. */
const DILUTION_SANE = { min: 0.05, max: 0.3 } as const;
const DILUTION_TOLERABLE = { min: 0.02, max: 0.45 } as const;
const ZERO_BURN_PATTERN =
  /\b(zero|nothing|profitable|default alive|no burn|not burning|bootstrapped)\b|^\D*\b0\b/i;
/**
 * Burning nothing is a strength only when revenue pays the bills; a company that burns nothing
 * because nothing happens yet has only answered the question.
 */
const PROFITABLE_PATTERN = /\b(profitable|default alive|cash[\s-]?flow positive|break[\s-]?even)\b/i;
const PRE_MONEY_PATTERN = /\bpre[\s-]?money\b|\bpre\b/i;

function firstMoney(quantities: readonly Quantity[]): Quantity | undefined {
  return quantities.find((q) => q.money && q.value > 0);
}

function money(value: number): string {
  if (value >= 1e9) return `${Number((value / 1e9).toPrecision(3))}B`;
  if (value >= 1e6) return `${Number((value / 1e6).toPrecision(3))}M`;
  if (value >= 1e3) return `${Number((value / 1e3).toPrecision(3))}k`;
  return `${Math.round(value)}`;
}

function within(value: number, range: { min: number; max: number }): boolean {
  return value >= range.min && value <= range.max;
}

/** Do the amount, valuation and burn exist, and do they fit together? */
export function assessFunding(view: ApplicationView): CriterionAssessment {
  const log = new EvidenceLog();
  const amountView = view.amountRaising;
  const valuationView = view.valuationExpectation;
  const burnView = view.burnRate;

  const amount = amountView.genuine ? firstMoney(amountView.profile.quantities) : undefined;
  if (amount) {
    log.credit(0.2, ['amountRaising'], `states the raise ('${amount.raw}')`);
  } else {
    log.shortfall(
      0.2,
      ['amountRaising'],
      whyNot(view, 'amountRaising', 'gives no amount'),
      'state the amount you are raising, e.g. "$750k".',
    );
  }

  const valuation = valuationView.genuine ? firstMoney(valuationView.profile.quantities) : undefined;
  if (valuation) {
    log.credit(0.15, ['valuationExpectation'], `states a valuation ('${valuation.raw}')`);
  } else {
    log.shortfall(
      0.15,
      ['valuationExpectation'],
      whyNot(view, 'valuationExpectation', 'gives no figure'),
      'state the valuation or cap you expect, and whether it is pre- or post-money.',
    );
  }

  const zeroBurn = burnView.genuine && ZERO_BURN_PATTERN.test(burnView.profile.text);
  const burn = burnView.genuine && !zeroBurn ? firstMoney(burnView.profile.quantities) : undefined;
  const monthlyBurn = burn ? perMonth(burn) : null;
  if (zeroBurn) {
    const profitable = PROFITABLE_PATTERN.test(burnView.profile.text);
    log.credit(0.15, ['burnRate'], profitable ? 'says the company pays its way today' : undefined);
  } else if (burn && monthlyBurn !== null) {
    const note = burn.period === null ? ', read as per month' : '';
    log.credit(0.15, ['burnRate'], `states the burn ('${burn.raw}'${note})`);
  } else {
    log.shortfall(
      0.15,
      ['burnRate'],
      whyNot(view, 'burnRate', 'gives no figure'),
      'state what you spend per month, e.g. "$40k/month".',
    );
  }

  if (amount && zeroBurn) {
    log.credit(
      0.2,
      ['amountRaising', 'burnRate'],
      'with no burn, the raise is not needed to survive, so runway is not a constraint',
    );
    log.shortfall(
      0.05,
      ['amountRaising', 'burnRate'],
      'do not say what the raise will be spent on',
      'say the burn you will have after the raise.',
    );
  } else if (amount && monthlyBurn) {
    const months = amount.value / monthlyBurn;
    const runway = `${money(amount.value)} at ${money(monthlyBurn)} a month gives about ${Math.round(months)} months of runway`;
    if (within(months, RUNWAY_SANE)) {
      log.credit(0.25, ['amountRaising', 'burnRate'], `fit together: ${runway}`);
    } else if (within(months, RUNWAY_TOLERABLE)) {
      log.credit(0.12, ['amountRaising', 'burnRate']);
      log.shortfall(
        0.13,
        ['amountRaising', 'burnRate'],
        `fit loosely: ${runway}, outside the usual ${RUNWAY_SANE.min} to ${RUNWAY_SANE.max}`,
        `size the raise for ${RUNWAY_SANE.min} to ${RUNWAY_SANE.max} months of runway at your planned burn.`,
      );
    } else {
      log.shortfall(
        0.25,
        ['amountRaising', 'burnRate'],
        `do not fit: ${runway}`,
        `size the raise for ${RUNWAY_SANE.min} to ${RUNWAY_SANE.max} months of runway at your planned burn.`,
      );
    }
  } else {
    log.shortfall(
      0.25,
      ['amountRaising', 'burnRate'],
      'cannot be checked against each other because one is missing',
      'give both the raise and the monthly burn so the runway they buy is clear.',
    );
  }

  if (amount && valuation) {
    const preMoney = PRE_MONEY_PATTERN.test(valuationView.profile.text);
    const postMoney = preMoney ? valuation.value + amount.value : valuation.value;
    const dilution = amount.value / postMoney;
    const basis = preMoney ? 'pre-money' : 'read as post-money';
    const sold = `raising ${money(amount.value)} at ${money(valuation.value)} (${basis}) sells about ${Math.round(dilution * 100)}% of the company`;
    if (within(dilution, DILUTION_SANE)) {
      log.credit(0.25, ['amountRaising', 'valuationExpectation'], `fit together: ${sold}`);
    } else if (within(dilution, DILUTION_TOLERABLE)) {
      log.credit(0.12, ['amountRaising', 'valuationExpectation']);
      log.shortfall(
        0.13,
        ['amountRaising', 'valuationExpectation'],
        `are unusual together: ${sold}`,
        'check the valuation against the raise: early rounds usually sell 5 to 30% of the company.',
      );
    } else {
      log.shortfall(
        0.25,
        ['amountRaising', 'valuationExpectation'],
        `do not fit: ${sold}`,
        'check the valuation against the raise: early rounds usually sell 5 to 30% of the company.',
      );
    }
  } else {
    log.shortfall(
      0.25,
      ['amountRaising', 'valuationExpectation'],
      'cannot be checked against each other because one is missing',
      'give both the raise and the valuation so the dilution is clear.',
    );
  }
  return log.result();
}
