import { parseThesis } from '../src/deck/analyze/thesis/thesis';

/** What a thesis's exclusions rule out, flat: industries, sub-sector ids, business models and bare terms. */
export function excludedOf(text: string): string[] {
  return parseThesis({ text, answers: [] }).exclusions.flatMap((exclusion) =>
    exclusion.value.scopes.flatMap((scope) => [
      ...scope.industries,
      ...scope.subsectors.map((ref) => ref.id),
      ...scope.models,
      ...scope.terms,
    ]),
  );
}
