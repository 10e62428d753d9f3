import type { DeckIndustry, FundingStage } from '@pitchfit/contracts/deck';
import {
  CUSTOMER_FOCI,
  founderRuleLabel,
  READING_REGIONS,
  type ReadingCorrection,
  type ReadingCorrections,
  type ReadingFacet,
  type ReadingItem,
  type ReadingKind,
  readingValueLabel,
  subsectorValue,
  type ThesisReading,
} from '@pitchfit/contracts/thesis-reading';
import { PLACE_GROUPS } from '../lexicon/geography';
import { SOFT_SECTOR_WEIGHT } from '../tuning';
import type { ThesisInput } from '../types';
import { countryLabel, findPlaces } from '../vocabulary/places';
import { matchIndustryTerms } from '../vocabulary/signals';
import { correctedThesisProfile, splitCorrections } from './reading-corrections';
import type { Constraint, ConstraintSource, ThesisProfile } from './thesis';
import { readClauses } from './thesis-reader';

/**
 * How Pitchfit reads a thesis, as the investor sees it (issue 28): the corrected ThesisProfile
 * turned into items (want, exclude, soft), each with the words it came from, and the stage,
 * cheque and place rules. Pure: the same thesis, answers and corrections give the same reading.
 */
export function thesisReading(thesis: ThesisInput): Omit<ThesisReading, 'thesis_version'> {
  const corrections: ReadingCorrections = thesis.corrections ?? { corrections: [], cheque: null };
  const { applied, lapsed } = splitCorrections(corrections.corrections, thesis);
  const profile = correctedThesisProfile({ ...thesis, corrections });
  return {
    items: readingItems(profile, thesis, applied),
    rules: readingRules(profile, thesis, corrections),
    corrections: corrections.corrections,
    cheque_correction: corrections.cheque,
    lapsed_corrections: lapsed,
  };
}

type Draft = Omit<ReadingItem, 'label' | 'corrected'>;

/** The items of a profile, wants first, each value once per kind. */
export function readingItems(
  profile: ThesisProfile,
  thesis: Pick<ThesisInput, 'text' | 'answers'>,
  applied: readonly ReadingCorrection[] = [],
): ReadingItem[] {
  const sourceOf = (constraint: Pick<Constraint<unknown>, 'source'>) => sourceName(constraint.source, thesis);
  const drafts: Draft[] = [];
  const clauses = readClauses(thesis.text ?? '');
  if (profile.sectors) {
    for (const { industry, weight } of profile.sectors.value) {
      drafts.push({
        kind: weight <= SOFT_SECTOR_WEIGHT ? 'soft' : 'want',
        hard: weight > SOFT_SECTOR_WEIGHT,
        facet: 'industry',
        value: industry,
        quote: clauseNaming(clauses, industry) ?? profile.sectors.quote,
        source: sourceOf(profile.sectors),
      });
    }
  }
  for (const model of profile.models?.value ?? []) {
    const models = profile.models;
    if (models)
      drafts.push({
        kind: 'want',
        hard: true,
        facet: 'model',
        value: model,
        quote: models.quote,
        source: sourceOf(models),
      });
  }
  if (profile.stages) {
    for (const stage of profile.stages.value)
      drafts.push(stageDraft('want', stage, profile.stages.quote, sourceOf(profile.stages)));
  }
  for (const stage of profile.softStages) drafts.push(stageDraft('soft', stage, null, 'thesis'));
  if (profile.regions) {
    for (const label of profile.regions.value.labels) {
      const place = placeValue(label);
      if (place)
        drafts.push({
          kind: 'want',
          hard: true,
          ...place,
          quote: profile.regions.quote,
          source: sourceOf(profile.regions),
        });
    }
  }
  for (const exclusion of profile.exclusions) {
    const base = {
      kind: 'exclude' as const,
      hard: !exclusion.value.soft,
      quote: exclusion.quote,
      source: sourceOf(exclusion),
    };
    for (const scope of exclusion.value.scopes) {
      for (const industry of scope.industries) drafts.push({ ...base, facet: 'industry', value: industry });
      for (const ref of scope.subsectors)
        drafts.push({ ...base, facet: 'subsector', value: subsectorValue(ref.industry, ref.id) });
      for (const model of scope.models) drafts.push({ ...base, facet: 'model', value: model });
      for (const stage of scope.stages) drafts.push({ ...base, facet: 'stage', value: stage });
      for (const hit of scope.places) {
        const place = placeValue(hit.label);
        if (place) drafts.push({ ...base, ...place });
      }
      for (const term of scope.terms) drafts.push({ ...base, facet: 'term', value: term });
    }
    for (const stage of exclusion.value.stages) drafts.push({ ...base, facet: 'stage', value: stage });
  }
  const seen = new Set<string>();
  const items: ReadingItem[] = [];
  for (const draft of drafts) {
    const key = `${draft.kind}:${draft.facet}:${draft.value}`;
    if (seen.has(key)) continue;
    seen.add(key);
    items.push({
      ...draft,
      label: itemLabel(draft.facet, draft.value),
      corrected: applied.some(
        (c) => c.kind === draft.kind && c.facet === draft.facet && c.value === draft.value,
      ),
    });
  }
  return items;
}

