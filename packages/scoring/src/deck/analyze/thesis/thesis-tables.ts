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
    while (TABLE_ROW.test(lines[index + 1] ?? '')) {
      index += 1;
      const cells = cellsOf(lines[index] ?? '');
      out.push(
        ...cells.flatMap((cell, column) => (cell ? [asSentence(headings[column] ?? '', cell)] : [])),
        '',
      );
    }
  }
  return out.join('\n');
}
