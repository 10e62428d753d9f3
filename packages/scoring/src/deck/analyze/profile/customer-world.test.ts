import { describe, expect, it } from 'vitest';
import { documentOf } from '../../../../test/deck-document';
import { extractDeckBuiltin } from './extract';

/**
 * Issue 26, class 5: what a product is comes from what it does, and its customers' industry is
 * who buys it. The keyword shares tell the two apart as the identity statements do.
 */
const read = (pages: readonly string[]) => extractDeckBuiltin(documentOf(pages), 'hash-customer-world');
const shareOf = (deck: ReturnType<typeof read>, industry: string) =>
  deck.profile.sectors.find((sector) => sector.industry === industry)?.share ?? 0;

describe("a product's function and its customers' industry in the keyword shares", () => {
  it('counts an industry naming the organisations it sells to as their world, not its own', () => {
    // Rota and payroll software whose deck names its customers' trade (home care, hospices,
    // dental practices) on every slide is still workforce software.
    const deck = read([
      'Caretally\nShift planning and payroll, done',
      'Where it runs\nHome-care agencies in Leeds and York\nHospice providers across Yorkshire',
      'Why they switch\nA home-care agency loses a day a week to rotas\nDental practice owners chase timesheets by text',
      'Seed round\nRaising £900k',
    ]);
    expect(deck.profile.sectors[0]?.industry).toBe('hr-work');
    expect(shareOf(deck, 'hr-work')).toBeGreaterThan(shareOf(deck, 'health'));
  });

  it('reads the industry after "for" in any line as the customer once the line has named what is sold', () => {
    // Not an identity statement (no "we are", not on the first slides): a feature line deep in the deck.
    const deck = read([
      'Ledgerkin',
      'Team\nAda Osei, CEO',
      'Roadmap\nQ3 launch',
      'Pricing\nPer seat',
      'Modules\nBookkeeping for film studios\nBookkeeping for video producers\nBookkeeping for broadcast crews',
    ]);
    expect(deck.profile.sectors[0]?.industry).toBe('fintech');
  });

  it('keeps an industry the company names for itself', () => {
    // "We are a home-care company": the company describing itself, not its customer.
    const deck = read([
      'Homeward\nWe are a home-care company for families in Manchester',
      'What we do\nCarers visit twice a day',
      'Seed round\nRaising £1M',
    ]);
    expect(deck.profile.primarySector?.value).toBe('health');
    expect(deck.profile.sectors[0]?.industry).toBe('health');
  });
});
