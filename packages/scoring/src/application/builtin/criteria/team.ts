import type { ApplicationView } from '../application-view';
import { type CriterionAssessment, EvidenceLog, listQuoted, plural, whyNot } from '../evidence';
import { ACHIEVEMENT_WORDS, TEAM_FIT_WORDS } from '../lexicon';
import { extractNames, findPhrases } from '../text-profile';

const BACKGROUND_FULL_WORDS = 40;
const BACKGROUND_PARTIAL_WORDS = 15;
const WHY_TEAM_FULL_WORDS = 20;

/** Who are the founders, and is what they did before concrete and relevant? */
export function assessTeam(view: ApplicationView): CriterionAssessment {
  const log = new EvidenceLog();

  const founders = view.founderNames;
  const names = founders.genuine ? extractNames(founders.profile.text) : [];
  if (!founders.genuine) {
    log.shortfall(
      0.15,
      ['founderNames'],
      whyNot(view, 'founderNames', 'is missing'),
      "give each founder's full name.",
    );
  } else if (names.length > 0) {
    log.credit(0.15, ['founderNames'], `names ${plural(names.length, 'founder')} (${listQuoted(names)})`);
  } else {
    log.credit(0.05, ['founderNames']);
    log.shortfall(
      0.1,
      ['founderNames'],
      'gives no proper names',
      "give each founder's full name, capitalised.",
    );
  }

  const background = view.founderBackground;
  if (!background.genuine) {
    log.shortfall(
      0.7,
      ['founderBackground'],
      whyNot(view, 'founderBackground', 'is missing'),
      'for each founder, name past employers or schools, roles, years and one thing they built or achieved.',
    );
  } else {
    const words = background.profile.words.length;
    if (words >= BACKGROUND_FULL_WORDS) {
      log.credit(0.2, ['founderBackground']);
    } else {
      const earned = words >= BACKGROUND_PARTIAL_WORDS ? 0.12 : 0.05;
      log.credit(earned, ['founderBackground']);
      log.shortfall(
        0.2 - earned,
        ['founderBackground'],
        `is only ${plural(words, 'word')}`,
        'give each founder two or three sentences: where they worked or studied, in what role, for how long.',
      );
    }
    const organisations = background.profile.names;
    if (organisations.length >= 2) {
      log.credit(
        0.25,
        ['founderBackground'],
        `names ${organisations.length} employers, schools or projects (${listQuoted(organisations)})`,
      );
    } else if (organisations.length === 1) {
      log.credit(0.15, ['founderBackground'], `names ${listQuoted(organisations)}`);
      log.shortfall(
        0.1,
        ['founderBackground'],
        'names only one employer, school or project',
        'name where each founder worked or studied.',
      );
    } else {
      log.shortfall(
        0.25,
        ['founderBackground'],
        'names no employer, school or project',
        'name where each founder worked or studied and what they built there.',
      );
    }
    const figures = background.profile.quantities.map((q) => q.raw);
    if (figures.length > 0) {
      log.credit(0.15, ['founderBackground'], `puts numbers on the experience (${listQuoted(figures)})`);
    } else {
      log.shortfall(
        0.15,
        ['founderBackground'],
        'has no numbers (years, team sizes, users, revenue)',
        'add figures: years in the field, size of team led, users or revenue of what was built.',
      );
    }
    const achievements = findPhrases(background.profile.text, ACHIEVEMENT_WORDS);
    if (achievements.length > 0) {
      log.credit(0.1, ['founderBackground'], `says what the founders did (${listQuoted(achievements)})`);
    } else {
      log.shortfall(
        0.1,
        ['founderBackground'],
        'lists traits rather than things done',
        'say what each founder built, launched, led or sold.',
      );
    }
  }

  const why = view.whyThisTeam;
  if (!why.genuine) {
    log.shortfall(
      0.15,
      ['whyThisTeam'],
      whyNot(view, 'whyThisTeam', 'is missing'),
      'explain what the founders know about this problem that others do not, and how long you have worked together.',
    );
    return log.result();
  }
  if (why.profile.words.length >= WHY_TEAM_FULL_WORDS) {
    log.credit(0.1, ['whyThisTeam']);
  } else {
    log.credit(0.05, ['whyThisTeam']);
    log.shortfall(
      0.05,
      ['whyThisTeam'],
      'is brief',
      'say in a few sentences why you are the right people for this problem.',
    );
  }
  const fit = [
    ...findPhrases(why.profile.text, TEAM_FIT_WORDS),
    ...why.profile.names,
    ...why.profile.quantities.map((q) => q.raw),
  ];
  if (fit.length > 0) {
    log.credit(0.05, ['whyThisTeam'], `ties the team to the problem (${listQuoted(fit)})`);
  } else {
    log.shortfall(
      0.05,
      ['whyThisTeam'],
      'does not tie the team to the problem',
      'name the experience or history that makes this team fit this problem.',
    );
  }
  return log.result();
}
