import { describe, expect, it } from 'vitest';
import { parseThesis } from './thesis';

/**
 * Issue 26: mission theses say what change they back in everyday words, with their rules inside
 * essays. Each case is written for this file; each failed before the reading it pins.
 */
const read = (text: string) => parseThesis({ text, answers: [] });
const sectorsOf = (text: string) => (read(text).sectors?.value ?? []).map(({ industry }) => industry).sort();

describe('a mission thesis read as an analyst reads it', () => {
  it('reads "from Lisbon to Helsinki" as the region between, not two cities', () => {
    const regions = read(
      'We back industrial climate companies. Every company we have backed is headquartered somewhere on this continent, from Lisbon to Helsinki.',
    ).regions?.value;
    expect(regions?.labels).toEqual(['Europe']);
    expect(regions?.countries).toContain('ES');
    expect(regions?.role).toBe('hq');
  });

  it('reads the first institutional money as pre-seed and seed, and "through its Series A" as a bound', () => {
    expect(
      read('We back software for clinics. We tend to be the first institutional money a company takes.')
        .stages?.value,
    ).toEqual(['pre-seed', 'seed']);
    expect(read('We back climate hardware. We keep investing through its Series A.').stages?.value).toEqual([
      'pre-seed',
      'seed',
      'pre-series-a',
      'series-a',
    ]);
    // A stage the thesis names itself stands.
    expect(
      read('We write the first check into technical founders in the Nordics, pre-seed only.').stages?.value,
    ).toEqual(['pre-seed']);
    expect(
      read('We invest at seed and Series A, typically as the first institutional money.').stages?.value,
    ).toEqual(['seed', 'series-a']);
  });

  it('takes no business model from a sentence that describes the world with a negation', () => {
    const thesis = read(
      'Most of the carbon the world emits does not come out of anything a consumer ever sees. We back industrial heat and battery materials companies.',
    );
    expect(thesis.models).toBeNull();
  });

  it('reads "we leave X, however Y, to funds that know it better" as ruling X out', () => {
    const thesis = read(
      'We back industrial decarbonisation. We leave consumer products, however sustainable, to funds that know shelves better than we do.',
    );
    expect(thesis.exclusions.map((e) => e.quote)).toEqual([
      'We leave consumer products to funds that know shelves better than we do.',
    ]);
  });

  it('reads no rule-out in a described subject ("with no cushion") or a contrast ("not when they slip")', () => {
    const thesis = read(
      'We back money software for small firms. A family with no cushion pays to borrow. We believe a company should earn more when its customers do better, not when they slip.',
    );
    expect(thesis.exclusions).toEqual([]);
  });

  it('reads no media company in "the good news is"', () => {
    expect(sectorsOf('We back industrial heat. The good news is that the economics have turned.')).toEqual([
      'climate-energy',
    ]);
  });

  it('names the environment, health and money in everyday words', () => {
    expect(sectorsOf('We back startups restoring the health of air, water and biodiversity.')).toEqual([
      'climate-energy',
    ]);
    expect(sectorsOf('We invest in founders ending plastic pollution and tackling mental health.')).toEqual([
      'climate-energy',
      'health',
    ]);
    expect(
      sectorsOf('We invest in companies that help people live healthier, more sustainable lives.'),
    ).toEqual(['climate-energy', 'health']);
    expect(sectorsOf('We fund the tools that make the financial system fairer for the underserved.')).toEqual(
      ['fintech'],
    );
  });

  it('reads every item of a list after a colon', () => {
    expect(
      sectorsOf(
        'We believe the next great companies will make everyday essentials cheaper: food, housing, transport and energy.',
      ),
    ).toEqual(['climate-energy', 'commerce', 'food-agriculture', 'mobility', 'real-estate']);
  });

  it('reads "trusted brands", "products" and "people" as what the fund backs and whom it serves, not sectors', () => {
    expect(
      sectorsOf(
        'We back trusted brands that widen access to money, learning and care by building networks people rely on.',
      ),
    ).toEqual(['education', 'fintech', 'health']);
    expect(sectorsOf('Our fund backs products that bring people health and happiness.')).toEqual(['health']);
  });

  it('reads each bullet of a list of themes as a wanted sector, in weak words too', () => {
    const thesis = [
      'We back the founders building for that shift. Themes we are excited about:',
      '',
      '- Food that is better for the body and lighter on the land.',
      '- Personal care made for the skin it is actually used on.',
      '- Getting people off their screens and around a table: friendship in person.',
      '- Repair, refill and resale.',
    ].join('\n');
    expect(sectorsOf(thesis)).toEqual(
      expect.arrayContaining(['commerce', 'consumer-social', 'food-agriculture']),
    );
  });

  it('reads the buyer of a mission thesis in everyday words', () => {
    expect(
      read('We back brands for the households that are changing what people buy.').models?.value,
    ).toEqual(['consumer']);
  });

  it('reads getting around, a roof over your head and feeling less alone as their sectors', () => {
    expect(sectorsOf('We back companies that change how people get around the city.')).toEqual(['mobility']);
    expect(sectorsOf('We back what you pay for the roof over your head.')).toEqual(['real-estate']);
    expect(sectorsOf('We back products that help people feel less alone.')).toEqual(['consumer-social']);
  });

  it('reads "makes its money by owning the buildings" as a kind of company ruled out, and no rule in "we won\'t start"', () => {
    const thesis = read(
      "Software for the people who own, build and repair buildings. We have never backed a company that makes its money by owning the buildings itself, tokenised or not, and we won't start.",
    );
    expect(thesis.exclusions).toHaveLength(1);
    expect(thesis.exclusions[0]?.value.scopes.flatMap((scope) => scope.subsectors)).toEqual([
      { industry: 'real-estate', id: 'property-ownership' },
    ]);
  });

  it('reads an essay about growing old at home as care, and whom it serves as no sector of a rule-out', () => {
    const essay = read(
      'Soon there will be more people over seventy than under fifteen in most of Europe. Nearly all of them want to grow old where they live now, and the work falls to spouses, grown-up children and a handful of paid aides. We back companies that make that work easier: planning for families, help with daily routines, checking in on a parent who lives alone. We are writing EUR 500k to EUR 2M to start. Not for us: companies that build flats for older people.',
    );
    expect(essay.sectors?.value.map(({ industry }) => industry)).toEqual(['health']);
    expect(essay.checkSize?.value).toEqual({ min: 500000, max: 2000000, currency: 'EUR' });
    expect(
      essay.exclusions.flatMap((e) => e.value.scopes.flatMap((scope) => scope.industries)),
    ).not.toContain('health');
  });
});
