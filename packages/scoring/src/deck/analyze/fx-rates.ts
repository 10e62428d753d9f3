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
  NOK: 0.095,
  DKK: 0.145,
  PLN: 0.26,
  CZK: 0.044,
  NZD: 0.6,
  HKD: 0.128,
  CNY: 0.138,
  KRW: 0.00073,
  ZAR: 0.055,
  NGN: 0.00065,
  KES: 0.0077,
  AED: 0.272,
  SAR: 0.267,
  ILS: 0.28,
  TRY: 0.026,
  IDR: 0.000061,
  PHP: 0.0175,
  THB: 0.03,
  MYR: 0.23,
  VND: 0.000039,
};
/** Date the USD_PER_UNIT rates were read; shown in the reasoning chain. */
export const FX_RATES_AS_OF = '2025-06';
