import { describe, expect, it } from 'vitest';
import { documentOf } from '../../../../test/deck-document';
import { extractDeckBuiltin } from '../profile/extract';
import type { ThesisInput } from '../types';
import { matchDeckBuiltin } from './match';

const thesis = (text: string, answers: ThesisInput['answers'] = []): ThesisInput => ({
  text,
  version: 1,
  answers,
});
const deck = (pages: string[]) => extractDeckBuiltin(documentOf(pages), `hash-${pages[0]}`);
const score = (pages: string[], input: ThesisInput) => matchDeckBuiltin(deck(pages), input).matchScore;

const HIRING_SOFTWARE = [
  'Hirebridge\nHiring and payroll software for cross-border teams\nSeed · London, United Kingdom',
  'Product\nHire employees in 60 countries; compliant contracts, local payroll and benefits in one dashboard.',
  'Raise\nGBP 2M seed',
];
const STAFFING_AGENCY = [
  'Quayforce\nWarehouse staffing agency\nSeed · Berlin, Germany',
  'What we do\nWe employ temp workers and send them to warehouses; like other agencies we charge per hour.',
  'Why us\nTraditional agencies take a week; our agency fills shifts in 24 hours.',
  'Raise\nEUR 4M seed',
];

describe('rules a thesis states', () => {
  it('"no staffing agencies" in an HR thesis rules out agencies, not hiring software', () => {
    const hr = thesis(
      'Software for HR, payroll, hiring and scheduling, pre-seed and seed, UK or EU headquarters. Not for us: staffing agencies.',
    );
    const software = matchDeckBuiltin(deck(HIRING_SOFTWARE), hr);
    const agency = matchDeckBuiltin(deck(STAFFING_AGENCY), hr);
    expect(software.parts.find((p) => p.part === 'exclusions')?.score).toBe(1);
    expect(agency.parts.find((p) => p.part === 'exclusions')?.score).toBeLessThan(1);
    expect(software.matchScore).toBeGreaterThan(agency.matchScore);
  });

  it('a headquarters rule pulls a company based elsewhere below one based inside', () => {
    const uk = thesis('We back seed-stage HR software companies headquartered in the United Kingdom.');
    const berlin = [
      'Rotaplan\nShift scheduling software for care homes\nSeed · Berlin, Germany',
      'Product\nRotas, shift swaps and timesheets for HR teams.',
      'Raise\nEUR 1M seed',
    ];
    const leeds = [
      'Rotakit\nShift scheduling software\nSeed · Leeds, United Kingdom',
      'Product\nRotas and timesheets for HR teams.',
      'Raise\nGBP 600k seed',
    ];
    expect(score(leeds, uk)).toBeGreaterThan(score(berlin, uk) + 0.2);
  });

  it('a consumer thesis counts a consumer company in an industry it does not name', () => {
    const consumer = thesis(
      'We invest in consumer brands and consumer apps that change how people live, at seed, in the United States.',
    );
    const savingsApp = [
      'Penny Jar\nThe savings app teens and their parents love\nSeed · New York, NY',
      'Our app\nRound-ups and savings goals for consumers; free for families, premium at $4.99 a month.',
      'Raise\n$1.5M seed',
    ];
    const b2bPayments = [
      'Payline\nPayments infrastructure for enterprise merchants\nSeed · New York, NY',
      'Product\nPayment orchestration APIs for businesses.',
      'Raise\n$3M seed',
    ];
    expect(score(savingsApp, consumer)).toBeGreaterThan(0.6);
    expect(score(savingsApp, consumer)).toBeGreaterThan(score(b2bPayments, consumer));
  });

  it('a consumer thesis of values ranks a consumer company in them above a B2B one in them (Forerunner)', () => {
    const forerunner = thesis(
      "We now witness a consumer in transition. Today's emerging wants and needs are shaped by a confluence of trends: environmentalism, preventative health, loneliness, shifting values.",
    );
    const b2bClimate = [
      'Gridcert\nRenewable energy certificates trading software for utilities and enterprises\nSeed',
      'Product\nEnterprises buy renewable energy certificates; utilities list their clean energy.',
      'Raise\n$2M seed',
    ];
    const consumerClimate = [
      'Refillo\nRefills for household cleaning products, delivered to families\nSeed',
      'Why\nConsumers want to cut plastic waste and carbon emissions at home.',
      'Raise\n$2M seed',
    ];
    const b2b = matchDeckBuiltin(deck(b2bClimate), forerunner);
    expect(b2b.parts.find((p) => p.part === 'business_model')?.weight).toBe(0.4);
    expect(score(consumerClimate, forerunner)).toBeGreaterThan(b2b.matchScore);
  });
});

