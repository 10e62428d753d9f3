import { describe, expect, it } from 'vitest';
import { documentOf } from '../../../../test/deck-document';
import { extractDeckBuiltin } from '../profile/extract';
import { parseThesis } from '../thesis/thesis';
import type { DeckMatch, ThesisInput } from '../types';
import { matchSubsectorTerms } from '../vocabulary/subsector-matcher';
import { matchDeckBuiltin } from './match';

/**
 * Issue 9's two kinds of thesis the built-in engine read worst: one defined by a kind of customer
 * (frontline, deskless and shift workers, across industries) and a generalist that decides on
 * stage, place and founders. Each misreading found on the tuning half is a test here.
 */

const thesis = (text: string, answers: ThesisInput['answers'] = []): ThesisInput => ({
  text,
  version: 1,
  answers,
});
const part = (match: DeckMatch, name: string) => match.parts.find((p) => p.part === name);

const DESKLESS_THESIS = thesis(
  "Most of the world's workers do not sit at a desk. We invest in software for the frontline, deskless and shift workers in retail, logistics, field service and care: scheduling and shift swaps, workforce communication, time and pay, and the tools field teams use to run a job. We invest at seed and Series A in companies headquartered in the United States or Europe.",
);

/** Field-service software: reads as fintech (invoices, card payments), used by technicians. */
const FIELD_SERVICE = extractDeckBuiltin(
  documentOf([
    'Jobline\nRun the whole job from the truck\nSeed round',
    'Small trade businesses run on paper\nA six-van plumbing company loses 5 hours a week to dispatch by phone',
    "What the technician sees\nToday's jobs, the route and the customer's history on the phone\nInvoice and card payment before leaving the driveway",
    'Who buys it\nOwners of HVAC, plumbing and electrical shops with 2 to 20 technicians\nUSD 49 per technician per month',
    'Traction\nTechnicians on the app: 6,300\nPaying shops: 1,140',
    'The round\nRaising $1.8M seed\nJobline Inc., Columbus, Ohio',
  ]),
  'hash-jobline',
);

/** Home-care rounds for carers: reads as health ("home care"), sold to the agencies that employ them. */
const HOME_CARE_ROUNDS = extractDeckBuiltin(
  documentOf([
    'Roundly\nThe care round, planned and paid\nSeed · Lyon, France',
    "Home care runs on phone calls\nA home-care agency's carers make 40,000 visits a month",
    "Roundly\nDaily rounds and visit check-in on the carer's phone\nCare notes families and nurses can read\nAgencies pay per carer per month",
    'Traction\nCarers using the app: 5,900\nVisits per month: 610,000',
    'Seed round\nEUR 2.5M',
  ]),
  'hash-roundly',
);

/** Benefits for every employee: HR words, but nothing for frontline workers. */
const OFFICE_BENEFITS = extractDeckBuiltin(
  documentOf([
    'Perkwell\nBenefits employees actually use\nSeed · Denver',
    'For HR teams\nEmployers pay per employee per month\nEmployee benefits, coaching and manager training',
    'Traction\nEmployers signed: 40\nCovered employees: 9,300',
    'The round\nRaising $2M seed',
  ]),
  'hash-perkwell',
);

/** A gig app free for workers: it names hourly workers and shifts, but businesses pay per shift filled. */
const GIG_APP = extractDeckBuiltin(
  documentOf([
    'Shiftgrab\nExtra shifts, paid the same day\nSeed · Chicago, IL',
    'Hourly work is hard to top up\n38% of hourly workers want more hours',
    'The app\nWorkers see open shifts at stores and warehouses within 5 miles',
    'How we make money\nFree for workers\nBusinesses pay a fee per shift filled',
    'The ask\nRaising $2.5M seed',
  ]),
  'hash-shiftgrab',
);

