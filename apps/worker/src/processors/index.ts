import { gradeApplicationProcessor } from './application-grade';
import { reconcileDecksProcessor } from './deck-reconcile';
import { rescoreStaleProcessor } from './deck-rescore-stale';
import { scoreCostlyDeckProcessor, scoreDeckProcessor } from './deck-score';
import { whatIfProcessor } from './thesis-what-if';
import type { ProcessorMap } from './types';

export const processors: ProcessorMap = {
  'application.grade': gradeApplicationProcessor,
  'deck.score': scoreDeckProcessor,
  'deck.scoreCostly': scoreCostlyDeckProcessor,
  'deck.rescoreStale': rescoreStaleProcessor,
  'deck.reconcile': reconcileDecksProcessor,
  'thesis.whatIf': whatIfProcessor,
};
