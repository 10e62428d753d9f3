/** Lower case with runs of white space as one space, so line breaks in a PDF's text do not matter. */
function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** Pieces shorter than this ("a", "of") would light up all over a page. */
const MIN_PIECE_CHARS = 3;

/**
 * Which of a page's text pieces (pdf.js text items, in page order) make up a quote, for drawing
 * highlights on the page preview: a piece is part of it when its text lies inside the quote, or
 * the quote lies inside it. Quotes were checked against the page's text when they were cited, so
 * a miss only costs the highlight, never the citation.
 */
export function quotePieces(pieces: readonly string[], quote: string): number[] {
  const wanted = normalise(quote);
  if (wanted.length < MIN_PIECE_CHARS) return [];
  const indexes: number[] = [];
  pieces.forEach((piece, index) => {
    const text = normalise(piece);
    if (text.length >= MIN_PIECE_CHARS && (wanted.includes(text) || text.includes(wanted)))
      indexes.push(index);
  });
  return indexes;
}
