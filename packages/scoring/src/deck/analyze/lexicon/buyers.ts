/** How a thesis says who its companies sell to, whatever the kind of customer (small businesses, public bodies). */

/**
 * Who a thesis's companies sell to, in "software <cue> small businesses" or "<cue> public bodies"
 * ("sold to", "built for", "sells mainly to").
 */
export const SERVING_CUES: readonly string[] = [
  'for',
  'serve',
  'serves',
  'serving',
  'sold to',
  'sell to',
  'sells to',
  'selling to',
  'built for',
  'designed for',
  'used by',
  'bought by',
  'sell mainly to',
  'sells mainly to',
  'sell mostly to',
  'sells mostly to',
  'sell primarily to',
  'sells primarily to',
  'selling mainly to',
  'selling primarily to',
];

/** "Tools that small businesses buy", "software governments use": the verbs that make them the buyers or users. */
export const BUYER_VERBS: readonly string[] = [
  'buy',
  'buys',
  'use',
  'uses',
  'pay for',
  'pays for',
  'run on',
  'runs on',
  'rely on',
  'relies on',
  'adopt',
  'adopts',
];
