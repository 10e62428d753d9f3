import { DECK_INDUSTRIES } from '@pitchfit/contracts/deck';
import {
  READING_COUNTRIES,
  READING_MODELS,
  READING_REGIONS,
  READING_SUBSECTORS,
  type ReadingCorrection,
  readingCorrectionsSchema,
} from '@pitchfit/contracts/thesis-reading';
import { describe, expect, it } from 'vitest';
import { documentOf } from '../../../../test/deck-document';
import { MODEL_LEXICON } from '../lexicon/business-models';
import { COUNTRIES, PLACE_GROUPS } from '../lexicon/geography';
import { SUBSECTOR_LEXICON } from '../lexicon/subsectors';
import { matchDeckBuiltin } from '../match/match';
import { extractDeckBuiltin } from '../profile/extract';
import type { ThesisInput } from '../types';
import { correctedThesisProfile } from './reading-corrections';
import { thesisReading } from './thesis-reading';

const TEXT =
  'We back seed and Series A B2B fintech in India, with checks of $500k to $2M. We avoid crypto and consumer apps. We rarely do insurance.';
const thesis = (corrections: ReadingCorrection[] = [], text = TEXT): ThesisInput => ({
  text,
  version: 1,
  answers: [],
  corrections: readingCorrectionsSchema.parse({ corrections }),
});

/** A consumer budgeting app in India: the thesis's "consumer apps" rule-out hits it. */
const consumerApp = extractDeckBuiltin(
  documentOf([
    'Paisa\nThe budgeting app for young people in India',
    'Problem\nMillions of consumers in India have no way to track their spending. Our app helps consumers save.',
    'Traction\n200,000 consumers use the app every month in Bangalore and Mumbai.',
    'Ask\nRaising $1M Seed round. Based in Bangalore, India.',
  ]),
  'hash-paisa',
);

describe('the taxonomy in contracts is the engine’s', () => {
  it('lists the same sub-sectors, countries, regions and business models as the lexicons', () => {
    expect(Object.keys(READING_SUBSECTORS).sort()).toEqual(Object.keys(DECK_INDUSTRIES).sort());
    for (const [industry, ids] of Object.entries(SUBSECTOR_LEXICON))
      expect([...(READING_SUBSECTORS[industry as keyof typeof READING_SUBSECTORS] ?? [])], industry).toEqual(
        Object.keys(ids),
      );
    expect([...READING_COUNTRIES]).toEqual(Object.keys(COUNTRIES));
    expect(READING_REGIONS).toEqual(
      Object.fromEntries(Object.entries(PLACE_GROUPS).map(([id, group]) => [id, group.label])),
    );
    expect(Object.keys(READING_MODELS).sort()).toEqual(Object.keys(MODEL_LEXICON).sort());
  });
});

describe('thesisReading', () => {
  it('lists wants, exclusions and soft rule-outs, each with the words it came from', () => {
    const { items, rules } = thesisReading(thesis());
    const brief = items.map(({ kind, hard, facet, value, quote }) => ({ kind, hard, facet, value, quote }));
    expect(brief).toEqual(
      expect.arrayContaining([
        {
          kind: 'want',
          hard: true,
          facet: 'industry',
          value: 'fintech',
          quote: expect.stringContaining('fintech'),
        },
        {
          kind: 'want',
          hard: true,
          facet: 'model',
          value: 'business',
          quote: expect.stringContaining('B2B'),
        },
        { kind: 'want', hard: true, facet: 'country', value: 'IN', quote: expect.stringContaining('India') },
        {
          kind: 'exclude',
          hard: true,
          facet: 'model',
          value: 'consumer',
          quote: 'We avoid crypto and consumer apps.',
        },
        {
          kind: 'exclude',
          hard: true,
          facet: 'subsector',
          value: 'fintech/crypto',
          quote: 'We avoid crypto and consumer apps.',
        },
        {
          kind: 'exclude',
          hard: false,
          facet: 'subsector',
          value: 'fintech/insurtech',
          quote: 'We rarely do insurance.',
        },
      ]),
    );
    expect(items.every((item) => item.source === 'thesis' && !item.corrected)).toBe(true);
    expect(rules.stages.wanted).toEqual(['seed', 'series-a']);
    expect(rules.cheque).toMatchObject({ min: 500_000, max: 2_000_000, currency: 'USD', corrected: false });
    expect(rules.places).toMatchObject({ countries: ['IN'], labels: ['India'] });
  });

  it('names the answer’s topic as the source of what an answer said', () => {
    const { items } = thesisReading({
      text: 'We back seed fintech.',
      version: 2,
      answers: [{ topic: 'exclusions', question: 'Any deal-breakers?', answer: 'Gambling' }],
    });
    expect(items).toContainEqual(
      expect.objectContaining({
        kind: 'exclude',
        value: 'media/gambling-betting',
        source: 'exclusions',
        quote: 'Gambling',
      }),
    );
  });
});

