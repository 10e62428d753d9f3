import type { PreparedDeck } from '../prepare';

/** A mention found in a cell, with the text around it that extractors weigh cues in. */
export interface MentionContext {
  page: number;
  lineIndex: number;
  cell: string;
  /** Position of the mention in its cell. */
  start: number;
  end: number;
  /** Cell text between the neighbouring mentions: what the deck says about this figure. */
  segment: string;
  /** What the slide writes just before the mention: its cell up to it, or the cell to its left ("Raising:   $20M"). */
  labelBefore: string;
  /** The nearest non-empty line above. */
  previousLine: string;
  /** The rest of the line, then nearby lines with how much each counts. */
  surroundings: Array<{ text: string; weight: number }>;
}

const MAX_SURROUNDING_PENALTY = -1.5;

export type Cue = readonly [pattern: RegExp, weight: number];

/** Nearer lines say more about a figure; the weights fall off with distance. */
const ABOVE_WEIGHTS = [0.8, 0.6, 0.5, 0.4, 0.3];
const BELOW_WEIGHTS = [0.4];

export function cueScore(text: string, cues: readonly Cue[]): number {
  return cues.reduce((sum, [pattern, weight]) => (pattern.test(text) ? sum + weight : sum), 0);
}

/** Scores a mention: its segment counts fully, its line and the lines around it less. */
/**
 * Scores a mention: its segment counts fully, its line and the lines around it less. What the
 * surroundings say against a figure is capped: a labelled ask ("Investment: $20m") next to a
 * table of margins is still an ask.
 */
export function contextScore(
  context: MentionContext,
  cues: readonly Cue[],
  localOnlyCues: readonly Cue[] = [],
): number {
  let around = 0;
  for (const { text, weight } of context.surroundings) around += weight * cueScore(text, cues);
  return (
    cueScore(context.segment, cues) +
    cueScore(context.segment, localOnlyCues) +
    Math.max(around, MAX_SURROUNDING_PENALTY)
  );
}

/**
 * Walks every cell of the deck and reports each mention `find` returns, with its context.
 * Mentions come in reading order, so ties between equal scores go to the earlier one.
 */
export function mentionsInDeck<M extends { index: number; raw: string }>(
  deck: PreparedDeck,
  find: (text: string) => M[],
): Array<{ mention: M; context: MentionContext }> {
  const out: Array<{ mention: M; context: MentionContext }> = [];
  for (const page of deck.pages) {
    const nonEmpty = page.lines
      .map((line, index) => ({ line, index }))
      .filter(({ line }) => line.cells.length > 0);
    nonEmpty.forEach(({ line, index }, position) => {
      const above = nonEmpty.slice(Math.max(0, position - ABOVE_WEIGHTS.length), position).reverse();
      const below = nonEmpty.slice(position + 1, position + 1 + BELOW_WEIGHTS.length);
      line.cells.forEach(({ text: cell }, cellIndex) => {
        const mentions = find(cell);
        mentions.forEach((mention, i) => {
          const previous = mentions[i - 1];
          const next = mentions[i + 1];
          const segmentStart = previous ? previous.index + previous.raw.length : 0;
          const segmentEnd = next ? next.index : cell.length;
          const rest = line.cells
            .map((c) => c.text)
            .filter((text) => text !== cell)
            .join('  ');
          const inCell = cell.slice(segmentStart, mention.index);
          const leftCell = line.cells[cellIndex - 1]?.text ?? '';
          out.push({
            mention,
            context: {
              page: page.number,
              lineIndex: index,
              cell,
              start: mention.index,
              end: mention.index + mention.raw.length,
              segment: cell.slice(segmentStart, segmentEnd),
              labelBefore: inCell.trim() === '' && segmentStart === 0 ? leftCell : inCell,
              previousLine: above[0]?.line.text ?? '',
              surroundings: [
                ...(rest ? [{ text: rest, weight: 0.8 }] : []),
                ...above.map(({ line: l }, i) => ({ text: l.text, weight: ABOVE_WEIGHTS[i] ?? 0 })),
                ...below.map(({ line: l }, i) => ({ text: l.text, weight: BELOW_WEIGHTS[i] ?? 0 })),
              ],
            },
          });
        });
      });
    });
  }
  return out;
}
