import type { ApplicationView } from '../application-view';
import { type CriterionAssessment, EvidenceLog, listQuoted, whyNot } from '../evidence';
import { ADVANTAGE_MECHANISM_WORDS, COMPARISON_WORDS, NO_COMPETITION_PATTERN } from '../lexicon';
import { isMetric } from '../quantities';
import { findPhrases } from '../text-profile';

const ADVANTAGE_FULL_WORDS = 25;
const ADVANTAGE_PARTIAL_WORDS = 10;

/** Does the applicant know the alternatives, and is their edge real? */
export function assessCompetition(view: ApplicationView): CriterionAssessment {
  const log = new EvidenceLog();

  const competitors = view.competitors;
  const denial = competitors.genuine ? NO_COMPETITION_PATTERN.exec(competitors.profile.text) : null;
  const names = competitors.profile.names;
  if (!competitors.genuine) {
    log.shortfall(
      0.4,
      ['competitors'],
      whyNot(view, 'competitors', 'is missing'),
      'name the companies or workarounds customers use today instead of you.',
    );
  } else if (denial && names.length === 0) {
    log.shortfall(
      0.4,
      ['competitors'],
      `claims '${denial[0]}', which no reviewer believes`,
      'name what customers do today instead: rival products, spreadsheets, agencies, doing nothing.',
    );
  } else if (names.length >= 3) {
    log.credit(0.4, ['competitors'], `names ${names.length} competitors (${listQuoted(names)})`);
  } else if (names.length > 0) {
    const earned = names.length === 2 ? 0.3 : 0.2;
    log.credit(earned, ['competitors'], `names ${listQuoted(names)}`);
    log.shortfall(
      0.4 - earned,
      ['competitors'],
      `names only ${names.length}`,
      'name at least three alternatives, including indirect ones.',
    );
  } else {
    log.credit(0.1, ['competitors']);
    log.shortfall(
      0.3,
      ['competitors'],
      'describes competitors without naming any',
      'name the specific companies or tools customers would otherwise use.',
    );
  }

  const advantage = view.competitiveAdvantage;
  if (!advantage.genuine) {
    log.shortfall(
      0.6,
      ['competitiveAdvantage'],
      whyNot(view, 'competitiveAdvantage', 'is missing'),
      'say what you can do that the named competitors cannot, and why they cannot copy it quickly.',
    );
    return log.result();
  }
  const words = advantage.profile.words.length;
  if (words >= ADVANTAGE_FULL_WORDS) {
    log.credit(0.2, ['competitiveAdvantage']);
  } else {
    const earned = words >= ADVANTAGE_PARTIAL_WORDS ? 0.1 : 0.05;
    log.credit(earned, ['competitiveAdvantage']);
    log.shortfall(
      0.2 - earned,
      ['competitiveAdvantage'],
      'is too short to explain an edge',
      'explain the edge in a few sentences: what it is, why it is hard to copy.',
    );
  }
  const mechanisms = [
    ...findPhrases(advantage.profile.text, ADVANTAGE_MECHANISM_WORDS),
    ...advantage.profile.quantities.filter(isMetric).map((q) => q.raw),
  ];
  if (mechanisms.length > 0) {
    log.credit(0.2, ['competitiveAdvantage'], `rests on something concrete (${listQuoted(mechanisms)})`);
  } else {
    log.shortfall(
      0.2,
      ['competitiveAdvantage'],
      'claims an edge without saying what makes it hard to copy',
      'name the mechanism: proprietary data, a patent, network effects, exclusive partners, a cost advantage with numbers.',
    );
  }
  const contrasts = findPhrases(advantage.profile.text, COMPARISON_WORDS);
  if (advantage.profile.names.length > 0) {
    log.credit(
      0.2,
      ['competitiveAdvantage'],
      `compares itself with named alternatives (${listQuoted(advantage.profile.names)})`,
    );
  } else if (contrasts.length > 0 && names.length > 0) {
    // A contrast only means something when the competitors it contrasts with were named.
    log.credit(
      0.1,
      ['competitiveAdvantage', 'competitors'],
      `contrasts the product with the competitors named (${listQuoted(contrasts)})`,
    );
    log.shortfall(
      0.1,
      ['competitiveAdvantage'],
      'does not say which competitor it beats on what',
      'name each competitor and what you do that it does not.',
    );
  } else {
    log.shortfall(
      0.2,
      ['competitiveAdvantage'],
      'does not compare itself with any named alternative',
      'say what you do differently from each named competitor.',
    );
  }
  return log.result();
}
