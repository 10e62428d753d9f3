import { describe, expect, it } from 'vitest';
import { quotePieces } from './quote-highlight';

describe('quotePieces', () => {
  const page = [
    'Traction',
    '1,200 paying customers,',
    '$40k MRR   growing',
    '15% month over month',
    'of',
    'Team',
  ];

  it('finds the pieces a quote spans across lines, whatever the spacing and case', () => {
    expect(quotePieces(page, '1,200 paying customers, $40K MRR growing 15% month over month')).toEqual([
      1, 2, 3,
    ]);
  });

  it('finds a quote inside a longer piece', () => {
    expect(quotePieces(page, 'paying customers')).toEqual([1]);
  });

  it('ignores tiny pieces and tiny quotes', () => {
    expect(quotePieces(page, 'month of month')).toEqual([]);
    expect(quotePieces(page, 'of')).toEqual([]);
  });

  it('finds nothing for a quote that is not on the page', () => {
    expect(quotePieces(page, 'Raising a $1.5M seed round')).toEqual([]);
  });
});
