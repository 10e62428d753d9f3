import type { TextContent, TextItem } from 'pdfjs-dist/types/src/display/api';

function isTextItem(item: TextContent['items'][number]): item is TextItem {
  return 'str' in item;
}

// pdfjs itself puts a space in gaps wider than about 0.1 em inside a run; between runs a wider gap is safer.
const WORD_GAP = 0.25;

/**
 * Joins pdfjs text items into lines. pdfjs marks most line ends itself (`hasEOL`); items that jump to
 * another baseline without one (columns, text boxes) also start a new line.
 */
export function textFromContent(content: TextContent): string {
  const lines: string[] = [];
  let line = '';
  let lastY: number | undefined;
  let lastHeight = 0;
  let lastEndX = 0;
  for (const item of content.items) {
    if (!isTextItem(item)) continue;
    const y = Number(item.transform[5]);
    const x = Number(item.transform[4]);
    if (item.str !== '' && lastY !== undefined) {
      if (Math.abs(y - lastY) > Math.max(lastHeight, item.height) / 2) {
        lines.push(line);
        line = '';
      } else if (
        Math.abs(x - lastEndX) > item.height * WORD_GAP &&
        !/\s$/.test(line) &&
        !/^\s/.test(item.str)
      ) {
        // Two runs on one baseline with a gap (or out of order, as in tables) are separate words.
        line += ' ';
      }
    }
    line += item.str;
    if (item.str !== '') {
      lastY = y;
      lastHeight = item.height;
      lastEndX = x + item.width;
    }
    if (item.hasEOL) {
      lines.push(line);
      line = '';
      lastY = undefined;
    }
  }
  lines.push(line);
  return normalizePageText(lines.join('\n'));
}

/** One space between words, no blank runs of lines, no padding: what quotes are later matched against. */
export function normalizePageText(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
    .filter((line, index, all) => line !== '' || (index > 0 && all[index - 1] !== ''))
    .join('\n')
    .trim();
}
