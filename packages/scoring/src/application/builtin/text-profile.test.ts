import { describe, expect, it } from 'vitest';
import { extractNames, profileText } from './text-profile';

describe('extractNames', () => {
  it('leaves out places, which are neither employers nor competitors', () => {
    expect(
      extractNames('Jane worked at Stripe in NYC and then in New York at Ramp, before moving to London.'),
    ).toEqual(['Jane', 'Stripe', 'Ramp']);
  });

  it('finds organisations mid-sentence and joins multi-word names', () => {
    expect(extractNames('We worked at Wells Fargo and then at Stripe, before joining codePost.')).toEqual([
      'Wells Fargo',
      'Stripe',
      'codePost',
    ]);
  });

  it('keeps sentence-initial names but not sentence-initial ordinary words', () => {
    expect(
      extractNames('Carbonite and Mozy do backup. Competing products are heavy. The market is big.'),
    ).toEqual(['Carbonite', 'Mozy']);
  });

  it('ignores jargon, buzzwords and excluded own names', () => {
    expect(
      extractNames(
        'Our SaaS API beats Foobar clones and Algolia, unlike AI-driven Synergy.',
        new Set(['foobar']),
      ),
    ).toEqual(['Algolia']);
  });

  it('counts domains as names and strips possessives', () => {
    expect(extractNames('We run pilots with kapwing.com and Xero’s partners')).toEqual([
      'kapwing.com',
      'Xero',
    ]);
  });

  it('does not take a Title Case sentence for a list of names', () => {
    expect(extractNames('The Best App For Students Everywhere')).toEqual(['App']);
  });
});

describe('profileText', () => {
  it('flags keyboard mashing but not real words or acronyms', () => {
    expect(profileText('asdfgh qwerty zxcvbn sdkfjh').gibberish).toEqual([
      'asdfgh',
      'qwerty',
      'zxcvbn',
      'sdkfjh',
    ]);
    expect(profileText('Property rhythms strengths via SQL and CRM integrations').gibberish).toEqual([]);
  });

  it('measures repetition', () => {
    const profile = profileText('great great great product');
    expect(profile.longestRepeat).toBe(3);
    expect(profile.distinctShare).toBe(0.5);
  });

  it('finds buzzwords as whole phrases', () => {
    expect(profileText('A cutting-edge, AI-powered platform that empowers teams').buzzwords).toEqual([
      'cutting edge',
      'ai powered',
      'empowers',
    ]);
  });
});
