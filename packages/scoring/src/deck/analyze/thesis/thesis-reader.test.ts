import { describe, expect, it } from 'vitest';
import { parseThesis } from './thesis';
import { type Clause, readClauses } from './thesis-reader';

const ISSUE_THESIS =
  'We back seed and Series A B2B fintech infrastructure software in the United States: APIs for banking, payments and treasury. We avoid consumer apps and pure lending.';
const DEAL_BREAKERS = 'Seed, $500k-$1M checks, US only, no consumer or crypto.';

const byQuote = (clauses: Clause[], quote: string) => clauses.find((clause) => clause.quote.includes(quote));

describe('readClauses: polarity and scope', () => {
  it('splits "We avoid consumer apps and pure lending" into two excluded scopes', () => {
    const clause = byQuote(readClauses(ISSUE_THESIS), 'avoid');
    expect(clause?.polarity).toBe('excludes');
    const [consumer, lending] = clause?.scopes ?? [];
    expect(consumer).toMatchObject({ phrase: 'consumer apps', models: ['consumer'], industries: [] });
    expect(lending).toMatchObject({
      phrase: 'pure lending',
      qualifier: 'pure',
      subsectors: [{ industry: 'fintech', id: 'lending' }],
      industries: [],
    });
  });

  it('keeps the wanted part of the thesis as wants, with its stages, model and place', () => {
    const wants = readClauses(ISSUE_THESIS).filter((clause) => clause.polarity === 'wants');
    const scopes = wants.flatMap((clause) => clause.scopes);
    expect(scopes.flatMap((scope) => scope.stages)).toEqual(['seed', 'series-a']);
    expect(scopes.flatMap((scope) => scope.models)).toContain('business');
    expect(scopes.flatMap((scope) => scope.places.map((place) => place.countries)).flat()).toEqual(['US']);
  });

  it('reads "consumer fintech" as one scope: consumer AND fintech', () => {
    const [clause] = readClauses('We do not invest in consumer fintech.');
    expect(clause?.polarity).toBe('excludes');
    expect(clause?.scopes).toHaveLength(1);
    expect(clause?.scopes[0]).toMatchObject({ models: ['consumer'], industries: ['fintech'] });
  });

  it('reads limits in a deal-breakers answer as preferences and the rest as exclusions', () => {
    const clauses = readClauses(DEAL_BREAKERS, 'exclusions-answer');
    expect(byQuote(clauses, 'Seed')).toMatchObject({ polarity: 'wants', preference: true });
    expect(byQuote(clauses, '$500k')).toMatchObject({ polarity: 'wants', preference: true });
    expect(byQuote(clauses, 'US only')).toMatchObject({ polarity: 'wants', preference: true });
    const no = byQuote(clauses, 'no consumer');
    expect(no?.polarity).toBe('excludes');
    expect(no?.scopes.map((scope) => scope.phrase)).toEqual(['consumer', 'crypto']);
    // "crypto" is a part of fintech, not all of it.
    expect(no?.scopes[1]).toMatchObject({
      industries: [],
      subsectors: [{ industry: 'fintech', id: 'crypto' }],
    });
  });

  it('reads "B2B only" in a deal-breakers answer as wanting B2B', () => {
    const [clause] = readClauses('B2B only', 'exclusions-answer');
    expect(clause).toMatchObject({ polarity: 'wants', preference: true });
    expect(clause?.scopes[0]?.models).toEqual(['business']);
  });

  it('carries a negation over the list that follows it', () => {
    const clauses = readClauses('No crypto, gambling or defense.');
    expect(clauses.every((clause) => clause.polarity === 'excludes')).toBe(true);
    expect(clauses.flatMap((clause) => clause.scopes.map((scope) => scope.phrase))).toEqual([
      'crypto',
      'gambling',
      'defense',
    ]);
  });

  it('gives soft rules their own polarity', () => {
    for (const text of [
      'We rarely invest in hardware.',
      'We occasionally back pre-seed companies.',
      'Now and then we do a consumer deal.',
      'We are comfortable with hardware risk.',
    ]) {
      expect(readClauses(text)[0]?.polarity, text).toBe('soft');
    }
  });

  it('tells a clause that wants from one that excludes after "but"', () => {
    const clauses = readClauses("We won't back consumer fintech, but love B2B payments.");
    expect(clauses.map((clause) => clause.polarity)).toEqual(['excludes', 'wants']);
  });
});

