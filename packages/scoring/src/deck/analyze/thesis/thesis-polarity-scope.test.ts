import { describe, expect, it } from 'vitest';
import { documentOf } from '../../../../test/deck-document';
import { matchDeckBuiltin } from '../match/match';
import { extractDeckBuiltin } from '../profile/extract';
import type { DeckMatch, ThesisInput } from '../types';
import { followUpQuestions } from './follow-up';
import { parseThesis } from './thesis';
import { describeScope, readClauses } from './thesis-reader';

/**
 * Issue 26, the thesis-reading failure classes, each from examples written the way funds publish
 * their theses ("what we invest in / what we don't" pages, automatic-disqualification lists),
 * paraphrased, never copied.
 */

const profileOf = (text: string, answers: ThesisInput['answers'] = []) => parseThesis({ text, answers });
const excluded = (text: string, answers: ThesisInput['answers'] = []) =>
  profileOf(text, answers).exclusions.map((exclusion) =>
    exclusion.value.scopes.map(describeScope).join(' | '),
  );
const DEAL_BREAKERS_QUESTION =
  'What are your deal-breakers: sectors, business models or kinds of company you will not invest in?';

describe('class 1: a heading carries the negation to the lines under it', () => {
  it('"What we don\'t invest in" over bullets with no negation word: each bullet is a rule-out', () => {
    const text = [
      'We back seed-stage B2B software companies across Europe.',
      '',
      "What we don't invest in",
      '- Crypto tokens',
      '- Consumer hardware',
      '- Biotech',
    ].join('\n');
    const profile = profileOf(text);
    expect(profile.sectors?.value.map(({ industry }) => industry)).toEqual(['enterprise-software']);
    expect(excluded(text)).toEqual([
      'crypto (Fintech)',
      'consumer + consumer electronics (Hardware & IoT)',
      'Biotech & life sciences',
    ]);
  });

  it.each([
    ['Not for us'],
    ['Hard no'],
    ['We pass on:'],
    ['Outside our focus'],
    ['## Exclusions'],
    ['Automatic disqualifications'],
  ])('"%s" rules out the lines under it', (heading) => {
    const text = ['We invest in developer tools at pre-seed.', heading, '* Marketplaces', '* Gaming'].join(
      '\n',
    );
    const clauses = readClauses(text);
    expect(clauses.map((clause) => [clause.quote, clause.polarity])).toEqual([
      ['We invest in developer tools at pre-seed.', 'wants'],
      ['Marketplaces', 'excludes'],
      ['Gaming', 'excludes'],
    ]);
    expect(profileOf(text).sectors?.value.map(({ industry }) => industry)).toEqual(['developer-tools']);
  });

  it('a sentence that ends by passing rules out what it named before the verdict', () => {
    const text = [
      'We fund the tooling data engineers run pipelines on, from pre-seed to Series A.',
      'A travel app or an agency that bolts on a pipeline is still a travel app or an agency, and we pass.',
    ].join(' ');
    expect(readClauses(text).map((clause) => [clause.quote, clause.polarity])).toEqual([
      ['We fund the tooling data engineers run pipelines on', 'wants'],
      ['from pre-seed to Series A.', 'wants'],
      ['A travel app or an agency that bolts on a pipeline is still a travel app or an agency', 'excludes'],
    ]);
    expect(profileOf(text).models).toBeNull();
  });

  it('bare lines under "We pass on:" are rule-outs until a blank line', () => {
    const clauses = readClauses('We pass on:\nAdtech\nGaming\n\nWe write seed checks in fintech.');
    expect(clauses.map((clause) => clause.polarity)).toEqual(['excludes', 'excludes', 'wants']);
  });

  it('the section ends at the next heading that is not negative, and at the fund speaking again', () => {
    const text = [
      'Seed climate software.',
      '## Hard no',
      '- Oil and gas exploration',
      '## What we like',
      '- Grid software',
    ].join('\n');
    expect(readClauses(text).map((clause) => clause.polarity)).toEqual(['wants', 'excludes', 'wants']);
    const prose = readClauses('Not for us\n- gambling\n- tobacco\nWe lead seed rounds in fintech.');
    expect(prose.map((clause) => clause.polarity)).toEqual(['excludes', 'excludes', 'wants']);
    const field = readClauses('Not for us:\n- staffing agencies\nStage: seed');
    expect(field.map((clause) => clause.polarity)).toEqual(['excludes', 'wants']);
  });

  it('under a negative heading, a stage or a place is ruled out, not wanted; what the fund backs stays a want', () => {
    const text = [
      'We back fintech founders.',
      'Automatic disqualifications',
      '- Series B and later',
      '- Companies based in China',
      '- balance-sheet lending (we back software for lenders)',
    ].join('\n');
    const profile = profileOf(text);
    expect(profile.stages).toBeNull();
    expect(profile.regions).toBeNull();
    expect(profile.exclusions.flatMap((exclusion) => exclusion.value.stages)).toContain('series-b');
    expect(excluded(text)).toContain('China');
    const clauses = readClauses(text);
    expect(clauses.find((clause) => clause.quote === 'we back software for lenders')?.polarity).toBe('wants');
  });

  it('"X only" under a negative heading is a limit the investor wants, and an answer\'s own headings keep its reading', () => {
    const profile = profileOf('Seed fintech.\nDeal-breakers:\n- crypto\n- US only');
    expect(profile.regions?.value.countries).toEqual(['US']);
    expect(excluded('Seed fintech.\nDeal-breakers:\n- crypto\n- US only')).toEqual(['crypto (Fintech)']);
    const answer = readClauses('Hard no:\n- crypto\n- Seed', 'exclusions-answer');
    expect(answer.map((clause) => [clause.polarity, clause.preference])).toEqual([
      ['excludes', false],
      ['wants', true],
    ]);
  });

  it('a one-line heading with its own scope still reads as a rule, and a heading that wants resets nothing', () => {
    expect(readClauses('No gambling\nNo tobacco').map((clause) => clause.polarity)).toEqual([
      'excludes',
      'excludes',
    ]);
    expect(readClauses('What we like\n- Grid software\n- Battery analytics').map((c) => c.polarity)).toEqual([
      'wants',
      'wants',
    ]);
  });
});

