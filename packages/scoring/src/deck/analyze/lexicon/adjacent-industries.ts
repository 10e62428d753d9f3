import type { DeckIndustry } from '@pitchfit/contracts/deck';

/**
 * Industries investors treat as neighbours: a fund for one looks at the other ("developer tools"
 * and the data infrastructure developers run; devices and the factories they run in). Symmetric;
 * each pair once. Healthcare and biotech are not neighbours here: care software and drug
 * discovery are different funds.
 */
export const ADJACENT_INDUSTRIES: ReadonlyArray<readonly [DeckIndustry, DeckIndustry]> = [
  ['developer-tools', 'infrastructure'],
  ['hardware-iot', 'industrial'],
];

export function adjacentIndustries(industry: DeckIndustry): DeckIndustry[] {
  return ADJACENT_INDUSTRIES.flatMap(([a, b]) => (a === industry ? [b] : b === industry ? [a] : []));
}
