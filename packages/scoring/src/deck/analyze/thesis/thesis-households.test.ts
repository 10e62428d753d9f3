import { describe, expect, it } from 'vitest';
import { excludedOf } from '../../../../test/thesis-exclusions';
import { parseThesis } from './thesis';

/**
 * Issue 26: essays about households whose rules sit in their last paragraphs: where the customers
 * are rather than where the company is registered, a business model ruled out in words, and a list
 * of what the founders do. Each case is written for this file; each failed before the reading it pins.
 */
const read = (text: string) => parseThesis({ text, answers: [] });

describe('where the customers are, with the HQ left free', () => {
  const text =
    'We fund companies that serve families in East Africa, in Uganda, Tanzania, Malawi or anywhere else in the region. ' +
    'Where a company is incorporated is up to its founders; many are registered in Delaware or run their finance team from London, and that does not worry us.';

  it('reads the places of the customers, not the registrations the thesis waves through', () => {
    const regions = read(text).regions?.value;
    expect(regions?.role).not.toBe('hq');
    expect(regions?.countries).toEqual(expect.arrayContaining(['UG', 'TZ', 'MW']));
    expect(regions?.countries).not.toContain('US');
    expect(regions?.countries).not.toContain('GB');
  });

  it('does not read "anywhere else in the region" as a global mandate', () => {
    expect(
      read('We back companies in Kenya, Ghana or anywhere else on the continent.').regions,
    ).not.toBeNull();
    expect(read('We back software companies anywhere.').regions).toBeNull();
  });
});

describe('a business model ruled out in words', () => {
  it('reads the company after a colon, past a concession, as the one ruled out', () => {
    const text =
      'We back tools for household money. There is one sort of company we will not back, however kindly it treats its customers: the one whose growth is really a loan book.';
    expect(excludedOf(text)).toContain('lending');
  });

  it('reads "..., it is not for us" as a verdict on its own sentence, without ruling out the people lent to', () => {
    const text =
      'We back tools for household money. If a company grows mainly by lending more and more of its own money to these families, so that its balance sheet is the engine, it is not for us.';
    const exclusions = read(text).exclusions;
    expect(excludedOf(text)).toContain('lending');
    // The lender to families is ruled out, not every consumer company, nor anything called an engine.
    for (const exclusion of exclusions)
      for (const scope of exclusion.value.scopes)
        expect(scope.models.length === 0 || scope.subsectors.length + scope.industries.length > 0).toBe(true);
    expect(excludedOf(text)).not.toContain('engine');
  });
});

describe('contrasts that rule nothing out', () => {
  it('reads "what they lack is not discipline but a safe place" and "later or never" as the story', () => {
    const text =
      'We back tools for household money. Families are careful with money, and what they lack is not discipline but a safe place to keep it. Money that arrives when the rain fails, rather than a year later or never, keeps the goats.';
    expect(read(text).exclusions).toEqual([]);
  });
});

describe('a list of what the founders do', () => {
  it('reads each item of the list as a sector, in everyday words', () => {
    const text =
      'We back founders who change evenings like these: who bring light into a house after dark, put a nurse within reach of a worried parent, and give small savings somewhere safe to grow.';
    const sectors = (read(text).sectors?.value ?? []).map(({ industry }) => industry);
    expect(sectors).toEqual(expect.arrayContaining(['climate-energy', 'health', 'fintech']));
  });
});

describe('an essay about growing old at home', () => {
  it("reads the old person's wish and the story's claims as the story, not as rules", () => {
    const text =
      'We back tools that let older people stay at home. What my father wanted was simple. Not a ward, not a waiting list, not a bed in a stranger’s house. ' +
      'A missed tablet is not a crisis if someone notices by lunchtime. Sometimes the person who opens the app is ninety; more often it is a daughter.';
    expect(read(text).exclusions).toEqual([]);
  });

  it('rules out running care homes and owning the houses, by what those companies are', () => {
    const text =
      'We back tools that let older people stay at home. We do not back companies that operate nursing homes. Nor do we back firms that make their money by owning flats.';
    expect(excludedOf(text)).toEqual(expect.arrayContaining(['residential-care', 'property-ownership']));
  });

  it('reads "never later than a seed round" as ruling out the rounds after seed, not seed', () => {
    const stages = read('We back tools for carers, and never later than a seed round.').exclusions.flatMap(
      (exclusion) => exclusion.value.stages,
    );
    expect(stages).toContain('series-a');
    expect(stages).not.toContain('seed');
  });
});

