import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { corpusDir } from '@pitchfit/testing/corpus';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentOf } from '../../../../test/deck-document';
import { DECK_READ_LIMITS, readDeck } from '../../read/index';
import { matchDeckBuiltin } from '../match/match';
import { extractDeckBuiltin } from '../profile/extract';
import { RULE_BROKEN_FACTOR } from '../tuning';
import type { DeckExtraction, DeckMatch, ThesisInput } from '../types';
import { parseThesis } from './thesis';

/** The misreadings listed under "Why" in issue 9, each as a test that fails if it comes back. */

const ISSUE_THESIS =
  'We back seed and Series A B2B fintech infrastructure software in the United States: APIs for banking, payments and treasury. We avoid consumer apps and pure lending.';
const DEAL_BREAKERS = {
  topic: 'exclusions',
  question:
    'What are your deal-breakers: sectors, business models or kinds of company you will not invest in?',
  answer: 'Seed, $500k-$1M checks, US only, no consumer or crypto.',
};
const thesis = (text: string, answers: ThesisInput['answers'] = []): ThesisInput => ({
  text,
  version: 1,
  answers,
});
const part = (match: DeckMatch, name: string) => match.parts.find((p) => p.part === name);

/** A B2B banking-API deck in San Francisco: what the issue's thesis asks for. */
const BANK_API_DECK = extractDeckBuiltin(
  documentOf([
    'Vaultline\nBanking APIs for fintech companies\nSan Francisco, CA',
    'Problem\nBanks take months to open accounts for fintech platforms; payments and treasury teams wait.',
    'Product\nOne API for accounts, payments, ledgers and treasury. Businesses embed banking in days.',
    'Traction\n40 business customers, $1.2M ARR. Partner banks: 3.',
    'Team\nAna Ruiz, CEO (ex-Plaid)\nTom Lee, CTO (ex-Stripe)',
    'The ask\nRaising a $4M Seed round\nVaultline Inc., 500 Howard Street, San Francisco, CA 94105',
  ]),
  'hash-vaultline',
);

/** A consumer lending app: what "We avoid consumer apps and pure lending" rules out. */
const CONSUMER_LENDER = extractDeckBuiltin(
  documentOf([
    'Lendly\nInstant personal loans in a mobile app for consumers\nAustin, TX',
    'Problem\nPeople wait weeks for a loan from their bank.',
    'Product\nOur app underwrites borrowers in minutes; we lend from our own balance sheet. Loans from $500.',
    'Traction\n50,000 borrowers, $40M in loans originated, default rate 3%.',
    'Ask\nRaising a $3M Seed round',
  ]),
  'hash-lendly',
);

describe('issue 9: the fintech-infrastructure thesis and Standard Treasury', () => {
  let standardTreasury: DeckExtraction;
  beforeAll(async () => {
    const bytes = new Uint8Array(
      await readFile(join(corpusDir(), 'decks', 'standard-treasury-series-a.pdf')),
    );
    const document = await readDeck(bytes, { ...DECK_READ_LIMITS, ocr: false });
    standardTreasury = extractDeckBuiltin(document, 'hash-standard-treasury');
  }, 90_000);

  it('does not exclude Standard Treasury for "pure lending" or "consumer apps", and scores it high', () => {
    const match = matchDeckBuiltin(standardTreasury, thesis(ISSUE_THESIS));
    expect(part(match, 'exclusions')?.score).toBe(1);
    expect(part(match, 'sectors')?.score).toBeGreaterThan(0.8);
    expect(match.matchScore).toBeGreaterThan(0.75);
  });

  it('the deal-breakers answer does not multiply it down: "crypto" is not all of fintech', () => {
    const match = matchDeckBuiltin(standardTreasury, thesis(ISSUE_THESIS, [DEAL_BREAKERS]));
    expect(part(match, 'exclusions')?.score).toBe(1);
    expect(part(match, 'exclusions')?.reasoning).toContain('"no consumer or crypto."');
    expect(match.matchScore).toBeGreaterThan(0.7);
  });

  it('"We invest in the US and Europe" does not read it as a European company', () => {
    const match = matchDeckBuiltin(
      standardTreasury,
      thesis('Fintech infrastructure. We invest in the US and Europe.'),
    );
    expect(part(match, 'geography')?.score).toBeGreaterThan(0.9);
    expect(standardTreasury.profile.headquarters?.value.country ?? 'US').toBe('US');
  });
});

