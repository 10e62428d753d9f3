import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { GroundTruth } from './ground-truth';

export interface Thesis {
  id: string;
  /** The published thesis: the verbatim excerpts only. */
  excerpt: string;
  /** The corpus file's own one-line focus summary (written by the corpus curator, not the fund). */
  focus: string;
}

export interface Corpus {
  decks: GroundTruth[];
  theses: Thesis[];
  /** relevance[thesis][deck file without .pdf] = 0, 1 or 2. */
  relevance: Record<string, Record<string, number>>;
}

/** The excerpt is everything after the first "--- ... ---" marker, without the markers themselves. */
function excerptOf(text: string): string {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => /^--- .* ---$/.test(line.trim()));
  return lines
    .slice(start + 1)
    .filter((line) => !/^--- .* ---$/.test(line.trim()))
    .join('\n')
    .trim();
}

export async function loadCorpus(dir: string): Promise<Corpus> {
  const decks = JSON.parse(await readFile(join(dir, 'decks', 'ground_truth.json'), 'utf8')) as GroundTruth[];
  const thesisFiles = (await readdir(join(dir, 'theses'))).filter((file) => file.endsWith('.txt')).sort();
  const theses = await Promise.all(
    thesisFiles.map(async (file) => {
      const text = await readFile(join(dir, 'theses', file), 'utf8');
      return {
        id: file.replace(/\.txt$/, ''),
        excerpt: excerptOf(text),
        focus: text.match(/^Focus:\s*(.*)$/m)?.[1] ?? '',
      };
    }),
  );
  const labels = JSON.parse(await readFile(join(dir, 'relevance.json'), 'utf8')) as {
    labels: Record<string, Record<string, { grade: number }>>;
  };
  const relevance = Object.fromEntries(
    Object.entries(labels.labels).map(([thesis, decks]) => [
      thesis,
      Object.fromEntries(Object.entries(decks).map(([deck, label]) => [deck, label.grade])),
    ]),
  );
  return { decks: decks.sort((a, b) => a.file.localeCompare(b.file)), theses, relevance };
}