describe('a thesis defined by frontline, deskless and shift workers', () => {
  it('reads the customer focus, and not from one passing "frontline workforce"', () => {
    expect(parseThesis(DESKLESS_THESIS).customerFocus?.value).toBe('frontline');
    expect(
      parseThesis(thesis('Software for HR, payroll, hiring, scheduling and the frontline workforce. Seed.'))
        .customerFocus ?? null,
    ).toBeNull();
  });

  it('reads a one-liner that names its customer once, with a defining word, as the customer focus', () => {
    const oneLiner = thesis('Pre-seed and seed software for deskless workers in North America.');
    expect(parseThesis(oneLiner).customerFocus?.value).toBe('frontline');
    expect(part(matchDeckBuiltin(FIELD_SERVICE, oneLiner), 'sectors')?.score).toBeGreaterThan(0.9);
    expect(matchDeckBuiltin(FIELD_SERVICE, oneLiner).matchScore).toBeGreaterThan(
      matchDeckBuiltin(OFFICE_BENEFITS, oneLiner).matchScore + 0.15,
    );
  });

  it('reads a short bullet list for blue-collar and hourly workers as the customer focus', () => {
    const bullets = thesis(
      [
        '- Tools built for blue-collar and hourly workers, bought by the businesses that employ them',
        '- Seed and Series A, USD 1M to 4M first cheques',
        '- HQ in the United States, Canada or the United Kingdom',
        '- No staffing agencies',
      ].join('\n'),
    );
    const profile = parseThesis(bullets);
    expect(profile.customerFocus?.value).toBe('frontline');
    expect(profile.customerFocus?.quote).toContain('blue-collar and hourly workers');
    expect(part(matchDeckBuiltin(HOME_CARE_ROUNDS, bullets), 'sectors')?.score).toBeGreaterThan(0.9);
  });

  it.each([
    'Tools serving frontline teams in retail. Seed.',
    'We back software that hourly and shift teams use every day. Seed and Series A.',
    'Products used by front-line staff, from pre-seed to Series A.',
    "Software for the world's 2.7 billion non-desk workers. Seed.",
  ])('reads "%s" as the customer focus from one defining mention', (text) => {
    expect(parseThesis(thesis(text)).customerFocus?.value).toBe('frontline');
  });

  it.each([
    'Software for HR, payroll, hiring, scheduling and the frontline workforce. Seed.',
    'Workflow SaaS for finance, operations, supply chain and the frontline workforce. Seed to pre-Series A.',
    'We back payroll, benefits, frontline workforce management and hiring software. Seed.',
    'We invest in tools for frontline workforce management and HR analytics. Seed.',
  ])('keeps a list of HR products without a customer focus: "%s"', (text) => {
    expect(parseThesis(thesis(text)).customerFocus ?? null).toBeNull();
  });

  it('puts field-service software used by technicians in focus, though the deck reads as fintech', () => {
    const match = matchDeckBuiltin(FIELD_SERVICE, DESKLESS_THESIS);
    expect(part(match, 'sectors')?.score).toBeGreaterThan(0.9);
    expect(part(match, 'sectors')?.reasoning).toContain('frontline, deskless and shift workers');
  });

  it('puts home-care rounds for carers in focus, though "home care" reads as health', () => {
    expect(HOME_CARE_ROUNDS.profile.primaryCustomer?.value).toBe('business');
    const match = matchDeckBuiltin(HOME_CARE_ROUNDS, DESKLESS_THESIS);
    expect(part(match, 'sectors')?.score).toBeGreaterThan(0.9);
  });

  it('weighs an HR benefits tool for office staff below them: HR words are not the customer', () => {
    const benefits = matchDeckBuiltin(OFFICE_BENEFITS, DESKLESS_THESIS).matchScore;
    expect(matchDeckBuiltin(FIELD_SERVICE, DESKLESS_THESIS).matchScore).toBeGreaterThan(benefits + 0.15);
    expect(matchDeckBuiltin(HOME_CARE_ROUNDS, DESKLESS_THESIS).matchScore).toBeGreaterThan(benefits);
  });

  it('does not count a gig app free for workers as the employer tool such a thesis wants', () => {
    expect(GIG_APP.profile.frontline?.value).toBeGreaterThan(0.5);
    const gig = part(matchDeckBuiltin(GIG_APP, DESKLESS_THESIS), 'sectors')?.score ?? 1;
    expect(gig).toBeLessThan(part(matchDeckBuiltin(FIELD_SERVICE, DESKLESS_THESIS), 'sectors')?.score ?? 0);
  });

  it('reads frontline users in the words of other trades: kitchens, housekeeping, aides', () => {
    const kitchen = extractDeckBuiltin(
      documentOf([
        'Prepline\nTraining on the phone for restaurant staff\nSeed · Boston',
        'Problem\nKitchen staff turn over every four months; line cooks learn by shadowing',
        'Product\nTwo-minute lessons for kitchen staff and housekeeping teams, bought by the operator',
        'Traction\nHome health aides and line cooks trained: 12,000\nShift managers and retail associates next',
      ]),
      'hash-prepline',
    );
    expect(kitchen.profile.frontline?.value).toBe(1);
  });

  it('knows "field service" as a sub-sector of enterprise software', () => {
    const hits = matchSubsectorTerms('the vertical SaaS for retail, logistics, field service and care');
    expect(hits.map((hit) => `${hit.industry}/${hit.subsector}`)).toContain(
      'enterprise-software/field-service',
    );
  });

  it('scores the customer when the thesis says the sector does not matter, and rules nothing out by it', () => {
    const text =
      'We back software that hourly and frontline teams use on the job: technicians, drivers, carers, crews and store staff. The sector does not matter to us. We invest at seed and Series A and occasionally at pre-seed when a founder has done the job themselves.';
    const profile = parseThesis(thesis(text));
    expect(profile.sectors).toBeNull();
    expect(profile.customerFocus?.value).toBe('frontline');
    expect(profile.exclusions).toEqual([]);
    expect(part(matchDeckBuiltin(FIELD_SERVICE, thesis(text)), 'sectors')?.score).toBeGreaterThan(0.9);
    expect(part(matchDeckBuiltin(OFFICE_BENEFITS, thesis(text)), 'sectors')?.score).toBeLessThan(0.2);
  });

  it('reads "seed and Series A and occasionally at pre-seed" as two firm stages and one soft one', () => {
    const profile = parseThesis(
      thesis('We invest at seed and Series A and occasionally at pre-seed when a founder has done the job.'),
    );
    expect(profile.stages?.value.sort()).toEqual(['seed', 'series-a']);
    expect(profile.softStages).toEqual(['pre-seed']);
    // A condition on the soft stage is no founder rule.
    expect(profile.founderRule ?? null).toBeNull();
  });
});