describe('the new user\'s one-line thesis: "seed B2B SaaS, US and Canada, no consumer/hardware/biotech/crypto"', () => {
  const text = 'seed B2B SaaS, US and Canada, no consumer/hardware/biotech/crypto';

  it('wants B2B enterprise software at seed in the US and Canada, and rules out the four it names', () => {
    const profile = profileOf(text);
    expect(profile.sectors?.value.map(({ industry }) => industry)).toEqual(['enterprise-software']);
    expect(profile.models?.value).toEqual(['business']);
    expect(profile.stages?.value).toEqual(['seed']);
    expect(profile.regions?.value.countries).toEqual(['CA', 'US']);
    expect(excluded(text)).toEqual([
      'consumer | Hardware & IoT | Biotech & life sciences | crypto (Fintech)',
    ]);
  });

  it('scores B2B software in any vertical as a fit, and a consumer app outside it', () => {
    const thesis = { text, version: 1, answers: [] };
    const apTool = extractDeckBuiltin(
      documentOf([
        'Payablo\nAccounts payable on autopilot for mid-sized companies',
        'Product\nInvoices captured, approved and paid from one workflow; syncs with NetSuite',
        'Customers\n120 finance teams at US manufacturers and distributors',
        'Company\nPayablo Inc., headquartered in Chicago\nRaising a $2M seed round',
      ]),
      'hash-payablo',
    );
    const consumerApp = extractDeckBuiltin(
      documentOf([
        'Plateful\nThe meal-planning app families love',
        'Product\nWeekly meal plans and grocery lists on iPhone and Android',
        'Traction\n90,000 monthly users; subscriptions at $6 a month',
        'Company\nPlateful Inc., headquartered in Denver\nRaising a $2M seed round',
      ]),
      'hash-plateful',
    );
    expect(matchDeckBuiltin(apTool, thesis).matchScore).toBeGreaterThanOrEqual(0.7);
    expect(matchDeckBuiltin(consumerApp, thesis).matchScore).toBeLessThan(0.3);
  });

  it('its deal-breakers answer "no companies outside the US and Canada" is a headquarters rule, not a sector', () => {
    const answers = [
      {
        topic: 'exclusions',
        question: DEAL_BREAKERS_QUESTION,
        answer: 'No companies outside the US and Canada. No marketplaces.',
      },
    ];
    const profile = profileOf(text, answers);
    expect(profile.regions?.value).toMatchObject({ countries: ['CA', 'US'], role: 'hq' });
    expect(profile.regions?.quote).toBe('No companies outside the US and Canada.');
    expect(profile.sectors?.value.map(({ industry }) => industry)).toEqual(['enterprise-software']);
    // Only the sector rule-outs: the place is not an exclusion of the US and Canada.
    expect(excluded(text, answers).join(' ')).not.toMatch(/United States|Canada/);
  });
});

