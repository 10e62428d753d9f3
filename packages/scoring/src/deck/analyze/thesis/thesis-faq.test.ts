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
    // A question about the fund heads its answer, which speaks for itself.
    expect(text).toContain('What stage:\nSeed, mostly.');
  });

  it('rules out what a "No." answers, and does not want what a question names', () => {
    const thesis = parseThesis({ text: FAQ, answers: [] });
    expect(thesis.exclusions.map((e) => e.quote)).toContain('No consumer fintech.');
    expect(thesis.stages?.value).toEqual(['seed']);
    expect(thesis.softStages).toContain('pre-seed');
  });
});

describe('a question and its answer on one line', () => {
  const text = [
    'What do you back?',
    'Pre-seed teams building software for people who run small shops.',
    '',
    'Series A? No.',
    '',
    'Seed? Occasionally, and only when we would be the first institutional money.',
  ].join('\n');

  it('rules out what a one-line "No." answers, and keeps a soft one soft', () => {
    const profile = parseThesis({ text, answers: [] });
    expect(profile.stages?.value).toEqual(['pre-seed']);
    expect(profile.softStages).toEqual(['seed']);
    expect(profile.exclusions.flatMap((exclusion) => exclusion.value.stages)).toEqual(['series-a']);
  });

  it('does not read "the first institutional money" as a sector', () => {
    const industries = (parseThesis({ text, answers: [] }).sectors?.value ?? []).map(
      ({ industry }) => industry,
    );
    expect(industries).not.toContain('fintech');
  });

  it('turns "Do you invest outside Europe? No." into what the fund does not do', () => {
    expect(faqAsStatements('Do you invest outside Europe? No.')).toBe('We do not invest outside Europe.');
    expect(
      parseThesis({ text: 'We back B2B software.\nDo you invest outside Europe? No.', answers: [] }).regions
        ?.value.labels,
    ).toEqual(['Europe']);
  });
});

describe('an FAQ whose rules sit in the question', () => {
  const text = [
    '**Which companies do you fund?**',
    'Technology, broadly. In practice that has meant software for dentists, a few games people pay for, and two marketplaces. We care more about the team than about the category.',
    '',
    '**What about Series A rounds?**',
    'Rarely, and only as the first outside investor.',
    '',
    '**Is there anything you will not fund?**',
    'Two things, and we say so up front to save everyone time: gambling, and hardware sold to consumers.',
    '',
    '**How long does a decision take?**',
    'Usually a week.',
  ].join('\n');

  it('reads the answer to a rule-out question as a rule-out list, without its lead-in', () => {
    const exclusions = parseThesis({ text, answers: [] }).exclusions;
    const phrases = exclusions.flatMap((exclusion) => exclusion.value.scopes.map((scope) => scope.phrase));
    expect(phrases).toContain('gambling');
    expect(phrases.some((phrase) => /hardware sold to consumers/.test(phrase))).toBe(true);
    // "Two things", "we say so up front to save everyone time": a lead-in, nothing ruled out.
    expect(exclusions.flatMap((exclusion) => exclusion.value.scopes.flatMap((scope) => scope.terms))).toEqual(
      [],
    );
  });

  it('reads "What about X?" as a question on X', () => {
    expect(parseThesis({ text, answers: [] }).softStages).toEqual(['series-a']);
  });

  it('reads "technology, broadly" as an open field whose past deals are examples, not sectors or models', () => {
    const profile = parseThesis({ text, answers: [] });
    expect(profile.sectors).toBeNull();
    expect(profile.models).toBeNull();
  });
});
