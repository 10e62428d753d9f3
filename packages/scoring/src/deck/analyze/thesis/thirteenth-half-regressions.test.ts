import { describe, expect, it } from 'vitest';
import { documentOf } from '../../../../test/deck-document';
import { matchDeckBuiltin } from '../match/match';
import { extractDeckBuiltin } from '../profile/extract';
import { findMoney } from '../vocabulary/money';
import { parseThesis } from './thesis';
import { readClauses } from './thesis-reader';

/**
 * Issue 26, found on the thirteenth eval half once it was opened (a fund announcement, a Shariah
 * screen, a job advert, a crypto fund's requests for startups, a pivoted company): a range whose low
 * end is written in full, a long lead-in over a rule-out list, "first investment of", a permission in
 * brackets, Islamic finance's words, a job advert's sections about the person hired, "property
 * technology", a company's former business, an answer that keeps "only" some places, an ask too
 * small to be a round, an application form's answers that end it, a headcount in brackets and a
 * Spanish deck's words for attendance software. Each case is written for this file (none of the half's wording) and failed
 * before its fix, but for the guards, marked.
 */
const deckOf = (pages: string[]) => extractDeckBuiltin(documentOf(pages), `thirteenth-${pages[0]}`);
const score = (pages: string[], text: string, answers: Parameters<typeof parseThesis>[0]['answers'] = []) =>
  matchDeckBuiltin(deckOf(pages), { text, version: 1, answers }).matchScore;
const polarities = (text: string) => readClauses(text).map(({ polarity, quote }) => `${polarity}: ${quote}`);

describe('amounts', () => {
  it('reads "US$300,000 to US$2 million" as a quarter-million range, not 300,000 million', () => {
    const [range] = findMoney('Cheques of US$300,000 to US$2 million.');
    expect(range).toMatchObject({ amount: 300_000, maxAmount: 2_000_000, currency: 'USD' });
  });

  it('reads a decimal comma on both ends of a range before the scale word', () => {
    const [range] = findMoney('Ticket: 1,5-2,5 Mio. EUR');
    expect(range).toMatchObject({ amount: 1_500_000, maxAmount: 2_500_000, currency: 'EUR' });
  });

  it('still carries a scale written once after a range to both ends (guard)', () => {
    const [range] = findMoney('$2-4MM');
    expect(range).toMatchObject({ amount: 2_000_000, maxAmount: 4_000_000 });
  });

  it('reads "first investment of RM 2 million to RM 6 million" as the cheque', () => {
    const text = `We back Malaysian logistics software.
- First investment of RM 2 million to RM 6 million.`;
    expect(parseThesis({ text, answers: [] }).checkSize?.value).toEqual({
      min: 2_000_000,
      max: 6_000_000,
      currency: 'MYR',
    });
  });

  it('takes no ask from a figure too small to be a round', () => {
    const deck = deckOf([
      'Siloflux\nGrain-bin sensors for farms\nSeed · Brno',
      'Traction\n310 bins live',
      'Seed round\nRaising CZK 45 mil.',
    ]);
    expect(deck.facts.raise).toBeNull();
  });
});

describe('rule-out lists and permissions', () => {
  it('reads the bullets under a long lead-in ("What we will never back, however strong the team") as rule-outs', () => {
    const text = `We back developer tools for blockchains.
What we will never back, however strong the team
- Casinos and sports betting
- Meme coins`;
    expect(polarities(text)).toEqual([
      'wants: We back developer tools for blockchains.',
      'excludes: Casinos and sports betting',
      'excludes: Meme coins',
    ]);
  });

  it('reads "(credit unions are permitted)" in a rule-out list as no rule-out', () => {
    const text = `We back software for community finance.
The company may not offer:
- payday loans (credit unions are permitted);
- gambling.`;
    const quotes = parseThesis({ text, answers: [] }).exclusions.map(({ quote }) => quote);
    expect(quotes).not.toContain('credit unions are permitted');
    expect(quotes).toContain('payday loans');
  });
});

describe('Islamic finance', () => {
  const SCREEN = `We back Shariah-compliant financial technology in Indonesia: financing through murabaha and ijara contracts, and takaful.
Seed and Series A.
The company's core business may not involve:
- interest-based lending;
- gambling.`;

  it('reads murabaha and takaful as lending and insurance', () => {
    const sectors = parseThesis({ text: SCREEN, answers: [] }).sectors?.value ?? [];
    expect(sectors.find(({ industry }) => industry === 'fintech')?.subsectors).toEqual(
      expect.arrayContaining(['insurtech', 'lending']),
    );
  });

  it('does not rule out a murabaha financier under "interest-based lending"', () => {
    const deck = [
      'Warung Modal\nShariah-compliant stock financing for Indonesia’s small shops\nSeed · Surabaya',
      'Product\nWe buy the stock a shop needs and sell it on at a fixed murabaha margin, paid over 60 days',
      'Traction\n3,400 shops financed · default rate 1.2%',
      'Round\nUS$1.5M seed',
    ];
    expect(score(deck, SCREEN)).toBeGreaterThan(0.7);
  });
});