describe('readClauses: stage and lead rules', () => {
  it('"do not lead" is a lead rule, not an exclusion of the stage', () => {
    const [clause] = readClauses('We do not lead Series A rounds.');
    expect(clause).toMatchObject({ polarity: 'wants', lead: 'does-not-lead', scopes: [] });
  });

  it('tells apart lead, rarely lead and follow-on only', () => {
    expect(readClauses('We lead seed rounds.')[0]?.lead).toBe('leads');
    expect(readClauses('We rarely lead.')[0]?.lead).toBe('sometimes-leads');
    expect(readClauses('Follow-on only.')[0]?.lead).toBe('follow-on-only');
  });

  it('"never after seed" excludes later stages, not seed', () => {
    const profile = parseThesis({
      text: 'We invest at pre-seed and seed. We never invest after seed.',
      answers: [],
    });
    expect(profile.stages?.value).toEqual(['pre-seed', 'seed']);
    expect(profile.exclusions[0]?.value.stages).toEqual([
      'pre-series-a',
      'series-a',
      'series-b',
      'series-c',
      'growth',
    ]);
  });

  it('reads a stage range', () => {
    const profile = parseThesis({ text: 'We invest from seed to Series B.', answers: [] });
    expect(profile.stages?.value).toEqual(['seed', 'pre-series-a', 'series-a', 'series-b']);
  });
});

describe('readClauses: geography', () => {
  it('knows US, U.S., USA and Europe', () => {
    for (const text of ['We invest in the US.', 'We invest in the U.S. only.', 'USA-based startups']) {
      const profile = parseThesis({ text, answers: [] });
      expect(profile.regions?.value.countries, text).toEqual(['US']);
    }
    const both = parseThesis({ text: 'We invest in the US and Europe.', answers: [] });
    expect(both.regions?.value.countries).toContain('US');
    expect(both.regions?.value.countries).toContain('DE');
    expect(both.regions?.value.countries).toContain('GB');
  });

  it('does not read "us" or "CONTACT US" as the United States', () => {
    expect(parseThesis({ text: 'Founders who inspire us. CONTACT US', answers: [] }).regions).toBeNull();
  });

  it('knows groupings: DACH, Nordics, LatAm, SEA, MENA, North America', () => {
    const countriesOf = (text: string) =>
      parseThesis({ text: `We invest in ${text}.`, answers: [] }).regions?.value.countries;
    expect(countriesOf('DACH')).toEqual(['AT', 'CH', 'DE']);
    expect(countriesOf('the Nordics')).toContain('SE');
    expect(countriesOf('LatAm')).toContain('BR');
    expect(countriesOf('SEA')).toContain('SG');
    expect(countriesOf('MENA')).toContain('AE');
    expect(countriesOf('North America')).toEqual(['CA', 'US']);
  });

  it('an answer that opens with "None." clears the geography whatever it says next', () => {
    const profile = parseThesis({
      text: 'Developer tools in Europe.',
      answers: [
        {
          topic: 'geography',
          question: 'Do you have a geographic focus?',
          answer: 'None. We have backed teams in Europe, the US and India.',
        },
      ],
    });
    expect(profile.regions).toBeNull();
  });

  it('tells "headquartered in Europe" from "selling into Europe"', () => {
    const hq = parseThesis({
      text: 'We back companies headquartered in Europe, selling into North America.',
      answers: [],
    });
    expect(hq.regions?.value.role).toBe('hq');
    expect(hq.regions?.value.countries).toContain('FR');
    expect(hq.regions?.value.countries).not.toContain('US');
    const market = parseThesis({ text: 'We back startups selling into Europe.', answers: [] });
    expect(market.regions?.value.role).toBe('market');
  });
});

describe('parseThesis with the deal-breakers answer of issue 9', () => {
  const profile = parseThesis({
    text: ISSUE_THESIS,
    answers: [{ topic: 'exclusions', question: 'What are your deal-breakers?', answer: DEAL_BREAKERS }],
  });

  it('reads the preferences in the answer: they fill in what the thesis left open', () => {
    expect(profile.stages?.value).toEqual(['seed', 'series-a']);
    expect(profile.checkSize).toMatchObject({
      value: { min: 500_000, max: 1_000_000 },
      quote: '$500k-$1M checks',
    });
    expect(profile.regions?.value.countries).toEqual(['US']);
    const bare = parseThesis({
      text: 'We back B2B fintech infrastructure.',
      answers: [{ topic: 'exclusions', question: 'What are your deal-breakers?', answer: DEAL_BREAKERS }],
    });
    expect(bare.stages).toMatchObject({ value: ['seed'], quote: 'Seed' });
    expect(bare.regions).toMatchObject({ value: { countries: ['US'] }, quote: 'US only' });
  });

  it('excludes consumer and crypto, never all of fintech', () => {
    const scopes = profile.exclusions.flatMap((exclusion) => exclusion.value.scopes);
    expect(scopes.flatMap((scope) => scope.industries)).not.toContain('fintech');
    expect(profile.exclusions.map((exclusion) => exclusion.quote)).toEqual([
      'We avoid consumer apps and pure lending.',
      'no consumer or crypto.',
    ]);
  });
});

