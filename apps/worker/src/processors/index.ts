import { gradeApplicationProcessor } from './application-grade';
import type { ProcessorMap } from './types';

export const processors: Omit<ProcessorMap, 'deck.score' | 'deck.rescoreStale'> = {
  'application.grade': gradeApplicationProcessor,
};
