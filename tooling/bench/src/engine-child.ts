/**
 * The built-in engine's own work (read the PDF, extract, match) in a process of its own, driven over
 * IPC by `engine-process.ts`. Reading a PDF loads pdfjs-dist, whose legacy build replaces
 * `JSON.stringify` and `Array.prototype.push` for the whole process: kept here, the bench process
 * (which hosts the API) keeps V8's own and measures what production serves.
 */
import type { ThesisInput } from '@pitchfit/scoring/deck';
import { textLayerDecks } from './corpus-decks';
import { engineScore } from './seed-decks';

export interface EngineRequest {
  id: number;
  file: string;
  thesis: ThesisInput;
}

const corpus = new Map(textLayerDecks().map((deck) => [deck.file, deck]));

process.on('message', (request: EngineRequest) => {
  const deck = corpus.get(request.file);
  const answer = deck
    ? engineScore(deck, request.thesis).then((run) => ({ id: request.id, run }))
    : Promise.reject(new Error(`no text-layer corpus deck ${request.file}`));
  answer
    .catch((error: unknown) => ({
      id: request.id,
      error: error instanceof Error ? error.message : String(error),
    }))
    .then((reply) => process.send?.(reply));
});
process.send?.({ ready: true });
