import { describe, expect, it } from 'vitest';
import { documentOf } from '../../../../test/deck-document';
import { extractDeckBuiltin } from './extract';
import { prepareDeck } from './prepare';
import { slideRoles } from './slide-roles';

describe('slide roles', () => {
  it('reads a slide by its heading: cover, product, context or other', () => {
    const deck = prepareDeck(
      documentOf([
        'Mendly\nClothes mended near you',
        'Our solution\nBook a local maker in two taps',
        'Market size\nThe UK alterations market is worth £1.2bn',
        'Why now\nRepairs grew 12% last year',
        'Team\nAda Lowe, CEO',
      ]),
    );
    expect([...slideRoles(deck).values()]).toEqual(['cover', 'product', 'context', 'other', 'context']);
  });

  it('does not take a line printed on every slide for the heading', () => {
    // "SEED ROUND 2024" at the top of each slide is a running header, not a funding slide.
    const deck = prepareDeck(
      documentOf([
        'Mendly\nClothes mended near you',
        'SEED ROUND 2024\nHow a booking works\nPick-up, repair and return in five days',
        'SEED ROUND 2024\nWhy repair, why now\nRepairs are growing 12% a year',
        'SEED ROUND 2024\nThe round\nRaising £1.3M',
      ]),
    );
    expect([...slideRoles(deck).values()]).toEqual(['cover', 'other', 'other', 'context']);
  });
});

/** A booking app for home cleaners whose market slide is all about healthcare spending. */
const cleanerPages = (marketHeading: string) => [
  'Sparkline\nYour week, cleaned',
  'The product\nBook a vetted home cleaner in the app\nShopping for supplies included with every booking',
  `${marketHeading}\nHealthcare workers, hospitals and clinics spend on cleaning\nHospital hygiene, clinic hygiene and patient rooms\nHealthcare cleaning is a $60bn market`,
  'Seed round\nRaising $2M',
];

describe('what a company is, read as an analyst reads a deck', () => {
  it('does not take its sector from the market slide', () => {
    const deck = extractDeckBuiltin(documentOf(cleanerPages('Market')), 'hash-sparkline-market');
    expect(deck.profile.primarySector?.value).not.toBe('health');
    expect(deck.profile.primarySector?.page).not.toBe(3);
  });

  it('still reads those words where the slide is not about the market', () => {
    // The same words under a neutral heading are the deck's own: the heading is what changes the reading.
    const deck = extractDeckBuiltin(documentOf(cleanerPages('Where we clean')), 'hash-sparkline-neutral');
    expect(deck.profile.primarySector?.value).toBe('health');
  });

  it('does not read an identity sentence on a market slide as what the company is', () => {
    const deck = extractDeckBuiltin(
      documentOf([
        'Rostery\nEvery shift, covered',
        'How it works\nManagers build the rota and staff swap shifts in the app\nHours worked flow into payroll',
        'Market\nHospitality is a $900bn industry',
        'Traction\n310 employers pay per location',
      ]),
      'hash-rostery',
    );
    expect(deck.profile.primarySector?.value).toBe('hr-work');
  });

  it('reads the industry named before "for" as the business and the one after as its customer', () => {
    // "Payroll software for logistics companies" is HR software sold to logistics firms, however
    // often the deck names trucks and warehouses.
    const deck = extractDeckBuiltin(
      documentOf([
        'Haulpay\nPayroll for logistics fleets',
        'How it works\nDrivers, trucks and warehouse shifts in one place\nEvery delivery driver and warehouse picker paid on time',
        'Seed round\nRaising $1.5M',
      ]),
      'hash-haulpay',
    );
    expect(deck.profile.primarySector?.value).toBe('hr-work');
  });
});