describe('owning the assets, ruled out', () => {
  it('reads "companies that own their trucks, vessels or warehouses" as owning them, not as the words', () => {
    const text =
      'We back freight software in Southeast Asia. Asset-light only: no companies that own their trucks, vessels or warehouses.';
    const excluded = excludedOf(text);
    expect(excluded).toContain('asset-heavy');
    // A freight platform says "trucks" and "warehouses" on every slide; owning them is the rule.
    expect(excluded).not.toContain('trucks');
    expect(excluded).not.toContain('warehouses');
  });
});

describe('a mission about learning a skill and getting hired', () => {
  it('reads learning a trade and a coding course as training, not as developer tools', () => {
    const profile = read(
      'We want more people to learn a trade that someone will pay them for: a plumbing apprenticeship, a coding course that ends in a job offer. We back whoever builds the shortest path to a first day at work.',
    );
    const sectors = profile.sectors?.value ?? [];
    expect(sectors[0]).toMatchObject({ industry: 'education', subsectors: ['upskilling'] });
    expect(sectors.map(({ industry }) => industry)).not.toContain('developer-tools');
  });
});

describe('any buyer', () => {
  it('reads "it can be sold to the tradesperson, to the small firm ..., or to the builder" as no business-model rule', () => {
    expect(
      read(
        'We back tools for plumbers and electricians. It can be sold to the tradesperson, to the small firm they work for, or to the builder who hires them.',
      ).models,
    ).toBeNull();
    expect(read('We back tools for older people at home, and we do not mind who pays.').models).toBeNull();
  });
});

describe('where the legal entity sits, allowed', () => {
  it('reads "a Delaware holding company is fine" as no second HQ place', () => {
    const regions = read('We invest in companies headquartered in India; a Delaware holding company is fine.')
      .regions?.value;
    expect(regions).toMatchObject({ countries: ['IN'], role: 'hq' });
  });
});

describe('a Latin American fund in two languages', () => {
  it('reads its five countries as the HQ rule and takes US$ for a currency', () => {
    const regions = read(
      'Somos un fondo semilla. We back B2B software for pymes in México, Colombia, Perú, Chile and Argentina. Companies must be headquartered in one of those five countries. No invertimos en Brasil: Brazil is a different market with its own investors. Tickets de US$250k a US$1M.',
    ).regions?.value;
    expect(regions?.role).toBe('hq');
    expect(regions?.countries).toEqual(expect.arrayContaining(['AR', 'CL', 'CO', 'MX', 'PE']));
    expect(regions?.countries).not.toContain('US');
  });

  it('keeps a place a rule-out says is lacking ("no startups with no Indian connection")', () => {
    expect(
      read(
        'We back companies headquartered in India. We do not invest in startups with no Indian connection.',
      ).regions?.value.countries,
    ).toEqual(['IN']);
  });
});

describe('a mission about good work', () => {
  it('rules out watching workers, however it is worded, and hears "a voice for the people on the floor" as a say', () => {
    const text =
      'We back companies that make work fairer: scheduling that respects a life outside the shift, pay when it is earned, a voice for the people on the floor. We will not back software that tracks workers minute by minute, keystroke loggers or productivity surveillance.';
    expect(excludedOf(text)).toContain('employee-monitoring');
    expect(excludedOf(text)).not.toContain('productivity-collaboration');
    expect((read(text).sectors?.value ?? []).map(({ industry }) => industry)).not.toContain('media');
  });
});
