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

describe('who a deck sells to', () => {
  it('is whoever the deck says pays, over the people its product also serves', () => {
    // Tournelle (groundwork-deskless) read as consumer because its care notes are for "families".
    const deck = extractDeckBuiltin(
      documentOf([
        'Tournelle\nThe care round, planned and paid\nSeed · Lyon, France',
        "Tournelle\nDaily rounds and visit check-in on the carer's phone\nCare notes families and nurses can read\nAgencies pay per carer per month",
        'Seed round\n2.5 M€',
      ]),
      'hash-tournelle',
    );
    expect(deck.profile.primaryCustomer).toMatchObject({ value: 'business', page: 2 });
    expect(deck.profile.primaryCustomer?.quote).toContain('Agencies pay');
  });

  it('is not read from what customers buy', () => {
    // Mint (forerunner-consumer) read as B2B from "What brands you buy".
    const deck = extractDeckBuiltin(
      documentOf([
        'Mint\nPersonal finance for everyone',
        'Insights\nWhat brands you buy\nHow much families spend',
      ]),
      'hash-mint',
    );
    expect(deck.profile.primaryCustomer?.value).not.toBe('business');
  });
});

describe('a deck about animals', () => {
  it('is in the pet business when its own statement names health care for pets', () => {
    // Dr Doodley (a16z-bio-health) read as human health from "Get Healthcare for your pets at Home".
    const deck = extractDeckBuiltin(
      documentOf([
        'Doodley\nGet Healthcare for your pets at Home',
        'Services\nVet visits, vaccinations and diagnostics at your doorstep',
      ]),
      'hash-doodley',
    );
    expect(deck.profile.primarySector?.value).toBe('pets');
  });
});