describe('sectors as investors see them', () => {
  it('reads "real estate developers" as real estate, not developer tools', () => {
    const siteframe = deck([
      'Siteframe\nProject controls for commercial real estate developers\nSeed · Toronto',
      'Product\nDaily budget and change-order tracking for construction projects.',
      'Raise\nCAD 2.5M seed',
    ]);
    expect(siteframe.profile.primarySector?.value).toBe('real-estate');
    expect(siteframe.profile.sectors.find((s) => s.industry === 'developer-tools')).toBeUndefined();
  });

  it('counts data infrastructure in part for a developer-tools thesis', () => {
    const devtools = thesis('Pre-seed and seed checks into open-source developer tools.');
    const pipelines = [
      'Stackprobe\nObservability for data pipelines and data warehouses\nPre-seed · Stockholm',
      'Product\nDetects broken data pipelines and schema changes in the data warehouse.',
      'Raise\nSEK 8M pre-seed',
    ];
    const bakery = [
      'Crumb\nArtisan bakery chain\nPre-seed · Stockholm',
      'Product\nSourdough bread and pastries in four stores.',
      'Raise\nSEK 8M pre-seed',
    ];
    const sectors = matchDeckBuiltin(deck(pipelines), devtools).parts.find((p) => p.part === 'sectors');
    expect(sectors?.score).toBeGreaterThan(0.3);
    expect(score(pipelines, devtools)).toBeGreaterThan(score(bakery, devtools));
  });
});

describe('facts the rules compare', () => {
  it('reads "Seed-stage company" on the cover as the deck’s stage', () => {
    const rootsense = deck([
      'Rootsense\nSoil intelligence for farms\nSeed-stage company · 2025',
      'Product\nIn-field probes and an agronomy app for farms.',
      'Team\nWanjiru Kamau, CEO',
    ]);
    expect(rootsense.facts.stage?.value).toBe('seed');
  });

  it('a check range fits a round that its lower end fits', () => {
    const seed = thesis('Seed-stage farm technology, checks of $500k to $2.5M.');
    const match = matchDeckBuiltin(
      deck(['Furrowtech\nFarm robotics for orchards\nSeed', 'Raise\n$1.3M seed round']),
      seed,
    );
    expect(match.parts.find((p) => p.part === 'check_size')?.score).toBe(1);
  });
});

describe('software every business buys, for an enterprise-software thesis', () => {
  const ENTERPRISE = thesis(
    'We back developer and enterprise software companies at seed and Series A, anywhere in North America.',
  );
  const PHISHING_DEFENCE = [
    'Lurewall\nPhishing defence for mid-size companies\nSeed · Toronto, Canada',
    'Product\nDetects credential-phishing emails and trains staff with simulated attacks; security teams see every incident.',
    'Model\nCompanies pay per seat per year',
    'Raise\n$2.5M seed',
  ];
  const HOME_CLINIC = [
    'Careloop\nHome dialysis care, run by nurses\nSeed · Denver, CO',
    'Service\nOur nurses visit patients at home three times a week; clinics refer patients to us.',
    'Model\nInsurers pay per treatment',
    'Raise\n$2.5M seed',
  ];

  it('counts a security tool sold to companies in part, above a care provider', () => {
    const security = score(PHISHING_DEFENCE, ENTERPRISE);
    expect(security).toBeGreaterThanOrEqual(0.4);
    expect(security).toBeGreaterThan(score(HOME_CLINIC, ENTERPRISE) + 0.2);
  });
});

describe("a company's second industry", () => {
  const APPLIED_AI = thesis('We back applied AI and machine learning companies at seed, anywhere in Europe.');
  const AI_DUBBING = [
    'Dubwise\nDub any video into 20 languages\nSeed · Warsaw, Poland',
    'Problem\nStudios and creators pay $100 per minute for human dubbing; most films never get dubbed',
    'Product\nOur speech models clone the original voice and our machine learning pipeline lip-syncs the dub',
    'Market\nFilm, TV and online video localisation: $3B a year',
    'Traction\nVideo creators on the platform: 40,000; 3 film studios paying',
    'Raise\nEUR 2M seed',
  ];

  const FILM_DISTRIBUTOR = [
    'Reelhouse\nIndependent films, in cinemas and on streaming\nSeed · Warsaw, Poland',
    'What we do\nWe acquire and distribute independent films across Central Europe',
    'Market\nFilm, TV and online video: $3B a year in the region',
    'Raise\nEUR 2M seed',
  ];

  it('still counts when the deck reads first as another: AI dubbing is media and applied AI', () => {
    // Out of the thesis is under 0.3 (MATCH_VERDICTS); with shares squared it sat at the 0.2 floor.
    expect(score(AI_DUBBING, APPLIED_AI)).toBeGreaterThan(0.3);
    expect(score(FILM_DISTRIBUTOR, APPLIED_AI)).toBeLessThanOrEqual(0.2);
  });
});
