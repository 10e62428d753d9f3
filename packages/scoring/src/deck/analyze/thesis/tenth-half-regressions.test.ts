import { describe, expect, it } from 'vitest';
import { documentOf } from '../../../../test/deck-document';
import { matchDeckBuiltin } from '../match/match';
import { extractDeckBuiltin } from '../profile/extract';
import type { DeckExtraction } from '../types';
import { parseThesis } from './thesis';

/**
 * Issue 26, found on the tenth eval half once it was opened: a solo investor's auto-pass list, a
 * fund's size taken for its cheque, someone else's lead, a data team's "consumers", and software
 * for a kind of business the thesis rules out. Each case is written for this file (none of the
 * half's wording) and failed before its fix.
 */
const profileOf = (text: string, answers: { topic: string; question: string; answer: string }[] = []) =>
  parseThesis({ text, answers });
const match = (deck: DeckExtraction, text: string) =>
  matchDeckBuiltin(deck, { text, version: 1, answers: [] }).matchScore;
const deckOf = (pages: string[], hash: string) => extractDeckBuiltin(documentOf(pages), hash);

describe("a solo investor's auto-pass list", () => {
  const SOLO = `I write first cheques into observability tooling: logs, traces, metrics. Seed only.

Auto-pass (so neither of us wastes a call):
- Consumer apps, however clever.
- Tokens and web3.`;

  it('reads every item under "Auto-pass" as a rule-out, not as a want', () => {
    const profile = profileOf(SOLO);
    expect(profile.models).toBeNull();
    expect(profile.exclusions.map((rule) => rule.quote)).toEqual(
      expect.arrayContaining(['Consumer apps.', 'Tokens and web3.']),
    );
  });
});

describe("the fund's own size is not its cheque", () => {
  it('skips "a $30M fund" for the cheque stated beside it', () => {
    const text = `Hello, I run Tidewater, a two-partner $30M fund, into robotics software.
Cheques. $100k to $400k. Seed only.`;
    expect(profileOf(text).checkSize?.value).toMatchObject({ min: 100_000, max: 400_000 });
  });

  it("skips a profile card's fund line and reads its investment range", () => {
    const text = `Fund: Fund III · $75M · 2024 vintage
Investment range: $300K – $1.5M
Sectors: Insurtech · Seed`;
    expect(profileOf(text).checkSize?.value).toMatchObject({ min: 300_000, max: 1_500_000 });
  });

  it('still reads a cheque from a sentence that names the fund', () => {
    const text = 'Our fund invests between $250k and $1M in seed-stage logistics software.';
    expect(profileOf(text).checkSize?.value).toMatchObject({ min: 250_000, max: 1_000_000 });
  });
});

describe("someone else's lead", () => {
  it('reads "alongside leads we trust" and "the room the lead leaves" as following, not leading', () => {
    expect(profileOf('We never lead. We co-invest alongside leads we trust.').lead?.value).toBe(
      'does-not-lead',
    );
    const answered = profileOf('Seed-stage climate software. We never lead.', [
      {
        topic: 'check_size',
        question: 'What is your typical check size?',
        answer: 'It varies with how much of the round the lead leaves us.',
      },
    ]);
    expect(answered.lead?.value).toBe('does-not-lead');
    expect(profileOf('We lead seed rounds in climate software.').lead?.value).toBe('leads');
  });
});

describe("a data tool's consumers are programs and teams", () => {
  it('does not read "every downstream consumer" as consumer customers', () => {
    const deck = deckOf(
      [
        'Tablewarden. Schema checks for data pipelines.',
        'Column-level lineage warns every downstream consumer before a change ships.',
        'Sold to data platform teams. Raising a $2M seed. Tablewarden, Inc., Denver, Colorado',
      ],
      'tablewarden',
    );
    expect(deck.profile.models.consumer).toBeLessThan(0.5);
    expect(
      match(deck, 'Seed-stage data infrastructure software. We do not back consumer apps.'),
    ).toBeGreaterThanOrEqual(0.7);
  });

  it('still reads consumers who buy as consumers', () => {
    const deck = deckOf(
      [
        'Snackbox. Healthy snacks delivered to consumers every month.',
        'Consumers subscribe for $25 a month. 12,000 consumers in Ohio.',
        'Raising a $1M seed. Snackbox, Inc., Columbus, Ohio',
      ],
      'snackbox',
    );
    expect(deck.profile.models.consumer).toBeGreaterThan(0.5);
  });
});

