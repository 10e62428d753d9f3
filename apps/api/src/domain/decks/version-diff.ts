import type { CitedFact, TextOrParts } from '@pitchfit/contracts/deck';
import {
  type CitedValue,
  type FactChange,
  type ScorePartChange,
  VERSION_DIFF_FIELDS,
  type VersionDiff,
  type VersionDiffField,
} from '@pitchfit/contracts/deck-versions';

/** What one version of a deck said and how it matched, as the diff reads it. */
export interface VersionReading {
  version: number;
  /** The deck's cited facts (`parsed_data.facts`), its headquarters among them when known. */
  facts: readonly CitedFact[];
  matchScore: number | null;
  /** `parsed_data.match_reasoning`: each part's "NN%: why". */
  matchReasoning: TextOrParts | null;
}

const DIFF_FIELDS = Object.keys(VERSION_DIFF_FIELDS) as VersionDiffField[];

const valuesOf = (facts: readonly CitedFact[], field: VersionDiffField): CitedValue[] =>
  facts.filter((fact) => fact.field === field).map(({ value, page }) => ({ value, page }));

/** Same values in any order and on any page: moving a slide is not a change of fact. */
function sameValues(before: CitedValue[], after: CitedValue[]): boolean {
  const key = (values: CitedValue[]) =>
    values
      .map((v) => v.value.trim().toLowerCase())
      .sort()
      .join('\n');
  return key(before) === key(after);
}

function factChanges(from: VersionReading, to: VersionReading): FactChange[] {
  return DIFF_FIELDS.flatMap((field) => {
    const before = valuesOf(from.facts, field);
    const after = valuesOf(to.facts, field);
    return sameValues(before, after) ? [] : [{ field, label: VERSION_DIFF_FIELDS[field], before, after }];
  });
}

interface PartReading {
  score: number | null;
  reasoning: string;
}

/** "82%: fintech is named in the thesis." → 0.82 and the reason; a part written otherwise keeps its text. */
function readParts(reasoning: TextOrParts | null): Map<string, PartReading> {
  if (reasoning === null || typeof reasoning === 'string') return new Map();
  return new Map(
    Object.entries(reasoning).map(([part, text]) => {
      const scored = /^(\d{1,3})%:\s*(.*)$/s.exec(text);
      return [
        part,
        scored
          ? { score: Number(scored[1]) / 100, reasoning: scored[2] ?? '' }
          : { score: null, reasoning: text },
      ];
    }),
  );
}

function partChanges(from: VersionReading, to: VersionReading): ScorePartChange[] {
  const before = readParts(from.matchReasoning);
  const after = readParts(to.matchReasoning);
  const parts = [...new Set([...before.keys(), ...after.keys()])];
  const moved = (change: ScorePartChange) => Math.abs((change.after ?? 0) - (change.before ?? 0));
  return parts
    .map((part) => ({
      part,
      before: before.get(part)?.score ?? null,
      after: after.get(part)?.score ?? null,
      before_reasoning: before.get(part)?.reasoning ?? null,
      after_reasoning: after.get(part)?.reasoning ?? null,
    }))
    .filter((change) => change.before !== change.after || change.before_reasoning !== change.after_reasoning)
    .sort((a, b) => moved(b) - moved(a));
}

/** What changed from one version of a deck to the next: its facts, each cited in both, and its match, part by part. */
export function diffVersions(from: VersionReading, to: VersionReading): VersionDiff {
  return {
    from_version: from.version,
    to_version: to.version,
    facts: factChanges(from, to),
    score: { before: from.matchScore, after: to.matchScore, parts: partChanges(from, to) },
  };
}
