import type { InvestmentReasoning, ParsedData } from '@pitchfit/contracts/deck';
import type { DeckDocument } from '@pitchfit/scoring/deck/read';

/** The thesis a deck is matched against: its text, its version and the answered follow-up questions. */
export interface ThesisInput {
  text: string | null;
  version: number;
  answers: Array<{ topic: string; question: string; answer: string }>;
}

/** What a score writes on the deck row (SPEC section 3). */
export interface DeckFields {
  parsed_data: ParsedData;
  match_score: number;
  estimated_investment_amount: number | null;
  estimated_valuation: number | null;
  investment_details: InvestmentReasoning | null;
}

/**
 * The slice of a deck engine the processors use. Extraction depends only on the file, so it is
 * cached per content hash and engine version; matching depends on the thesis and reruns on every change.
 */
export interface DeckScoringEngine {
  name: string;
  version: string;
  extract(input: {
    bytes: Uint8Array;
    document: DeckDocument;
    contentHash: string;
  }): Promise<DeckExtractionBase>;
  match(input: { extraction: DeckExtractionBase; thesis: ThesisInput }): Promise<unknown>;
  toDeckFields(extraction: DeckExtractionBase, match: unknown): DeckFields;
}

/** An engine's extraction is plain JSON (it is cached as jsonb); the pipeline reads only its page count. */
export interface DeckExtractionBase {
  pageCount: number;
}
