import type { ActivityEntry } from '@pitchfit/contracts/pipeline';
import { describe, expect, it } from 'vitest';
import { activityText, spreadText } from './activity-text';

const entry = (overrides: Partial<ActivityEntry>): ActivityEntry => ({
  id: 'e1',
  kind: 'voted',
  member: { id: 'm1', name: 'Ada' },
  at: '2026-11-27T12:00:00.000Z',
  stage_from: null,
  stage_to: null,
  pass_reason: null,
  text: null,
  note_id: null,
  ...overrides,
});

describe('activityText', () => {
  it('says who moved the deck where, with the pass reason and note', () => {
    expect(activityText(entry({ kind: 'stage_moved', stage_from: 'new', stage_to: 'meeting' }))).toBe(
      'Ada moved it from New to Meeting',
    );
    expect(
      activityText(
        entry({
          kind: 'stage_moved',
          stage_from: 'meeting',
          stage_to: 'passed',
          pass_reason: 'valuation',
          text: 'Too pricey',
        }),
      ),
    ).toBe('Ada moved it from Meeting to Passed (Valuation): “Too pricey”');
  });

  it('names note changes and votes without their content', () => {
    expect(activityText(entry({ kind: 'note_edited', note_id: 'n1' }))).toBe('Ada edited a note');
    expect(activityText(entry({ kind: 'voted' }))).toBe('Ada voted');
  });
});

describe('spreadText', () => {
  it('gives the range and the standard deviation', () => {
    expect(spreadText({ range: 0, stdev: 0 })).toBe(
      'Spread: 0 points between the highest and lowest rating (standard deviation 0.00).',
    );
    expect(spreadText({ range: 1, stdev: 0.5 })).toContain('1 point between');
  });
});
