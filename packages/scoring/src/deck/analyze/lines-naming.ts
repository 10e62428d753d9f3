import type { PreparedDeck } from './prepare';
import { escapeRegExp } from './text';

export interface LinesNaming {
  /** The lines that matched, each counted by `weightOf` its page number. */
  count: number;
  /** The first line that matched, for the citation. */
  first: { page: number; text: string };
}

/**
 * Counts the deck's lines that `names` something, with the company's own name taken out first:
 * "Crewline" or "Torqa Robotics" is what the company is called, not evidence of what it does.
 * Null when no line does.
 */
export function linesNaming(
  deck: PreparedDeck,
  companyName: string | null,
  names: (text: string) => boolean,
  weightOf: (pageNumber: number) => number = () => 1,
): LinesNaming | null {
  const name = companyName && companyName.length >= 3 ? new RegExp(escapeRegExp(companyName), 'gi') : null;
  let count = 0;
  let first: LinesNaming['first'] | null = null;
  for (const page of deck.pages) {
    for (const line of page.lines) {
      if (!names(name ? line.text.replace(name, ' ') : line.text)) continue;
      count += weightOf(page.number);
      first ??= { page: page.number, text: line.text };
    }
  }
  return first ? { count, first } : null;
}