describe('regions and cheques written the way funds write them', () => {
  it('"South and Southeast Asia" is both regions, and "North and South America" both Americas', () => {
    expect(profileOf('We back founders across South and Southeast Asia.').regions?.value.countries).toEqual(
      expect.arrayContaining(['IN', 'BD', 'ID', 'VN']),
    );
    expect(profileOf('Seed rounds in North and South America.').regions?.value.countries).toEqual(
      expect.arrayContaining(['US', 'CA', 'BR', 'MX']),
    );
  });

  it('reads "USD 400k to 2M per company" as the cheque', () => {
    const profile = profileOf('We invest at pre-seed and seed, USD 400k to 2M per company.');
    expect(profile.checkSize?.value).toEqual({ min: 400_000, max: 2_000_000, currency: 'USD' });
  });
});

describe('class 10: answers refine the thesis, they do not replace it', () => {
  const thesis = 'We back seed B2B software in North America, with checks of $250k to $750k.';

  it("a deal-breakers answer naming places narrows the thesis's places; one naming stages is a stage rule", () => {
    const profile = profileOf(thesis, [
      {
        topic: 'exclusions',
        question: DEAL_BREAKERS_QUESTION,
        answer: 'Nothing after Series A, and no startups outside Canada.',
      },
    ]);
    expect(profile.regions?.value).toMatchObject({ countries: ['CA'], role: 'hq' });
    expect(profile.exclusions.flatMap((exclusion) => exclusion.value.stages)).toEqual([
      'series-b',
      'series-c',
      'growth',
    ]);
    expect(profile.sectors?.value.map(({ industry }) => industry)).toEqual(['enterprise-software']);
  });

  it('"nothing outside Europe" in a thesis wants Europe; it does not rule Europe out', () => {
    const profile = profileOf('Seed fintech. We do nothing outside Europe.');
    expect(profile.regions?.value.countries).toContain('DE');
    expect(profile.exclusions).toEqual([]);
  });

  it.each([['8% to 12%'], ['8 to 12'], ['$8 to $12'], ['It depends on the round']])(
    'a check-size answer that cannot be read ("%s") keeps the thesis\'s own figure',
    (answer) => {
      const profile = profileOf(thesis, [
        { topic: 'check_size', question: 'What is your typical check size?', answer },
      ]);
      expect(profile.checkSize?.value).toEqual({ min: 250_000, max: 750_000, currency: 'USD' });
      expect(profile.checkSize?.source).toEqual({ kind: 'thesis' });
    },
  );

  it('a check-size answer that can be read replaces the figure', () => {
    const profile = profileOf(thesis, [
      { topic: 'check_size', question: 'What is your typical check size?', answer: '$1M to $2M' },
    ]);
    expect(profile.checkSize?.value).toEqual({ min: 1_000_000, max: 2_000_000, currency: 'USD' });
  });

  it('no follow-up question asks for what the thesis states, even when it states that a topic is open', () => {
    const topics = (text: string) => followUpQuestions(text).map((question) => question.topic);
    expect(
      topics('Pre-seed and seed developer tools, anywhere in the world. $100k-$500k checks.'),
    ).not.toContain('geography');
    expect(
      topics('We are generalists and do not screen on sector. We back pre-seed teams in Germany.'),
    ).not.toContain('sectors');
    expect(topics('We invest at any stage in B2B and B2C software in France.')).not.toContain('stage');
    const led = followUpQuestions(
      'We lead seed rounds in B2B fintech in the UK with checks of £500k for 10% ownership. No crypto.',
    );
    expect(led.map((question) => question.text).join(' ')).not.toMatch(/Do you lead rounds/);
  });
});

