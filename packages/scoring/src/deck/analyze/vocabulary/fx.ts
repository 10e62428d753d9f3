import { USD_PER_UNIT } from './fx-rates';
import type { Money } from './money';

/** US dollars for an amount, or null for a currency without a rate. A missing currency is read as `assumed`. */
export function toUsd(amount: number, currency: string | null, assumed = 'USD'): number | null {
  const rate = USD_PER_UNIT[currency ?? assumed];
  return rate === undefined ? null : Math.round(amount * rate);
}

/** The single figure a range stands for: its midpoint. */
export function pointAmount(money: Money): number {
  return money.maxAmount === null ? money.amount : (money.amount + money.maxAmount) / 2;
}
