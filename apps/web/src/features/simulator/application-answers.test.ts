import { APPLICATION_FIELDS } from '@pitchfit/contracts/application';
import { APPLICATION_FIELD_MAX_CHARS } from '@pitchfit/contracts/constants';
import { MESSAGES } from '@pitchfit/contracts/messages';
import { describe, expect, it } from 'vitest';
import { checkAnswers, emptyAnswers } from './application-answers';
import { FORM_SECTIONS } from './form-sections';

function completeAnswers() {
  const answers = emptyAnswers();
  for (const field of APPLICATION_FIELDS)
    answers[field] = field === 'businessModel' ? '' : `Answer for ${field}`;
  return answers;
}

describe('FORM_SECTIONS', () => {
  it('asks every application field except businessModel once, in contract order', () => {
    const asked = FORM_SECTIONS.flatMap((section) => section.fields.map((field) => field.name));
    expect(asked).toEqual(APPLICATION_FIELDS.filter((field) => field !== 'businessModel'));
  });
});

describe('checkAnswers', () => {
  it('accepts complete answers with an empty businessModel, trimmed', () => {
    const answers = { ...completeAnswers(), companyName: '  Acme  ' };
    const check = checkAnswers(answers);
    expect(check.valid).toBe(true);
    if (check.valid) expect(check.application).toMatchObject({ companyName: 'Acme', businessModel: '' });
  });

  it('reports every blank field with the required message and names the first in form order', () => {
    const answers = { ...completeAnswers(), burnRate: '', growthRate: '   ', oneLinePitch: '' };
    expect(checkAnswers(answers)).toEqual({
      valid: false,
      firstInvalid: 'oneLinePitch',
      errors: {
        oneLinePitch: MESSAGES.fieldRequired,
        growthRate: MESSAGES.fieldRequired,
        burnRate: MESSAGES.fieldRequired,
      },
    });
  });

  it('reports an answer that is too long', () => {
    const answers = { ...completeAnswers(), competitors: 'x'.repeat(APPLICATION_FIELD_MAX_CHARS + 1) };
    const check = checkAnswers(answers);
    expect(check).toMatchObject({ valid: false, firstInvalid: 'competitors' });
    if (!check.valid) expect(check.errors.competitors).toMatch(/under/);
  });
});
