import { describe, expect, it } from 'vitest';
import { parseStoredQuestions, savedAnswers } from './stored-questions';

describe('parseStoredQuestions', () => {
  it('reads the stored list', () => {
    const questions = [
      { id: 'q1', text: 'What check size do you write?' },
      { id: 'q2', text: 'Which regions do you invest in?' },
    ];
    expect(parseStoredQuestions(JSON.stringify(questions))).toEqual(questions);
  });

  it.each([null, '', 'not json', '{"id":"q1"}', '[{"id":"q1"}]', '[1,2]'])(
    'treats %j as no questions',
    (raw) => {
      expect(parseStoredQuestions(raw)).toEqual([]);
    },
  );
});

describe('savedAnswers', () => {
  it('keeps answered questions only, by id', () => {
    expect(
      savedAnswers([
        { id: 'q1', answer: '$250k to $1M' },
        { id: 'q2', answer: null },
        { id: 'q3', answer: '' },
      ]),
    ).toEqual({ q1: '$250k to $1M' });
  });
});
