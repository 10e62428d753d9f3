import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { corpusDir } from '@pitchfit/testing/corpus';
import { describe, expect, it } from 'vitest';
import { generateDeckPdf } from '../scripts/eval-set/generate';
import { judgeEvalDeck } from '../scripts/eval-set/judge';
import {
  checkGrades,
  EVAL_HALVES,
  type EvalHalfSet,
  EvalSetError,
  evalSetDir,
  loadEvalHalf,
  parseDeckSpec,
  parseThesis,
} from '../scripts/eval-set/load';
import { loadRealDeckSet, REAL_DECK_HALVES } from '../scripts/eval-set/real-decks';
import { type DeckSpec, gradesSchema } from '../scripts/eval-set/schema';
import type { DeckExtraction } from '../src/deck/index';
import { DeckReadError } from '../src/deck/read/deck-read-error';
import { readDeck } from '../src/deck/read/read-deck';
import { DECK_READ_LIMITS } from '../src/deck/read/types';

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const SPEC: DeckSpec = {
  id: 'acme-test',
  style: { theme: 'light', banner: 'Confidential', footer: 'Acme Test GmbH · Berlin' },
  slides: [
    { kind: 'cover', title: 'Acme Test', subtitle: 'Robots that pick any item', lines: ['Seed · 2025'] },
    {
      kind: 'table',
      heading: 'The round',
      rows: [
        ['Amount', '€1.5M'],
        ['Hurdle Rate', '5%'],
      ],
    },
  ],
  truth: {
    company: 'Acme Test',
    sector: 'industrial',
    customer: 'B2B',
    stage: 'seed',
    hq: { city: 'Berlin', country: 'Germany' },
    markets: ['Germany'],
    raise: { amount: 1_500_000, currency: 'EUR' },
    valuation: null,
    image_only: false,
  },
};
const IMAGE_SPEC: DeckSpec = { ...SPEC, id: 'acme-image', truth: { ...SPEC.truth, image_only: true } };

describe('eval-set PDF generator', () => {
  it('gives the same bytes for the same spec, and different bytes for a different one', async () => {
    const first = await generateDeckPdf(SPEC);
    expect(sha(await generateDeckPdf(SPEC))).toBe(sha(first));
    const changed = await generateDeckPdf({ ...SPEC, style: { ...SPEC.style, banner: 'Draft' } });
    expect(sha(changed)).not.toBe(sha(first));
  });

  it('is deterministic for image-only decks too', async () => {
    const first = await generateDeckPdf(IMAGE_SPEC);
    expect(sha(await generateDeckPdf(IMAGE_SPEC))).toBe(sha(first));
  });

  it('writes a text layer on text decks, with table cells as separate runs', async () => {
    const document = await readDeck(await generateDeckPdf(SPEC), { ...DECK_READ_LIMITS, ocr: false });
    expect(document.pageCount).toBe(2);
    expect(document.pages[0]?.text).toContain('Acme Test');
    expect(document.pages[1]?.text).toMatch(/Amount\s+€1\.5M/);
  });

  it('writes no text layer on image-only decks', async () => {
    const error = await readDeck(await generateDeckPdf(IMAGE_SPEC), { ...DECK_READ_LIMITS, ocr: false }).then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(DeckReadError);
  });
});

