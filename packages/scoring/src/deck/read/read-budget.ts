/**
 * The reader's budgets for one document, counted inside pdfjs as it decodes and parses (the pdfjs patch
 * calls this object through `globalThis.pitchfitReadBudget`; see pitchfitImageScope in
 * `patches/pdfjs-dist@5.6.205.patch`), not guessed beforehand from the file's bytes: a scan of the bytes
 * read the file differently from pdfjs (escaped filter names, filters by reference, a space after
 * `stream`, a short /Length) and let a 1 GB bomb through (issue 27, B2).
 *
 * Decoded bytes: pdfjs keeps each stream it decodes whole, in ArrayBuffers that the reading thread's heap
 * limit does not cover, so every buffer a decoder grows is charged before it is allocated. Images are
 * charged to an allowance of their own, a few times what their dimensions say (pdfjs caps those by its
 * maxImageSize option), so a deck's photos do not use up the budget of its text.
 *
 * Operators and depth: pdfjs's text pass is linear but unbounded in operators, and slow in graphics states
 * saved and never restored. Each operator counts each time pdfjs parses it, so a form drawn many times
 * counts each time; states count while saved, across the forms being drawn.
 *
 * Over a budget, every later charge throws too (pdfjs catches and carries on past many errors: a font it
 * cannot load, an operator it cannot run), so the document's work ends quickly, and the reader asks
 * `overBudget()` after each request.
 */

export interface ReadBudgets {
  /** Bytes all decoders may grow their buffers by, per document, images apart. */
  decodedBytes: number;
  /** Operators parsed, per document. */
  operators: number;
  /** Graphics states saved and not yet restored, at any moment. */
  graphicsStateDepth: number;
}

export type BudgetExceeded = 'decoded-bytes' | 'operators' | 'graphics-state-depth';

// What the text pass may decode in all: the most of any corpus deck is 5.4 MB of decoded streams (a
// 186-page deck); buffers grow by doubling and a page's content streams are joined into one, so its charge
// is up to four times that. pdfjs holds decoded streams outside the thread's heap limit, at five to seven
// times their size (a 64 MB content stream peaked near 350 MB more RSS), so this bounds that memory.
// Operators: the most in any corpus deck is 244,000, so 5 million is 20 times that. Graphics-state
// depth: no corpus deck nests `q` deeper than 7; pdfjs's text pass slows with unrestored ones (16,000
// took it 4 s, 2,000 a small fraction of a second).
export const READ_BUDGETS: ReadBudgets = {
  decodedBytes: 64 * 1024 * 1024,
  operators: 5_000_000,
  graphicsStateDepth: 2_000,
};

// An image's filters may hold its data a few times over (a predictor over Flate: both keep their output),
// and a Flate block may run past the bytes asked for.
const IMAGE_ALLOWANCE_FACTOR = 4;
const IMAGE_ALLOWANCE_SLACK = 1024 * 1024;

/** The name a refusal crosses pdfjs and the thread boundary by (see ParserThreadError). */
export const READ_BUDGET_ERROR = 'ReadBudgetError';

export class ReadBudgetError extends Error {
  override readonly name = READ_BUDGET_ERROR;
  constructor(readonly budget: BudgetExceeded) {
    super(`The document exceeds the reader's ${budget} budget`);
  }
}

/** One document's counts; what the patched pdfjs calls. */
export class DocumentBudget {
  private decodedBytes = 0;
  private operators = 0;
  private depthNow = 0;
  private imageAllowance = 0;
  private exceeded: BudgetExceeded | null = null;

  constructor(private readonly limits: ReadBudgets) {}

  private refuse(budget: BudgetExceeded): never {
    this.exceeded ??= budget;
    throw new ReadBudgetError(this.exceeded);
  }

  /** A decoder is about to grow its buffer by `bytes`. */
  decoded(bytes: number): void {
    if (this.exceeded) this.refuse(this.exceeded);
    const fromImage = Math.min(bytes, this.imageAllowance);
    this.imageAllowance -= fromImage;
    this.decodedBytes += bytes - fromImage;
    if (this.decodedBytes > this.limits.decodedBytes) this.refuse('decoded-bytes');
  }

  /** An image of `length` decoded bytes is being decoded, until endImage. */
  beginImage(length: number): void {
    this.imageAllowance = IMAGE_ALLOWANCE_FACTOR * Math.max(0, length) + IMAGE_ALLOWANCE_SLACK;
  }

  endImage(): void {
    this.imageAllowance = 0;
  }

  /** pdfjs parsed one more operator. */
  operator(): void {
    if (this.exceeded) this.refuse(this.exceeded);
    this.operators += 1;
    if (this.operators > this.limits.operators) this.refuse('operators');
  }

  /** Graphics states saved (positive) or restored and let go (negative). */
  depth(change: number): void {
    this.depthNow += change;
    if (change <= 0) return;
    if (this.exceeded) this.refuse(this.exceeded);
    if (this.depthNow > this.limits.graphicsStateDepth) this.refuse('graphics-state-depth');
  }

  /** The refusal, when a budget was exceeded. */
  error(): ReadBudgetError | null {
    return this.exceeded ? new ReadBudgetError(this.exceeded) : null;
  }
}

const GLOBAL_KEY = 'pitchfitReadBudget';

/** Gives the document pdfjs is about to open a fresh budget (one document is read at a time per thread). */
export function startDocumentBudget(limits: ReadBudgets = READ_BUDGETS): DocumentBudget {
  const budget = new DocumentBudget(limits);
  Reflect.set(globalThis, GLOBAL_KEY, budget);
  return budget;
}

/** Throws the refusal when the open document went over a budget, however pdfjs answered. */
export function throwIfOverBudget(): void {
  const budget: unknown = Reflect.get(globalThis, GLOBAL_KEY);
  const error = budget instanceof DocumentBudget ? budget.error() : null;
  if (error) throw error;
}
