/**
 * `pnpm eval-set:pdfs [tuning|blind|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth]`: writes the eval set's PDFs to packages/scoring/.cache/eval-set
 * for people to open. `pnpm eval` generates them itself; this is only for looking at them.
 */
import { EVAL_HALVES, type EvalHalf, loadEvalHalf } from './load';
import { deckPdf, pdfCacheDir } from './pdf-cache';

const asked = process.argv
  .slice(2)
  .filter((arg): arg is EvalHalf => (EVAL_HALVES as readonly string[]).includes(arg));
for (const half of asked.length ? asked : ['tuning' as const]) {
  const set = await loadEvalHalf(half);
  for (const spec of set.decks) await deckPdf(half, spec);
  process.stdout.write(`${half}: ${set.decks.length} PDFs in ${pdfCacheDir()}/${half}\n`);
}
