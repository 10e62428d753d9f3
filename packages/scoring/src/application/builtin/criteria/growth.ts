import type { ApplicationView } from '../application-view';
import { type CriterionAssessment, EvidenceLog, whyNot } from '../evidence';
import { isMetric, type Quantity } from '../quantities';
import type { TextProfile } from '../text-profile';
import { isImplausible } from './traction';

/** Above this per week or month a rate needs its base numbers to be believed. */
const IMPLAUSIBLE_PERCENT_PER_PERIOD = 500;
const MULTIPLIER_PATTERN = /\b(\d+(?:\.\d+)?\s?x|doubl\w*|tripl\w*|quadrupl\w*)\b/i;
const FROM_TO_PATTERN = /\bfrom\s+[^\s]*\d[\s\S]{0,40}?\bto\s+[^\s]*\d/i;
const GROWTH_WORDS = /\b(grow\w*|grew|increas\w*|up|rose|ris\w*|gain\w*|mom|wow|yoy)\b/i;
const TIME_WORDS = /\b(day|week|month|quarter|year|mom|wow|yoy)s?\b/i;

interface RateReading {
  /** Share of the criterion earned. */
  earned: number;
  reason: string;
  /** Set when something is still missing. */
  gap: { reason: string; advice: string } | null;
}

const STATE_A_RATE =
  'state the growth of your key metric as a percentage per week or month, with the numbers it is based on.';

function readRate(profile: TextProfile): RateReading | null {
  const metrics = profile.quantities.filter((q: Quantity) => isMetric(q) && !isImplausible(q));
  const timed =
    TIME_WORDS.test(profile.text) || profile.quantities.some((q) => q.duration || q.period !== null);
  const ratePercent = metrics.find((q) => q.percent && q.period !== null);
  if (ratePercent) {
    if (ratePercent.value > IMPLAUSIBLE_PERCENT_PER_PERIOD && ratePercent.period !== 'year') {
      return {
        earned: 0.5,
        reason: `gives '${ratePercent.raw}' per ${ratePercent.period}`,
        gap: {
          reason: `claims '${ratePercent.raw}' per ${ratePercent.period}, which is hard to believe without base numbers`,
          advice: 'give the numbers the rate is computed from (from X to Y over Z weeks).',
        },
      };
    }
    return {
      earned: 1,
      reason: `gives a rate with its period ('${ratePercent.raw}' per ${ratePercent.period})`,
      gap: null,
    };
  }
  const multiplier = MULTIPLIER_PATTERN.exec(profile.text);
  const fromTo = FROM_TO_PATTERN.exec(profile.text);
  const change = multiplier?.[0] ?? fromTo?.[0];
  if (change && timed) return { earned: 0.9, reason: `shows change over time ('${change}')`, gap: null };
  // "100% inbound" is a share, not a rate: a percentage without a period only counts beside growth words.
  const percent = GROWTH_WORDS.test(profile.text) ? metrics.find((q) => q.percent) : undefined;
  if (percent) {
    return {
      earned: 0.6,
      reason: `gives a percentage ('${percent.raw}')`,
      gap: {
        reason: `gives '${percent.raw}' without saying over what period`,
        advice: 'say whether the rate is per week, month or year.',
      },
    };
  }
  const periodic = metrics.find((q) => q.period !== null);
  if (periodic || (change && !timed)) {
    return {
      earned: 0.7,
      reason: `gives an absolute pace ('${periodic?.raw ?? change}')`,
      gap: { reason: 'gives absolute numbers rather than a rate', advice: STATE_A_RATE },
    };
  }
  if (metrics.length > 0) {
    return {
      earned: 0.4,
      reason: `gives a number ('${metrics[0]?.raw}')`,
      gap: { reason: 'gives a number but no period, so it is not a rate', advice: STATE_A_RATE },
    };
  }
  return null;
}

/** Is the company growing, and by how much per unit of time? */
export function assessGrowth(view: ApplicationView): CriterionAssessment {
  const log = new EvidenceLog();
  const growth = view.growthRate;
  if (growth.genuine) {
    const reading = readRate(growth.profile);
    if (!reading) {
      log.credit(0.1, ['growthRate']);
      log.shortfall(0.9, ['growthRate'], 'describes growth without a single number', STATE_A_RATE);
      return log.result();
    }
    log.credit(reading.earned, ['growthRate'], reading.reason);
    if (reading.gap)
      log.shortfall(1 - reading.earned, ['growthRate'], reading.gap.reason, reading.gap.advice);
    return log.result();
  }
  // A rate given under traction still counts, at half weight, because the growth answer itself failed.
  const fromTraction = view.currentTraction.genuine ? readRate(view.currentTraction.profile) : null;
  if (fromTraction && fromTraction.earned >= 0.7) {
    log.credit(
      fromTraction.earned / 2,
      ['currentTraction'],
      `${fromTraction.reason}, standing in for the growth rate`,
    );
  }
  log.shortfall(
    fromTraction && fromTraction.earned >= 0.7 ? 1 - fromTraction.earned / 2 : 1,
    ['growthRate'],
    whyNot(view, 'growthRate', 'is missing'),
    STATE_A_RATE,
  );
  return log.result();
}
