import { describe, expect, it } from 'vitest';
import { compileLexicon } from './lexicon-matcher';

const TERMS = [
  'payment*',
  'payment processing',
  'crypto',
  'cryptograph*',
  'open source',
  'ai',
  '510(k)',
  'e-commerce',
];
/** Words no text below contains, so that the lexicon is as large as the real ones (over a thousand terms). */
const FILLER = Array.from({ length: 1500 }, (_, i) => `zq${i.toString(36)}x${i % 7 === 0 ? '*' : ''}`);

describe.each([
  ['a small lexicon', TERMS],
  ['a lexicon of 1,500 more terms', [...FILLER, ...TERMS]],
])('compileLexicon with %s', (_name, terms) => {
  const match = compileLexicon(terms.map((term) => ({ key: term, term, weight: 1 })));
  const found = (text: string) => match(text).map((hit) => [hit.term, hit.matched, hit.index]);

  it('prefers the longer term at a position, and goes on after it', () => {
    expect(found('Payment processing and payments')).toEqual([
      ['payment processing', 'Payment processing', 0],
      ['payment*', 'payments', 23],
    ]);
  });

  it('tells a word from a longer word that starts with it', () => {
    expect(found('crypto and cryptography')).toEqual([
      ['crypto', 'crypto', 0],
      ['cryptograph*', 'cryptography', 11],
    ]);
  });

  it('reads hyphens as spaces between words and finds terms only as whole words', () => {
    expect(found('Open-source AI, said the e-commerce team; FDA 510(k)')).toEqual([
      ['open source', 'Open-source', 0],
      ['ai', 'AI', 12],
      ['e-commerce', 'e-commerce', 25],
      ['510(k)', '510(k)', 46],
    ]);
    expect(found('paid cryptos openly')).toEqual([]);
  });
});
