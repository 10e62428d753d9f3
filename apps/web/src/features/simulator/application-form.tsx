import {
  APPLICATION_FIELD_LABELS,
  type Application,
  type ApplicationField,
} from '@pitchfit/contracts/application';
import { APPLICATION_FIELD_MAX_CHARS } from '@pitchfit/contracts/constants';
import { type FormEvent, useRef, useState } from 'react';
import { TextField } from '../../components/text-field';
import { type ApplicationAnswers, checkAnswers, type FieldErrors } from './application-answers';
import { FORM_SECTIONS } from './form-sections';

const ASKED_FIELDS = FORM_SECTIONS.flatMap((section) => section.fields.map((field) => field.name));

interface ApplicationFormProps {
  answers: ApplicationAnswers;
  onAnswerChange: (field: ApplicationField, value: string) => void;
  onSubmit: (application: Application) => void;
  grading: boolean;
}

export function ApplicationForm({ answers, onAnswerChange, onSubmit, grading }: ApplicationFormProps) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const controls = useRef(new Map<ApplicationField, HTMLInputElement | HTMLTextAreaElement>());
  const answered = ASKED_FIELDS.filter((field) => answers[field].trim() !== '').length;
  const errorCount = Object.keys(errors).length;

  function changeAnswer(field: ApplicationField, value: string) {
    onAnswerChange(field, value);
    // Once a field is flagged, re-check it as the user types so the error clears as soon as it is fixed.
    if (errors[field] === undefined) return;
    const check = checkAnswers({ ...answers, [field]: value });
    setErrors((current) => ({ ...current, [field]: check.valid ? undefined : check.errors[field] }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (grading) return;
    const check = checkAnswers(answers);
    if (!check.valid) {
      setErrors(check.errors);
      controls.current.get(check.firstInvalid)?.focus();
      return;
    }
    setErrors({});
    onSubmit(check.application);
  }

  return (
    <form className="application-form" noValidate onSubmit={submit} aria-busy={grading}>
      {FORM_SECTIONS.map((section, index) => (
        <section key={section.id} className="card form-section" aria-labelledby={`section-${section.id}`}>
          <h2 id={`section-${section.id}`} className="form-section__title">
            <span className="form-section__number" aria-hidden="true">
              {index + 1}
            </span>
            {section.title}
          </h2>
          <div className="form-section__fields">
            {section.fields.map((field) => (
              <TextField
                key={field.name}
                id={field.name}
                label={APPLICATION_FIELD_LABELS[field.name]}
                hint={field.hint}
                multiline={field.multiline}
                autoComplete={field.autoComplete}
                required
                maxLength={APPLICATION_FIELD_MAX_CHARS}
                value={answers[field.name]}
                error={errors[field.name]}
                onChange={(value) => changeAnswer(field.name, value)}
                ref={(element) => {
                  if (element) controls.current.set(field.name, element);
                  else controls.current.delete(field.name);
                }}
              />
            ))}
          </div>
        </section>
      ))}

      <div className="application-form__submit">
        <p className="muted" aria-live="polite">
          {errorCount > 0
            ? `${errorCount} ${errorCount === 1 ? 'question needs' : 'questions need'} an answer before grading.`
            : `${answered} of ${ASKED_FIELDS.length} questions answered.`}
        </p>
        <button type="submit" className="button button--primary" aria-disabled={grading}>
          {grading && <span className="spinner" aria-hidden="true" />}
          {grading ? 'Analyzing... (10-15s)' : 'Grade My Application'}
        </button>
        <p className="visually-hidden" role="status">
          {grading ? 'Analyzing your application. This takes 10 to 15 seconds.' : ''}
        </p>
      </div>
    </form>
  );
}