describe('a thesis published in a job advert', () => {
  const ADVERT = `We're hiring: Analyst (Athens, hybrid)
Kalamos Ventures is a seed fund for construction and property technology in Greece and Cyprus.
What you'll do
- Meet founders building software for contractors, surveyors and facility managers.
About you
- Two years in a startup or in construction.
- Greek and English; French is a plus.
To apply, send us a note on one company you would back.`;

  it('reads no hiring sector, no place and no preference from the advert’s own lines', () => {
    const profile = parseThesis({ text: ADVERT, answers: [] });
    expect(profile.sectors?.value.map(({ industry }) => industry)).not.toContain('hr-work');
    expect(profile.preferences).toEqual([]);
    expect(profile.regions?.value.labels).not.toContain('Athens');
  });

  it('reads "property technology" as real estate', () => {
    const industries = parseThesis({ text: ADVERT, answers: [] }).sectors?.value.map(
      ({ industry }) => industry,
    );
    expect(industries).toContain('real-estate');
  });
});

describe('what a fund calls itself, and a question that heads its answer', () => {
  it('scopes fintech to crypto when the fund calls itself crypto-native, though a line names wallets', () => {
    const text = `We are a crypto-native pre-seed fund.
Keys, wallets and custody for exchanges.
Stablecoin settlement for exporters.`;
    const fintech = parseThesis({ text, answers: [] }).sectors?.value.find(
      ({ industry }) => industry === 'fintech',
    );
    expect(fintech?.subsectors).toContain('crypto');
  });

  it('reads "What won’t we back? X, Y and anything sold to consumers." as rule-outs', () => {
    const text = `We back AI copilots built for one trade and sold to the firms in it, at seed.
What won't we back? Horizontal chat assistants, and AI companions or anything else sold to consumers. We enjoy those products as users; we are not the right investors for them.`;
    const profile = parseThesis({ text, answers: [] });
    expect(profile.models?.value ?? []).not.toContain('consumer');
    expect(profile.exclusions.map(({ quote }) => quote)).toContain(
      'and AI companions or anything else sold to consumers.',
    );
  });
});

describe('an application form whose answers end it', () => {
  const FORM = `We invest in software for clinics in Colombia, at pre-seed and seed.
1. Is your company incorporated?
   ◯ Yes, in Colombia (S.A.S. or similar)
   ◯ Yes, a Delaware holding company with a Colombian subsidiary
2. What round are you raising?
   ◯ Pre-seed
   ◯ Seed
   ◯ Series A or later → the form ends here; we are not the right fund.
3. What do you sell?
   ◯ Software sold to clinics
   ◯ We run the clinics ourselves → the form ends here.`;

  it('reads an option that ends the form as a rule-out, and the others as nothing ruled out', () => {
    const profile = parseThesis({ text: FORM, answers: [] });
    expect(profile.exclusions.map(({ quote }) => quote)).toEqual([
      '◯ Series A or later',
      '◯ We run the clinics ourselves',
    ]);
    expect(profile.exclusions[0]?.value.stages).toContain('series-a');
  });

  it('reads no headquarters rule from "a Delaware holding company with a Colombian subsidiary" (guard)', () => {
    expect(parseThesis({ text: FORM, answers: [] }).regions?.value.countries).toEqual(['CO']);
  });
});

describe('what a company was and where a fund now invests', () => {
  it('does not read a pivoted company’s former consumer business as what it is', () => {
    const deck = deckOf([
      'Obraly\nQuotes and scheduling for tiling contractors\nSeed · Porto',
      'Our story\n• Formerly HomeFix, a consumer app for booking handymen (2021-2023)\n• We now sell software to contractors',
      'Traction\n410 paying contractors · ARR €300k',
      'Round\nRaising €1.2M',
    ]);
    expect(deck.profile.models.consumer).toBeLessThan(0.5);
  });

  it('reads "R&D (18 people)" as a headcount, not as consumers', () => {
    const deck = deckOf([
      'Pickwell\nVision-guided picking arms for parcel hubs\nSeries A · Eindhoven',
      'Product\nArms that pick 1,200 parcels an hour, sold with a yearly service contract',
      'Company\n• Pickwell B.V., Eindhoven: R&D (18 people)',
      'Round\nRaising €9M',
    ]);
    expect(deck.profile.models.consumer).toBe(0);
  });

  it('reads a Spanish deck’s "control de asistencia y turnos" as HR software', () => {
    const deck = deckOf([
      'Checa\nControl de asistencia y turnos por WhatsApp para fábricas\nRonda semilla · Monterrey',
      'Clientes\n140 plantas · 21,000 trabajadores',
      'Ronda\nLevantamos MXN 9 millones',
    ]);
    expect(deck.profile.sectors.map(({ industry }) => industry)).toContain('hr-work');
  });

  it('narrows the places to those an answer keeps "only"', () => {
    const text = 'Seed fund for construction software, headquartered in France, Belgium or Switzerland.';
    const answers = [
      {
        topic: 'geography',
        question: 'Do you still invest in Swiss companies?',
        answer:
          'No: since our Zurich sister fund opened, Swiss teams apply there, and this fund invests only in France and Belgium.',
      },
    ];
    expect(parseThesis({ text, answers }).regions?.value.countries).toEqual(['BE', 'FR']);
  });
});
