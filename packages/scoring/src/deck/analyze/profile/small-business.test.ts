import { describe, expect, it } from 'vitest';
import { documentOf } from '../../../../test/deck-document';
import { matchDeckBuiltin } from '../match/match';
import { parseThesis } from '../thesis/thesis';
import type { DeckMatch, ThesisInput } from '../types';
import { extractDeckBuiltin } from './extract';

/**
 * Issue 26, classes 3 and 6: a thesis defined by who buys ("tools that small businesses buy, in any
 * sector") names its buyers' trades as examples, not as sectors, and passes on products sold to
 * enterprises. Whether a deck sells to small businesses decides, whatever its industry reads as.
 */

const thesis = (text: string): ThesisInput => ({ text, version: 1, answers: [] });
const sectors = (match: DeckMatch) => match.parts.find((p) => p.part === 'sectors');

const OWNER_OPERATOR_THESIS = thesis(
  'Tallyho Partners funds the software that owner-operated firms run on, whatever trade they are in: a bakery with two stores, a dental office, a roofing crew. We write first cheques of $300k to $1.5M at pre-seed and seed into US companies, and we stay away from tools sold to large enterprises.',
);

/** Booking and payments for independent salons: reads as commerce and fintech, sold to salon owners. */
const SALON_SOFTWARE = extractDeckBuiltin(
  documentOf([
    'Chairbook\nThe front desk for independent salons\nSeed · Austin, TX',
    'Problem\nSalon owners lose 11% of bookings to no-shows and phone tag',
    'Product\nOnline booking, deposits and card payments in one app for small businesses with 1 to 15 chairs',
    'Business model\nSalon owners pay $89 per location per month',
    'Traction\n1,900 paying salons; net revenue retention 112%',
    'The round\nRaising $1.2M seed',
  ]),
  'hash-chairbook',
);

/** Bed management for hospital networks: business software, but not for small businesses. */
const HOSPITAL_SOFTWARE = extractDeckBuiltin(
  documentOf([
    'Wardflow\nBed management for hospital networks\nSeed · Nashville, TN',
    'Problem\nA 600-bed hospital loses 9 bed-days a week to discharge delays',
    'Product\nA live board of beds, discharges and transfers for nursing and operations teams',
    'Business model\nHealth systems pay an annual licence per hospital',
    'Traction\nLive in 4 health systems, 19 hospitals',
    'The round\nRaising $1.5M seed',
  ]),
  'hash-wardflow',
);

describe('a thesis defined by small businesses as buyers', () => {
  it('reads the buyers as the focus, from "software for SMBs" and "tools small businesses buy" alike', () => {
    expect(parseThesis(OWNER_OPERATOR_THESIS).customerFocus?.value).toBe('small-business');
    expect(
      parseThesis(thesis('We invest in software for SMBs across Latin America, at seed.')).customerFocus
        ?.value,
    ).toBe('small-business');
    expect(
      parseThesis(thesis('We back the tools that small businesses buy, in any sector, at pre-seed.'))
        .customerFocus?.value,
    ).toBe('small-business');
  });

  it('does not read it from a thesis that only names them, or rules them out', () => {
    const lending = parseThesis(
      thesis('We back fintech infrastructure at seed. We do not fund SMB lenders.'),
    );
    expect(lending.customerFocus ?? null).toBeNull();
    const founders = parseThesis(
      thesis('We back developer tools at seed; many of our founders grew up in family businesses.'),
    );
    expect(founders.customerFocus ?? null).toBeNull();
  });

  it('reads a deck that keeps naming small businesses as its customers, and one that never does', () => {
    expect(SALON_SOFTWARE.profile.smallBusiness?.value).toBe(1);
    expect(HOSPITAL_SOFTWARE.profile.smallBusiness ?? null).toBeNull();
  });

  it('puts software for salon owners in focus whatever its industry, and a hospital tool well below it', () => {
    const salon = matchDeckBuiltin(SALON_SOFTWARE, OWNER_OPERATOR_THESIS);
    const hospital = matchDeckBuiltin(HOSPITAL_SOFTWARE, OWNER_OPERATOR_THESIS);
    expect(sectors(salon)?.reasoning).toContain('small businesses as buyers');
    expect(salon.matchScore).toBeGreaterThanOrEqual(0.7);
    expect(hospital.matchScore).toBeLessThan(salon.matchScore - 0.3);
  });
});

describe('enterprise as a buyer, not a sector', () => {
  it('does not read "our first enterprise sales cycles" as wanting enterprise software', () => {
    const profile = parseThesis(
      thesis(
        'We back applied AI companies selling into insurance and legal. We are most useful in the first enterprise sales cycles, at seed.',
      ),
    );
    expect(profile.sectors?.value[0]?.industry).toBe('ai-ml');
    const enterprise = profile.sectors?.value.find((sector) => sector.industry === 'enterprise-software');
    expect(enterprise?.weight ?? 0).toBeLessThan(1);
  });
});
