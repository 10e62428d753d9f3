import type { ApplicationView } from '../application-view';
import { type CriterionAssessment, EvidenceLog, listQuoted, plural, whyNot } from '../evidence';
import { TECHNICAL_TERMS } from '../lexicon';
import { findPhrases } from '../text-profile';

/** A pitch longer than this no longer fits on one line. */
const PITCH_MAX_WORDS = 30;
const PITCH_MIN_WORDS = 4;
/** Enough words to explain what the product does, for whom and how. */
const DESCRIPTION_FULL_WORDS = 40;
const DESCRIPTION_PARTIAL_WORDS = 15;
/** One buzzword per this many words is tolerable; more reads as filler. */
const WORDS_PER_BUZZWORD = 50;

/** Is it clear what the company makes? */
export function assessPitch(view: ApplicationView): CriterionAssessment {
  const log = new EvidenceLog();
  const pitch = view.oneLinePitch;
  const pitchWords = pitch.profile.words.length;
  if (!pitch.genuine) {
    log.shortfall(
      0.3,
      ['oneLinePitch'],
      whyNot(view, 'oneLinePitch', 'is missing'),
      'say in one sentence what you make and for whom.',
    );
  } else if (pitchWords > PITCH_MAX_WORDS) {
    log.credit(0.15, ['oneLinePitch']);
    log.shortfall(
      0.15,
      ['oneLinePitch'],
      `runs to ${pitchWords} words, more than one line`,
      `cut it to one sentence under ${PITCH_MAX_WORDS} words: what you make and for whom.`,
    );
  } else if (pitchWords < PITCH_MIN_WORDS) {
    log.credit(0.1, ['oneLinePitch']);
    log.shortfall(
      0.2,
      ['oneLinePitch'],
      `is only ${plural(pitchWords, 'word')}, too short to say what the company does`,
      'say what you make and for whom in one full sentence.',
    );
  } else {
    log.credit(0.3, ['oneLinePitch'], `says what the company does in one sentence of ${pitchWords} words`);
  }

  const description = view.productDescription;
  const descriptionWords = description.profile.words.length;
  if (!description.genuine) {
    log.shortfall(
      0.55,
      ['productDescription'],
      whyNot(view, 'productDescription', 'is missing'),
      'describe what the product does, who uses it and how it works.',
    );
  } else {
    if (descriptionWords >= DESCRIPTION_FULL_WORDS) {
      log.credit(0.35, ['productDescription'], `explains the product in ${descriptionWords} words`);
    } else {
      const earned = descriptionWords >= DESCRIPTION_PARTIAL_WORDS ? 0.2 : 0.1;
      log.credit(earned, ['productDescription']);
      log.shortfall(
        0.35 - earned,
        ['productDescription'],
        `is only ${plural(descriptionWords, 'word')}, too thin to show how the product works`,
        'walk through what a user does with the product and what happens, step by step.',
      );
    }
    const specifics = [
      ...description.profile.names,
      ...description.profile.quantities.map((q) => q.raw),
      ...findPhrases(description.profile.text, TECHNICAL_TERMS),
    ];
    if (specifics.length > 0) {
      log.credit(0.2, ['productDescription'], `names concrete things (${listQuoted(specifics)})`);
    } else {
      log.shortfall(
        0.2,
        ['productDescription'],
        'names no technology, platform, integration or number',
        'name what it runs on or plugs into, and one number about what it does.',
      );
    }
  }

  const buzzwords = [...pitch.profile.buzzwords, ...description.profile.buzzwords];
  const words = pitchWords + descriptionWords;
  if (pitch.genuine || description.genuine) {
    if (buzzwords.length <= Math.max(1, words / WORDS_PER_BUZZWORD)) {
      log.credit(0.15, ['oneLinePitch', 'productDescription']);
    } else {
      log.shortfall(
        0.15,
        ['oneLinePitch', 'productDescription'],
        `lean on buzzwords (${listQuoted(buzzwords)})`,
        'replace each buzzword with the plain fact it stands for.',
      );
    }
  }
  return log.result();
}
