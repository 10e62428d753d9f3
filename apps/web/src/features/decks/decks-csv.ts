import type { Deck } from '@pitchfit/contracts/deck';
import { DECK_STAGE_LABELS } from '@pitchfit/contracts/fund';
import {
  deckDescription,
  deckFounders,
  deckIndustry,
  deckTitle,
  investmentDetailsOf,
  investmentEstimateOf,
  valuationOf,
} from './deck-format';

type Cell = string | number | null;

/**
 * Characters that make a spreadsheet read a cell as a formula (OWASP's CSV injection list: = + - @,
 * and tab and carriage return, which some spreadsheets skip before looking).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field (RFC 4180): text that a spreadsheet would run as a formula gets a leading quote, and
 * a field holding a comma, quote or line break is quoted with its quotes doubled. Numbers stay
 * numbers, so sums work; a deck's texts come from founders and are never trusted.
 */
export function csvCell(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

const COLUMNS: Array<{ header: string; value: (deck: Deck) => Cell }> = [
  { header: 'Title', value: deckTitle },
  {
    header: 'Match Score (%)',
    value: (deck) => (deck.match_score === null ? null : Math.round(deck.match_score * 100)),
  },
  { header: 'Stale Scores', value: (deck) => (deck.scores_are_stale ? 'yes' : 'no') },
  { header: 'Status', value: (deck) => deck.status },
  { header: 'Investment Estimate (USD)', value: (deck) => roundOrNull(investmentEstimateOf(deck)) },
  { header: 'Valuation (USD)', value: (deck) => roundOrNull(valuationOf(deck)) },
  { header: 'Stage', value: (deck) => investmentDetailsOf(deck)?.estimated_stage ?? null },
  { header: 'Founders', value: deckFounders },
  { header: 'Industry', value: deckIndustry },
  { header: 'Description', value: deckDescription },
  { header: 'Submitted', value: (deck) => deck.uploaded_at.slice(0, 10) },
  { header: 'File Name', value: (deck) => deck.file_name },
  // Appended, so a sheet that reads the earlier columns by position still reads them.
  { header: 'Pipeline Stage', value: (deck) => DECK_STAGE_LABELS[deck.stage] },
];

function roundOrNull(amount: number | null): number | null {
  return amount === null ? null : Math.round(amount);
}

/** The decks as CSV text, one row per deck in the given order, lines ended by CRLF (RFC 4180). */
export function decksToCsv(decks: readonly Deck[]): string {
  const rows = [COLUMNS.map((column) => csvCell(column.header))];
  for (const deck of decks) rows.push(COLUMNS.map((column) => csvCell(column.value(deck))));
  return rows.map((row) => `${row.join(',')}\r\n`).join('');
}
