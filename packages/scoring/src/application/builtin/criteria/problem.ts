import type { ApplicationView } from '../application-view';
import { type CriterionAssessment, EvidenceLog, listQuoted, plural, whyNot } from '../evidence';
import { PROBLEM_EVIDENCE_WORDS, UNBOUNDED_MARKET_PATTERN } from '../lexicon';
import { isMetric } from '../quantities';
import { findPhrases } from '../text-profile';

const PROBLEM_FULL_WORDS = 30;
const PROBLEM_PARTIAL_WORDS = 12;
const MARKET_MIN_WORDS = 6;

/** Is there a real problem, for a customer one can picture? */
export function assessProblem(view: ApplicationView): CriterionAssessment {
  const log = new EvidenceLog();
  const problem = view.problemSolved;
  if (!problem.genuine) {
    log.shortfall(
      0.6,
      ['problemSolved'],
      whyNot(view, 'problemSolved', 'is missing'),
      'describe who has the problem, how often, and what it costs them today.',
    );
  } else {
    const words = problem.profile.words.length;
    if (words >= PROBLEM_FULL_WORDS) {
      log.credit(0.3, ['problemSolved'], `describes the problem in ${words} words`);
    } else {
      const earned = words >= PROBLEM_PARTIAL_WORDS ? 0.15 : 0.05;
      log.credit(earned, ['problemSolved']);
      log.shortfall(
        0.3 - earned,
        ['problemSolved'],
        `is only ${plural(words, 'word')}, too short to show the problem is real`,
        'describe a specific moment when a customer hits this problem and what they do about it.',
      );
    }
    const evidence = [
      ...problem.profile.quantities.filter(isMetric).map((q) => q.raw),
      ...problem.profile.names,
      ...findPhrases(problem.profile.text, PROBLEM_EVIDENCE_WORDS),
    ];
    if (evidence.length > 0) {
      log.credit(0.3, ['problemSolved'], `backs the problem with evidence (${listQuoted(evidence)})`);
    } else {
      log.shortfall(
        0.3,
        ['problemSolved'],
        'states the problem without evidence: no cost, frequency, named workaround or customer conversation',
        'add what the problem costs (time or money), what people use today instead, or what customers told you.',
      );
    }
  }

  const market = view.targetMarket;
  if (!market.genuine) {
    log.shortfall(
      0.4,
      ['targetMarket'],
      whyNot(view, 'targetMarket', 'is missing'),
      'name the first customer segment you sell to, as narrowly as you can.',
    );
    return log.result();
  }
  const unbounded = UNBOUNDED_MARKET_PATTERN.exec(market.profile.text);
  const specifics = [...market.profile.names, ...market.profile.quantities.map((q) => q.raw)];
  if (unbounded && specifics.length === 0) {
    log.shortfall(
      0.4,
      ['targetMarket'],
      `claims '${unbounded[0]}' as the customer, which names no segment`,
      'name the first segment you will sell to (who they are, how many, where).',
    );
  } else if (market.profile.words.length < MARKET_MIN_WORDS) {
    log.credit(0.15, ['targetMarket']);
    log.shortfall(
      0.25,
      ['targetMarket'],
      'is too brief to picture the customer',
      'say who buys, who uses it, and roughly how many of them there are.',
    );
  } else if (specifics.length > 0) {
    log.credit(0.4, ['targetMarket'], `describes a segment with specifics (${listQuoted(specifics)})`);
  } else {
    log.credit(0.25, ['targetMarket']);
    log.shortfall(
      0.15,
      ['targetMarket'],
      'describes the customer in general terms without a number or name',
      'add how many such customers there are, or name a few you are talking to.',
    );
  }
  return log.result();
}