describe('theses as people paste them', () => {
  it('reads a hard-wrapped paragraph as the sentences it holds', () => {
    const profile = parseThesis({
      text: 'We write seed and Series A checks into companies based in the United States, and now and then we\nback a pre-seed team we have known for a while.',
      answers: [],
    });
    expect(profile.stages?.value).toEqual(['seed', 'series-a']);
    expect(profile.softStages).toEqual(['pre-seed']);
  });

  it('keeps bullets and headings on their own lines', () => {
    const clauses = readClauses('Not for us:\n- staffing agencies\n- crypto\nStage: seed');
    expect(clauses.map((clause) => clause.polarity)).toEqual(['excludes', 'excludes', 'wants']);
  });

  it('reads the scope before "is not for us"', () => {
    const [clause] = readClauses('Hardware is not for us.');
    expect(clause?.polarity).toBe('excludes');
    expect(clause?.scopes.flatMap((scope) => scope.industries)).toEqual(['hardware-iot']);
  });

  it('"decide not to invest in anything else" rules out nothing, and does not turn the words before it into a rule-out (USV)', () => {
    const usv =
      'We state clearly and concisely what we want to invest in and, implicitly, decide not to invest in anything else.';
    expect(parseThesis({ text: usv, answers: [] }).exclusions).toEqual([]);
    const lending = readClauses('If the business model is balance sheet lending, it is not for us.');
    expect(lending.map((clause) => clause.polarity)).toEqual(['excludes']);
  });

  it('"there has never been a better time to start a company focused on emissions reduction" wants, it does not exclude (Lowercarbon)', () => {
    const [clause] = readClauses(
      'There has never been a better time to start a company focused on emissions reduction.',
    );
    expect(clause?.polarity).toBe('wants');
    expect(readClauses('We never invest in crypto.')[0]?.polarity).toBe('excludes');
  });

  it('"tools that small businesses buy, in any sector: the restaurant, the salon, the landlord" names customers, not sectors (Main Street)', () => {
    const profile = parseThesis({
      text: 'We back software and financial tools that small businesses buy, in any sector: the restaurant, the salon, the corner shop and the landlord with a dozen units.',
      answers: [],
    });
    expect(profile.models?.value).toEqual(['business']);
    const weights = new Map(profile.sectors?.value.map(({ industry, weight }) => [industry, weight]));
    // The examples after "in any sector:" name the open field's buyers, not sectors wanted.
    expect(weights.has('real-estate')).toBe(false);
    expect(weights.has('food-agriculture')).toBe(false);
    expect(profile.customerFocus?.value).toBe('small-business');
  });

  it('reads a bullet thesis with field labels and a geography answer as its writer meant (Neelgiri)', () => {
    const profile = parseThesis({
      text: [
        'India fintech, pre-seed and seed.',
        '- Cheque: INR 2 Cr to 8 Cr, lead or co-lead',
        '- HQ: India only. The operating and holding company must be Indian',
        '- Not for us: balance-sheet lending (we back software for lenders, not lenders), crypto, consumer neo-banks',
      ].join('\n'),
      answers: [
        {
          topic: 'geography',
          question: 'Do you have a geographic focus?',
          answer:
            'India only: companies whose holding company has flipped to Singapore or Delaware do not qualify, even if every customer is Indian.',
        },
      ],
    });
    expect(profile.checkSize?.value).toEqual({ min: 20_000_000, max: 80_000_000, currency: 'INR' });
    expect(profile.regions?.value).toMatchObject({ countries: ['IN'], role: 'hq' });
    const excluded = profile.exclusions.map((exclusion) => exclusion.quote);
    expect(excluded).not.toContain('we back software for lenders');
    expect(excluded.join(' ')).not.toContain('qualify');
    const clauses = readClauses('Companies whose holding company has flipped to Singapore do not qualify.');
    expect(clauses[0]?.scopes.flatMap((scope) => scope.places.map((place) => place.label))).toEqual([
      'Singapore',
    ]);
  });

  it('a negation about the world rules nothing out; "X do not fit" rules X out (Groundwork)', () => {
    expect(readClauses("Eighty percent of the world's workers do not sit at a desk.")).toEqual([]);
    const [fit] = readClauses('Consumer apps do not fit our thesis.');
    expect(fit?.polarity).toBe('excludes');
    expect(fit?.scopes.flatMap((scope) => scope.models)).toEqual(['consumer']);
    expect(readClauses('We do not back crypto.')[0]?.polarity).toBe('excludes');
  });

  it('"a business has no right to ..." describes the world; "Crypto has no place here" still rules out (Dash Fund)', () => {
    const world = readClauses(
      'Absent user captivity, a business has no long-term compelling or sustainable right to distribute financial products.',
    );
    expect(world.length).toBeGreaterThan(0);
    expect(world.map((clause) => clause.polarity)).not.toContain('excludes');
    for (const text of [
      'Crypto has no place in this fund.',
      'Hardware is no-go.',
      'Gaming is no longer a focus.',
    ]) {
      expect(readClauses(text)[0]?.polarity, text).toBe('excludes');
    }
  });

  it('a generalist names sectors as examples: "We do not screen on sector" leaves sectors unscored (Wayfarer)', () => {
    const profile = parseThesis({
      text: 'Wayfarer is a generalist seed fund. We do not screen on sector. Our portfolio includes developer tools, payments software and logistics. We keep reserves for the next round but do not start new relationships at Series A.',
      answers: [],
    });
    expect(profile.sectors).toBeNull();
    expect(profile.exclusions.map((exclusion) => exclusion.quote)).toEqual([
      'but do not start new relationships at Series A.',
    ]);
  });

  it("a generalist's examples name no business model, and a stage-only rule-out is a stage rule", () => {
    const profile = parseThesis({
      text: 'We are a generalist seed fund and do not screen on sector. Our portfolio includes developer tools, clinical software, a consumer community and a property-management product. We do not start new relationships at Series A.',
      answers: [],
    });
    // "a consumer community" is one example among others, not a rule that the company sell to consumers.
    expect(profile.models).toBeNull();
    expect(profile.exclusions[0]?.value).toMatchObject({ stages: ['series-a'], scopes: [] });
  });

  it('a parenthesis that defines an excluded item is not a rule-out of its own', () => {
    const profile = parseThesis({
      text: 'We never fund drug development (companies whose value is a molecule heading into the clinic).',
      answers: [],
    });
    // "clinic" in the definition ruled out every health company.
    const scopes = profile.exclusions.flatMap((exclusion) => exclusion.value.scopes);
    expect(scopes.flatMap((scope) => scope.industries)).toEqual([]);
    expect(scopes.flatMap((scope) => scope.subsectors)).toEqual([
      { industry: 'biotech', id: 'therapeutics' },
    ]);
  });

  it('"Everything else we judge on the founders" in a deal-breakers answer rules nothing out', () => {
    const clauses = readClauses(
      'Tokens and crypto, and drug development. Everything else we judge on the founders.',
      'exclusions-answer',
    );
    expect(byQuote(clauses, 'Everything else')?.polarity).toBe('wants');
    expect(byQuote(clauses, 'crypto')?.polarity).toBe('excludes');
  });

  it('reads "banking infrastructure" and "healthcare software" as banking and healthcare', () => {
    const sectors = (text: string) =>
      parseThesis({ text, answers: [] }).sectors?.value.map(({ industry }) => industry);
    expect(sectors('We back payments and banking infrastructure.')).toEqual(['fintech']);
    expect(sectors('B2B healthcare software sold to hospitals.')).toEqual(['health']);
    expect(sectors('We back developer tools and infrastructure.')).toEqual([
      'developer-tools',
      'infrastructure',
    ]);
  });
});

