import { verdictFor } from '@pitchfit/contracts/constants';
import { corpusDir } from '@pitchfit/testing/corpus';
import { assessApplication } from '../src/application/builtin/assess';
import { CALIBRATION_FIXTURES } from '../test/calibration-fixtures';
import { mapCorpusApplications } from './yc-application-mapping';

/**
 * Prints the built-in grader's scores for the five accepted YC applications of the corpus (mapped
 * onto our form by ./yc-application-mapping.ts) and for the weak calibration fixtures, with each
 * criterion's score. `--detail` also prints the feedback. Run: `pnpm grade:applications`.
 */
const detail = process.argv.includes('--detail');
/** Criteria whose questions the YC forms of these applications never asked. */
const NOT_ASKED_BY_YC = new Set(['funding', 'growth']);

function row(
  name: string,
  application: Parameters<typeof assessApplication>[0],
  yc: boolean,
  note = '',
): void {
  const { result, criteria } = assessApplication(application);
  const parts = criteria.map(({ criterion, score }) => `${criterion.id} ${score.toFixed(2)}`).join('  ');
  console.log(
    `${name.padEnd(30)} ${result.score.toFixed(3)}  ${verdictFor(result.score).padEnd(17)} ${note}`,
  );
  console.log(`  ${parts}`);
  if (yc) {
    // Context only: what the score would be if the rubric left out what the YC form never asked.
    const asked = criteria.filter(({ criterion }) => !NOT_ASKED_BY_YC.has(criterion.id));
    const weight = asked.reduce((sum, { criterion }) => sum + criterion.weight, 0);
    const score = asked.reduce((sum, { criterion, score: s }) => sum + criterion.weight * s, 0) / weight;
    console.log(
      `  on the criteria YC asked about (all but ${[...NOT_ASKED_BY_YC].join(', ')}): ${score.toFixed(3)}`,
    );
  }
  if (detail) {
    console.log(`  evaluation: ${result.evaluation}`);
    for (const [title, items] of [
      ['strengths', result.strengths],
      ['weaknesses', result.weaknesses],
      ['improvements', result.improvements],
    ] as const) {
      console.log(`  ${title}:`);
      for (const item of items) console.log(`    - ${item}`);
    }
  }
}

console.log('Accepted YC applications (corpus), mapped onto our form:');
for (const { file, application, notStated } of mapCorpusApplications(corpusDir())) {
  row(
    file.replace(/\.txt$/, ''),
    application,
    true,
    notStated.length > 0 ? `not stated: ${notStated.join(', ')}` : '',
  );
}
console.log('\nCalibration fixtures:');
for (const [name, application] of Object.entries(CALIBRATION_FIXTURES)) row(name, application, false);
