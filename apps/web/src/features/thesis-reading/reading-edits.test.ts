import { describe, expect, it } from 'vitest';
import { itemEdits, withEdit, withoutCorrection } from './reading-edits';

const consumer = { facet: 'model' as const, value: 'consumer', quote: 'We avoid consumer apps.' };

describe('withEdit', () => {
  it('replaces an earlier correction of the same value, keeping the clause it corrects', () => {
    const once = withEdit([], consumer, 'want', true);
    const twice = withEdit(once, { ...consumer, quote: null }, null, true);
    expect(twice).toEqual([{ ...consumer, kind: null, hard: true }]);
  });

  it('drops an added item instead of recording its removal', () => {
    const added = withEdit([], { facet: 'country', value: 'IN', quote: null }, 'want', true);
    expect(withEdit(added, { facet: 'country', value: 'IN', quote: null }, null, true)).toEqual([]);
  });

  it('undoes one correction', () => {
    const set = withEdit([], consumer, null, true);
    expect(withoutCorrection(set, { ...consumer, kind: null, hard: true })).toEqual([]);
  });
});

describe('itemEdits', () => {
  it('offers remove, flip and hard/soft by kind', () => {
    expect(itemEdits({ kind: 'exclude', hard: true, facet: 'model' }).map((e) => e.label)).toEqual([
      'Remove',
      'Want instead',
      'Make soft',
    ]);
    expect(itemEdits({ kind: 'soft', hard: false, facet: 'industry' }).map((e) => e.label)).toEqual([
      'Remove',
      'Exclude instead',
      'Make hard',
    ]);
    expect(itemEdits({ kind: 'exclude', hard: true, facet: 'term' })).toHaveLength(1);
  });
});