/** Two seed decks from Berlin that differ in what the company does: carbon accounting, and shift scheduling. */
const seedDeck = (name: string, line: string, product: string) =>
  extractDeckBuiltin(
    documentOf([
      `${name}\n${line}\nBerlin, Germany`,
      `Product\n${product}`,
      'Traction\n60 business customers, EUR 900k ARR, growing 15% a month.',
      `The ask\nWe are raising a EUR 2M Seed round\n${name} GmbH, Torstraße 1, 10119 Berlin, Germany`,
    ]),
    `hash-${name.toLowerCase()}`,
  );
const CARBON = seedDeck(
  'Emberline',
  'Carbon accounting software for manufacturers',
  'Emberline measures scope 3 emissions, tracks decarbonisation targets and files climate disclosures for factories.',
);
const ROTA = seedDeck(
  'Rotaform',
  'Shift scheduling software for manufacturers',
  'Rotaform plans shifts, swaps and overtime for factory teams and sends the rota to every worker.',
);
const exclusionsOf = (match: DeckMatch) => match.parts.find((part) => part.part === 'exclusions');

describe('class 9: a soft preference ranks a deck that has it above an otherwise equal deck', () => {
  const thesis = (text: string): ThesisInput => ({ text, version: 1, answers: [] });
  const GENERALIST =
    'We are a generalist seed fund and do not screen on sector. We back companies headquartered in Germany. We have a soft spot for climate.';

  it('reads "a soft spot for", "we especially like" and "bonus points for" as soft wants, not as the focus', () => {
    const clauses = readClauses(
      'We invest in seed B2B software. We have a soft spot for climate. We especially like developer tools. Bonus points for open source.',
    );
    expect(clauses.map((clause) => clause.polarity)).toEqual(['wants', 'prefers', 'prefers', 'prefers']);
    const profile = profileOf(
      'We invest in seed B2B software. We have a soft spot for climate. We especially like developer tools.',
    );
    expect(profile.sectors?.value[0]).toEqual({ industry: 'enterprise-software', weight: 1 });
    expect(profile.preferences?.map((preference) => preference.quote)).toEqual([
      'We have a soft spot for climate.',
      'We especially like developer tools.',
    ]);
    expect(readClauses('Open source is a plus.')[0]?.polarity).toBe('prefers');
  });

  it('ranks the climate deck above the scheduling deck, and the reasoning says why', () => {
    const carbon = matchDeckBuiltin(CARBON, thesis(GENERALIST));
    const rota = matchDeckBuiltin(ROTA, thesis(GENERALIST));
    expect(carbon.matchScore).toBeGreaterThan(rota.matchScore);
    expect(exclusionsOf(carbon)?.reasoning).toContain('soft spot for climate');
    expect(exclusionsOf(carbon)?.reasoning).toContain('ranks above decks without it');
    expect(exclusionsOf(rota)?.reasoning).toContain('shows none of it');
    // Without the preference the two decks score the same: the preference alone moves them apart.
    const plain = GENERALIST.replace(' We have a soft spot for climate.', '');
    expect(matchDeckBuiltin(CARBON, thesis(plain)).matchScore).toBe(
      matchDeckBuiltin(ROTA, thesis(plain)).matchScore,
    );
  });
});

