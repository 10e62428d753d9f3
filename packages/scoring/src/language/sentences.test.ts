import { describe, expect, it } from 'vitest';
import { clausesOf, sentencesOf } from './sentences';

describe('sentencesOf', () => {
  it('splits sentences without breaking on amounts and abbreviations', () => {
    expect(
      sentencesOf('Our typical check is $1.5M. We occasionally invest in pre-seed. We like the U.S. market.'),
    ).toEqual([
      'Our typical check is $1.5M.',
      'We occasionally invest in pre-seed.',
      'We like the U.S. market.',
    ]);
  });

  it('treats bullets and lines as sentences', () => {
    expect(sentencesOf('- Seed to Series A\n- No crypto\n• B2B only')).toEqual([
      'Seed to Series A',
      'No crypto',
      'B2B only',
    ]);
  });
});

describe('clausesOf', () => {
  it('cuts a sentence where it turns', () => {
    expect(
      clausesOf(
        'No revenue yet, but 300 teams are on the waitlist. We charge per seat; annual plans pay upfront.',
      ),
    ).toEqual([
      'No revenue yet',
      'but 300 teams are on the waitlist.',
      'We charge per seat',
      'annual plans pay upfront.',
    ]);
  });
});
