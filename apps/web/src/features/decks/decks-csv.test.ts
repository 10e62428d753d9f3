import { describe, expect, it } from 'vitest';
import { testDeck } from '../../../test/test-deck';
import { csvCell, decksToCsv } from './decks-csv';

/** A minimal RFC 4180 reader, so the tests check what a spreadsheet would read back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  return rows;
}

describe('csvCell', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvCell('Ledgerly')).toBe('Ledgerly');
    expect(csvCell(82)).toBe('82');
    expect(csvCell(null)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('Doe, Jane')).toBe('"Doe, Jane"');
    expect(csvCell('The "Uber" of tax')).toBe('"The ""Uber"" of tax"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
  });

  it.each(['=HYPERLINK("http://evil.test","x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])(
    'neutralises the formula %j with a leading quote',
    (formula) => {
      const cell = csvCell(formula);
      const [[read]] = parseCsv(`${cell}\r\n`) as [[string]];
      expect(read).toBe(`'${formula}`);
    },
  );

  it('does not touch text that merely contains those characters', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('ex-Stripe')).toBe('ex-Stripe');
  });
});

describe('decksToCsv', () => {
  it('writes a header and one row per deck that read back to the shown values', () => {
    const hostile = testDeck({
      id: 'two',
      match_score: null,
      status: 'queued',
      stage: 'passed',
      scores_are_stale: true,
      estimated_investment_amount: null,
      estimated_valuation: 249_999.6,
      parsed: {
        title: '=cmd|"/C calc"!A0',
        description: 'Payments, "fast"\nand cheap',
        founders: '@founder',
        industry: null,
        investment_amount: null,
      },
    });
    const csv = decksToCsv([testDeck(), hostile]);
    expect(csv.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(csv);
    expect(rows).toHaveLength(3);
    const [header, first, second] = rows as [string[], string[], string[]];
    expect(header).toEqual([
      'Title',
      'Match Score (%)',
      'Stale Scores',
      'Status',
      'Investment Estimate (USD)',
      'Valuation (USD)',
      'Stage',
      'Founders',
      'Industry',
      'Description',
      'Submitted',
      'File Name',
      'Pipeline Stage',
    ]);
    expect(first).toEqual([
      'Ledgerly',
      '82',
      'no',
      'scored',
      '500000',
      '9000000',
      'Seed',
      'Jane Doe (CEO), John Roe (CTO)',
      'Fintech',
      'Automated bookkeeping for small businesses',
      '2026-03-04',
      'ledgerly.pdf',
      'New',
    ]);
    expect(second.slice(0, 6)).toEqual(['\'=cmd|"/C calc"!A0', '', 'yes', 'queued', '', '250000']);
    expect(second[7]).toBe("'@founder");
    expect(second[8]).toBe('Unknown Industry');
    expect(second[9]).toBe('Payments, "fast"\nand cheap');
    expect(second[12]).toBe('Passed');
  });

  it('writes only the header for no decks', () => {
    expect(parseCsv(decksToCsv([]))).toHaveLength(1);
  });
});
