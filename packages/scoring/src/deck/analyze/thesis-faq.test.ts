import { describe, expect, it } from 'vitest';
import { parseThesis } from './thesis';
import { faqAsStatements } from './thesis-faq';

const FAQ = [
  '### What do you back?',
  'Software that moves or reconciles a business’s money: payments, treasury and bookkeeping.',
  '',
  '### Consumer fintech?',
  'No.',
  '',
  '### Vertical software with payments inside?',
  'Rarely. We want moving the money to be the product.',
  '',
  '### Pre-seed?',
  'Only once customers are paying you.',
  '',
  '### What stage?',
  'Seed, mostly.',
].join('\n');

describe('a founders’ FAQ', () => {
  it('reads each bare question with its answer as one statement', () => {
    const text = faqAsStatements(FAQ);
    expect(text).toContain('No consumer fintech.');
    expect(text).toContain(
      'We rarely do vertical software with payments inside. We want moving the money to be the product.',
    );
    expect(text).toContain('We occasionally do pre-seed, only once customers are paying you.');
    // A question about the fund keeps its line; its answer speaks for itself.
    expect(text).toContain('### What stage?\nSeed, mostly.');
  });

  it('rules out what a "No." answers, and does not want what a question names', () => {
    const thesis = parseThesis({ text: FAQ, answers: [] });
    expect(thesis.exclusions.map((e) => e.quote)).toContain('No consumer fintech.');
    expect(thesis.stages?.value).toEqual(['seed']);
    expect(thesis.softStages).toContain('pre-seed');
  });
});
