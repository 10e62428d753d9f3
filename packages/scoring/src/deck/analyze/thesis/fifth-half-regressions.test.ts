import { describe, expect, it } from 'vitest';
import { documentOf } from '../../../../test/deck-document';
import { matchDeckBuiltin } from '../match/match';
import { extractDeckBuiltin } from '../profile/extract';
import type { DeckExtraction } from '../types';
import { parseThesis } from './thesis';

/**
 * Issue 26, found on the fifth eval half once it was opened: a corporate investor's strategic-fit
 * sentence, a rule-out inside the one sub-sector a thesis wants, a page title over an essay, bold
 * rule sentences, and the buyers of a robotics deck. Each case is written for this file (none of
 * the half's wording) and failed before its fix.
 */
const PORT_CVC = `Quayside Ventures is the venture arm of a port operator that runs container terminals, inland depots and customs brokerage in four countries.

We invest where one of our terminals can pilot a product within a year. A fine startup with nothing to trial in a depot, yard or customs office is not a fit for us.
- B2B software or hardware for terminal operations, yard planning and customs filings.
- Headquarters can be anywhere, but you must already sell in Europe.
- Seed to Series B, never leading.

We do not invest in digital freight forwarders, which compete with our own forwarding desk.`;

const match = (deck: DeckExtraction, text: string) =>
  matchDeckBuiltin(deck, { text, version: 1, answers: [] }).matchScore;

const deckOf = (pages: string[], hash: string) => extractDeckBuiltin(documentOf(pages), hash);

describe('a corporate investor’s strategic-fit rule', () => {
  it('reads "a startup with nothing to trial in a depot or customs office is not a fit" as no rule-out', () => {
    const quotes = parseThesis({ text: PORT_CVC, answers: [] }).exclusions.map((e) => e.quote ?? '');
    expect(quotes.join(' ')).not.toMatch(/depot|yard|customs office/);
  });

  it('reads customs brokerage as logistics, not as a wealth brokerage', () => {
    const sectors = parseThesis({ text: PORT_CVC, answers: [] }).sectors?.value ?? [];
    expect(sectors.map(({ industry }) => industry)).toContain('mobility');
    expect(sectors.map(({ industry }) => industry)).not.toContain('fintech');
  });

  it('keeps "you must already sell in Europe" beside "headquarters can be anywhere"', () => {
    const regions = parseThesis({ text: PORT_CVC, answers: [] }).regions?.value;
    expect(regions?.countries).toContain('DE');
    expect(regions?.role).not.toBe('hq');
  });

  it('rules out a company that is a freight forwarder, not customs software sold to forwarders', () => {
    const forwarder = deckOf(
      [
        'Lanewise\nThe digital freight forwarder for the Baltic',
        'What we do\nWe are a licensed freight forwarder: we quote, book and track road and sea shipments',
        'Traction\n900 shippers, EUR 30M gross revenue',
        'Round\nSeries A, EUR 6M · Riga, Latvia',
      ],
      'hash-forwarder',
    );
    const customsSoftware = deckOf(
      [
        'Tollbook\nCustoms declarations in minutes, for brokers and forwarders',
        'Product\nCustoms brokers file declarations from the shipment data; forwarders see status live',
        'Customers\n60 customs brokers and freight forwarders in Germany and Poland',
        'Round\nSeed, EUR 2M · Hamburg, Germany',
      ],
      'hash-customs',
    );
    expect(match(customsSoftware, PORT_CVC)).toBeGreaterThanOrEqual(0.7);
    expect(match(forwarder, PORT_CVC)).toBeLessThan(0.3);
  });

  it('reads a warehouse-robot deck whose customers are logistics providers as selling to businesses', () => {
    const robots = deckOf(
      [
        'Palletpilot\nSelf-driving pallet movers for contract warehouses',
        'Problem\nWarehouses cannot hire enough forklift drivers; robots work next to people',
        'Customers\nTwo of the largest logistics providers in Belgium, a grocery distributor',
        'Round\nSeries A, EUR 5M · Antwerp, Belgium',
      ],
      'hash-robots',
    );
    expect(robots.profile.models.business).toBeGreaterThan(robots.profile.models.consumer);
  });
});

describe('a rule-out inside the one sub-sector a thesis wants', () => {
  const PHARMACY_SOFTWARE =
    'We back software for independent pharmacies: dispensing, stock, refills and the back office, at seed or Series A, for companies based in the US or Canada; we do not invest in online pharmacies that ship medicines themselves.';

  it('rules out the kind the thesis names ("online pharmacies"), not every pharmacy', () => {
    const scopes = parseThesis({ text: PHARMACY_SOFTWARE, answers: [] }).exclusions.flatMap(
      (e) => e.value.scopes,
    );
    expect(scopes.flatMap((scope) => scope.terms)).toContain('online pharmacies');
  });

  it('lets pharmacy software through and keeps the rule-out for an online pharmacy', () => {
    const software = deckOf(
      [
        'Pillpad\nThe dispensary system for independent pharmacies',
        'Product\nDispensing, stock and refill reminders for independent pharmacies',
        'Customers\n140 independent pharmacies in Ohio and Ontario',
        'Round\nSeed, USD 2M · Columbus, Ohio',
      ],
      'hash-pharmacy-software',
    );
    const online = deckOf(
      [
        'Medbox\nThe online pharmacy that delivers in a day',
        'How it works\nOrder online, we dispense and ship from our own online pharmacy',
        'Traction\n40,000 online orders a month',
        'Round\nSeed, USD 3M · Austin, Texas',
      ],
      'hash-online-pharmacy',
    );
    expect(match(software, PHARMACY_SOFTWARE)).toBeGreaterThanOrEqual(0.7);
    expect(match(online, PHARMACY_SOFTWARE)).toBeLessThan(match(software, PHARMACY_SOFTWARE) - 0.4);
  });
});