const GENERALIST = thesis(
  'Kestrel is a seed fund without a sector. We have backed payroll software and a bookkeeping tool. Founders who have done the job they now sell to. We rarely back teams with no experience of their market. Pre-seed and seed, companies headquartered in the United States.',
);

const withTeam = (team: string, hash: string) =>
  extractDeckBuiltin(
    documentOf([
      'Ledgerline\nBookkeeping for small shops\nSeed · Atlanta, GA',
      'Problem\nSmall shops lose a day a month to bookkeeping',
      `Team\n${team}`,
      'The round\nRaising $1M seed',
    ]),
    hash,
  );

describe('a generalist that decides on its founders', () => {
  it('is read as naming no sector ("without a sector"), with a rule about founders', () => {
    const profile = parseThesis(GENERALIST);
    expect(profile.sectors).toBeNull();
    expect(profile.founderRule?.value.kind).toBe('experience');
  });

  it('ranks founders who know the market above founders named with nothing about them', () => {
    const operator = withTeam(
      'Tasha Greene, CEO - CPA, 12 years serving small businesses\nRavi Menon, CTO',
      'hash-a',
    );
    const bare = withTeam('Tasha Greene, CEO\nRavi Menon, CTO', 'hash-b');
    const shown = matchDeckBuiltin(operator, GENERALIST);
    const notShown = matchDeckBuiltin(bare, GENERALIST);
    expect(shown.matchScore).toBeGreaterThan(notShown.matchScore);
    expect(part(notShown, 'exclusions')?.reasoning).toContain(
      'Founders who have done the job they now sell to',
    );
  });

  it.each([
    ['We back technical founders in the Nordics, pre-seed only.', 'technical'],
    ['We like repeat founders. Seed, US only.', 'repeat'],
    ['Any sector, led by founders who have worked in the industry they sell to.', 'experience'],
    ['We back people who know a problem from the inside.', 'experience'],
  ])('reads a founder rule in "%s"', (text, kind) => {
    expect(parseThesis(thesis(text)).founderRule?.value.kind).toBe(kind);
  });
});
