import { describe, expect, it } from 'vitest';
import { followUpQuestions, MAX_FOLLOW_UP_QUESTIONS, MIN_FOLLOW_UP_QUESTIONS } from './follow-up';

describe('followUpQuestions', () => {
  it('asks about what a vague thesis leaves open, at most six questions', () => {
    const questions = followUpQuestions('We back great founders building the future.');
    expect(questions.map((q) => q.topic)).toEqual([
      'sectors',
      'stage',
      'check_size',
      'geography',
      'business_model',
      'exclusions',
    ]);
    expect(questions.length).toBe(MAX_FOLLOW_UP_QUESTIONS);
  });

  it('does not ask what the thesis already answers', () => {
    const topics = followUpQuestions('Seed-stage fintech in Europe, B2B only. Typical check $500K.').map(
      (q) => q.topic,
    );
    expect(topics).not.toContain('stage');
    expect(topics).not.toContain('geography');
    expect(topics).not.toContain('check_size');
    expect(topics).toContain('exclusions');
  });

  it('still asks at least three questions of a thesis that covers everything', () => {
    const thesis =
      'Seed-stage B2B fintech and climate software in Europe; checks of $500K for 10% ownership. We do not invest in crypto.';
    const questions = followUpQuestions(thesis);
    expect(questions.length).toBeGreaterThanOrEqual(MIN_FOLLOW_UP_QUESTIONS);
    expect(new Set(questions.map((q) => q.text)).size).toBe(questions.length);
  });

  it('gives the same questions for the same thesis', () => {
    const thesis = 'Developer tools and infrastructure, technical founders.';
    expect(followUpQuestions(thesis)).toEqual(followUpQuestions(thesis));
  });
});