describe('issue 9: scoped exclusions and preferences on synthetic decks', () => {
  it('scores a B2B banking-API deck high on the thesis with its deal-breakers answer', () => {
    const match = matchDeckBuiltin(BANK_API_DECK, thesis(ISSUE_THESIS, [DEAL_BREAKERS]));
    expect(part(match, 'exclusions')?.score).toBe(1);
    expect(part(match, 'geography')?.score).toBe(1);
    expect(part(match, 'stage')?.score).toBe(1);
    expect(match.matchScore).toBeGreaterThan(0.8);
  });

  it('still excludes a consumer lending app, quoting the clause that did it', () => {
    const fit = matchDeckBuiltin(BANK_API_DECK, thesis(ISSUE_THESIS));
    const excluded = matchDeckBuiltin(CONSUMER_LENDER, thesis(ISSUE_THESIS));
    const reasoning = part(excluded, 'exclusions')?.reasoning ?? '';
    expect(part(excluded, 'exclusions')?.score).toBeLessThan(0.3);
    expect(reasoning).toContain('Excluded: your thesis says "We avoid consumer apps and pure lending."');
    expect(excluded.matchScore).toBeLessThan(fit.matchScore * 0.5);
  });

  it('"consumer fintech" excludes a consumer fintech deck, not a B2B one', () => {
    const rule = thesis('We invest in fintech. We do not invest in consumer fintech.');
    expect(part(matchDeckBuiltin(CONSUMER_LENDER, rule), 'exclusions')?.score).toBeLessThan(0.5);
    expect(part(matchDeckBuiltin(BANK_API_DECK, rule), 'exclusions')?.score).toBe(1);
  });

  it('"B2B only" in the deal-breakers answer does not exclude B2B decks', () => {
    const answer = { ...DEAL_BREAKERS, answer: 'B2B only' };
    const match = matchDeckBuiltin(BANK_API_DECK, thesis('We invest in fintech.', [answer]));
    expect(part(match, 'exclusions')?.score ?? 1).toBe(1);
    expect(part(match, 'business_model')?.score).toBeGreaterThan(0.8);
    expect(part(match, 'business_model')?.reasoning).toContain('says "B2B only"');
  });

  it('"We invest in the US and Europe": a San Francisco company scores full geography', () => {
    const match = matchDeckBuiltin(BANK_API_DECK, thesis('Fintech. We invest in the US and Europe.'));
    expect(BANK_API_DECK.profile.headquarters?.value).toMatchObject({
      country: 'US',
      place: 'San Francisco',
    });
    expect(part(match, 'geography')?.score).toBe(1);
    expect(part(match, 'geography')?.reasoning).toMatch(/based in San Francisco.*page \d: "/);
  });

  it('"headquartered in Europe" is not met by a US company selling into Europe', () => {
    const match = matchDeckBuiltin(BANK_API_DECK, thesis('Fintech companies headquartered in Europe.'));
    expect(part(match, 'geography')?.score).toBeLessThan(0.3);
  });
});

describe('issue 9: a climate-hardware thesis finds the sector of a lithium-extraction deck', () => {
  const lithium = extractDeckBuiltin(
    documentOf([
      'Salar Minerals\nDirect lithium extraction from geothermal brines',
      'Problem\nBattery makers need lithium; evaporation ponds take 18 months and waste water.',
      'Technology\nOur electrochemical process pulls lithium from brine in hours, with 90% recovery.',
      'Market\nCritical minerals for batteries: lithium demand grows 5x by 2030.',
      'Ask\nRaising a $5M Seed round',
    ]),
    'hash-lithium',
  );

  it('reads the deck as climate and energy and scores the sector high', () => {
    const match = matchDeckBuiltin(
      lithium,
      thesis('Climate hardware: electrochemistry, critical minerals, thermal storage and grid equipment.'),
    );
    expect(lithium.profile.sectors[0]?.industry).toBe('climate-energy');
    expect(part(match, 'sectors')?.score).toBeGreaterThan(0.7);
  });
});

describe('soft rules: "rarely" narrows the focus, "comfortable with" does not', () => {
  /** A snack brand whose deck, like most brands' decks, never says "consumers". */
  const snackBrand = extractDeckBuiltin(
    documentOf([
      'Oatly Bites\nPlant-based snacks, slow-baked in Amsterdam\nSeed round 2025',
      'The brand\nSavoury oat bars and crackers\nIn 1,100 stores across the Netherlands and Belgium',
      'Numbers\nRevenue 2024 EUR 2.4M, gross margin 46%',
      'Raise\nEUR 1.2M seed',
    ]),
    'hash-snack-brand',
  );
  const farmRobot = extractDeckBuiltin(
    documentOf([
      'Rowbot\nRobots that weed vegetable farms without herbicides\nSeed round 2025',
      'Problem\nFarms lose 20% of their yield to weeds; precision agriculture needs hands.',
      'Traction\n14 farms, 3,000 acres weeded',
      'Raise\nRaising a $1.5M seed',
    ]),
    'hash-farm-robot',
  );

  it('a brand that names its goods and no customer sells to consumers', () => {
    expect(snackBrand.profile.primaryCustomer).toMatchObject({
      value: 'consumer',
      quote: 'Plant-based snacks, slow-baked in Amsterdam',
    });
  });

  it('"We rarely do consumer food brands" pulls a snack brand down, less than a rule-out would', () => {
    const furrow =
      'Furrow invests globally in technology for farms and the food supply chain: precision agriculture, farm robotics, post-harvest loss. Seed stage. We rarely do consumer food brands and we never invest in commodity trading.';
    const brand = matchDeckBuiltin(snackBrand, thesis(furrow));
    const robot = matchDeckBuiltin(farmRobot, thesis(furrow));
    const exclusions = part(brand, 'exclusions');
    expect(exclusions?.score).toBeCloseTo(0.6, 2);
    expect(exclusions?.reasoning).toContain('your thesis says "We rarely do consumer food brands"');
    expect(part(robot, 'exclusions')?.score).toBe(1);
    expect(brand.matchScore).toBeLessThan(robot.matchScore);
  });

  it('"comfortable with both consumer and school-paid models" and "occasionally seed when ..." rule nothing out', () => {
    const lautan =
      'We back food companies. We occasionally do seed when the team has already built and sold a food company, and we are comfortable with both consumer and school-paid models.';
    expect(part(matchDeckBuiltin(snackBrand, thesis(lautan)), 'exclusions')?.score ?? 1).toBe(1);
  });
});

describe('a rule said twice counts once', () => {
  const singaporeScheduler = extractDeckBuiltin(
    documentOf([
      "Shiftly\nScheduling software for India's retail workforce\nPre-Series A",
      'Customers\n120 retail chains across India',
      'Company\nHeadquarters: Shiftly Pte. Ltd., Singapore',
      'The round\nRaising INR 15 Cr pre-Series A',
    ]),
    'hash-singapore-scheduler',
  );
  const seriesAFleet = extractDeckBuiltin(
    documentOf([
      'Voltdepot\nCharging infrastructure for electric fleets\nSeries A · Madrid, Spain',
      'Product\nDepot chargers for delivery fleets, software that schedules fleet charging',
      'The round\nRaising EUR 10M Series A',
    ]),
    'hash-series-a-fleet',
  );

  it('"must be headquartered in India ... not founders who moved the headquarters to Singapore" is one HQ rule', () => {
    const arka = thesis(
      "We invest in Indian B2B software. Companies must be headquartered in India; we do not back Indian-origin founders who have already moved the company's headquarters to Singapore or Delaware.",
    );
    const match = matchDeckBuiltin(singaporeScheduler, arka);
    expect(part(match, 'geography')?.score).toBeLessThan(0.3);
    expect(part(match, 'exclusions')?.score ?? 1).toBe(1);
  });

  it('"Never after seed" beside "pre-seed and seed" is the stage rule said again: quoted, not counted twice', () => {
    const velo = thesis(
      'Mobility and logistics: fleet software, EV charging for fleets. Pre-seed and seed. Never after seed.',
    );
    const match = matchDeckBuiltin(seriesAFleet, velo);
    const exclusions = part(match, 'exclusions');
    expect(exclusions?.score).toBe(1);
    expect(exclusions?.reasoning).toContain('your thesis says "Never after seed."');
    expect(exclusions?.reasoning).toContain('not counted again');
    expect(part(match, 'stage')?.score).toBeLessThan(1);
  });

  it("a stage bound that is the thesis's only stage rule still rules the later rounds out", () => {
    const bound = thesis(
      'Mobility and logistics: fleet software, EV charging for fleets. We never invest after seed.',
    );
    expect(part(matchDeckBuiltin(seriesAFleet, bound), 'exclusions')?.score).toBeCloseTo(0.25, 2);
  });
});

describe('a two-sided app: who uses it and who pays', () => {
  const deskless = thesis(
    'We back B2B software for frontline and shift workers, bought by the employer: scheduling, shift swaps, training. We do not back consumer apps for gig workers hunting for their next shift.',
  );
  const gigApp = extractDeckBuiltin(
    documentOf([
      'Shiftdrop\nExtra shifts, paid the same day\nSeed · Denver, CO',
      'The app\nWorkers see open shifts at stores and warehouses nearby\nTap to claim, clock in with the app, get paid the same evening',
      'How we make money\nFree for workers\nBusinesses pay a fee per shift filled; workers are independent contractors',
      'The ask\nRaising a $2M seed round',
    ]),
    'hash-shiftdrop-gig',
  );
  const scheduler = extractDeckBuiltin(
    documentOf([
      'Rosterly\nShift scheduling for frontline teams\nSeed · Denver, CO',
      'Product\nShift swaps and training on the phone for hourly workers\nSold to employers per site per month',
      'The ask\nRaising a $2M seed round',
    ]),
    'hash-rosterly',
  );

  it('"consumer apps for gig workers" rules out a gig app that businesses pay for, quoting why', () => {
    const exclusions = part(matchDeckBuiltin(gigApp, deskless), 'exclusions');
    expect(exclusions?.score).toBeCloseTo(0.25, 2);
    expect(exclusions?.reasoning).toContain('a consumer app that businesses pay for');
  });

  it('leaves an employer-bought scheduling app in focus', () => {
    expect(part(matchDeckBuiltin(scheduler, deskless), 'exclusions')?.score ?? 1).toBe(1);
  });
});

describe('therapeutics, discovery platforms and research tools', () => {
  const platformFund = thesis(
    'We back the platforms that make biology an engineering discipline: protein design, lab automation. We invest at seed and Series A in the United States. We do not fund single-asset therapeutics companies.',
  );
  const medicinesFund = thesis(
    'We invest in companies that make medicines: small molecules, biologics and the discovery platforms that generate them. We are not a research-tools investor either.',
  );
  const designPlatform = extractDeckBuiltin(
    documentOf([
      'Corvane Bio\nAntibodies designed, not screened\nSeries A · Boston, MA',
      'The platform\nMachine-learning models design antibodies against a target structure',
      'Pipeline\nCRV-101 Solid tumours, IND-enabling\nCRV-204 Lead optimisation',
      'The raise\n$20M Series A',
    ]),
    'hash-corvane',
  );
  const oneAsset = extractDeckBuiltin(
    documentOf([
      'Lumera Therapeutics\nA one-time gene therapy for inherited blindness\nSeed · Boston, MA',
      'LUM-201\nAAV vector delivering a working copy of the gene\nPreclinical efficacy in two animal models',
      'Financing\nSeeking $6M seed to reach IND',
    ]),
    'hash-lumera',
  );
  const labRobot = extractDeckBuiltin(
    documentOf([
      'Benchtop automation for single-cell labs\nBoston, MA',
      'Single-cell work is still done by hand\nOne pipetting error wastes $4,000 of reagents',
      'Cellbox\nA benchtop robot that prepares single-cell libraries overnight\nSold to academic cores and biopharma research teams',
      'Round\nSeed, $3M',
    ]),
    'hash-cellbox',
  );

  it('"the platforms that make biology ..." is a technology platform, not a network business model', () => {
    expect(part(matchDeckBuiltin(designPlatform, platformFund), 'business_model')?.score ?? null).toBeNull();
  });

  it('"single-asset therapeutics" rules out a one-molecule company, not a platform with programs', () => {
    expect(part(matchDeckBuiltin(oneAsset, platformFund), 'exclusions')?.score).toBeCloseTo(0.25, 2);
    expect(part(matchDeckBuiltin(designPlatform, platformFund), 'exclusions')?.score ?? 1).toBe(1);
  });

  it('a benchtop lab robot is a research tool', () => {
    expect(part(matchDeckBuiltin(labRobot, medicinesFund), 'exclusions')?.score).toBeLessThan(0.5);
    expect(part(matchDeckBuiltin(oneAsset, medicinesFund), 'exclusions')?.score ?? 1).toBe(1);
  });
});

describe('generalists: round four of the tuning half (misreadings that used to cancel out)', () => {
  const ostara =
    'Ostara is a European generalist fund. We lead or co-lead pre-seed and seed rounds, with first\n' +
    'cheques of EUR 300k to 2M; we do not start new relationships at Series A. We care less about the sector than about\n' +
    'the founders, and our\nportfolio runs from data infrastructure and logistics software to a consumer food brand.\n' +
    'We do not invest in crypto, or in pure services businesses: agencies, consultancies and staffing\n' +
    'companies whose revenue is the hours of the people they employ. We rarely do hardware, even in climate.';
  const profile = parseThesis({ text: ostara, answers: [] });

  it('"pre-seed and seed rounds" finds both stages, and "a seed extension" is the round before Series A', () => {
    expect(profile.stages?.value).toEqual(['pre-seed', 'seed']);
    const halyard = parseThesis({
      text: 'Halyard writes USD 3M to 8M cheques into Series A rounds, and now and then joins a seed extension.',
      answers: [],
    });
    expect(halyard.stages?.value).toEqual(['series-a']);
    expect(halyard.softStages).toEqual(['pre-series-a']);
  });

  it('"our portfolio runs from ... to a consumer food brand" is an example, not a B2C preference, even hard-wrapped', () => {
    expect(profile.models).toBeNull();
  });

  it('a long rule-out item keeps its polarity, and "staffing companies" rules out staffing, not hiring software', () => {
    const services = profile.exclusions.find((e) => /consultancies/.test(e.quote ?? ''));
    expect(services?.value.scopes.flatMap((scope) => scope.terms)).toEqual(['consultancies', 'staffing']);
    // The recruiting sub-sector alone no longer suffices: the deck must also say it is a staffing business.
    const staffing = services?.value.scopes.find((scope) => scope.subsectors.length > 0);
    expect(staffing?.terms).toEqual(['staffing']);
  });

  it('"we rarely do hardware" is a soft rule even in a generalist', () => {
    const hardware = profile.exclusions.find((e) => /hardware/.test(e.quote ?? ''));
    expect(hardware?.value.soft).toBe(true);
    expect(hardware?.value.scopes[0]?.industries).toEqual(['hardware-iot']);
  });

  it('"in any sector" and "whatever their sector" make a generalist; "companies" is no sector word', () => {
    for (const text of [
      'We write cheques into Series A rounds for companies headquartered in the United States or Canada, in any sector.',
      'We invest in seed rounds of companies headquartered in Iberia, whatever their sector.',
      'We back companies headquartered in Canada.',
    ])
      expect(parseThesis({ text, answers: [] }).sectors).toBeNull();
    // The customers' sectors are open here, not the fund's.
    const smb = parseThesis({
      text: 'We back software and financial tools that small businesses buy, in any sector: the restaurant, the salon.',
      answers: [],
    });
    expect(smb.sectors?.value.map((s) => s.industry)).toContain('fintech');
  });

  it('knows Iberia, the Benelux, the Baltics and CEE', () => {
    const meseta = parseThesis({
      text: 'We invest in companies headquartered in Iberia, the Benelux, the Baltics or Central and Eastern Europe (CEE).',
      answers: [],
    });
    expect(meseta.regions?.value.countries).toEqual(
      expect.arrayContaining(['ES', 'PT', 'NL', 'BE', 'LU', 'EE', 'LV', 'LT', 'PL', 'CZ']),
    );
    expect(meseta.regions?.value.role).toBe('hq');
  });

  const robot = extractDeckBuiltin(
    documentOf([
      'Cellbench\nBenchtop automation for single-cell labs\nSeed · Lisbon, Portugal',
      'Product\nA benchtop robot that prepares single-cell libraries overnight',
      'Team\nAna Costa, CTO - 11 years in lab robotics',
      'Round\nSeed, EUR 2M',
    ]),
    'hash-cellbench',
  );
  const fleetSoftware = extractDeckBuiltin(
    documentOf([
      'Loopway\nFleet software for cargo-bike operators\nPre-seed · Porto, Portugal',
      'Product\nRoute planning, battery swaps and rider dispatch for cargo-bike fleets',
      'Traction\n12 operators, 400 riders',
      'Round\nPre-seed, EUR 800k',
    ]),
    'hash-loopway',
  );
  const rotaSoftware = extractDeckBuiltin(
    documentOf([
      'Carerota\nRota software for care homes\nSeed · Porto, Portugal',
      'Problem\nAgency cover costs twice a staff shift',
      'Product\nFills open shifts from the home’s own staff before calling an agency',
      'Traction\nAgency spend saved: 30%',
      'Round\nSeed, EUR 1M',
    ]),
    'hash-carerota',
  );

  it('"we rarely do hardware" pulls down a company that makes a robot, not software that mentions a battery once', () => {
    expect(part(matchDeckBuiltin(robot, thesis(ostara)), 'exclusions')?.score).toBeLessThan(0.8);
    expect(part(matchDeckBuiltin(fleetSoftware, thesis(ostara)), 'exclusions')?.score).toBe(1);
  });

  it('"agencies" rules out a deck that is an agency, not one that saves its customers agency costs', () => {
    expect(part(matchDeckBuiltin(rotaSoftware, thesis(ostara)), 'exclusions')?.score).toBe(1);
  });

  it('"staffing companies whose revenue is the hours of the people they employ" rules out a deck that employs the people it sends', () => {
    const warehouseStaff = extractDeckBuiltin(
      documentOf([
        'Dockhands\nWarehouse staff when you need them\nSeed · Rotterdam, Netherlands',
        'What we do\nWe employ and train our own pool of warehouse workers\nOperators book shifts in our app; we send trained staff within 24 hours',
        'Traction\n40 warehouses, 1,200 shifts a week',
        'Round\nSeed, EUR 2M',
      ]),
      'hash-dockhands',
    );
    expect(warehouseStaff.profile.employsPlacedPeople?.page).toBe(2);
    const exclusions = part(matchDeckBuiltin(warehouseStaff, thesis(ostara)), 'exclusions');
    expect(exclusions?.score).toBeLessThan(0.5);
    expect(exclusions?.reasoning).toContain('a staffing business');
    expect(rotaSoftware.profile.employsPlacedPeople ?? null).toBeNull();
  });
});

describe('an HQ rule and a deck whose HQ was not read', () => {
  it('breaks the rule when every place the deck names is outside the region', () => {
    const grocer = extractDeckBuiltin(
      documentOf([
        'Shopcart\nCheckout software for grocers\nSeed round',
        'Market\nSold to independent grocers across the United States and Canada',
        'Round\nSeed, $2M',
      ]),
      'hash-shopcart',
    );
    expect(grocer.profile.headquarters ?? null).toBeNull();
    const match = matchDeckBuiltin(
      grocer,
      thesis('We invest in seed rounds of companies headquartered in Spain or Portugal, in any sector.'),
    );
    expect(part(match, 'geography')?.score).toBeCloseTo(0.1, 4);
    // No sector named: the rules are the verdict (each part scoring p keeps 1 - weight × (1 - p)),
    // and the broken HQ rule multiplies it by RULE_BROKEN_FACTOR.
    const rules = match.parts.filter((p) => p.score !== null && p.part !== 'exclusions');
    const base = rules.reduce((product, p) => product * (1 - p.weight * (1 - (p.score ?? 0))), 1);
    expect(match.matchScore).toBeCloseTo(base * RULE_BROKEN_FACTOR, 3);
  });
});

describe('stage distance', () => {
  const atStage = (stage: string) =>
    extractDeckBuiltin(
      documentOf([
        `Ledgerline\nBookkeeping software for accountants\n${stage} · Denver, Colorado`,
        'Product\nAutomated reconciliation for small accounting firms',
        `Round\nRaising $4M ${stage}`,
      ]),
      `hash-ledgerline-${stage}`,
    );
  const seriesA = thesis(
    'We write cheques into Series A rounds of companies headquartered in the United States.',
  );

  it('half a step off (pre-Series A beside Series A) scores above a whole step off (seed)', () => {
    const preA = part(matchDeckBuiltin(atStage('Pre-Series A'), seriesA), 'stage')?.score ?? 0;
    const seed = part(matchDeckBuiltin(atStage('Seed'), seriesA), 'stage')?.score ?? 0;
    expect(preA).toBeCloseTo(0.8, 4);
    expect(seed).toBeCloseTo(0.6, 4);
  });
});
