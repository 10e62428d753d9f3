import type { DeckIndustry, FundingStage } from '@pitchfit/contracts/deck';
import type { ReadingCorrection, ReadingCorrections } from '@pitchfit/contracts/thesis-reading';
import type { BusinessModel } from '../lexicon/business-models';
import { PLACE_GROUPS } from '../lexicon/geography';
import { memoised } from '../memoised';
import { SOFT_SECTOR_WEIGHT } from '../tuning';
import type { ThesisInput } from '../types';
import { countryLabel, type PlaceHit } from '../vocabulary/places';
import {
  type Constraint,
  type ConstraintSource,
  type Exclusion,
  parseThesis,
  type ThesisProfile,
} from './thesis';
import type { Scope } from './thesis-reader';

/**
 * The investor's corrections of how their thesis was read (issue 28), applied to the reader's
 * ThesisProfile before matching. Pure: the parsed profile (shared by parseThesis's cache) is never
 * changed; a corrected copy is returned.
 *
 * A correction that names the clause it corrects (`quote`) holds while that clause is still in the
 * thesis or an answer: an edit that rewrites the clause away lets it lapse, and the new words are
 * read afresh. A correction added from the taxonomy has no clause and always holds.
 */

/** Whether a correction still applies to this thesis text and these answers. */
export function correctionApplies(
  correction: Pick<ReadingCorrection, 'quote'>,
  thesis: Pick<ThesisInput, 'text' | 'answers'>,
): boolean {
  if (correction.quote === null) return true;
  const quote = normalised(correction.quote);
  return [thesis.text ?? '', ...thesis.answers.map((answer) => answer.answer)].some((text) =>
    normalised(text).includes(quote),
  );
}

