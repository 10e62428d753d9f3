import { APPLICATION_FIELDS, type ApplicationField } from '@pitchfit/contracts/application';
import type { ApplicationView } from '../application-view';
import { type CriterionAssessment, EvidenceLog } from '../evidence';

/** Are the answers genuine attempts rather than placeholders, filler or keyboard mashing? */
export function assessIntegrity(view: ApplicationView): CriterionAssessment {
  const log = new EvidenceLog();
  // The business model has no input on the form, so leaving it blank is not held against anyone here.
  const considered = APPLICATION_FIELDS.filter(
    (field) => field !== 'businessModel' || view.businessModel.quality.status !== 'empty',
  );
  const failed: ApplicationField[] = considered.filter((field) => !view[field].genuine);
  const share = (considered.length - failed.length) / considered.length;
  if (failed.length === 0) {
    log.credit(
      1,
      considered,
      `all ${considered.length} are genuine attempts: no placeholders, filler or keyboard mashing`,
      'Answers',
    );
    return log.result();
  }
  log.credit(share, considered);
  const details = failed.map((field) => `${view[field].label} ${view[field].quality.reason ?? ''}`.trim());
  log.shortfall(
    1 - share,
    failed,
    `${failed.length} of ${considered.length} earn nothing: ${details.join('; ')}`,
    'answer every field in your own words; a short true answer with one number beats a placeholder.',
    'Answers',
  );
  return log.result();
}
