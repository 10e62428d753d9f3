/** Loads one half of the evaluation set, validating every file and the set's own promises. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type DeckSpec,
  deckSpecSchema,
  type EvalThesis,
  evalThesisSchema,
  type Grades,
  gradesSchema,
} from './schema';

export const EVAL_HALVES = [
  'tuning',
  'blind',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
] as const;
export type EvalHalf = (typeof EVAL_HALVES)[number];

/**
 * How each half may be used, and its heading in the report. The third to seventh halves were written
 * to be held out; the third was opened for tuning on 2026-12-05, the fourth to eighth on 2026-12-06
 * and the tenth to fourteenth on 2026-12-07 (README.md), so the held-out measures are the blind, ninth and
 * fifteenth halves (the ninth and fifteenth written by people who never read or ran the engine).
 */
export const HALF_USE: Record<EvalHalf, { heldOut: boolean; heading: string }> = {
  tuning: { heldOut: false, heading: 'Tuning half of the eval set' },
  blind: { heldOut: true, heading: 'Blind half of the eval set' },
  third: { heldOut: false, heading: 'Third half of the eval set (opened for tuning on 2026-12-05)' },
  fourth: { heldOut: false, heading: 'Fourth half of the eval set (opened for tuning on 2026-12-06)' },
  fifth: { heldOut: false, heading: 'Fifth half of the eval set (opened for tuning on 2026-12-06)' },
  sixth: { heldOut: false, heading: 'Sixth half of the eval set (opened for tuning on 2026-12-06)' },
  seventh: { heldOut: false, heading: 'Seventh half of the eval set (opened for tuning on 2026-12-06)' },
  eighth: { heldOut: false, heading: 'Eighth half of the eval set (opened for tuning on 2026-12-06)' },
  ninth: { heldOut: true, heading: 'Ninth half of the eval set (held out)' },
  tenth: { heldOut: false, heading: 'Tenth half of the eval set (opened for tuning on 2026-12-07)' },
  eleventh: { heldOut: false, heading: 'Eleventh half of the eval set (opened for tuning on 2026-12-07)' },
  twelfth: { heldOut: false, heading: 'Twelfth half of the eval set (opened for tuning on 2026-12-07)' },
  thirteenth: {
    heldOut: false,
    heading: 'Thirteenth half of the eval set (opened for tuning on 2026-12-07)',
  },
  fourteenth: {
    heldOut: false,
    heading: 'Fourteenth half of the eval set (opened for tuning on 2026-12-07)',
  },
  fifteenth: { heldOut: true, heading: 'Fifteenth half of the eval set (held out)' },
};

export interface EvalHalfSet {
  half: EvalHalf;
  dir: string;
  theses: EvalThesis[];
  decks: DeckSpec[];
  grades: Grades;
}

export const evalSetDir = (): string => fileURLToPath(new URL('../../eval-set', import.meta.url));

export class EvalSetError extends Error {
  override readonly name = 'EvalSetError';
}

const ANSWERS_HEADING = /^## Follow-up answers\s*$/m;

/**
 * `# Fund` on the first line, the thesis text, then optionally `## Follow-up answers` with one
 * `### topic` block per answer holding a `Q:` and an `A:` line.
 */
export function parseThesis(id: string, markdown: string): EvalThesis {
  const source = markdown.replace(/\r\n/g, '\n');
  const fund = source.match(/^# (.+)$/m)?.[1]?.trim() ?? '';
  const [head = '', answersPart] = source.split(ANSWERS_HEADING);
  const text = head.replace(/^# .+\n/, '').trim();
  const answers = (answersPart ?? '')
    .split(/^### /m)
    .slice(1)
    .map((block) => {
      const [topic = '', ...rest] = block.split('\n');
      const body = rest.join('\n');
      return {
        topic: topic.trim(),
        question: body.match(/^Q:\s*(.+)$/m)?.[1]?.trim() ?? '',
        answer: body.match(/^A:\s*(.+)$/m)?.[1]?.trim() ?? '',
      };
    });
  const parsed = evalThesisSchema.safeParse({ id, fund, text, answers });
  if (!parsed.success) throw new EvalSetError(`thesis ${id}: ${parsed.error.message}`);
  return parsed.data;
}

export function parseDeckSpec(id: string, json: string): DeckSpec {
  const parsed = deckSpecSchema.safeParse(JSON.parse(json));
  if (!parsed.success) throw new EvalSetError(`deck ${id}: ${parsed.error.message}`);
  if (parsed.data.id !== id) throw new EvalSetError(`deck ${id}: its id says "${parsed.data.id}"`);
  return parsed.data;
}

/**
 * Every thesis grades every deck of its half and nothing else, and every thesis has at least two
 * decks graded 1 or 2 and one graded 2, so that NDCG@5 and pairwise accuracy mean something.
 */
export function checkGrades(grades: Grades, thesisIds: readonly string[], deckIds: readonly string[]): void {
  const expectedDecks = [...deckIds].sort().join(',');
  const graded = Object.keys(grades).sort().join(',');
  if (graded !== [...thesisIds].sort().join(','))
    throw new EvalSetError(
      `grades cover theses [${graded}], the half has [${[...thesisIds].sort().join(',')}]`,
    );
  for (const [thesis, row] of Object.entries(grades)) {
    if (Object.keys(row).sort().join(',') !== expectedDecks)
      throw new EvalSetError(`grades of ${thesis} do not cover exactly the half's decks`);
    const grades = Object.values(row).map((g) => g.grade);
    if (grades.filter((g) => g >= 1).length < 2 || !grades.includes(2))
      throw new EvalSetError(`${thesis} needs at least two decks graded >= 1 and one graded 2`);
  }
}

async function jsonFiles(dir: string, ext: string): Promise<string[]> {
  return (await readdir(dir)).filter((file) => file.endsWith(ext)).sort();
}

/** A half's theses: one Markdown file each under `dir/theses`, its id the file name. */
export async function loadTheses(dir: string): Promise<EvalThesis[]> {
  return Promise.all(
    (await jsonFiles(join(dir, 'theses'), '.md')).map(async (file) =>
      parseThesis(file.replace(/\.md$/, ''), await readFile(join(dir, 'theses', file), 'utf8')),
    ),
  );
}

/** A half's `grades.json`, checked to grade exactly `deckIds` for each of `theses`. */
export async function loadGrades(
  dir: string,
  theses: readonly EvalThesis[],
  deckIds: readonly string[],
): Promise<Grades> {
  const parsed = gradesSchema.safeParse(JSON.parse(await readFile(join(dir, 'grades.json'), 'utf8')));
  if (!parsed.success) throw new EvalSetError(`${dir}/grades.json: ${parsed.error.message}`);
  checkGrades(
    parsed.data,
    theses.map((t) => t.id),
    deckIds,
  );
  return parsed.data;
}

export async function loadEvalHalf(half: EvalHalf, root: string = evalSetDir()): Promise<EvalHalfSet> {
  const dir = join(root, half);
  const theses = await loadTheses(dir);
  const decks = await Promise.all(
    (await jsonFiles(join(dir, 'decks'), '.json')).map(async (file) =>
      parseDeckSpec(file.replace(/\.json$/, ''), await readFile(join(dir, 'decks', file), 'utf8')),
    ),
  );
  const grades = await loadGrades(
    dir,
    theses,
    decks.map((d) => d.id),
  );
  return { half, dir, theses, decks, grades };
}
