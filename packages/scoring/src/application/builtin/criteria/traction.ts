import type { ApplicationView } from '../application-view';
import { type CriterionAssessment, EvidenceLog, listQuoted, whyNot } from '../evidence';
import { TRACTION_UNIT_WORDS } from '../lexicon';
import { isMetric, type Quantity } from '../quantities';
import { findPhrases } from '../text-profile';

/** More users than people on earth, or more revenue than the largest companies, is not evidence. */
const IMPLAUSIBLE_COUNT = 8e9;
const IMPLAUSIBLE_MONEY = 1e12;
const TRACTION_MIN_WORDS = 12;

export function isImplausible(quantity: Quantity): boolean {
  return quantity.value > (quantity.money ? IMPLAUSIBLE_MONEY : IMPLAUSIBLE_COUNT);
}

/** Is there evidence that someone wants this: users, revenue, pilots, named customers? */
export function assessTraction(view: ApplicationView): CriterionAssessment {
  const log = new EvidenceLog();
  const traction = view.currentTraction;
  if (!traction.genuine) {
    log.shortfall(
      1,
      ['currentTraction'],
      whyNot(view, 'currentTraction', 'is missing'),
      'give your numbers as of today: users, paying customers, revenue, pilots or letters of intent, even if small.',
    );
    return log.result();
  }
  const metrics = traction.profile.quantities.filter(isMetric);
  const implausible = metrics.filter(isImplausible);
  const credible = metrics.filter((q) => !isImplausible(q));
  if (implausible.length > 0) {
    log.shortfall(
      0.5,
      ['currentTraction'],
      `claims ${listQuoted(implausible.map((q) => q.raw))}, which is not believable`,
      'give the real figures; small true numbers are worth more than big impossible ones.',
    );
  } else if (credible.length >= 2) {
    log.credit(
      0.5,
      ['currentTraction'],
      `gives ${credible.length} figures (${listQuoted(credible.map((q) => q.raw))})`,
    );
  } else if (credible.length === 1) {
    log.credit(0.35, ['currentTraction'], `gives a figure (${listQuoted(credible.map((q) => q.raw))})`);
    log.shortfall(
      0.15,
      ['currentTraction'],
      'rests on a single figure',
      'add a second metric, such as active users next to sign-ups, or revenue next to customers.',
    );
  } else {
    log.shortfall(
      0.5,
      ['currentTraction'],
      'gives no numbers',
      'count something: users, customers, revenue, pilots, interviews or a waitlist.',
    );
  }

  const labelled = [
    ...credible.filter((q) => q.money || q.unit !== null).map((q) => (q.unit ? `${q.raw} ${q.unit}` : q.raw)),
    ...findPhrases(traction.profile.text, TRACTION_UNIT_WORDS),
  ];
  if (labelled.length > 0) {
    log.credit(0.2, ['currentTraction'], `says what is counted (${listQuoted(labelled)})`);
  } else {
    log.shortfall(
      0.2,
      ['currentTraction'],
      'does not say what its numbers count (users, customers, revenue)',
      'label each number: users, paying customers, monthly revenue.',
    );
  }

  if (traction.profile.names.length > 0) {
    log.credit(
      0.2,
      ['currentTraction'],
      `names customers or partners (${listQuoted(traction.profile.names)})`,
    );
  } else {
    log.shortfall(
      0.2,
      ['currentTraction'],
      'names no customer, pilot or partner',
      'name a customer, pilot or partner who is using or paying for the product.',
    );
  }

  if (traction.profile.words.length >= TRACTION_MIN_WORDS) {
    log.credit(0.1, ['currentTraction']);
  } else {
    log.shortfall(
      0.1,
      ['currentTraction'],
      'is very brief',
      'add a sentence on where the users came from and what they do with the product.',
    );
  }
  return log.result();
}
