import type { TextOrParts } from '@pitchfit/contracts/deck';
import { HIDDEN_REASONING_MARKERS } from '@pitchfit/contracts/messages';

export interface ReasoningPart {
  /** The part's name ("Sectors"), or null for a paragraph of plain text. */
  label: string | null;
  text: string;
}

/** SPEC section 5: a part that says the refinement service was down, or that it had no details, is noise. */
export function isHiddenReasoning(text: string): boolean {
  return HIDDEN_REASONING_MARKERS.some((marker) => text.includes(marker));
}

/** "founder_market_fit" reads as "Founder market fit"; labels already in words stay as they are. */
function partLabel(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The parts of a reasoning field worth showing: named parts of an object, or the paragraphs of a
 * string, without empty ones and without those SPEC hides.
 */
export function visibleReasoning(reasoning: TextOrParts | null | undefined): ReasoningPart[] {
  if (!reasoning) return [];
  const parts: ReasoningPart[] =
    typeof reasoning === 'string'
      ? reasoning.split(/\n\s*\n/).map((text) => ({ label: null, text }))
      : Object.entries(reasoning).map(([key, text]) => ({ label: partLabel(key), text }));
  return parts
    .map((part) => ({ ...part, text: part.text.trim() }))
    .filter((part) => part.text !== '' && !isHiddenReasoning(part.text));
}
