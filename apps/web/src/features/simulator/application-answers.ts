import {
  APPLICATION_FIELDS,
  type Application,
  type ApplicationField,
  applicationSchema,
} from '@pitchfit/contracts/application';

export type ApplicationAnswers = Record<ApplicationField, string>;
export type FieldErrors = Partial<Record<ApplicationField, string>>;

export function emptyAnswers(): ApplicationAnswers {
  return Object.fromEntries(APPLICATION_FIELDS.map((field) => [field, ''])) as ApplicationAnswers;
}

export type AnswersCheck =
  | { valid: true; application: Application }
  | { valid: false; errors: FieldErrors; firstInvalid: ApplicationField };

function isApplicationField(key: unknown): key is ApplicationField {
  return (APPLICATION_FIELDS as readonly unknown[]).includes(key);
}

/** Checks the answers against the contract's schema; the first invalid field is the first in form order. */
export function checkAnswers(answers: ApplicationAnswers): AnswersCheck {
  const parsed = applicationSchema.safeParse(answers);
  if (parsed.success) return { valid: true, application: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const [field] = issue.path;
    if (isApplicationField(field)) errors[field] ??= issue.message;
  }
  const firstInvalid = APPLICATION_FIELDS.find((field) => errors[field] !== undefined);
  // Every schema issue sits on a field, so an invalid result always names one.
  if (firstInvalid === undefined) throw new Error(`Unexpected application issues: ${parsed.error.message}`);
  return { valid: false, errors, firstInvalid };
}
