import {
  APPLICATION_FIELD_LABELS,
  APPLICATION_FIELDS,
  type Application,
  type ApplicationField,
} from '@pitchfit/contracts/application';
import { type AnswerQuality, judgeAnswer, nearDuplicate, wordsWithoutNumbers } from './answer-quality';
import { profileText, type TextProfile } from './text-profile';

export interface FieldView {
  field: ApplicationField;
  label: string;
  profile: TextProfile;
  quality: AnswerQuality;
  /** True when criteria may give the answer credit. */
  genuine: boolean;
}

export type ApplicationView = Record<ApplicationField, FieldView>;

const MONEY_FIELDS: ReadonlySet<ApplicationField> = new Set([
  'amountRaising',
  'valuationExpectation',
  'burnRate',
]);
/** Fields whose names are the applicant's own, so they are never counted as outside evidence. */
const SELF_NAMED_FIELDS: ReadonlySet<ApplicationField> = new Set(['companyName', 'founderNames']);

function ownNames(application: Application): Set<string> {
  const own = `${application.companyName ?? ''} ${application.founderNames ?? ''}`;
  return new Set(
    own
      .toLowerCase()
      .split(/[^a-z0-9.'’-]+/)
      .filter((word) => word.length > 1),
  );
}

/** Reads every answer once; criteria only look at this view. */
export function viewApplication(application: Application): ApplicationView {
  const exclude = ownNames(application);
  const earlier: Array<{ field: ApplicationField; words: ReadonlySet<string> }> = [];
  const entries = APPLICATION_FIELDS.map((field): [ApplicationField, FieldView] => {
    const profile = profileText(application[field] ?? '', {
      moneyField: MONEY_FIELDS.has(field),
      excludeNames: SELF_NAMED_FIELDS.has(field) ? new Set() : exclude,
    });
    const words = wordsWithoutNumbers(profile);
    const duplicateOf = words
      ? (earlier.find((other) => nearDuplicate(words, other.words))?.field ?? null)
      : null;
    if (words && !duplicateOf) earlier.push({ field, words });
    const quality = judgeAnswer(
      field,
      profile,
      duplicateOf,
      duplicateOf ? APPLICATION_FIELD_LABELS[duplicateOf] : null,
    );
    return [
      field,
      {
        field,
        label: APPLICATION_FIELD_LABELS[field],
        profile,
        quality,
        genuine: quality.status === 'genuine',
      },
    ];
  });
  return Object.fromEntries(entries) as ApplicationView;
}
