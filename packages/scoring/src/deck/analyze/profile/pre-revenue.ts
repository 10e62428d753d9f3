import type { Cited } from '../types';
import { firstLineSaying } from './first-line-saying';
import type { PreparedDeck } from './prepare';

/**
 * "Pre-revenue", "pre-launch", "Revenue: none yet", "$0 revenue": the company says it sells nothing
 * yet. A launch date alone is not it: companies with revenue launch products too.
 */
const SELLS_NOTHING_YET =
  /\bpre[\s-]?(?:revenue|launch)\b|\b(?:no|zero|\$0|£0|€0)\s+revenues?\b|\brevenues?\b\s*[:|–-]?\s*(?:none|nil|n\/a|zero|\$0|£0|€0)\b|\bnot\s+yet\s+(?:launched|on\s+sale|selling)\b/i;

/** The first line where a deck says it has no revenue yet, cited. */
export function sellsNothingYet(deck: PreparedDeck): Cited<string> | null {
  return firstLineSaying(deck, SELLS_NOTHING_YET);
}
