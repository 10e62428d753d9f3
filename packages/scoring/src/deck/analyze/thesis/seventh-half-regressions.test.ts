import { describe, expect, it } from 'vitest';
import { documentOf } from '../../../../test/deck-document';
import { matchDeckBuiltin } from '../match/match';
import { extractDeckBuiltin } from '../profile/extract';
import type { DeckExtraction } from '../types';
import { findPlaces } from '../vocabulary/places';
import { parseThesis } from './thesis';

/**
 * Issue 26, found on the seventh eval half once it was opened: an impact policy's positive screen,
 * a public fund's eligibility checklist, a pass email, a traffic-light triage list and an insurer's
 * open call. Each case is written for this file (none of the half's wording) and failed before its
 * fix.
 */
const profileOf = (text: string) => parseThesis({ text, answers: [] });
const sectorsOf = (text: string) => profileOf(text).sectors?.value.map(({ industry }) => industry) ?? [];
const exclusionQuotes = (text: string) => profileOf(text).exclusions.map((e) => e.quote ?? '');
const match = (deck: DeckExtraction, text: string) =>
  matchDeckBuiltin(deck, { text, version: 1, answers: [] }).matchScore;
const deckOf = (pages: string[], hash: string) => extractDeckBuiltin(documentOf(pages), hash);

describe('a positive screen introduced by a lead-in with a negated aside', () => {
  const POLICY = `Eligibility
A company is eligible only if its main product, and not an add-on, does one of the following:
(a) cuts food waste in shops and canteens;
(b) recycles building materials.`;

  it('reads the items as what the fund wants, not as rule-outs', () => {
    expect(exclusionQuotes(POLICY).join(' ')).not.toMatch(/food waste|recycles/);
    expect(sectorsOf(POLICY)).toEqual(expect.arrayContaining(['food-agriculture', 'climate-energy']));
  });
});

describe('rules about headcount and where the staff sit', () => {
  it('reads neither "fewer than 50 employees" nor "most of their staff" as the HR sector', () => {
    const text =
      'We invest in fintech companies with fewer than 50 employees whose registered office and most of their staff are in Ireland.';
    expect(sectorsOf(text)).not.toContain('hr-work');
    expect(sectorsOf(text)).toContain('fintech');
    expect(profileOf(text).regions?.value).toMatchObject({ countries: ['IE'], role: 'hq' });
  });

  it('reads "your staff stay there" as no sector at all in a checklist without one', () => {
    const text = `Before you apply, check that your business meets each point.
1. Your main place of business is in Wales, and your staff will stay there while we hold shares.
2. You are raising a pre-seed or seed round.`;
    expect(profileOf(text).sectors).toBeNull();
  });
});

describe('a thesis sent as an email', () => {
  const EMAIL = `Subject: Re: Intro, Lendora (consumer lending app)

Hi Sam,

Thanks again for the call. We are going to pass: we back payroll software for restaurants and cafés, at seed.

Best,
Jo`;

  it('still reads a line that only starts like a sign-off', () => {
    expect(sectorsOf('Best-in-class restaurant payroll')).toContain('hr-work');
  });

  it('takes nothing from the subject line or the greeting', () => {
    expect(profileOf(EMAIL).models).toBeNull();
    expect(sectorsOf(EMAIL)).toContain('food-agriculture');
  });
});

describe('a rule-out label that opens a sentence of semicolon-separated items', () => {
  it('rules out every item, not only the first', () => {
    const quotes = exclusionQuotes(
      'We back B2B software in Europe. What we never fund: crypto exchanges; sports betting apps; and anything sold to consumers.',
    );
    expect(quotes.join(' | ')).toMatch(/crypto exchanges/);
    expect(quotes.join(' | ')).toMatch(/sports betting/);
    expect(quotes.join(' | ')).toMatch(/sold to consumers/);
  });

  it('does not carry a contrast inside a sentence over its colon', () => {
    const text =
      'We back vertical software. We like being early, but not the very first: our cheque goes into a seed round.';
    expect(profileOf(text).stages?.value).toContain('seed');
    expect(exclusionQuotes(text).join(' ')).not.toMatch(/seed round/);
  });
});

describe('a traffic-light triage list', () => {
  const TRIAGE = `Green: send it
- Software for pharmacies and opticians
- Seed
- Head office in Ireland

Amber: send it, but the bar is higher
- Series A
- Software for dental clinics

Red: please don't send it
- Consumer health apps
- We'll back the software clinics buy, not the clinic itself`;

  it('reads the amber items as soft rules, not as what the fund wants', () => {
    const profile = profileOf(TRIAGE);
    expect(profile.softStages).toContain('series-a');
    expect(profile.stages?.value ?? []).not.toContain('series-a');
  });

  it('keeps "we\'ll back ..." a want even under the red heading', () => {
    expect(exclusionQuotes(TRIAGE).join(' ')).not.toMatch(/software clinics buy/);
  });
});

