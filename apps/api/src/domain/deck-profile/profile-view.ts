import {
  type DeckProfile,
  type DeckProfileCorrections,
  extractionProfileSourceSchema as source,
} from '@pitchfit/contracts/deck-profile';
import type { z } from 'zod';

type Cited<T> = { value: T; page: number; quote: string };
type Entry<T> = { value: T | null; page: number | null; quote: string | null; corrected: boolean };

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** One cited fact of a stored extraction, or null when it lacks it (an older engine version). */
function read<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The deck's citation stays beside a correction: the investor sees what the deck said there. */
function entry<T, R>(cited: Cited<R> | null, shown: (value: R) => T, correction: T | undefined): Entry<T> {
  return {
    value: correction !== undefined ? correction : cited ? shown(cited.value) : null,
    page: cited?.page ?? null,
    quote: cited?.quote ?? null,
    corrected: correction !== undefined,
  };
}

const same = <T>(value: T) => value;

/**
 * A deck's profile as the investor sees it: each fact as the extraction cited it, with the
 * investor's correction in its place where they made one (the worker matches with the same).
 */
export function profileView(
  deckId: string,
  extraction: unknown,
  corrections: DeckProfileCorrections,
): DeckProfile {
  const facts = record(record(extraction).facts);
  const profile = record(record(extraction).profile);
  const founders = Array.isArray(facts.founders)
    ? facts.founders.flatMap((founder) => read(source.founder, founder) ?? [])
    : [];
  const [firstFounder] = founders;
  const hq = corrections.hq;
  return {
    deck_id: deckId,
    company: entry(read(source.companyName, facts.companyName), same, corrections.company),
    what_it_does: entry(read(source.oneLiner, facts.oneLiner), same, corrections.what_it_does),
    primary_sector: entry(
      read(source.primarySector, profile.primarySector) ?? read(source.industry, facts.industry),
      same,
      corrections.primary_sector,
    ),
    customer: entry(read(source.primaryCustomer, profile.primaryCustomer), same, corrections.customer),
    hq: entry(
      read(source.headquarters, profile.headquarters),
      same,
      hq && { country: hq.country, place: hq.place ?? countryNames.of(hq.country) ?? hq.country },
    ),
    stage: entry(read(source.stage, facts.stage), same, corrections.stage),
    ask: entry(
      read(source.raise, facts.raise),
      ({ amount, currency }) => ({ amount, currency }),
      corrections.ask && { amount: corrections.ask.amount_usd, currency: 'USD' },
    ),
    founders: {
      value: corrections.founders
        ? corrections.founders.map((founder) => ({ ...founder, page: null, quote: null }))
        : founders.length > 0
          ? founders.map(({ value, page, quote }) => ({ ...value, page, quote }))
          : null,
      page: firstFounder?.page ?? null,
      quote: firstFounder?.quote ?? null,
      corrected: corrections.founders !== undefined,
    },
  };
}

/** The stored corrections after a PATCH: a value replaces the field's correction, null drops it. */
export function mergeCorrections(
  stored: DeckProfileCorrections,
  patch: { [F in keyof DeckProfileCorrections]?: DeckProfileCorrections[F] | null },
): DeckProfileCorrections {
  const merged: Record<string, unknown> = { ...stored };
  for (const [field, value] of Object.entries(patch)) {
    if (value === null) delete merged[field];
    else if (value !== undefined) merged[field] = value;
  }
  return merged as DeckProfileCorrections;
}