/** Whitespace and line wraps do not make a clause a different one. */
function normalised(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** The corrections that hold for this thesis, and those whose clause is gone. */
export function splitCorrections(
  corrections: readonly ReadingCorrection[],
  thesis: Pick<ThesisInput, 'text' | 'answers'>,
): { applied: ReadingCorrection[]; lapsed: ReadingCorrection[] } {
  const applied: ReadingCorrection[] = [];
  const lapsed: ReadingCorrection[] = [];
  for (const correction of corrections)
    (correctionApplies(correction, thesis) ? applied : lapsed).push(correction);
  return { applied, lapsed };
}

/** The profile matching uses: the reader's, with the investor's corrections that still hold applied in order. */
export function correctedThesisProfile(thesis: ThesisInput): ThesisProfile {
  const corrections = thesis.corrections;
  if (!corrections || (corrections.corrections.length === 0 && corrections.cheque === null))
    return parseThesis(thesis);
  return correctedOnce({ thesis, corrections });
}
/** As parseThesis: matching corrects a thesis once per version, not once per deck. */
const correctedOnce = memoised(
  ({ thesis, corrections }: { thesis: ThesisInput; corrections: ReadingCorrections }) =>
    JSON.stringify([thesis.text, thesis.answers, corrections]),
  ({ thesis, corrections }) => applyReadingCorrections(parseThesis(thesis), corrections, thesis),
);

export function applyReadingCorrections(
  parsed: ThesisProfile,
  corrections: ReadingCorrections,
  thesis: Pick<ThesisInput, 'text' | 'answers'>,
): ThesisProfile {
  const profile = structuredClone(parsed);
  for (const correction of splitCorrections(corrections.corrections, thesis).applied) {
    removeEverywhere(profile, correction);
    if (correction.kind !== null) add(profile, correction);
  }
  if (corrections.cheque)
    profile.checkSize = {
      value: { ...corrections.cheque },
      source: { kind: 'thesis' },
      quote: null,
    };
  return profile;
}

/** A corrected rule is the investor's own, as their thesis is. */
const FROM_CORRECTION: ConstraintSource = { kind: 'thesis' };

/** Countries a region or country value stands for, and the label the geography reasoning shows. */
function placeOf(facet: 'country' | 'region', value: string): { countries: string[]; label: string } {
  if (facet === 'country') return { countries: [value], label: countryLabel(value) };
  const group = PLACE_GROUPS[value];
  return { countries: [...(group?.countries ?? [])], label: group?.label ?? value };
}

function subsectorRef(value: string): { industry: DeckIndustry; id: string } {
  const [industry = '', id = ''] = value.split('/');
  return { industry: industry as DeckIndustry, id };
}

/** Whether an exclusion scope is about this value: such a scope is the rule the item belongs to. */
function scopeNames(scope: Scope, correction: ReadingCorrection): boolean {
  const { facet, value } = correction;
  switch (facet) {
    case 'industry':
      return scope.industries.includes(value as DeckIndustry);
    case 'subsector': {
      const ref = subsectorRef(value);
      return scope.subsectors.some((s) => s.industry === ref.industry && s.id === ref.id);
    }
    case 'model':
      return scope.models.includes(value as BusinessModel);
    case 'stage':
      return scope.stages.includes(value as FundingStage);
    case 'country':
    case 'region': {
      const { countries, label } = placeOf(facet, value);
      return scope.places.some(
        (place) =>
          place.label === label ||
          (facet === 'country' && place.countries.every((c) => countries.includes(c))),
      );
    }
    case 'term':
      return scope.terms.includes(value);
  }
}

/**
 * Takes the item out of the reading: out of the wants, and out of every exclusion rule that names
 * it. A scope is one rule ("consumer fintech"): dropping only its "consumer" facet would widen it
 * to every fintech deck, so the whole scope goes.
 */
function removeEverywhere(profile: ThesisProfile, correction: ReadingCorrection): void {
  const { facet, value } = correction;
  if (facet === 'industry' && profile.sectors) {
    const left = profile.sectors.value.filter((s) => s.industry !== value);
    profile.sectors = left.length > 0 ? { ...profile.sectors, value: left } : null;
  }
  if (facet === 'model' && profile.models) {
    const left = profile.models.value.filter((m) => m !== value);
    profile.models = left.length > 0 ? { ...profile.models, value: left } : null;
  }
  if (facet === 'stage') {
    if (profile.stages) {
      const left = profile.stages.value.filter((s) => s !== value);
      profile.stages = left.length > 0 ? { ...profile.stages, value: left } : null;
    }
    profile.softStages = profile.softStages.filter((s) => s !== value);
  }
  if ((facet === 'country' || facet === 'region') && profile.regions) {
    const { countries, label } = placeOf(facet, value);
    const left = profile.regions.value.countries.filter((c) => !countries.includes(c));
    const labels = profile.regions.value.labels.filter((l) => l !== label);
    profile.regions =
      left.length > 0
        ? { ...profile.regions, value: { ...profile.regions.value, countries: left, labels } }
        : null;
  }
  profile.exclusions = profile.exclusions
    .map((exclusion) => ({
      ...exclusion,
      value: {
        ...exclusion.value,
        scopes: exclusion.value.scopes.filter((scope) => !scopeNames(scope, correction)),
        stages:
          facet === 'stage' ? exclusion.value.stages.filter((s) => s !== value) : exclusion.value.stages,
      },
    }))
    .filter((exclusion) => exclusion.value.scopes.length > 0 || exclusion.value.stages.length > 0);
}

function emptyScope(phrase: string): Scope {
  return {
    phrase,
    qualifier: null,
    industries: [],
    subsectors: [],
    models: [],
    stages: [],
    places: [],
    terms: [],
  };
}

function constraint<T>(value: T, quote: string | null): Constraint<T> {
  return { value, source: FROM_CORRECTION, quote };
}

function add(profile: ThesisProfile, correction: ReadingCorrection): void {
  const { facet, value, kind, hard, quote } = correction;
  if (kind === 'exclude') {
    const scope = emptyScope(value);
    const exclusion: Exclusion = { scopes: [scope], stages: [], soft: !hard };
    if (facet === 'industry') scope.industries.push(value as DeckIndustry);
    if (facet === 'subsector') scope.subsectors.push(subsectorRef(value));
    if (facet === 'model') scope.models.push(value as BusinessModel);
    if (facet === 'term') scope.terms.push(value.toLowerCase());
    if (facet === 'country' || facet === 'region') {
      const place = placeOf(facet, value);
      const hit: PlaceHit = {
        countries: place.countries,
        label: place.label,
        kind: facet === 'country' ? 'country' : 'group',
        index: 0,
        matched: place.label,
      };
      scope.places.push(hit);
      scope.phrase = place.label;
    }
    if (facet === 'stage') {
      exclusion.scopes = [];
      exclusion.stages = [value as FundingStage];
    }
    profile.exclusions.push(constraint(exclusion, quote));
    return;
  }
  const soft = kind === 'soft';
  if (facet === 'industry' || facet === 'subsector') {
    // The engine weighs wanted sectors by industry: a wanted sub-sector wants its industry.
    const industry = facet === 'industry' ? (value as DeckIndustry) : subsectorRef(value).industry;
    const weight = soft ? SOFT_SECTOR_WEIGHT : 1;
    const others = (profile.sectors?.value ?? []).filter((s) => s.industry !== industry);
    const merged = [...others, { industry, weight }].sort(
      (a, b) => b.weight - a.weight || a.industry.localeCompare(b.industry),
    );
    profile.sectors = profile.sectors ? { ...profile.sectors, value: merged } : constraint(merged, quote);
  }
  if (facet === 'model') {
    const models = [...(profile.models?.value ?? []), value as BusinessModel];
    profile.models = profile.models ? { ...profile.models, value: models } : constraint(models, quote);
  }
  if (facet === 'stage') {
    const stage = value as FundingStage;
    if (soft) profile.softStages = [...profile.softStages, stage];
    else
      profile.stages = profile.stages
        ? { ...profile.stages, value: [...profile.stages.value, stage] }
        : constraint([stage], quote);
  }
  if (facet === 'country' || facet === 'region') {
    const place = placeOf(facet, value);
    const current = profile.regions?.value ?? { countries: [], labels: [], role: 'any' as const };
    const next = {
      ...current,
      countries: [...new Set([...current.countries, ...place.countries])],
      labels: [...current.labels, place.label],
    };
    profile.regions = profile.regions ? { ...profile.regions, value: next } : constraint(next, quote);
  }
}