describe('class 6: permissive clauses permit', () => {
  it('"we are comfortable with X" is a permission, never an exclusion', () => {
    const text =
      'We back seed healthcare companies. We are comfortable with regulatory risk and with hardware.';
    const profile = profileOf(text);
    expect(profile.exclusions).toEqual([]);
    expect(profile.sectors?.value.map(({ industry }) => industry)).toContain('health');
    expect(readClauses(text).map((clause) => clause.polarity)).toEqual(['wants', 'soft']);
  });
});

describe('class 6: a qualified rule-out keeps its qualifier', () => {
  const thesis = (text: string): ThesisInput => ({ text, version: 1, answers: [] });
  const wellnessApp = (name: string, product: string) =>
    extractDeckBuiltin(
      documentOf([
        `${name}\nA wellness app for better sleep\nLondon, United Kingdom`,
        `Product\n${product}`,
        'Traction\n40,000 monthly users, 8,000 paying subscribers at £6 a month.',
        `The ask\nRaising a £1.5M Seed round\n${name} Ltd, 1 Old Street, London EC1V 9HL, United Kingdom`,
      ]),
      `hash-${name.toLowerCase()}`,
    );
  const VALIDATED = wellnessApp(
    'Somnia',
    'Sleep coaching built on CBT-I. Clinical validation: a randomised clinical trial with 400 adults, peer-reviewed. Our clinical advisory board reviews every programme.',
  );
  const UNPROVEN = wellnessApp(
    'Driftly',
    'Sleep sounds, breathing exercises and a wellness diary. New content every week from our creators.',
  );
  const TEXT = 'We back consumer health apps in the UK. We avoid wellness apps without clinical validation.';

  it('the exclusion exposes what the scope lacks, and its reading says so', () => {
    const [exclusion] = profileOf(TEXT).exclusions;
    expect(exclusion?.value.scopes[0]?.without).toEqual(['clinical', 'validation']);
    expect(exclusion?.value.scopes.map(describeScope)).toEqual([
      'wellness longevity (Healthcare & medtech) without clinical validation',
    ]);
  });

  it('rules out the wellness app without evidence and leaves the clinically validated one in', () => {
    const validated = matchDeckBuiltin(VALIDATED, thesis(TEXT));
    const unproven = matchDeckBuiltin(UNPROVEN, thesis(TEXT));
    expect(exclusionsOf(validated)?.score).toBe(1);
    expect(exclusionsOf(unproven)?.score).toBeLessThan(1);
    expect(validated.matchScore).toBeGreaterThan(unproven.matchScore);
  });
});

describe('class 2: a rule-out of a sub-segment leaves the sector the thesis wants', () => {
  const thesis = (text: string): ThesisInput => ({ text, version: 1, answers: [] });

  it('"carbon-credit brokers" rules out brokers, not carbon-accounting software, in a climate thesis', () => {
    const text = 'We back seed climate software companies in Germany. No carbon-credit brokers.';
    expect(excluded(text)).toEqual(['carbon accounting (Climate & energy) + brokers']);
    expect(exclusionsOf(matchDeckBuiltin(CARBON, thesis(text)))?.score).toBe(1);
  });

  it('"DeFi trading" in a crypto-infrastructure thesis rules out trading, not crypto', () => {
    const text = 'We back crypto infrastructure at seed, but not DeFi trading.';
    const profile = profileOf(text);
    // "Crypto infrastructure" is the crypto part of fintech, not cloud infrastructure.
    expect(profile.sectors?.value.map(({ industry }) => industry)).toEqual(['fintech']);
    expect(excluded(text)).toEqual(['crypto (Fintech) + trading']);
  });

  it('"pure lending" in a fintech thesis needs lending to dominate, and never names a generic category', () => {
    const scopes = profileOf(
      'We back fintech infrastructure. We avoid pure lending and lending platforms.',
    ).exclusions.flatMap((exclusion) => exclusion.value.scopes);
    expect(scopes.every((scope) => scope.subsectors.length > 0)).toBe(true);
    expect(scopes.some((scope) => scope.industries.includes('fintech'))).toBe(false);
    expect(scopes[0]?.qualifier).toBe('pure');
  });
});

