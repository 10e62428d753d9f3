import { MATCH_VERDICTS, matchVerdict, OUT_OF_THESIS_CEILING } from '@pitchfit/contracts/match-verdict';
import { describe, expect, it } from 'vitest';
import { documentOf, LEDGERLY_PAGES } from '../../../../test/deck-document';
import { extractDeckBuiltin } from '../profile/extract';
import type { ThesisInput } from '../types';
import { matchDeckBuiltin } from './match';

const ledgerly = extractDeckBuiltin(documentOf(LEDGERLY_PAGES), 'hash-ledgerly');
const petVet = extractDeckBuiltin(
  documentOf([
    'PawCare\nHome visits by vets for pet parents',
    'Problem\nPet owners wait days for a vet appointment; animals suffer.',
    'Traction\n5,000 pets treated, 2 clinics in Bangalore',
    'Ask\nRaising ₹ 20 Cr Seed round',
  ]),
  'hash-pets',
);
const thesis = (text: string, answers: ThesisInput['answers'] = []): ThesisInput => ({
  text,
  version: 3,
  answers,
});
const fintechSeedEurope = thesis(
  'We back fintech founders at seed in Europe: payments, banking and accounting software. Typical check $500K.',
);

describe('matchDeckBuiltin', () => {
  it('scores a deck in the thesis sectors above one outside them', () => {
    const fit = matchDeckBuiltin(ledgerly, fintechSeedEurope);
    const miss = matchDeckBuiltin(petVet, fintechSeedEurope);
    expect(fit.matchScore).toBeGreaterThan(0.75);
    expect(miss.matchScore).toBeLessThan(0.4);
  });

  it('explains each part of the thesis against the deck’s evidence', () => {
    const match = matchDeckBuiltin(ledgerly, fintechSeedEurope);
    const parts = Object.fromEntries(match.parts.map((part) => [part.part, part]));
    expect(parts.sectors?.reasoning).toMatch(/Fintech/);
    expect(parts.sectors?.reasoning).toMatch(/page \d/);
    expect(parts.stage).toMatchObject({ score: 1 });
    expect(parts.stage?.reasoning).toMatch(/Seed.*page 6/);
    expect(parts.geography?.score).toBeGreaterThan(0.5);
    expect(parts.check_size?.reasoning).toMatch(/\$500,000/);
    expect(parts.business_model).toMatchObject({ score: null });
  });

  it("reads a generalist's stage and place as its whole thesis: one stage off is a partial fit", () => {
    const generalist =
      'We are generalists and do not screen on sector. We invest in companies headquartered in Europe';
    const atSeed = matchDeckBuiltin(ledgerly, thesis(`${generalist}, at seed only.`));
    const atSeriesA = matchDeckBuiltin(ledgerly, thesis(`${generalist}, at Series A only.`));
    expect(matchVerdict(atSeed.matchScore)).toBe('fits');
    expect(matchVerdict(atSeriesA.matchScore)).toBe('partly');
  });

  it('counts B2B software in a vertical toward an enterprise-software thesis, in part', () => {
    const enterprise = thesis('We invest in enterprise software companies.');
    const b2bFintech = matchDeckBuiltin(ledgerly, enterprise);
    expect(b2bFintech.matchScore).toBeGreaterThan(OUT_OF_THESIS_CEILING);
    expect(b2bFintech.parts.find((part) => part.part === 'sectors')?.reasoning).toMatch(
      /meets Enterprise software/,
    );
    expect(matchDeckBuiltin(petVet, enterprise).matchScore).toBeLessThan(OUT_OF_THESIS_CEILING);
  });

  it('records engine, versions and content hash on the result', () => {
    const match = matchDeckBuiltin(ledgerly, fintechSeedEurope);
    expect(match).toMatchObject({ engine: 'builtin', thesisVersion: 3, contentHash: 'hash-ledgerly' });
  });

  it('is deterministic byte for byte', () => {
    expect(JSON.stringify(matchDeckBuiltin(ledgerly, fintechSeedEurope))).toBe(
      JSON.stringify(matchDeckBuiltin(ledgerly, fintechSeedEurope)),
    );
  });

  it('pulls the score down hard when the deck hits an exclusion', () => {
    const base = matchDeckBuiltin(ledgerly, thesis('We invest in fintech and accounting software.'));
    const excluded = matchDeckBuiltin(
      ledgerly,
      thesis('We invest in fintech and accounting software. We do not invest in payments companies.'),
    );
    expect(excluded.matchScore).toBeLessThanOrEqual(base.matchScore * 0.3);
    expect(excluded.parts.find((part) => part.part === 'exclusions')?.reasoning).toMatch(
      /^Excluded: your thesis says "We do not invest in payments companies\.", and the deck is mostly payments/,
    );
  });

  it('refines the match with answers to the follow-up questions', () => {
    const text = 'We invest in fintech: payments, banking and accounting software.';
    const before = matchDeckBuiltin(ledgerly, thesis(text));
    const answers = [
      { topic: 'geography', question: 'Which countries or regions do you invest in?', answer: 'Only India.' },
    ];
    const after = matchDeckBuiltin(ledgerly, thesis(text, answers));
    expect(before.parts.find((p) => p.part === 'geography')?.score).toBeNull();
    const geography = after.parts.find((p) => p.part === 'geography');
    expect(geography?.score).toBeLessThan(0.5);
    expect(geography?.reasoning).toMatch(/^Your answer to "Which countries or regions do you invest in\?"/);
    expect(after.matchScore).toBeLessThan(before.matchScore);
  });

  it('names the part of a sector a thesis is scoped to, and says when a deck is in the sector but not that part', () => {
    const groceries = thesis('We invest only in online grocery and meal delivery companies, at seed.');
    // A neighbours' supper club that names a bakery brand in passing: some food words, none about groceries.
    const supperClub = extractDeckBuiltin(
      documentOf([
        'Long Table\nSupper clubs that turn strangers on your street into friends',
        'Product\nNeighbours meet at a long table each week to talk, play games and help each other out.',
        'Community\n9,000 neighbours met, 120 streets; a local bakery brand sponsors the evenings',
        'Ask\nRaising $1M seed',
      ]),
      'hash-supper-club',
    );
    const sectors = matchDeckBuiltin(supperClub, groceries).parts.find((p) => p.part === 'sectors');
    expect(sectors?.reasoning).toContain('Food & agriculture (food delivery grocery)');
    expect(sectors?.reasoning).toContain(
      'It is in Food & agriculture, but not in the part the thesis names.',
    );
  });

  it('rules out an agency only when the deck says it is one, not when it names agencies as customers (class 7)', () => {
    const noServices = thesis(
      'We back software companies at seed in Europe. We do not back service businesses: agencies, consultancies and staffing companies whose revenue is the hours of the people they employ.',
    );
    const excluded = (pages: string[]) =>
      matchDeckBuiltin(extractDeckBuiltin(documentOf(pages), `hash-${pages[0]}`), noServices).parts.find(
        (p) => p.part === 'exclusions',
      )?.score;
    const careApp = [
      'Carrowby\nOne page for everyone who looks after Mum\nBristol, UK',
      'Why now\nHome-care agencies are moving off paper: most now keep a digital care record',
      'Product\nCare notes, medicines and visit times in one app families and carers share',
      'The ask\nRaising GBP 650k pre-seed',
    ];
    expect(excluded(careApp)).toBe(1);
    const studio = [
      'Pixelforge Studio\nWe are a digital agency building apps and websites for clients',
      'Services\nUI/UX design, web development, app development',
      'Clients\n40 clients in Berlin and Munich',
    ];
    expect(excluded(studio)).toBeLessThan(0.5);
    const nurses = [
      'Nightwatch\nStaffing agency for night-shift nurses',
      'How it works\nWe employ 300 nurses and place them in hospitals across the Netherlands',
    ];
    expect(excluded(nurses)).toBeLessThan(0.5);
  });

  it('reads "by the hour or the shift" in a staffing rule-out as how staffing bills, not as a scope (class 6)', () => {
    const noStaffing = thesis(
      "I back software for the people who build and mend things, at seed. I won't back firms that make their money renting these people out by the hour or the shift.",
    );
    const shiftApp = extractDeckBuiltin(
      documentOf([
        'Huddle\nThe shift briefing app for frontline crews',
        'Product\nEvery shift starts with a two-minute briefing; shift leads post updates; the next shift sees them.',
        'Traction\n80 sites, 6,000 shift workers',
        'Ask\nRaising $1M seed',
      ]),
      'hash-shift-app',
    );
    const exclusions = matchDeckBuiltin(shiftApp, noStaffing).parts.find((p) => p.part === 'exclusions');
    expect(exclusions?.score).toBe(1);
  });

  it('takes deal-breakers from the exclusions answer, scoped to what they name', () => {
    const ask = (answer: string) =>
      matchDeckBuiltin(
        ledgerly,
        thesis('We invest in fintech.', [
          { topic: 'exclusions', question: 'What are your deal-breakers?', answer },
        ]),
      ).parts.find((p) => p.part === 'exclusions');
    // Ledgerly is bookkeeping and payments: crypto is another part of fintech, payments is its own.
    expect(ask('Crypto, gambling')?.score).toBe(1);
    expect(ask('Payments, crypto')?.score).toBeLessThan(0.5);
    expect(ask('Payments, crypto')?.reasoning).toContain(
      'your answer to "What are your deal-breakers?" says "Payments"',
    );
  });

  it('gives a neutral score and says so when there is no thesis', () => {
    const match = matchDeckBuiltin(ledgerly, { text: null, version: 0, answers: [] });
    expect(match.matchScore).toBe(0.5);
    expect(match.parts.every((part) => part.score === null)).toBe(true);
  });
});

