import { describe, expect, it } from 'vitest';
import { documentOf } from '../../../../test/deck-document';
import { matchDeckBuiltin } from '../match/match';
import { extractDeckBuiltin } from '../profile/extract';
import { parseThesis } from './thesis';

/**
 * Issue 26, found on the fourteenth eval half once it was opened (ordinary funds' focus pages, a
 * corporate venture arm, a sector-agnostic pre-seed fund, an adaptation fund's numbered theses): an
 * answer that keeps "only" some stages after a colon or a "No.", a model's abbreviation in brackets,
 * the investors a fund sits beside, logistics networks, weapons, "we are too late for you", "in a
 * first round", the words of heat adaptation and of maritime defence, "serving US patients", and where a team member
 * is based (a title in any case; "founder-led" is no title). Each case is written for this file (none of the
 * half's wording) and failed before its fix.
 */
const deckOf = (pages: string[]) => extractDeckBuiltin(documentOf(pages), `fourteenth-${pages[0]}`);
const score = (pages: string[], text: string, answers: Parameters<typeof parseThesis>[0]['answers'] = []) =>
  matchDeckBuiltin(deckOf(pages), { text, version: 1, answers }).matchScore;

describe('stages an answer keeps "only"', () => {
  const THESIS = `We back B2B software for pharmacies in Europe.
- Seed and Series A
- EUR 1M to EUR 3M in a first round`;

  it('reads "Not from this fund: we only make new investments at seed now." as seed, not as a rule-out of seed', () => {
    const answers = [
      {
        topic: 'stage',
        question: 'Would you invest in a Series A round for a new company?',
        answer:
          'Not from this fund: we only make new investments at seed now. Series A is for our own companies.',
      },
    ];
    const profile = parseThesis({ text: THESIS, answers });
    expect(profile.stages?.value).toEqual(['seed']);
    expect(profile.exclusions.flatMap(({ value }) => value.stages)).not.toContain('seed');
  });

  it('reads "No. New investments are seed rounds only" answering "Would you lead a Series A ...?" as seed', () => {
    const answers = [
      {
        topic: 'stage',
        question: 'Would you lead a Series A in a company you have not backed before?',
        answer: 'No. New investments are seed rounds only; we do Series A only as a follow-on.',
      },
    ];
    expect(parseThesis({ text: THESIS, answers }).stages?.value).toEqual(['seed']);
  });

  it('reads "EUR 1M to EUR 3M in a first round" as the cheque', () => {
    expect(parseThesis({ text: THESIS, answers: [] }).checkSize?.value).toEqual({
      min: 1_000_000,
      max: 3_000_000,
      currency: 'EUR',
    });
  });

  it('reads "If you are raising a seed or a Series A, we are too late for you." as a rule-out of both', () => {
    const text = `We are a pre-seed fund, sector-agnostic, in the Nordics.
- Stage: pre-seed only. If you are raising a seed or a Series A, we are too late for you.`;
    const stages = parseThesis({ text, answers: [] }).exclusions.flatMap(({ value }) => value.stages);
    expect(stages).toEqual(expect.arrayContaining(['seed', 'series-a']));
  });
});

describe('words that name no sector the fund backs', () => {
  it('reads "Consumer (B2C) marketplaces" as one rule-out, not a rule-out of every marketplace', () => {
    const text = `We back B2B marketplaces for small shops in Africa, at seed.
We don't invest in
- Consumer (B2C) marketplaces`;
    expect(parseThesis({ text, answers: [] }).exclusions.map(({ quote }) => quote)).toEqual([
      'Consumer marketplaces',
    ]);
  });

  it('reads no fintech from "alongside financial VCs" and no network model from "logistics networks"', () => {
    const text = `We invest in robotics that make factories, warehouses and logistics networks more productive.
- Series A tickets of EUR 4M, alongside financial VCs`;
    const profile = parseThesis({ text, answers: [] });
    expect(profile.sectors?.value.map(({ industry }) => industry)).not.toContain('fintech');
    expect(profile.models?.value ?? []).not.toContain('network');
  });

  it('rules out a loitering-munitions maker under "weapons systems" in an industrial fund', () => {
    const text = `We back industrial automation and robotics for factories, Series A, in Europe.
We do not invest in consumer robotics or weapons systems.`;
    const drones = [
      'Kestrelwing\nAutonomous loitering munitions for the modern battlefield\nSeries A · Tallinn',
      'Product\nSwarm control software and airframes for armed forces',
      'Traction\nContracts with two NATO armed forces',
      'Round\nRaising €12M Series A',
    ];
    expect(score(drones, text)).toBeLessThan(0.3);
  });
});

describe('heat adaptation', () => {
  it('reads a passive-cooling retrofit company as climate adaptation', () => {
    const text = `We invest in climate adaptation in Europe: flood, heat and drought resilience. Seed.`;
    const roofs = [
      'Coolbrick\nCooler buildings without air conditioning\nSeed · Turin',
      'Problem\n• Flats and offices reach 34°C during heatwaves\n• Cities must cut heat exposure under their adaptation plans',
      'Product\n• Reflective roof panels installed in a weekend, with indoor sensors',
      'Round\nRaising €2M seed',
    ];
    expect(score(roofs, text)).toBeGreaterThan(0.7);
  });
});

describe('defence and the people a fund’s companies serve', () => {
  it('reads an ocean-surveillance buoy maker with a defence-force trial as defence', () => {
    const text = `We back dual-use technology for defence and national security, seed, in Australia or the UK.`;
    const buoys = [
      'Seagauge\nPersistent maritime awareness for the Coral Sea\nSeed · Brisbane',
      'Solution\n• Autonomous buoys with acoustic sensors; onboard AI classifies vessels',
      'Traction\nTrial with the Australian Defence Force · 2 coast guard pilots',
      'Round\nRaising A$4M seed',
    ];
    expect(score(buoys, text)).toBeGreaterThan(0.7);
  });

  it('reads "serving US patients" as a place, not as an audience called "us"', () => {
    const text =
      'Seed fund for healthcare AI. Geography: US-headquartered companies serving US patients and payers.';
    expect(parseThesis({ text, answers: [] }).audience).toEqual([]);
  });
});

describe('where the company is', () => {
  it('reads the cover’s city as the HQ, not where a vice-president is based', () => {
    const deck = deckOf([
      'Rainleaf\nSoil-moisture sensing for orchards\nSeed · Haifa',
      'Traction\n140 farms in Spain and Italy',
      'Team\n• Noa K., CEO: agronomist\n• Luca R., VP Europe: based in Valencia',
      'Round\nRaising $3M seed',
    ]);
    expect(deck.profile.headquarters?.value.country).toBe('IL');
  });

  it('reads where a founder is based, whatever the title’s case, as that person’s, not the company’s', () => {
    const deck = deckOf([
      'Tallow & Tin\nRefill stations for grocery chains\nSeries A · Manchester',
      'Team\n• Priya S., Head Of Partnerships, based in Toronto\n• Omar L., Co-Founder, based in Dubai',
      'Round\nRaising £6M Series A',
    ]);
    expect(deck.profile.headquarters?.value.country).toBe('GB');
  });

  it('still reads a company that calls itself founder-led as based where it says', () => {
    const deck = deckOf([
      'Quillpost\nInvoice chasing for plumbers',
      'About us\nA founder-led team based in Lisbon, selling across Iberia',
      'Round\nRaising €800k pre-seed',
    ]);
    expect(deck.profile.headquarters?.value.country).toBe('PT');
  });
});
