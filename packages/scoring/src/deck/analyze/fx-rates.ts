/**
 * Approximate US dollars per unit, fixed so that results are reproducible; amounts are
 * shown in US dollars and the deck's own currency is kept in its facts.
 */
export const USD_PER_UNIT: Record<string, number> = {
  USD: 1,
  EUR: 1.08,
  GBP: 1.27,
  INR: 0.012,
  CAD: 0.73,
  AUD: 0.66,
  SGD: 0.74,
  CHF: 1.12,
  JPY: 0.0067,
  MXN: 0.055,
  BRL: 0.18,
  SEK: 0.095,
};
/** Date the USD_PER_UNIT rates were read; shown in the reasoning chain. */
export const FX_RATES_AS_OF = '2025-06';