describe('software for a kind of business the thesis rules out', () => {
  const RENTALS = `We back software for the people who own and run rental housing, pre-seed and seed, US only.
Software only. We don't back property managers, brokerages or co-living operators.`;
  const software = deckOf(
    [
      'Leasely. The operating system for independent landlords.',
      'Rent collection, maintenance requests and inspections for landlords and property managers with 5 to 500 units.',
      'Property management teams pay $3 per unit per month. Raising a $1.5M seed. Leasely, Inc., Philadelphia, Pennsylvania',
    ],
    'leasely',
  );
  const manager = deckOf(
    [
      'Keystone Homes. We manage rental properties for busy owners.',
      'Property management for 900 units: tenant placement, repairs and rent collection. We charge 8% of rent.',
      'Raising a $1.5M seed. Keystone Homes, Inc., Philadelphia, Pennsylvania',
    ],
    'keystone',
  );

  it('scores software sold to property managers as a fit, and a property manager as ruled out', () => {
    expect(match(software, RENTALS)).toBeGreaterThanOrEqual(0.7);
    expect(match(manager, RENTALS)).toBeLessThan(0.3);
  });
});

describe('show notes and survey answers', () => {
  const EPISODE = `The Term Sheet Hour · Episode 12
This episode is brought to you by Crateful, the inventory app for independent grocers.

Our guest backs US software for dental practices, first cheques $500k to $2M.
Chapters:
(04:10) Seed to Series A: why $500k to $2M is the range
(12:30) Cash-pay consumer apps: a pass, however fast they grow
(20:05) Dental devices: "not our game"`;

  it("reads time-stamped chapters one by one, each verdict ruling out its own chapter, and skips the sponsor's read", () => {
    const profile = profileOf(EPISODE);
    expect(profile.exclusions.map((rule) => rule.quote)).toEqual(
      expect.arrayContaining(['Cash-pay consumer apps', 'Dental devices']),
    );
    expect(profile.models).toBeNull();
    expect(profile.sectors?.quote ?? '').not.toMatch(/grocers|inventory/i);
  });

  it('rules out what a sentence named when the next one passes on "one"', () => {
    const text = `What are you tired of seeing?
Crypto loyalty points. We have seen dozens, and we won't back one. The same goes for NFT ticketing.
What do you back? Seed-stage software for restaurants.`;
    const excluded = profileOf(text).exclusions.map((rule) => rule.quote);
    expect(excluded).toEqual(
      expect.arrayContaining(['Crypto loyalty points.', 'The same goes for NFT ticketing.']),
    );
  });

  it('reads "pre-seed is out for now" as a stage it does not do', () => {
    const answered = profileOf('Healthcare software, pre-seed to Series A.', [
      {
        topic: 'stage',
        question: 'Which stages do you invest in?',
        answer: 'We start at seed now; pre-seed is out for now. Series A is our sweet spot.',
      },
    ]);
    expect(answered.stages?.value).not.toContain('pre-seed');
    expect(answered.stages?.value).toEqual(expect.arrayContaining(['seed', 'series-a']));
  });
});

describe('care the patient pays for', () => {
  it('reads a cash-pay clinic that bills members directly as selling to consumers', () => {
    const deck = deckOf(
      [
        'Quietlung. Sleep apnea care, online.',
        'Video visits with sleep doctors; CPAP supplies delivered to your door.',
        'Paid directly by the patient at $49 a month; we do not bill insurance. 9,000 paying members. Raising a $3M seed. Quietlung, Inc., Austin, Texas',
      ],
      'quietlung',
    );
    expect(deck.profile.models.consumer).toBeGreaterThan(0.5);
  });
});

describe('software for growers that sells no hardware', () => {
  it('reads as food and agriculture, not hardware', () => {
    const deck = deckOf(
      [
        'Bloomcount. Yield forecasts for orchards.',
        'Apple and pear growers plan pickers and packhouse slots from our block-by-block forecasts.',
        'Annual licence per hectare; no hardware sold. Raising A$1M. Bloomcount Pty Ltd, Launceston, Tasmania',
      ],
      'bloomcount',
    );
    const top = [...deck.profile.sectors].sort((a, b) => b.share - a.share)[0];
    expect(top?.industry).toBe('food-agriculture');
    expect(deck.profile.sectors.find((s) => s.industry === 'hardware-iot')?.share ?? 0).toBeLessThan(0.1);
  });
});