describe('an essay under a rule-out heading, with bold rule sentences', () => {
  const ESSAY = `## What we now avoid

Once a year the partners go back over the deals we passed on that worked, and the ones we did that did not. This page is what came out of it, written so founders can save an hour.

We back consumer brands and the software that helps brands sell: returns, subscriptions and storefronts. Seed only, in companies headquartered in the United States.

**We no longer back brands that sell on a single marketplace.** A brand that sells only on Amazon does not own its customer. If you sell only on Amazon, or you plan to buy up those who do, we will pass, however good this quarter looks.

**We no longer back consumer hardware.** Speakers, smart locks, trackers: the inventory, the returns and the second model have beaten each one we tried.`;

  it('reads the opening paragraph as prose, not as items ruled out', () => {
    const terms = parseThesis({ text: ESSAY, answers: [] }).exclusions.flatMap((e) =>
      e.value.scopes.flatMap((scope) => scope.terms),
    );
    expect(terms.join(' ')).not.toMatch(/passed|inventory/);
  });

  it('ends a bold rule sentence at its full stop, and reads the pass after a concession', () => {
    const ids = parseThesis({ text: ESSAY, answers: [] }).exclusions.flatMap((e) =>
      e.value.scopes.flatMap((scope) => scope.subsectors.map((ref) => ref.id)),
    );
    expect(ids).toContain('marketplace-sellers');
    expect(ids).toContain('consumer-electronics');
  });

  it('scores returns software for brands as a fit and an Amazon-only roll-up as out', () => {
    const returns = deckOf(
      [
        'Loopback\nReturns and exchanges for online brands',
        'Problem\nOnline brands see a quarter of orders come back',
        'Product\nA returns portal that turns refunds into exchanges, for Shopify brands',
        'Round\nSeed, USD 1.5M · Denver, Colorado',
      ],
      'hash-returns',
    );
    const rollUp = deckOf(
      [
        'Stackhouse Brands\nWe buy and grow small brands on Amazon',
        'Model\nAcquire Amazon-only brands at 3x profit; we sell only through Amazon',
        'Portfolio\n6 brands, USD 8M revenue',
        'Round\nSeed, USD 2M · Newark, New Jersey',
      ],
      'hash-rollup',
    );
    expect(match(returns, ESSAY)).toBeGreaterThanOrEqual(0.6);
    expect(match(rollUp, ESSAY)).toBeLessThan(0.3);
  });
});

describe('a climate thesis about technical founders', () => {
  const FOUNDERS_CLIMATE = `We back technical founders, often straight out of a lab. We like university spin-outs and we are used to working with a technology transfer office.

Our money goes into energy and climate, hardware or software: generation, storage, heat and the grid. Pre-seed and seed, USD 300k to 1.5M, companies headquartered in Europe or the United States.`;

  it('reads university spin-outs as where founders come from, and "hardware or software" as either form', () => {
    const sectors = parseThesis({ text: FOUNDERS_CLIMATE, answers: [] }).sectors?.value ?? [];
    expect(sectors.map(({ industry }) => industry)).toEqual(['climate-energy']);
  });

  it('reads a spin-off that sells sensors for hydropower plants as energy, not education', () => {
    const sensors = deckOf(
      [
        'Penstock\nHearing wear inside a running hydropower turbine',
        'Where we come from\nSpin-off of a fluid mechanics group at our university in Graz\nLicensed two patents from the technology transfer office',
        'Product\nAcoustic sensors on the turbine casing tell operators which settings cause damage\nSold per turbine per year to hydropower operators',
        'Round\nPre-seed, EUR 700k',
      ],
      'hash-hydro',
    );
    expect(sensors.profile.primarySector?.value).not.toBe('education');
    const wagons = deckOf(
      [
        'Railtrace\nSensors for freight wagons',
        'Product\nA sensor box on each wagon reports location, shocks and door openings to the keeper',
        'Customers\nWagon keepers and rail operators in Poland and Germany',
        'Round\nSeed, EUR 1.5M · Poznań, Poland',
      ],
      'hash-wagons',
    );
    expect(match(sensors, FOUNDERS_CLIMATE)).toBeGreaterThan(match(wagons, FOUNDERS_CLIMATE) + 0.4);
  });
});

describe('an "Investment criteria" table', () => {
  const TABLE = `## What we look for

| Stage | Ticket | Where | Focus |
|---|---|---|---|
| Seed; Series A only to follow on | SAR 2M – 7.5M (about USD 530k – 2M) | HQ in the GCC | Fintech · logistics software |

We rarely back hardware and we never back crypto.`;

  it('reads each cell under its heading, and a ticket written "SAR 2M – 7.5M" as a range', () => {
    const profile = parseThesis({ text: TABLE, answers: [] });
    expect(profile.checkSize?.value).toEqual({ min: 2_000_000, max: 7_500_000, currency: 'SAR' });
    expect(profile.stages?.value).toContain('seed');
  });

  it('reads the GCC as the six Gulf states, not as the Middle East and North Africa', () => {
    const countries = parseThesis({ text: TABLE, answers: [] }).regions?.value.countries ?? [];
    expect([...countries].sort()).toEqual(['AE', 'BH', 'KW', 'OM', 'QA', 'SA']);
  });
});