describe('class 3: examples, buyers and form words are not extra wanted sectors', () => {
  const weights = (text: string) =>
    new Map(profileOf(text).sectors?.value.map(({ industry, weight }) => [industry, weight]));

  it('the buyers of "software that health systems and payers buy" are its customers, not its sector', () => {
    const sectors = weights('We back B2B software that health systems and payers buy.');
    expect(sectors.get('enterprise-software')).toBe(1);
    expect(sectors.get('health')).toBeLessThanOrEqual(0.35);
  });

  it('use-cases after "for example" count as the customers\' industries, not as sectors of their own', () => {
    const sectors = weights(
      'We invest in vertical SaaS, for example payroll for restaurants and supply-chain software for distributors.',
    );
    expect(sectors.get('enterprise-software')).toBe(1);
    expect(sectors.get('hr-work') ?? 0).toBeLessThanOrEqual(0.35);
    expect(sectors.get('industrial') ?? 0).toBeLessThanOrEqual(0.35);
  });

  it("a form word after a sub-sector is that sub-sector's product, not another sector", () => {
    expect([...weights('We back crypto infrastructure.').keys()]).toEqual(['fintech']);
  });

  it('a weak word listed among what the software is for is named as surely as its strong peers', () => {
    // "Finance" alone is a weak word; as an item of "software for finance, operations and supply
    // chain" it is a function the fund backs software for, as supply chain is.
    const sectors = weights(
      'We back workflow SaaS for finance, operations, supply chain and the frontline workforce.',
    );
    expect(sectors.get('fintech') ?? 0).toBeGreaterThan(0);
    expect(sectors.get('fintech')).toBe(sectors.get('industrial'));
  });

  it("where the users work is the customers' industries, and the product for them is the sector", () => {
    const sectors = weights('We back scheduling software for shift workers in retail, logistics and care.');
    expect(sectors.get('hr-work')).toBe(1);
    expect(sectors.get('commerce') ?? 0).toBeLessThanOrEqual(0.35);
    expect(sectors.get('mobility') ?? 0).toBeLessThanOrEqual(0.35);
  });

  it('a weak word listed as where the users work is not named by the list', () => {
    // "Workers in finance, logistics and retail": where they work, not what the software is for.
    const sectors = weights('We back tools for deskless workers in finance, logistics and retail.');
    expect(sectors.has('fintech')).toBe(false);
  });
});

