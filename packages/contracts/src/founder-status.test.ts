import { describe, expect, it } from 'vitest';
import type { DeckStatus } from './deck';
import { founderStateOf } from './founder-status';
import type { DeckStage } from './fund';

describe('founderStateOf', () => {
  it.each<[DeckStatus, DeckStage, string]>([
    ['queued', 'new', 'received'],
    ['processing', 'new', 'received'],
    ['failed', 'new', 'received'],
    ['scored', 'new', 'under_review'],
    ['scored', 'reviewing', 'under_review'],
    ['scored', 'meeting', 'under_review'],
    ['scored', 'diligence', 'under_review'],
    ['scored', 'invested', 'decision'],
    ['scored', 'passed', 'decision'],
    // A decision stands even while a new version is being read.
    ['processing', 'passed', 'decision'],
    ['queued', 'invested', 'decision'],
    ['withdrawn', 'passed', 'withdrawn'],
    ['withdrawn', 'new', 'withdrawn'],
  ])('%s at stage %s is %s to the founder', (status, stage, state) => {
    expect(founderStateOf({ status, stage })).toBe(state);
  });
});