describe('what a thesis sells into', () => {
  it('reads "security for industrial systems" as security sold to industry', () => {
    const sectors = parseThesis({
      text: 'We back founders building security for industrial systems.',
      answers: [],
    }).sectors?.value;
    expect(sectors?.[0]).toEqual({ industry: 'security', weight: 1 });
    expect(sectors?.find((s) => s.industry === 'industrial')?.weight).toBeLessThan(0.5);
  });

  it('still reads "software for HR" as HR', () => {
    const sectors = parseThesis({ text: 'Software for HR, payroll and hiring.', answers: [] }).sectors?.value;
    expect(sectors?.[0]?.industry).toBe('hr-work');
  });
});

describe('"access to" a list', () => {
  it('reads "access to knowledge, capital, and well-being" as each of them', () => {
    const sectors = parseThesis({
      text: 'We back brands that broaden access to knowledge, capital, and well-being.',
      answers: [],
    }).sectors?.value.map(({ industry }) => industry);
    expect(sectors).toContain('education');
    expect(sectors).toContain('health');
    expect(sectors).toContain('fintech');
  });

  it('keeps the list in one clause, so "capital" is not cut off alone and lost (USV, hard-wrapped prose)', () => {
    const usv =
      'USV backs trusted brands that broaden access to knowledge, capital, and well-being by leveraging networks, platforms, and protocols.';
    expect(readClauses(usv)[0]?.quote).toContain('access to knowledge, capital, and well-being');
    const wrapped =
      'We believe the most important companies will broaden access to knowledge,\ncapital and well-being. They will do it by building networks.';
    for (const text of [usv, wrapped]) {
      const sectors = parseThesis({ text, answers: [] }).sectors?.value.map(({ industry }) => industry);
      expect(sectors).toEqual(expect.arrayContaining(['education', 'fintech', 'health']));
    }
  });
});

