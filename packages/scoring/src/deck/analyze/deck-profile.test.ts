import { describe, expect, it } from 'vitest';
import { extractDeckBuiltin } from './extract';
import { documentOf } from './test-document';

describe('where a deck is based', () => {
  it('does not read two cities of its sales plan as its address', () => {
    const deck = extractDeckBuiltin(
      documentOf([
        'Signalhouse\nPipeline attribution for B2B marketing teams\nSignalhouse Inc., Toronto',
        'Round\nSeries A: US$12M\nUse: US sales team in New York and Chicago',
      ]),
      'hash-signalhouse',
    );
    expect(deck.profile.headquarters?.value.country).toBe('CA');
  });
});
