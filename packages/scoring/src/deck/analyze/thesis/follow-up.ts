import { DECK_INDUSTRIES } from '@pitchfit/contracts/deck';
import { BUILTIN_ENGINE_VERSION } from '../engine-version';
import { openTopics, parseThesis, type ThesisTopic } from './thesis';

export interface FollowUpQuestion {
  topic: ThesisTopic;
  text: string;
}

export const MIN_FOLLOW_UP_QUESTIONS = 3;
export const MAX_FOLLOW_UP_QUESTIONS = 6;

const QUESTIONS: Record<ThesisTopic, string> = {
  sectors: 'Which sectors or kinds of companies do you invest in?',
  stage: 'Which funding stages do you invest at (for example pre-seed, seed, Series A)?',
  check_size: 'What is your typical check size, and how much of a round do you usually take?',
  geography: 'Which countries or regions do you invest in?',
  business_model: 'Do you invest in consumer (B2C) businesses, business-to-business (B2B) ones, or both?',
  exclusions:
    'What are your deal-breakers: sectors, business models or kinds of company you will not invest in?',
  ownership: 'What ownership do you aim for in a company after your investment (for example 10%)?',
};

/**
 * Questions about what a thesis leaves unclear, 3 to 6 of them, in a fixed order so the same
 * thesis always gets the same questions. When the thesis already covers most topics, the
 * remaining slots ask which of its sectors matter most.
 */
export function followUpQuestions(thesis: string): FollowUpQuestion[] {
  const profile = parseThesis({ text: thesis, answers: [] });
  // A topic the thesis leaves open on purpose ("anywhere in the world") is stated, not unclear.
  const open = openTopics(thesis);
  const unclear: FollowUpQuestion[] = [];
  const ask = (topic: ThesisTopic, text = QUESTIONS[topic]) => {
    if (!open.has(topic)) unclear.push({ topic, text });
  };
  if (!profile.sectors) ask('sectors');
  if (!profile.stages) ask('stage');
  if (!profile.checkSize) ask('check_size');
  if (!profile.regions) ask('geography');
  if (!profile.models) ask('business_model');
  if (profile.exclusions.every((exclusion) => exclusion.value.soft)) ask('exclusions');
  if (!profile.ownershipTarget) ask('ownership');
  // A thesis that covers most topics still gets three questions: these refine what it says.
  const sectors = profile.sectors?.value ?? [];
  const refinements: FollowUpQuestion[] = [
    ...(sectors.length > 1
      ? [
          {
            topic: 'sectors' as const,
            text: `Your thesis touches ${sectors
              .slice(0, 3)
              .map(({ industry }) => DECK_INDUSTRIES[industry])
              .join(', ')}. Which of these matter most to you, and is any of them out of scope?`,
          },
        ]
      : sectors.length === 1 && sectors[0]
        ? [
            {
              topic: 'sectors' as const,
              text: `Your thesis names ${DECK_INDUSTRIES[sectors[0].industry]}. Which parts of it matter most to you, and is any of them out of scope?`,
            },
          ]
        : []),
    {
      topic: 'exclusions',
      text: 'Besides what your thesis rules out, is there anything else you will not invest in?',
    },
    ...(profile.stages
      ? [
          {
            topic: 'stage' as const,
            text: 'Do you ever invest outside the stages your thesis names, and when?',
          },
        ]
      : []),
    // A thesis that says whether it leads and what it writes has answered this one already.
    ...(profile.lead && profile.checkSize
      ? []
      : [
          {
            topic: 'check_size' as const,
            text: 'Do you lead rounds, or follow another investor’s lead, and how large a check do you write when you lead?',
          },
        ]),
  ];
  for (const question of refinements) {
    if (unclear.length >= MIN_FOLLOW_UP_QUESTIONS) break;
    if (!unclear.some((q) => q.topic === question.topic)) unclear.push(question);
  }
  return unclear.slice(0, MAX_FOLLOW_UP_QUESTIONS);
}

/** Something that writes follow-up questions, so Claude's and the built-in ones share runWithFallback. */
export interface FollowUpGenerator {
  name: 'builtin' | 'claude';
  version: string;
  questions(thesis: string): Promise<FollowUpQuestion[]>;
}

export function createBuiltinFollowUps(): FollowUpGenerator {
  return {
    name: 'builtin',
    version: BUILTIN_ENGINE_VERSION,
    questions: async (thesis) => followUpQuestions(thesis),
  };
}