describe('an umbrella word several industries share', () => {
  it('does not outweigh the sectors the thesis names one by one', () => {
    // DCVC: "deep tech", said twice, counted in full for industrial, hardware and biotech each,
    // made industrial the thesis's top sector and an IoT sensor deck its best fit.
    const profile = parseThesis({
      text: '"Deep tech" is our shorthand. We love deep tech. We back technologies that decarbonize the power grid, make agriculture more sustainable and counter disease.',
      answers: [],
    });
    const weights = new Map(profile.sectors?.value.map(({ industry, weight }) => [industry, weight]));
    expect(weights.get('climate-energy')).toBe(1);
    expect(weights.get('industrial') ?? 0).toBeLessThan(weights.get('food-agriculture') ?? 0);
  });
});

describe('a negation about what was just ruled out', () => {
  it('describes those things and rules out nothing more', () => {
    // commons-networks: "but they are not networks" was read as a rule-out of every network business.
    const clauses = readClauses(
      'We are not the right partner for hardware or for consumer product brands. These can be great businesses, but they are not networks.',
    );
    const excluded = clauses.filter((clause) => clause.polarity === 'excludes');
    expect(excluded.flatMap((clause) => clause.scopes.flatMap((scope) => scope.models))).not.toContain(
      'network',
    );
    expect(excluded.flatMap((clause) => clause.scopes.flatMap((scope) => scope.industries))).toContain(
      'hardware-iot',
    );
  });
});

describe('a negated aside between dashes', () => {
  it('leaves the noun after it to both sides', () => {
    // Dash Fund: "a core software – not commodity financial – product" ruled out the word "commodity".
    const clauses = readClauses(
      'We fixate on businesses where value lies in a core software – not commodity financial – product.',
    );
    const excluded = clauses.filter((clause) => clause.polarity === 'excludes');
    expect(excluded.map((clause) => clause.scopes.map((scope) => scope.phrase))).toEqual([
      ['commodity financial product'],
    ]);
    expect(excluded[0]?.scopes[0]?.industries).toEqual(['fintech']);
  });
});

describe("bulleted generalist rules: follow-on labels, traction milestones and someone else's lead", () => {
  const BULLETS = [
    'Longleaf is a US generalist fund that backs founders alongside a lead investor.',
    '',
    '- Stage: pre-seed and seed. We do not lead; we invest next to a lead we trust.',
    '- Series A: follow-on only, in companies we already backed at pre-seed or seed.',
    '- Traction: revenue before Series A. Pre-seed can be pre-revenue; at seed we want paying customers.',
    '- Geography: companies headquartered in the United States.',
  ].join('\n');

  it('"Series A: follow-on only" and "revenue before Series A" add no stage the fund invests at', () => {
    expect(parseThesis({ text: BULLETS, answers: [] }).stages?.value.sort()).toEqual(['pre-seed', 'seed']);
  });

  it('"Series A" as the label of a bullet that is not a follow-on rule still counts', () => {
    const text = '- Series A: we lead, with USD 2M to 4M.\n- Seed: occasionally.';
    expect(parseThesis({ text, answers: [] }).stages?.value).toContain('series-a');
  });

  it('"alongside a lead investor" is a fund that does not lead', () => {
    const profile = parseThesis({ text: BULLETS, answers: [] });
    expect(profile.lead?.value).toBe('does-not-lead');
    expect(
      parseThesis({ text: 'We lead seed rounds alongside a lead investor from our network.', answers: [] })
        .lead?.value,
    ).toBe('leads');
  });
});
