import type { CitedFact } from '@pitchfit/contracts/deck';
import { describe, expect, it } from 'vitest';
import { diffVersions, type VersionReading } from './version-diff';

const fact = (field: string, value: string, page: number): CitedFact => ({
  field,
  value,
  page,
  quote: value,
});

const v1: VersionReading = {
  version: 1,
  facts: [
    fact('company_name', 'Ledgerly', 1),
    fact('raise_amount', '$1,000,000', 9),
    fact('stage', 'Seed', 9),
    fact('traction', '$20k MRR', 5),
    fact('founder', 'Ana Ruiz (CEO)', 7),
    fact('headquarters', 'Berlin', 1),
  ],
  matchScore: 0.62,
  matchReasoning: {
    Sectors: '90%: fintech is named in the thesis.',
    'Check size': '40%: the raise is below the range.',
  },
};

describe('diffVersions', () => {
  it('lists the facts that changed, each cited to its page in both versions, and nothing that did not', () => {
    const v2: VersionReading = {
      ...v1,
      version: 2,
      facts: [
        fact('company_name', 'Ledgerly', 1),
        fact('raise_amount', '$2,500,000', 11),
        // The same stage on another page is not a change.
        fact('stage', 'Seed', 10),
        fact('traction', '$55k MRR', 6),
        fact('founder', 'Ana Ruiz (CEO)', 8),
        fact('founder', 'Tom Berg (CTO)', 8),
      ],
    };
    const diff = diffVersions(v1, v2);
    expect(diff.from_version).toBe(1);
    expect(diff.to_version).toBe(2);
    expect(diff.facts).toEqual([
      {
        field: 'raise_amount',
        label: 'Raise',
        before: [{ value: '$1,000,000', page: 9 }],
        after: [{ value: '$2,500,000', page: 11 }],
      },
      {
        field: 'traction',
        label: 'Traction',
        before: [{ value: '$20k MRR', page: 5 }],
        after: [{ value: '$55k MRR', page: 6 }],
      },
      {
        field: 'founder',
        label: 'Team',
        before: [{ value: 'Ana Ruiz (CEO)', page: 7 }],
        after: [
          { value: 'Ana Ruiz (CEO)', page: 8 },
          { value: 'Tom Berg (CTO)', page: 8 },
        ],
      },
      { field: 'headquarters', label: 'HQ', before: [{ value: 'Berlin', page: 1 }], after: [] },
    ]);
  });

  it('explains the score part by part, largest move first, leaving out parts that did not move', () => {
    const v2: VersionReading = {
      ...v1,
      version: 2,
      matchScore: 0.81,
      matchReasoning: {
        Sectors: '90%: fintech is named in the thesis.',
        'Check size': '100%: the raise is inside the range.',
        Geography: '70%: Europe is in the thesis.',
      },
    };
    const { score } = diffVersions(v1, v2);
    expect(score.before).toBe(0.62);
    expect(score.after).toBe(0.81);
    expect(score.parts).toEqual([
      {
        part: 'Geography',
        before: null,
        after: 0.7,
        before_reasoning: null,
        after_reasoning: 'Europe is in the thesis.',
      },
      {
        part: 'Check size',
        before: 0.4,
        after: 1,
        before_reasoning: 'the raise is below the range.',
        after_reasoning: 'the raise is inside the range.',
      },
    ]);
  });

  it('has nothing to say about two versions that read alike', () => {
    const diff = diffVersions(v1, { ...v1, version: 2 });
    expect(diff.facts).toEqual([]);
    expect(diff.score.parts).toEqual([]);
  });
});
