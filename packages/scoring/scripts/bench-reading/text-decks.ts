import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { corpusPath } from '@pitchfit/testing/corpus';

export const DECKS_DIR = join(corpusPath(), 'decks');

interface GroundTruthDeck {
  file: string;
  pages: number;
  text_layer: string;
}

/** The corpus decks with a text layer (garbled or partly broken included), per its ground truth: 23 decks. */
export function textDecks(): string[] {
  const decks = JSON.parse(readFileSync(join(DECKS_DIR, 'ground_truth.json'), 'utf8')) as GroundTruthDeck[];
  return decks
    .filter((deck) => !/^(none|minimal)/.test(deck.text_layer))
    .map((deck) => deck.file)
    .sort();
}

export const deckBytes = (file: string) => new Uint8Array(readFileSync(join(DECKS_DIR, file)));

/** Adds one timing of `file` to its list. */
export function addRun(runs: Record<string, number[]>, file: string, ms: number): void {
  const list = runs[file] ?? [];
  list.push(ms);
  runs[file] = list;
}