function stageDraft(kind: ReadingKind, stage: FundingStage, quote: string | null, source: string): Draft {
  return { kind, hard: kind !== 'soft', facet: 'stage', value: stage, quote, source };
}

function itemLabel(facet: ReadingFacet, value: string): string {
  return facet === 'country' ? countryLabel(value) : readingValueLabel(facet, value);
}

/** `thesis`, or the topic of the answer the rule came from. */
function sourceName(source: ConstraintSource, thesis: Pick<ThesisInput, 'answers'>): string {
  if (source.kind === 'thesis') return 'thesis';
  return thesis.answers.find((answer) => answer.question === source.question)?.topic ?? 'answer';
}

/** The first clause that names an industry, so each item highlights its own words. */
function clauseNaming(clauses: ReturnType<typeof readClauses>, industry: DeckIndustry): string | null {
  return (
    clauses.find(
      (clause) =>
        clause.polarity !== 'excludes' &&
        matchIndustryTerms(clause.quote).some((hit) => hit.key === industry),
    )?.quote ?? null
  );
}

const GROUP_BY_LABEL = new Map(Object.entries(PLACE_GROUPS).map(([id, group]) => [group.label, id]));

/** A place label of the reader ("Europe", "the United States", "Bangalore") as a taxonomy value. */
function placeValue(label: string): { facet: 'country' | 'region'; value: string } | null {
  const group = GROUP_BY_LABEL.get(label);
  if (group && Object.hasOwn(READING_REGIONS, group)) return { facet: 'region', value: group };
  const [hit] = findPlaces(label);
  const [country] = hit?.countries ?? [];
  if (hit && hit.countries.length === 1 && country) return { facet: 'country', value: country };
  return null;
}

function readingRules(
  profile: ThesisProfile,
  thesis: Pick<ThesisInput, 'text' | 'answers'>,
  corrections: ReadingCorrections,
): ThesisReading['rules'] {
  const excluded = new Set<FundingStage>();
  for (const exclusion of profile.exclusions) {
    for (const stage of exclusion.value.stages) excluded.add(stage);
    for (const scope of exclusion.value.scopes)
      if (scope.stages.length > 0 && scope.industries.length + scope.models.length + scope.terms.length === 0)
        for (const stage of scope.stages) excluded.add(stage);
  }
  const cheque = profile.checkSize;
  const founderRule = profile.founderRule ?? null;
  const customerFocus = profile.customerFocus ?? null;
  return {
    stages: {
      wanted: profile.stages?.value ?? [],
      soft: profile.softStages,
      excluded: [...excluded],
      lead: profile.lead?.value ?? null,
      quote: profile.stages?.quote ?? profile.lead?.quote ?? null,
    },
    cheque: cheque
      ? {
          ...cheque.value,
          quote: cheque.quote,
          source: sourceName(cheque.source, thesis),
          corrected: corrections.cheque !== null,
        }
      : null,
    places: profile.regions
      ? {
          role: profile.regions.value.role,
          countries: profile.regions.value.countries,
          labels: profile.regions.value.labels,
          quote: profile.regions.quote,
        }
      : null,
    founders: founderRule
      ? {
          ...founderRule.value,
          // A school's alumni fund backs no one else (the match's requirement); the others are a lean.
          required: founderRule.value.kind === 'alumni',
          label: founderRuleLabel(founderRule.value.kind, founderRule.value.school),
          quote: founderRule.quote,
          source: sourceName(founderRule.source, thesis),
        }
      : null,
    customers: customerFocus
      ? {
          focus: customerFocus.value,
          label: CUSTOMER_FOCI[customerFocus.value],
          quote: customerFocus.quote,
          source: sourceName(customerFocus.source, thesis),
        }
      : null,
    audience: (profile.audience ?? []).map(({ value, quote }) => ({ who: value, quote })),
  };
}
