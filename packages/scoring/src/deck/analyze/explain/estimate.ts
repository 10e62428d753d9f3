import { FUNDING_STAGES, type FundingStage } from '@pitchfit/contracts/deck';
import type { ThesisProfile } from '../thesis/thesis';
import { STAGE_PROFILE } from '../tuning';
import type { DeckExtraction, InvestmentEstimate } from '../types';
import { pointAmount, toUsd } from '../vocabulary/fx';
import { FX_RATES_AS_OF, USD_PER_UNIT } from '../vocabulary/fx-rates';
import { formatMoney, type Money } from '../vocabulary/money';

const usd = (amount: number) => `$${Math.round(amount).toLocaleString('en-US')}`;
const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;

/** The stage a round of this size usually is, when the deck does not say. */
export function stageForRaise(raiseUsd: number): FundingStage {
  const stages = Object.keys(STAGE_PROFILE) as FundingStage[];
  return (
    stages.find((stage) => stage !== 'pre-series-a' && raiseUsd <= STAGE_PROFILE[stage].maxTypicalRaiseUsd) ??
    'growth'
  );
}

function inUsd(
  money: Money,
  deckCurrency: string | null,
  steps: string[],
  what: string,
  page: number,
): number | null {
  const amount = pointAmount(money);
  const currency = money.currency ?? deckCurrency ?? 'USD';
  const stated = formatMoney({ ...money, currency });
  const converted = toUsd(amount, currency);
  if (converted === null) {
    steps.push(
      `${what}: ${stated} (page ${page}); no exchange rate for ${currency}, so it is not converted.`,
    );
    return null;
  }
  const range =
    money.maxAmount === null
      ? ''
      : `; the midpoint of the range is ${formatMoney({ amount, maxAmount: null, currency })}`;
  const assumed =
    money.currency === null ? ` (no currency written; read as ${currency}, the deck's usual currency)` : '';
  const conversion =
    currency === 'USD'
      ? ''
      : ` ≈ ${usd(converted)} at ${USD_PER_UNIT[currency]} USD/${currency} (rates of ${FX_RATES_AS_OF})`;
  steps.push(`${what}: ${stated} (page ${page})${assumed}${range}${conversion}.`);
  return converted;
}

/**
 * The investment estimate, with all arithmetic in code and each step written down: the ask in
 * US dollars, the stage (stated, or typical for a round that size), post-money (stated, pre-money
 * plus the ask, the ask over the stake offered, or the ask over the stage's typical dilution),
 * and what this investor would likely put in (capped by check size and ownership target).
 * Without an ask there is nothing to go on: N/A, not a guess.
 */
export function estimateInvestment(extraction: DeckExtraction, thesis: ThesisProfile): InvestmentEstimate {
  const { raise, valuation, stage, equityOffered } = extraction.facts;
  const currency = extraction.profile.currency;
  const steps: string[] = [];
  const statedStage = stage?.value ?? null;
  if (!raise) {
    if (statedStage)
      steps.push(`Stage: ${FUNDING_STAGES[statedStage]}, as the deck states (page ${stage?.page}).`);
    steps.push(
      'N/A: the deck states no amount being raised, so no investment amount or valuation is estimated.',
    );
    return { amountUsd: null, postMoneyUsd: null, stage: statedStage, reasoningChain: steps };
  }
  const askUsd = inUsd(raise.value, currency, steps, 'Amount being raised', raise.page);
  if (askUsd === null) {
    steps.push('N/A: the ask cannot be expressed in US dollars, so no estimate is made.');
    return { amountUsd: null, postMoneyUsd: null, stage: statedStage, reasoningChain: steps };
  }
  let roundStage: FundingStage;
  if (statedStage) {
    roundStage = statedStage;
    steps.push(`Stage: ${FUNDING_STAGES[statedStage]}, as the deck states (page ${stage?.page}).`);
  } else {
    roundStage = stageForRaise(askUsd);
    steps.push(`Stage: not stated; a ${usd(askUsd)} round is typically ${FUNDING_STAGES[roundStage]}.`);
  }

  let postMoney: number;
  const statedValuationUsd = valuation
    ? inUsd(valuation.value, currency, steps, `Valuation stated (${valuation.value.basis})`, valuation.page)
    : null;
  if (valuation && statedValuationUsd !== null && valuation.value.basis === 'post-money') {
    postMoney = statedValuationUsd;
    steps.push(`Post-money: ${usd(postMoney)}, as stated.`);
  } else if (valuation && statedValuationUsd !== null) {
    postMoney = statedValuationUsd + askUsd;
    steps.push(
      `Post-money: ${usd(statedValuationUsd)} pre-money + ${usd(askUsd)} raised = ${usd(postMoney)}.`,
    );
  } else if (equityOffered) {
    postMoney = askUsd / equityOffered.value;
    steps.push(
      `Post-money: ${usd(askUsd)} for ${percent(equityOffered.value)} of the company (page ${equityOffered.page}) = ${usd(postMoney)}.`,
    );
  } else {
    const dilution = STAGE_PROFILE[roundStage].typicalDilution;
    postMoney = askUsd / dilution;
    steps.push(
      `Post-money: no valuation stated; ${usd(askUsd)} / ${percent(dilution)} typical dilution at ${FUNDING_STAGES[roundStage]} = ${usd(postMoney)}.`,
    );
  }
  postMoney = Math.round(postMoney);

  let amount = askUsd;
  const statedAsk = raise.value.currency ?? currency;
  const asStated =
    statedAsk !== null && statedAsk !== 'USD'
      ? ` (${formatMoney({ amount: pointAmount(raise.value), maxAmount: null, currency: statedAsk })} as the deck states it)`
      : '';
  steps.push(`Investment: starts from the full round, ${usd(amount)}${asStated}.`);
  const check = thesis.checkSize?.value;
  if (check) {
    const checkMaxUsd = toUsd(check.max, check.currency);
    if (checkMaxUsd !== null && checkMaxUsd < amount) {
      amount = checkMaxUsd;
      steps.push(`Investment: capped at the thesis's largest check, ${usd(checkMaxUsd)}.`);
    }
  }
  const ownership = thesis.ownershipTarget?.value;
  if (ownership !== undefined) {
    const forOwnership = Math.round(ownership * postMoney);
    if (forOwnership < amount) {
      amount = forOwnership;
      steps.push(
        `Investment: ${percent(ownership)} target ownership × ${usd(postMoney)} post-money = ${usd(forOwnership)}.`,
      );
    }
  }
  steps.push(
    `Estimate: invest ${usd(amount)} at a ${usd(postMoney)} post-money valuation (${FUNDING_STAGES[roundStage]}).`,
  );
  return { amountUsd: Math.round(amount), postMoneyUsd: postMoney, stage: roundStage, reasoningChain: steps };
}
