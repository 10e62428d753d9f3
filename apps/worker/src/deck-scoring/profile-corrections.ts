import { type DeckProfileCorrections, PROFILE_CORRECTION_QUOTE } from '@pitchfit/contracts/deck-profile';
import { READING_SUBSECTORS } from '@pitchfit/contracts/thesis-reading';
import type { DeckExtraction } from '@pitchfit/scoring/deck';

type Cited<T> = { value: T; page: number; quote: string };

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

/**
 * A corrected fact keeps the page the deck's own reading cited (the investor corrected what is
 * there), and says in its quote that the value is the investor's, so no reasoning passes it off as
 * the deck's words.
 */
function corrected<T>(value: T, read: { page: number } | null | undefined): Cited<T> {
  return { value, page: read?.page ?? 1, quote: PROFILE_CORRECTION_QUOTE };
}

/**
 * The extraction as this investor sees the deck: their profile corrections laid over the engine's
 * reading, so matching, the score's reasoning and the deck's fields all use the corrected facts.
 * Pure: the stored extraction, shared by every investor sent the same file, is never changed.
 */
export function withProfileCorrections(
  extraction: DeckExtraction,
  corrections: DeckProfileCorrections | null,
): DeckExtraction {
  if (!corrections || Object.keys(corrections).length === 0) return extraction;
  const facts = { ...extraction.facts };
  const profile = { ...extraction.profile };
  const { company, what_it_does, primary_sector, customer, hq, stage, ask, founders } = corrections;
  if (company !== undefined) facts.companyName = corrected(company, facts.companyName);
  if (what_it_does !== undefined) facts.oneLiner = corrected(what_it_does, facts.oneLiner);
  if (primary_sector !== undefined) {
    // The investor names what the company is: that is its whole sector mix, and only that
    // industry's sub-sectors still describe it.
    facts.industry = corrected(primary_sector, facts.industry);
    profile.primarySector = corrected(primary_sector, profile.primarySector ?? extraction.facts.industry);
    profile.sectors = [{ industry: primary_sector, share: 1 }];
    const kept = new Set(READING_SUBSECTORS[primary_sector]);
    profile.subsectors = (profile.subsectors ?? []).filter(
      (s) => s.industry === primary_sector && kept.has(s.id),
    );
  }
  if (customer !== undefined) {
    profile.primaryCustomer = corrected(customer, profile.primaryCustomer);
    profile.models = {
      ...profile.models,
      consumer: customer === 'consumer' ? 1 : 0,
      business: customer === 'business' ? 1 : 0,
    };
  }
  if (hq !== undefined) {
    const place = hq.place ?? countryNames.of(hq.country) ?? hq.country;
    profile.headquarters = corrected({ country: hq.country, place }, profile.headquarters);
  }
  if (stage !== undefined) facts.stage = corrected(stage, facts.stage);
  if (ask !== undefined)
    facts.raise = corrected({ amount: ask.amount_usd, maxAmount: null, currency: 'USD' }, facts.raise);
  if (founders !== undefined)
    facts.founders = founders.map((founder, index) => corrected(founder, extraction.facts.founders[index]));
  return { ...extraction, facts, profile };
}