describe('answers that lift a constraint', () => {
  it('"Any stage" clears the stage the thesis named', () => {
    const answers = [{ topic: 'stage', question: 'Which stages?', answer: 'Any stage, really.' }];
    const match = matchDeckBuiltin(ledgerly, thesis('Series B fintech.', answers));
    expect(match.parts.find((p) => p.part === 'stage')?.score).toBeNull();
  });
});

describe('a two-sided business that uses no network words', () => {
  it('reads as a network: one side uses it free, the other pays to reach it', () => {
    // pickshift (commons-networks, grade 1): "Free for workers", "Businesses pay a fee per shift filled".
    const shifts = extractDeckBuiltin(
      documentOf([
        'Shiftly\nExtra shifts, paid the same day',
        'The app\nWorkers see open shifts at stores nearby and claim them',
        'How we make money\nFree for workers\nBusinesses pay a fee per shift filled',
      ]),
      'hash-shiftly',
    );
    const match = matchDeckBuiltin(shifts, thesis('We back networks that get better as more people join.'));
    expect(match.parts.find((part) => part.part === 'business_model')?.score).toBeGreaterThanOrEqual(0.5);
  });
});

/** The score at which the scale starts reading a deck as a fit (contracts: 0.7). */
const FITS = MATCH_VERDICTS.find((v) => v.verdict === 'fits')?.min ?? 1;