describe("a call for proposals' numbered out-of-scope section", () => {
  const CALL = `Heat Transition Call HT-07

2. Scope
Projects in long-duration thermal storage and heat pumps for district heating.

5. Out of scope
a) fossil-fuel boilers or storage;
b) coal-fired plants marketed as carbon-capture-ready.

6. Budget
Grants of up to €3 million per project.`;
  const store = deckOf(
    [
      'Warmvault. Twelve-hour thermal storage for district heating.',
      'Our molten-salt tanks store cheap wind power as heat and release it for 12 hours into district heating networks.',
      'Long-duration thermal storage pilots in Aarhus and Tampere. Raising a €4M seed. Warmvault ApS, Aarhus, Denmark',
    ],
    'warmvault',
  );
  const gasPlant = deckOf(
    [
      'Heatline Energy. Firm heat for district networks.',
      'We own and run gas-fired boilers and gas engines that sell heat and power to district heating networks.',
      'Fuel: natural gas. 6 plants, 240 MW of heat. Heatline Energy A/S, Odense, Denmark',
    ],
    'heatline',
  );

  it('rules out the lettered items under "5. Out of scope", reading the shared modifier and not the label', () => {
    const rules = profileOf(CALL).exclusions.flatMap((rule) => rule.value.scopes);
    expect(rules.map((scope) => scope.phrase)).toEqual(
      expect.arrayContaining(['fossil-fuel boilers', 'fossil-fuel storage', 'coal-fired plants']),
    );
    // "Storage" alone would rule out the storage the call asks for; "carbon capture" is only what the plants are called.
    expect(rules.flatMap((scope) => scope.terms)).not.toContain('storage');
    expect(rules.flatMap((scope) => scope.subsectors.map((ref) => ref.id))).not.toContain('carbon-removal');
  });

  it('scores a gas-fired plant operator as ruled out and a thermal storage company as a fit', () => {
    expect(match(gasPlant, CALL)).toBeLessThan(0.3);
    expect(match(store, CALL)).toBeGreaterThanOrEqual(0.7);
  });

  it('does not read "industrial and residential loads" as industries the call backs', () => {
    const text =
      'We back software that shifts industrial and residential loads to hours of cheap wind power.';
    const sectors = (profileOf(text).sectors?.value ?? []).map(({ industry }) => industry);
    expect(sectors).toContain('climate-energy');
    expect(sectors).not.toContain('industrial');
    expect(sectors).not.toContain('real-estate');
  });
});

describe("an open-source security fund's handbook", () => {
  const HANDBOOK = `## What we back
Open-source security tools, pre-seed and seed, anywhere.

## Open licences are the point, not an extra
- The core must ship under an OSI licence (MIT, Apache-2.0, GPL and friends).

## What we skip
- Audit, red-team and incident response services firms
- Closed products with a free SDK`;

  it('reads a heading that ends "not an extra" as wants, and "and friends" as no social network', () => {
    const profile = profileOf(HANDBOOK);
    const excluded = profile.exclusions.map((rule) => rule.quote);
    expect(excluded).not.toContain('MIT');
    expect((profile.sectors?.value ?? []).map(({ industry }) => industry)).not.toContain('consumer-social');
  });

  it('rules out services firms, not every company in the fields they serve', () => {
    const scopes = profileOf(HANDBOOK).exclusions.flatMap((rule) => rule.value.scopes);
    const firms = scopes.filter((scope) => /audit|red-team|incident/i.test(scope.phrase));
    expect(firms.length).toBeGreaterThanOrEqual(3);
    for (const scope of firms) expect(scope.terms).toContain('consultancies');

    const product = deckOf(
      [
        'Tracewall. Open-source incident response for cloud teams.',
        'An Apache-2.0 agent collects forensic evidence from every container when an alert fires; the hosted console is paid.',
        '3,100 GitHub stars, 60 contributors. Raising a $2M seed. Tracewall, Inc., Toronto, Canada',
      ],
      'tracewall',
    );
    expect(match(product, HANDBOOK)).toBeGreaterThanOrEqual(0.7);
  });
});

describe('a business that buys the stock it resells', () => {
  const FERRIES = `Software for ferry and coach operators, seed, Europe only.
We back software only. No ticket consolidators or wholesalers, and nothing that pre-buys seats.`;
  const consolidator = deckOf(
    [
      'Seaway Blocks. Island ferry seats for tour companies, at net fares.',
      'We pre-buy seat blocks on 40 Aegean ferry routes each season and resell them to tour companies through our API.',
      'We carry the unsold-seat risk and keep an 11% margin. Raising €1.2M seed. Seaway Blocks S.A., Piraeus, Greece',
    ],
    'seaway',
  );
  const software = deckOf(
    [
      'Quayline. Booking and fleet software for ferry operators.',
      'Operators sell seats on their own site and to tour companies from one inventory; we never hold seats ourselves.',
      'SaaS per vessel per month. Raising €1.2M seed. Quayline AB, Gothenburg, Sweden',
    ],
    'quayline',
  );

  it('rules out a deck that says it pre-buys and resells, though it never says "wholesaler"', () => {
    expect(consolidator.profile.buysStockItResells?.page).toBe(2);
    expect(software.profile.buysStockItResells ?? null).toBeNull();
    expect(match(consolidator, FERRIES)).toBeLessThan(0.3);
    expect(match(software, FERRIES)).toBeGreaterThanOrEqual(0.7);
  });
});

describe('an Italian ticket range', () => {
  it('reads "da 300 mila a 1,5 milioni" as 300,000 to 1.5 million, the decimal comma kept', () => {
    const text = 'Investiamo in software per la logistica. Il ticket va da 300 mila a 1,5 milioni di euro.';
    expect(profileOf(text).checkSize?.value).toMatchObject({ min: 300_000, max: 1_500_000 });
  });
});