describe('class 6: a qualified want hits only what it qualifies', () => {
  const thesis = (text: string): ThesisInput => ({ text, version: 1, answers: [] });
  const moneyApp = (name: string, line: string, product: string) =>
    extractDeckBuiltin(
      documentOf([
        `${name}\n${line}\nNew York, NY`,
        `Product\n${product}`,
        'Traction\n25,000 funded accounts, $40M in assets.',
        `The ask\nRaising a $3M Seed round\n${name} Inc., 10 Hudson Yards, New York, NY 10001`,
      ]),
      `hash-${name.toLowerCase()}`,
    );
  const PRIVATE = moneyApp(
    'Vantage',
    'A private wealth app for affluent professionals',
    'Affluent households get a tax-aware portfolio, private credit and a personal adviser; built for affluent families with $1M or more.',
  );
  const STUDENT = moneyApp(
    'Pocketful',
    'A budgeting and savings app for students',
    'Students round up card purchases into savings and get a weekly budget nudge.',
  );
  const TEXT = 'We back seed fintech apps aimed at affluent users in the US.';

  it('"apps aimed at affluent users" reads the audience, and ranks the app for them above one for students', () => {
    expect(profileOf(TEXT).audience?.map((rule) => rule.value)).toEqual(['affluent']);
    const forThem = matchDeckBuiltin(PRIVATE, thesis(TEXT));
    const notForThem = matchDeckBuiltin(STUDENT, thesis(TEXT));
    expect(forThem.matchScore).toBeGreaterThan(notForThem.matchScore);
    expect(exclusionsOf(notForThem)?.reasoning).toContain('never names "affluent"');
    expect(exclusionsOf(forThem)?.score).toBe(1);
  });

  it('"apps for everyday users" names no audience', () => {
    expect(profileOf('We back consumer apps built for everyday users.').audience).toEqual([]);
  });

  it('"serving Kenyan customers first" names a market, not an audience a deck must spell out', () => {
    const text = 'We back companies headquartered in Kenya and serving Kenyan customers first.';
    expect(profileOf(text).audience).toEqual([]);
    expect(profileOf(text).regions?.value.countries).toContain('KE');
  });
});

describe('class 2: a thesis scoped to a sub-segment does not match its whole sector', () => {
  const thesis = (text: string): ThesisInput => ({ text, version: 1, answers: [] });
  const fintechDeck = (name: string, line: string, product: string) =>
    extractDeckBuiltin(
      documentOf([
        `${name}\n${line}\nChicago, IL`,
        `Product\n${product}`,
        'Traction\n120 business customers, $2.1M ARR.',
        `The ask\nRaising a $4M Seed round\n${name} Inc., 200 W Madison St, Chicago, IL 60606`,
      ]),
      `hash-${name.toLowerCase()}`,
    );
  const PAYMENTS = fintechDeck(
    'Settlr',
    'Payments infrastructure for B2B platforms',
    'One API for card acquiring, payouts and payment reconciliation; platforms embed payments in a week.',
  );
  const LENDER = fintechDeck(
    'Creditwell',
    'Working-capital loans for small businesses',
    'We underwrite small businesses in minutes and lend from our own credit facility; loans from $10k, repaid from revenue.',
  );
  const TEXT = 'We back seed payments infrastructure companies in the US.';

  it('"payments infrastructure" is fintech scoped to payments', () => {
    expect(profileOf(TEXT).sectors?.value).toEqual([
      { industry: 'fintech', weight: 1, subsectors: ['payments'] },
    ]);
    expect(profileOf('We back seed fintech in the US.').sectors?.value).toEqual([
      { industry: 'fintech', weight: 1 },
    ]);
  });

  it('ranks the payments company above the lender, whose fintech share counts only in part', () => {
    const payments = matchDeckBuiltin(PAYMENTS, thesis(TEXT));
    const lender = matchDeckBuiltin(LENDER, thesis(TEXT));
    const sectorScore = (match: DeckMatch) => match.parts.find((part) => part.part === 'sectors')?.score ?? 0;
    expect(sectorScore(payments)).toBeGreaterThan(sectorScore(lender));
    expect(payments.matchScore).toBeGreaterThan(lender.matchScore);
  });

  it("scopes a neighbouring industry's share too: a compute cloud is not open-source developer tooling", () => {
    const text = 'Pre-seed checks into open-source developer tools.';
    const compute = extractDeckBuiltin(
      documentOf([
        'Gridforge\nGPU capacity from 20 data centres, rented by the hour',
        'Product\nSchedules inference jobs on the cheapest cloud GPUs that meet their latency target',
        'Traction\n70 AI companies, 2M GPU hours a month',
      ]),
      'hash-gridforge',
    );
    const sectors = matchDeckBuiltin(compute, thesis(text)).parts.find((part) => part.part === 'sectors');
    expect(sectors?.score ?? 1).toBeLessThan(0.6);
  });
});
