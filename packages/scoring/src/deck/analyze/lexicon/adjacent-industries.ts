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

/**
 * One way only: a theme that runs through another industry. A climate fund looks at how food is
 * grown and kept (emissions, waste), while a food fund does not look at power plants.
 */
export const THEME_NEIGHBOURS: ReadonlyArray<readonly [DeckIndustry, DeckIndustry]> = [
  ['climate-energy', 'food-agriculture'],
  // Software every business buys whatever its trade: a fund for "developer and enterprise
  // products" looks at HR, security and marketing tools, while an HR fund does not look at CRMs.
  ['enterprise-software', 'hr-work'],
  ['enterprise-software', 'security'],
  ['enterprise-software', 'marketing-adtech'],
];

/**
 * An industry whose words a company of another says of its own trade: a vet-care company's "doctors",
 * "hospitals" and "clinics" are its animals' care, not healthcare for people. For exclusions, a deck
 * that says it is the first keeps none of the second's share.
 */
export const SAID_OF_ITS_OWN_TRADE: ReadonlyArray<readonly [primary: DeckIndustry, words: DeckIndustry]> = [
  ['pets', 'health'],
];

/** Industries a fund for `industry` also looks at: its symmetric neighbours and those its theme runs through. */
export function adjacentIndustries(industry: DeckIndustry): DeckIndustry[] {
  return [
    ...ADJACENT_INDUSTRIES.flatMap(([a, b]) => (a === industry ? [b] : b === industry ? [a] : [])),
    ...THEME_NEIGHBOURS.flatMap(([theme, other]) => (theme === industry ? [other] : [])),
  ];
}
