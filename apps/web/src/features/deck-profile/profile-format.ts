import { DECK_INDUSTRIES, FUNDING_STAGES } from '@pitchfit/contracts/deck';
import {
  type DeckProfile,
  type DeckProfileField,
  type DeckProfileValues,
  deckProfileValuesSchema,
  PROFILE_CUSTOMERS,
} from '@pitchfit/contracts/deck-profile';
import { READING_COUNTRIES } from '@pitchfit/contracts/thesis-reading';
import { formatUsd } from '../decks/deck-format';

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
export const countryName = (code: string) => countryNames.of(code) ?? code;

/** The choices a field offers, from the engine's taxonomy (contracts), as [value, label]. */
export const FIELD_CHOICES: Partial<Record<DeckProfileField, Array<[string, string]>>> = {
  primary_sector: Object.entries(DECK_INDUSTRIES),
  customer: Object.entries(PROFILE_CUSTOMERS),
  stage: Object.entries(FUNDING_STAGES),
};
export const COUNTRY_CHOICES: Array<[string, string]> = READING_COUNTRIES.map((code): [string, string] => [
  code,
  countryName(code),
]).sort((a, b) => a[1].localeCompare(b[1]));

/** A field's value as the investor reads it; null when the deck does not say. */
export function profileValueText<F extends DeckProfileField>(
  field: F,
  value: DeckProfile[F]['value'],
): string | null {
  if (value === null) return null;
  switch (field) {
    case 'primary_sector':
      return DECK_INDUSTRIES[value as keyof typeof DECK_INDUSTRIES];
    case 'customer':
      return PROFILE_CUSTOMERS[value as keyof typeof PROFILE_CUSTOMERS];
    case 'stage':
      return FUNDING_STAGES[value as keyof typeof FUNDING_STAGES];
    case 'hq': {
      const { country, place } = value as DeckProfile['hq']['value'] & object;
      const name = countryName(country);
      return place === name ? name : `${place} (${name})`;
    }
    case 'ask': {
      const { amount, currency } = value as DeckProfile['ask']['value'] & object;
      return currency === null || currency === 'USD'
        ? formatUsd(amount)
        : `${amount.toLocaleString('en-US')} ${currency}`;
    }
    case 'founders':
      return (value as DeckProfile['founders']['value'] & object)
        .map(({ name, role }) => (role ? `${name} (${role})` : name))
        .join(', ');
    default:
      return String(value);
  }
}

/** What an edit control holds: its inputs' text, by input. */
export type ProfileDraft = Record<string, string>;

/** The edit controls start from the value shown. */
export function draftOf<F extends DeckProfileField>(field: F, value: DeckProfile[F]['value']): ProfileDraft {
  if (field === 'hq') {
    const hq = value as DeckProfile['hq']['value'];
    return { country: hq?.country ?? '', place: hq && hq.place !== countryName(hq.country) ? hq.place : '' };
  }
  if (field === 'ask') {
    const ask = value as DeckProfile['ask']['value'];
    return { amount: ask && (ask.currency === null || ask.currency === 'USD') ? String(ask.amount) : '' };
  }
  if (field === 'founders') {
    const founders = (value as DeckProfile['founders']['value']) ?? [];
    return { lines: founders.map(({ name, role }) => (role ? `${name}, ${role}` : name)).join('\n') };
  }
  return { value: value === null ? '' : String(value) };
}

/**
 * The correction an edit asks for, checked against the same schema the server checks: the value,
 * or the first message saying what is wrong with it.
 */
export function correctionOf<F extends DeckProfileField>(
  field: F,
  draft: ProfileDraft,
): { value: DeckProfileValues[F] } | { error: string } {
  const candidate = (() => {
    switch (field) {
      case 'hq':
        return { country: draft.country ?? '', ...(draft.place?.trim() ? { place: draft.place } : {}) };
      case 'ask':
        return { amount_usd: Number((draft.amount ?? '').replace(/[$,\s]/g, '') || Number.NaN) };
      case 'founders':
        return (draft.lines ?? '')
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
          .map((line) => {
            const [name = '', ...role] = line.split(',');
            return { name: name.trim(), role: role.join(',').trim() || null };
          });
      default:
        return draft.value ?? '';
    }
  })();
  const parsed = deckProfileValuesSchema.shape[field].safeParse(candidate);
  if (parsed.success) return { value: parsed.data as DeckProfileValues[F] };
  const issue = parsed.error.issues[0];
  if (field === 'ask') return { error: 'Enter the amount in US dollars, above zero.' };
  if (field === 'founders' && issue?.code === 'too_small' && issue.path.length === 0)
    return { error: 'Name at least one founder.' };
  if (field === 'hq' && issue?.path[0] === 'country') return { error: 'Choose a country.' };
  if (FIELD_CHOICES[field]) return { error: 'Choose one.' };
  return { error: issue?.message ?? 'This value cannot be used.' };
}
