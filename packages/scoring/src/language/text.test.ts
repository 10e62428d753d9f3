import { createHash } from 'node:crypto';
import { DECK_INDUSTRIES } from '@pitchfit/contracts/deck';
import { describe, expect, it } from 'vitest';
import { byCodeUnits } from './text';

/** Made-up deck ids in the shape PostgreSQL's gen_random_uuid gives (lowercase hex and hyphens). */
const uuids = Array.from({ length: 200 }, (_, index) => {
  const hex = createHash('sha256').update(String(index)).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
});

describe('byCodeUnits', () => {
  // Matching breaks ties between industries, and the what-if between decks, by id: code-unit order
  // changed no score or rank only because it is the order localeCompare gave these ids.
  it.each([
    ['industry ids', Object.keys(DECK_INDUSTRIES)],
    ['deck UUIDs', uuids],
  ])('orders %s as localeCompare does', (_, ids) => {
    for (const input of [ids, [...ids].reverse()]) {
      expect([...input].sort(byCodeUnits)).toEqual([...input].sort((a, b) => a.localeCompare(b)));
    }
  });

  it('orders by code units where localeCompare would not', () => {
    expect(['b', 'a', 'B', 'A'].sort(byCodeUnits)).toEqual(['A', 'B', 'a', 'b']);
  });
});
