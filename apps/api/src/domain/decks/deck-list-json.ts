import type { DeckListRow } from './deck-list-query';
import { isStale } from './deck-view';

type JsonScalar = string | number | boolean | null;
/** Exactly what JSON.stringify writes for the value inside an object (NaN and infinities as null). */
const scalar = (value: JsonScalar): string => JSON.stringify(value);

/**
 * One deck of the list as the JSON text of `toDeckView`'s object, written in one pass: the scalar
 * fields encoded here, `parsed_data` and `investment_details` spliced in as the JSON text PostgreSQL
 * stored (the worker wrote them from typed objects; jsonb keeps them valid JSON). Parsing them to
 * objects, validating the whole answer and encoding it again was most of the list's cost.
 * One template, no intermediate object: it runs for every deck of every list. list-queries.int.test.ts
 * checks that it parses to exactly the tRPC list's objects, so a field added to Deck fails there.
 */
export function deckJson(row: DeckListRow): string {
  return `{"id":${scalar(row.id)},"file_name":${scalar(row.fileName)},"source":${scalar(row.source)},"status":${scalar(row.status)},"failure_reason":${scalar(row.failureReason)},"match_score":${scalar(row.matchScore)},"scores_are_stale":${scalar(isStale(row))},"uploaded_at":${scalar(row.uploadedAt.toISOString())},"scored_at":${scalar(row.scoredAt?.toISOString() ?? null)},"page_count":${scalar(row.pageCount)},"estimated_investment_amount":${scalar(row.estimatedInvestmentAmount)},"estimated_valuation":${scalar(row.estimatedValuation)},"parsed_data":${row.parsedDataJson ?? 'null'},"investment_details":${row.investmentDetailsJson ?? 'null'},"engine":${scalar(row.engine)}}`;
}

/** A JSON array of already-encoded elements. */
export const jsonArray = (elements: readonly string[]): string => `[${elements.join(',')}]`;