describe('eval-set loaders', () => {
  it.each(EVAL_HALVES)('loads the committed %s half: specs, theses and grades all valid', async (half) => {
    const set = await loadEvalHalf(half);
    expect(set.theses.length).toBeGreaterThanOrEqual(10);
    expect(set.decks.length).toBeGreaterThanOrEqual(20);
    expect(set.decks.filter((d) => d.truth.image_only).length).toBeGreaterThanOrEqual(3);
    for (const thesis of set.theses)
      expect(Object.keys(set.grades[thesis.id] ?? {})).toHaveLength(set.decks.length);
  });

  // A spec can be valid and still not draw: a letter the deck font lacks (Turkish "ş", Polish "ł")
  // stops the generator, which `pnpm eval` would meet only when it runs the half.
  it.each(EVAL_HALVES)('draws every text deck of the %s half', async (half) => {
    const set = await loadEvalHalf(half);
    for (const spec of set.decks.filter((deck) => !deck.truth.image_only))
      await expect(generateDeckPdf(spec), spec.id).resolves.toBeInstanceOf(Uint8Array);
  });

  it.each(REAL_DECK_HALVES)(
    'loads the committed %s half: every thesis grades exactly the corpus’s decks',
    async (half) => {
      const truth = JSON.parse(
        await readFile(join(corpusDir(), 'decks', 'ground_truth.json'), 'utf8'),
      ) as Array<{ file: string }>;
      const deckIds = truth.map(({ file }) => file.replace(/\.pdf$/, ''));
      const set = await loadRealDeckSet(half, deckIds);
      expect(set.theses.length).toBeGreaterThanOrEqual(6);
      await expect(loadRealDeckSet(half, deckIds.slice(1))).rejects.toThrow(EvalSetError);
    },
  );

  it('keeps the halves apart: no thesis or deck id in two halves', async () => {
    const halves = await Promise.all(EVAL_HALVES.map((half) => loadEvalHalf(half)));
    const ids = (set: EvalHalfSet) => [...set.theses.map((t) => t.id), ...set.decks.map((d) => d.id)];
    const shared = halves.flatMap((a, i) =>
      halves.slice(i + 1).flatMap((b) => ids(a).filter((id) => ids(b).includes(id))),
    );
    expect(shared).toEqual([]);
  });

  it('reads a thesis with its follow-up answers', () => {
    const thesis = parseThesis(
      'x',
      '# Fund X\n\nWe back seed fintech.\n\n## Follow-up answers\n\n### exclusions\nQ: Deal-breakers?\nA: No crypto.\n',
    );
    expect(thesis).toEqual({
      id: 'x',
      fund: 'Fund X',
      text: 'We back seed fintech.',
      answers: [{ topic: 'exclusions', question: 'Deal-breakers?', answer: 'No crypto.' }],
    });
  });

  it('rejects an answer on an unknown topic', () => {
    expect(() => parseThesis('x', '# F\n\nText.\n\n## Follow-up answers\n\n### vibes\nQ: q\nA: a\n')).toThrow(
      EvalSetError,
    );
  });

  it('rejects a malformed deck spec', () => {
    const bad = (edit: (spec: Record<string, unknown>) => void) => {
      const spec = structuredClone(SPEC) as unknown as Record<string, unknown>;
      edit(spec);
      return () => parseDeckSpec('acme-test', JSON.stringify(spec));
    };
    expect(bad(() => undefined)).not.toThrow();
    expect(bad((s) => Object.assign(s.truth as object, { sector: 'crypto' }))).toThrow(EvalSetError);
    expect(bad((s) => Object.assign(s.truth as object, { raise: { amount: 1, currency: '€' } }))).toThrow(
      EvalSetError,
    );
    expect(bad((s) => delete s.truth)).toThrow(EvalSetError);
    expect(bad((s) => Object.assign(s, { id: 'other' }))).toThrow(EvalSetError);
  });

  it('rejects grades outside 0..2 and incomplete or unusable grade tables', () => {
    expect(gradesSchema.safeParse({ t: { d: { grade: 3, why: 'x' } } }).success).toBe(false);
    const g = (grade: 0 | 1 | 2) => ({ grade, why: 'reason' });
    expect(() => checkGrades({ t: { a: g(2), b: g(1) } }, ['t'], ['a', 'b'])).not.toThrow();
    expect(() => checkGrades({ t: { a: g(2) } }, ['t'], ['a', 'b'])).toThrow(/exactly/);
    expect(() => checkGrades({ t: { a: g(1), b: g(1) } }, ['t'], ['a', 'b'])).toThrow(/graded 2/);
    expect(() => checkGrades({}, ['t'], ['a'])).toThrow(EvalSetError);
  });

  it('fails to load a half whose grades file is malformed', async () => {
    const root = await mkdtemp(join(tmpdir(), 'eval-set-'));
    try {
      await cp(join(evalSetDir(), 'tuning'), join(root, 'tuning'), { recursive: true });
      const file = join(root, 'tuning', 'grades.json');
      const grades = JSON.parse(await readFile(file, 'utf8')) as Record<string, Record<string, unknown>>;
      const [thesis] = Object.keys(grades);
      const row = thesis ? grades[thesis] : undefined;
      const [deck] = Object.keys(row ?? {});
      if (!row || !deck) throw new Error('the tuning half has no grades');
      row[deck] = { grade: 'strong' };
      await writeFile(file, JSON.stringify(grades));
      await expect(loadEvalHalf('tuning', root)).rejects.toThrow(EvalSetError);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('eval-set judge', () => {
  const extraction = (company: string | null, raise: { amount: number; currency: string | null } | null) =>
    ({
      facts: {
        companyName: company === null ? null : { value: company, page: 1, quote: company },
        raise: raise === null ? null : { value: { ...raise, maxAmount: null }, page: 1, quote: '' },
      },
    }) as unknown as DeckExtraction;

  it('accepts the name with a legal suffix and the raise in its own currency', () => {
    expect(
      judgeEvalDeck(SPEC.truth, extraction('Acme Test GmbH', { amount: 1_500_000, currency: 'EUR' })),
    ).toEqual({
      company: true,
      raise: true,
      raiseInvented: false,
      currencyKept: true,
    });
  });

  it('counts a converted currency as not kept and an amount on a deck without an ask as invented', () => {
    expect(
      judgeEvalDeck(SPEC.truth, extraction('Berlin', { amount: 1_600_000, currency: 'USD' })),
    ).toMatchObject({
      company: false,
      raise: false,
      currencyKept: false,
    });
    expect(
      judgeEvalDeck({ ...SPEC.truth, raise: null }, extraction('Acme', { amount: 5, currency: null })),
    ).toMatchObject({ raise: null, raiseInvented: true });
  });
});
