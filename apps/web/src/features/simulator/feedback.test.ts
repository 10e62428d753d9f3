import { SIMULATOR_MESSAGES } from '@pitchfit/contracts/messages';
import { describe, expect, it } from 'vitest';
import { consistentEvaluation, fallbackFeedback, listItems, scoreOf, toFeedback } from './feedback';

const { cannedEvaluation, noData } = SIMULATOR_MESSAGES;

describe('scoreOf', () => {
  it.each([
    [undefined, 0],
    [null, 0],
    ['', 0],
    ['not a number', 0],
    [Number.NaN, 0],
    [0.62, 0.62],
    ['0.62', 0.62],
    [1.4, 1],
    [-0.2, 0],
  ])('reads %j as %d', (value, expected) => {
    expect(scoreOf(value)).toBe(expected);
  });
});

describe('consistentEvaluation', () => {
  it('keeps a fitting evaluation of a high score', () => {
    expect(consistentEvaluation(0.82, '  Clear problem and real revenue.  ')).toBe(
      'Clear problem and real revenue.',
    );
  });

  it.each(['inadequate', 'INAPPROPRIATE', 'Contempt', 'offensive', 'Immediately Rejected'])(
    'replaces an evaluation containing "%s" for a score of 0.5 or more, by band',
    (word) => {
      expect(consistentEvaluation(0.75, `The market analysis is ${word}.`)).toBe(cannedEvaluation.strong);
      expect(consistentEvaluation(0.5, `The market analysis is ${word}.`)).toBe(cannedEvaluation.moderate);
    },
  );

  it('keeps harsh words below 0.5 when the text says it needs significant improvement', () => {
    const text = 'The traction section is inadequate; the application Needs Significant Improvement.';
    expect(consistentEvaluation(0.3, text)).toBe(text);
  });

  it('replaces a low-score evaluation that does not say it needs significant improvement', () => {
    expect(consistentEvaluation(0.49, 'A promising start with a few gaps.')).toBe(
      cannedEvaluation['needs-improvement'],
    );
  });

  it('gives a missing evaluation of a low score the canned text, and of a high score no data', () => {
    expect(consistentEvaluation(0, undefined)).toBe(cannedEvaluation['needs-improvement']);
    expect(consistentEvaluation(0.8, '   ')).toBe(noData);
  });
});

describe('listItems', () => {
  it('keeps array items, trimmed, without empty ones or list markers', () => {
    expect(listItems([' Strong team ', '', '2. Real revenue', 42, { nested: true }])).toEqual([
      'Strong team',
      'Real revenue',
      '42',
    ]);
  });

  it('splits numbered lines', () => {
    expect(listItems('1. Clear problem\n2) Paying customers\n\n3. Fast growth')).toEqual([
      'Clear problem',
      'Paying customers',
      'Fast growth',
    ]);
  });

  it('splits numbered items written on one line', () => {
    expect(listItems('1. Clear problem 2. Paying customers, in three countries 3. Fast growth')).toEqual([
      'Clear problem',
      'Paying customers, in three countries',
      'Fast growth',
    ]);
  });

  it('splits bulleted lines and inline bullets', () => {
    expect(listItems('- Clear problem\n* Paying customers\n• Fast growth')).toEqual([
      'Clear problem',
      'Paying customers',
      'Fast growth',
    ]);
    expect(listItems('• Clear problem • Paying customers')).toEqual(['Clear problem', 'Paying customers']);
  });

  it('splits plain lines', () => {
    expect(listItems('Clear problem\r\nPaying customers')).toEqual(['Clear problem', 'Paying customers']);
  });

  it('splits comma-separated text, dropping the final "and", but not numbers with thousands separators', () => {
    expect(listItems('Clear problem, $1,500,000 in revenue, and a technical team')).toEqual([
      'Clear problem',
      '$1,500,000 in revenue',
      'a technical team',
    ]);
  });

  it('keeps a single item whole', () => {
    expect(listItems('Paying customers in three countries.')).toEqual([
      'Paying customers in three countries.',
    ]);
  });

  it.each([undefined, null, '', '  \n ', [], ['', '  '], 7, { a: 'b' }])('gives no data for %j', (value) => {
    expect(listItems(value)).toEqual([noData]);
  });
});

describe('toFeedback', () => {
  it('builds the view of a grade: whole percentage, verdict and split lists', () => {
    expect(
      toFeedback({
        score: 0.726,
        evaluation: 'Strong founders with early revenue.',
        strengths: ['Technical founders', 'Early revenue'],
        weaknesses: 'Small market, no moat',
        improvements: '1. Size the market bottom-up 2. Explain retention',
      }),
    ).toEqual({
      score: 0.726,
      percentage: 73,
      verdict: 'strong',
      verdictLabel: SIMULATOR_MESSAGES.verdictLabel.strong,
      evaluation: 'Strong founders with early revenue.',
      strengths: ['Technical founders', 'Early revenue'],
      weaknesses: ['Small market', 'no moat'],
      improvements: ['Size the market bottom-up', 'Explain retention'],
    });
  });

  it('treats an empty grade as a score of 0 with no data', () => {
    expect(toFeedback({})).toEqual({
      score: 0,
      percentage: 0,
      verdict: 'needs-improvement',
      verdictLabel: SIMULATOR_MESSAGES.verdictLabel['needs-improvement'],
      evaluation: cannedEvaluation['needs-improvement'],
      strengths: [noData],
      weaknesses: [noData],
      improvements: [noData],
    });
  });

  it('puts a score of exactly 0.5 in the moderate band', () => {
    const feedback = toFeedback({ score: 0.5, evaluation: 'Decent.' });
    expect(feedback).toMatchObject({ percentage: 50, verdict: 'moderate', evaluation: 'Decent.' });
  });
});

describe('fallbackFeedback', () => {
  it('shows the SPEC fallback result unchanged by the score rule', () => {
    expect(fallbackFeedback()).toEqual({
      score: 0.3,
      percentage: 30,
      verdict: 'needs-improvement',
      verdictLabel: SIMULATOR_MESSAGES.verdictLabel['needs-improvement'],
      evaluation: 'We encountered an error evaluating your application.',
      strengths: [noData],
      weaknesses: [noData],
      improvements: ['Please try again later.'],
    });
  });
});