describe('the rules the match weighs beyond sectors, stages, cheques and places', () => {
  it('shows a school alumni fund’s founder rule as required, with its words', () => {
    const { rules } = thesisReading(
      thesis(
        [],
        'The Harrowgate Alumni Fund writes first cheques into companies with at least one founder who holds a degree from Harrowgate University. Any sector, any stage up to seed.',
      ),
    );
    expect(rules.founders).toMatchObject({
      kind: 'alumni',
      school: 'Harrowgate University',
      required: true,
      label: 'A founder with a degree from Harrowgate University',
      source: 'thesis',
    });
    expect(rules.founders?.quote).toContain('a degree from Harrowgate University');
  });

  it('shows a lean about founders as a lean, and none where the thesis sets none', () => {
    const lean = thesisReading(
      thesis([], 'We back technical founders building developer tools at seed in Europe.'),
    );
    expect(lean.rules.founders).toMatchObject({ kind: 'technical', required: false });
    expect(thesisReading(thesis()).rules.founders).toBeNull();
  });

  it('shows a thesis about a kind of customer, and whom its products must be aimed at', () => {
    const frontline = thesisReading(
      thesis(
        [],
        'We invest in software for frontline, deskless and shift workers in retail, logistics and care, at seed and Series A.',
      ),
    );
    expect(frontline.rules.customers).toMatchObject({
      focus: 'frontline',
      label: 'Frontline, deskless and shift workers',
    });
    const affluent = thesisReading(
      thesis([], 'We back seed-stage consumer fintech apps aimed at affluent users in the United States.'),
    );
    expect(affluent.rules.audience.map(({ who }) => who)).toEqual(['affluent']);
    expect(thesisReading(thesis()).rules.customers).toBeNull();
  });
});

describe('corrections', () => {
  const removeConsumer: ReadingCorrection = {
    facet: 'model',
    value: 'consumer',
    kind: null,
    hard: true,
    quote: 'We avoid crypto and consumer apps.',
  };

  it('a removed exclusion no longer pulls a deck down, and the reading drops the whole rule', () => {
    const before = matchDeckBuiltin(consumerApp, thesis());
    const after = matchDeckBuiltin(consumerApp, thesis([removeConsumer]));
    expect(before.parts.find((p) => p.part === 'exclusions')?.reasoning).toMatch(/^Excluded/);
    expect(after.matchScore).toBeGreaterThan(before.matchScore * 1.5);
    const { items } = thesisReading(thesis([removeConsumer]));
    expect(items.some((item) => item.kind === 'exclude' && item.value === 'consumer')).toBe(false);
  });

  it('flips an exclusion to a want and marks it corrected', () => {
    const flip: ReadingCorrection = { ...removeConsumer, kind: 'want' };
    const { items } = thesisReading(thesis([flip]));
    expect(items).toContainEqual(
      expect.objectContaining({ kind: 'want', facet: 'model', value: 'consumer', corrected: true }),
    );
    expect(correctedThesisProfile(thesis([flip])).models?.value).toEqual(['business', 'consumer']);
  });

  it('makes a soft rule-out hard, and adds items from the taxonomy', () => {
    const profile = correctedThesisProfile(
      thesis([
        {
          facet: 'subsector',
          value: 'fintech/insurtech',
          kind: 'exclude',
          hard: true,
          quote: 'We rarely do insurance.',
        },
        { facet: 'country', value: 'SG', kind: 'want', hard: true, quote: null },
        { facet: 'stage', value: 'pre-seed', kind: 'soft', hard: false, quote: null },
        { facet: 'industry', value: 'media', kind: 'exclude', hard: true, quote: null },
      ]),
    );
    const insurtech = profile.exclusions.find((e) =>
      e.value.scopes.some((s) => s.subsectors.some((ref) => ref.id === 'insurtech')),
    );
    expect(insurtech?.value.soft).toBe(false);
    expect(profile.regions?.value.countries).toEqual(['IN', 'SG']);
    expect(profile.softStages).toContain('pre-seed');
    expect(profile.exclusions.some((e) => e.value.scopes.some((s) => s.industries.includes('media')))).toBe(
      true,
    );
  });

  it('sets the cheque range the investor gives', () => {
    const corrected = {
      ...thesis(),
      corrections: { corrections: [], cheque: { min: 1e6, max: 3e6, currency: 'USD' } },
    };
    expect(thesisReading(corrected).rules.cheque).toMatchObject({ min: 1e6, max: 3e6, corrected: true });
  });

  it('lapses when the clause it corrects is rewritten away, and holds through other edits', () => {
    const edited = thesis([removeConsumer], `${TEXT} We also like   payments.`);
    expect(thesisReading(edited).lapsed_corrections).toEqual([]);
    const rewritten = thesis(
      [removeConsumer],
      TEXT.replace('We avoid crypto and consumer apps.', 'We avoid crypto.'),
    );
    const reading = thesisReading(rewritten);
    expect(reading.lapsed_corrections).toEqual([removeConsumer]);
    expect(reading.corrections).toEqual([removeConsumer]);
  });

  it('never changes the parsed profile other theses share', () => {
    const plain = correctedThesisProfile(thesis());
    const snapshot = JSON.stringify(plain);
    correctedThesisProfile(thesis([removeConsumer]));
    expect(JSON.stringify(correctedThesisProfile(thesis()))).toBe(snapshot);
  });
});
