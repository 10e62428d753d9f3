/**
 * What `pnpm eval --engine claude` is likely to cost, printed before it starts. Rough by design:
 * token counts per call are assumptions (stated in the output), prices are list prices per million
 * tokens that EVAL_CLAUDE_INPUT_PRICE / EVAL_CLAUDE_OUTPUT_PRICE override.
 */

/** Anthropic's PDF support bills each page as text plus a page image: about 1,500-3,000 tokens. */
const TOKENS_PER_PDF_PAGE = 2_300;
const EXTRACTION_PROMPT_TOKENS = 2_500;
const EXTRACTION_OUTPUT_TOKENS = 1_500;
/** A match call carries the instructions, the thesis and the deck's extraction, and returns six parts. */
const MATCH_INPUT_TOKENS = 3_500;
const MATCH_OUTPUT_TOKENS = 600;
/** USD per million tokens, Sonnet-class list prices. */
const DEFAULT_PRICES = { input: 3, output: 15 } as const;

export interface ClaudeWorkload {
  decks: number;
  pages: number;
  matches: number;
}

export function claudeCostEstimate(work: ClaudeWorkload, env: Record<string, string | undefined>): string {
  const input = Number(env.EVAL_CLAUDE_INPUT_PRICE ?? DEFAULT_PRICES.input);
  const output = Number(env.EVAL_CLAUDE_OUTPUT_PRICE ?? DEFAULT_PRICES.output);
  const inTokens =
    work.pages * TOKENS_PER_PDF_PAGE +
    work.decks * EXTRACTION_PROMPT_TOKENS +
    work.matches * MATCH_INPUT_TOKENS;
  const outTokens = work.decks * EXTRACTION_OUTPUT_TOKENS + work.matches * MATCH_OUTPUT_TOKENS;
  const usd = (inTokens * input + outTokens * output) / 1_000_000;
  return [
    `Estimated Claude cost: about $${usd.toFixed(2)} for ${work.decks} extractions (${work.pages} PDF pages) and ${work.matches} matches.`,
    `Assumed: ${TOKENS_PER_PDF_PAGE} input tokens per PDF page, ${EXTRACTION_PROMPT_TOKENS} + ${EXTRACTION_OUTPUT_TOKENS} prompt/output tokens per extraction, ${MATCH_INPUT_TOKENS} + ${MATCH_OUTPUT_TOKENS} per match; $${input} / $${output} per million input / output tokens (EVAL_CLAUDE_INPUT_PRICE, EVAL_CLAUDE_OUTPUT_PRICE). Prompt caching and retries are not counted.`,
  ].join('\n');
}
