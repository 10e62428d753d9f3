/**
 * An "Investment criteria" table in Markdown ("| Stage | Cheque | Geography |" over "| Seed | ... |")
 * states one rule per cell under its column's heading. Read as rows of cells, a cell's heading
 * would be lost and the pipes would join a stage to a cheque; each cell is read as its own
 * sentence, "Stage: Pre-seed and seed.", as a fact sheet writes it.
 */

const TABLE_ROW = /^\s*\|(.*)\|\s*$/;
const SEPARATOR_ROW = /^\s*\|(?:\s*:?-{2,}:?\s*\|)+\s*$/;

const cellsOf = (row: string): string[] =>
  (row.match(TABLE_ROW)?.[1] ?? '').split('|').map((cell) => cell.trim());

const asSentence = (heading: string, cell: string) =>
  `${heading ? `${heading}: ` : ''}${cell}${/[.!?]$/.test(cell) ? '' : '.'}`;

export function tablesAsStatements(text: string): string {
  const lines = text.split('\n');
  const out: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    const next = lines[index + 1] ?? '';
    if (!TABLE_ROW.test(line) || !SEPARATOR_ROW.test(next)) {
      out.push(line);
      continue;
    }
    const headings = cellsOf(line);
    index += 1;
    const rows: string[][] = [];
    while (TABLE_ROW.test(lines[index + 1] ?? '')) {
      index += 1;
      rows.push(cellsOf(lines[index] ?? ''));
    }
    if (isGrid(rows)) out.push(...rows.map((row) => gridRowAsSentence(headings, row)), '');
    else
      for (const cells of rows)
        out.push(
          ...cells.flatMap((cell, column) => (cell ? [asSentence(headings[column] ?? '', cell)] : [])),
          '',
        );
  }
  return out.join('\n');
}

/**
 * A grid of marks: a sector per row, a stage (or region) per column, and in each cell a tick, a
 * cross or a hedge ("case by case"). Cell by cell, "Fintech: ✗." would read as a want of fintech.
 */
type Mark = 'yes' | 'no' | 'soft';
const YES = /^(?:[✓✔☑✅]|yes|y)$/iu;
const NO = /^(?:[✗✘✕×❌☒]|no|n|[-–—])$/iu;
const SOFT = /case[\s-]by[\s-]case|selectively|sometimes|rarely|occasionally|maybe|exceptionally|\?/i;

function markOf(cell: string): Mark | null {
  if (YES.test(cell)) return 'yes';
  if (NO.test(cell)) return 'no';
  return SOFT.test(cell) && cell.split(/\s+/).length <= 4 ? 'soft' : null;
}

const isGrid = (rows: readonly string[][]) =>
  rows.length > 0 &&
  rows.every((row) => row.length >= 2 && row.slice(1).every((cell) => markOf(cell) !== null));

/**
 * "Fintech | ✗ | ✗" is "No Fintech."; "Security | ✗ | ✓ | ✓" is "Security: Seed, Series A. No Security at
 * Pre-seed."; a row of hedges is a soft rule.
 */
function gridRowAsSentence(headings: readonly string[], row: readonly string[]): string {
  const [label = '', ...cells] = row;
  const columns = (mark: Mark) =>
    cells.flatMap((cell, i) => (markOf(cell) === mark && headings[i + 1] ? [headings[i + 1] ?? ''] : []));
  const wanted = columns('yes');
  if (wanted.length === 0) return columns('soft').length > 0 ? `Case by case: ${label}.` : `No ${label}.`;
  return [
    `${label}: ${wanted.join(', ')}.`,
    ...columns('no').map((column) => `No ${label} at ${column}.`),
  ].join(' ');
}