describe('scores are verdicts (issue 26)', () => {
  // Every rule the thesis states: sector, stage, cheque and place. Ledgerly (London, $3M seed,
  // bookkeeping and payments) meets all of them; PawCare (Bangalore vets) meets none but the stage.
  const everyRule = thesis(
    'We back fintech founders at seed in the United Kingdom: payments, banking and accounting software. Checks of $250K to $1M. We do not invest in healthcare.',
  );

  it('reads a deck that fits every stated rule as a fit', () => {
    const match = matchDeckBuiltin(ledgerly, everyRule);
    expect(match.matchScore).toBeGreaterThanOrEqual(FITS);
    expect(matchVerdict(match.matchScore)).toBe('fits');
  });

  it('keeps a deck outside every sector the thesis wants under the out-of-thesis ceiling, whatever its stage, cheque and place', () => {
    // A vet business in the UK at seed asking for a cheque that fits: only its sector is wrong.
    const ukVets = extractDeckBuiltin(
      documentOf([
        'PawCare\nHome visits by vets for pet parents\nLondon, United Kingdom',
        'Problem\nPet owners wait days for a vet appointment; animals suffer.',
        'Traction\n5,000 pets treated by our vets across London',
        'Ask\nRaising $2M Seed round',
      ]),
      'hash-uk-vets',
    );
    const match = matchDeckBuiltin(
      ukVets,
      thesis('We back fintech founders at seed in the United Kingdom. Checks of $250K to $1M.'),
    );
    expect(match.parts.find((p) => p.part === 'stage')?.score).toBe(1);
    expect(match.parts.find((p) => p.part === 'geography')?.score).toBe(1);
    expect(match.matchScore).toBeLessThan(OUT_OF_THESIS_CEILING);
    expect(matchVerdict(match.matchScore)).toBe('outside');
  });

  it('keeps a deck that is what a hard exclusion rules out under the ceiling, whatever else fits', () => {
    const match = matchDeckBuiltin(
      ledgerly,
      thesis(
        'We back software at seed in the United Kingdom, checks of $250K to $1M. We do not invest in fintech.',
      ),
    );
    expect(match.parts.find((p) => p.part === 'stage')?.score).toBe(1);
    expect(match.matchScore).toBeLessThan(OUT_OF_THESIS_CEILING);
  });

  it('reads a deck in the thesis sector that breaks one stated rule as a partial fit', () => {
    // Ledgerly raises at seed; this thesis backs Series B only.
    const match = matchDeckBuiltin(
      ledgerly,
      thesis('We back fintech at Series B in the United Kingdom: payments, banking and accounting software.'),
    );
    expect(match.parts.find((p) => p.part === 'stage')?.score).toBeLessThan(0.5);
    expect(matchVerdict(match.matchScore)).toBe('partly');
  });

  it('orders decks outside the sectors by their rules, under the ceiling', () => {
    const nearby = matchDeckBuiltin(petVet, thesis('We back fintech at seed in India.'));
    const farther = matchDeckBuiltin(petVet, thesis('We back fintech at Series B in Brazil.'));
    expect(nearby.matchScore).toBeLessThan(OUT_OF_THESIS_CEILING);
    expect(farther.matchScore).toBeLessThan(nearby.matchScore);
  });
});
