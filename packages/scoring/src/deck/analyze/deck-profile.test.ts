import { describe, expect, it } from 'vitest';
import { documentOf } from '../../../test/deck-document';
import { extractDeckBuiltin } from './extract';

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

describe('an explicit headquarters statement', () => {
  it('outranks a city with its country elsewhere in the deck', () => {
    const deck = extractDeckBuiltin(
      documentOf([
        'Shiftwise\nScheduling for retail chains',
        'Where we are\nHeadquarters: Shiftwise Pte. Ltd., Singapore\nEngineering and customer success in Pune, India',
        'Ask\nRaising INR 15 Cr pre-Series A',
      ]),
      'hash-shiftwise',
    );
    expect(deck.profile.headquarters?.value.country).toBe('SG');
  });
});