describe('a verdict in a relative clause and a rule-out inside the wanted sub-sector', () => {
  const THESIS = `We back software for general contractors and specialty trades in the US, at seed. What we avoid: anything that needs a factory, which rules out prefab manufacturers.`;

  const estimating = deckOf(
    [
      'Quotewell\nEstimating software for general contractors · Denver, CO',
      'Product\nTakeoffs from drawings in minutes; bids priced against the contractor’s own costs',
      'Traction\n310 construction firms pay monthly; subcontractors invited free',
      'Round\nSeed, $2M',
    ],
    'hash-quotewell',
  );
  const prefab = deckOf(
    [
      'Boxbuilt\nPrefab manufacturers of steel-frame homes · Reno, NV',
      'How we make money\nOur plant builds 400 prefab modules a year; prefab homes sold to developers',
      'Why prefab\nPrefab homes go up in a week; our prefab line runs two shifts',
      'Round\nSeed, $3M',
    ],
    'hash-boxbuilt',
  );

  it('reads the rule-out without the verdict words', () => {
    const phrases = profileOf(THESIS).exclusions.flatMap((e) => e.value.scopes.map((scope) => scope.phrase));
    expect(phrases.join(' ')).not.toMatch(/rules/);
  });

  it('rules out a prefab maker but not construction software', () => {
    expect(match(estimating, THESIS)).toBeGreaterThanOrEqual(0.7);
    expect(match(prefab, THESIS)).toBeLessThan(0.3);
  });
});

describe('what a product is, after the buyers', () => {
  it('reads the items after "products that families buy" as the products, at full weight', () => {
    const text =
      'We back products that families buy every week (groceries, baked goods, pantry staples) and the brands behind them.';
    const food = profileOf(text).sectors?.value.find(({ industry }) => industry === 'food-agriculture');
    expect(food?.weight).toBe(1);
  });
});

describe('eligibility lists', () => {
  it('names no wanted sector through the lines of a rule-out list', () => {
    const text = `Before you apply, please check that your business meets every point below.
1. You are a company with fewer than 100 employees.
2. Your main place of business is in Wales.
3. You are raising a pre-seed or seed round.
4. Your main activity is not one of the following:
   - banking, insurance or lending;
   - farming or fishing;
   - property development;
   - legal, accounting or other professional services.`;
    expect(profileOf(text).sectors).toBeNull();
    expect(exclusionQuotes(text).join(' ')).toMatch(/banking/);
  });

  it('reads "a paying customer, in any industry" as open customers, not a generalist fund', () => {
    const text =
      'We back security tools simple enough for a five-person firm. You need at least one paying customer, in any industry.';
    expect(sectorsOf(text)).toContain('security');
  });
});

describe('places of North East England', () => {
  it('reads County Durham and Sunderland as the United Kingdom', () => {
    for (const place of ['County Durham', 'Sunderland', 'Middlesbrough'])
      expect(findPlaces(`Based in ${place}`)[0]?.countries).toEqual(['GB']);
  });
});

describe('a rule-out word a deck names only as its customers', () => {
  const THESIS = `We back software that helps shops sell more: retail media, loyalty, pricing. Seed, Australia.
Not for us:
- We'll back the software they buy, not the brand.`;
  const retailMedia = deckOf(
    [
      'Shelfcast\nRetail media screens for independent grocers · Brisbane, Australia',
      'How it works\nScreens at the till; a brand books a campaign; the grocer keeps half',
      'Traction\n140 grocers; 35 brand partners booked campaigns this quarter',
      'Reporting\nEach brand sees the sales lift per store',
      'Round\nSeed, AUD 1.5M',
    ],
    'hash-shelfcast',
  );

  it('does not rule out a retail-media company because brands buy from it', () => {
    expect(match(retailMedia, THESIS)).toBeGreaterThanOrEqual(0.7);
  });
});

describe('a thesis in Portuguese', () => {
  const TESE = `O que buscamos: software B2B para cooperativas e produtores rurais. A empresa precisa ter sede no Brasil.

O que não fazemos:
- fintechs de crédito rural que emprestam com o próprio balanço;
- marcas de alimentos para o consumidor final.`;

  it('does not read "no" ("in the") as a negation', () => {
    expect(exclusionQuotes(TESE).join(' ')).not.toMatch(/sede no Brasil/);
    expect(profileOf(TESE).regions?.value.countries).toEqual(['BR']);
  });

  it('reads "fintechs de crédito" as fintech', () => {
    const scopes = profileOf(TESE).exclusions.flatMap((e) => e.value.scopes);
    expect(scopes.some((scope) => scope.industries.includes('fintech'))).toBe(true);
  });
});
