import { termAlternation } from '../../../language/lexicon-matcher';
import { escapeRegExp } from '../../../language/text';
import {
  DECK_EXPERIENCED_FOUNDER,
  DECK_PAST_EMPLOYER_PREFIXES,
  DECK_REPEAT_FOUNDER,
  DECK_TECHNICAL_FOUNDER,
  THESIS_EXPERIENCED_FOUNDERS,
  THESIS_FOUNDER_EXPERIENCE,
  THESIS_FOUNDER_SUBJECTS,
  THESIS_REPEAT_FOUNDER_ADJECTIVES,
  THESIS_REPEAT_FOUNDER_VERBS,
  THESIS_TECHNICAL_FOUNDERS,
} from '../lexicon/founders';
import { FOUNDER_RULE } from '../tuning';
import type { DeckExtraction } from '../types';

/**
 * Rules about founders. A generalist decides on the people ("founders who have done the job they
 * now sell to", "technical founders", "repeat founders"); with sectors unscored, every deck in its
 * stage and place would otherwise tie. A thesis's founder rule is weighed against what the team
 * slide says about the founders' backgrounds. The words are in lexicon/founders.ts, so the engine
 * fingerprint covers them.
 */
export type FounderRuleKind = 'technical' | 'experience' | 'repeat';

/** A lexicon's words as a whole-word pattern (the shared term rule: a space is a space or a hyphen). */
const words = (terms: readonly string[]) => `\\b(?:${termAlternation(terms)})\\b`;

const THESIS_RULES: ReadonlyArray<readonly [FounderRuleKind, RegExp]> = [
  ['technical', new RegExp(words(THESIS_TECHNICAL_FOUNDERS), 'iu')],
  [
    'repeat',
    new RegExp(
      `\\b(?:${termAlternation(THESIS_REPEAT_FOUNDER_ADJECTIVES)}) (?:co-?)?founders?\\b|\\bfounders? who have (?:${termAlternation(THESIS_REPEAT_FOUNDER_VERBS)})\\b`,
      'iu',
    ),
  ],
  ['experience', new RegExp(words(THESIS_EXPERIENCED_FOUNDERS), 'iu')],
  [
    'experience',
    new RegExp(
      `${words(THESIS_FOUNDER_SUBJECTS)}[^.;]{0,${FOUNDER_RULE.experienceGap}}\\b(?:${termAlternation(THESIS_FOUNDER_EXPERIENCE)})`,
      'iu',
    ),
  ],
];

/** What a founder's line says about them, by kind of rule. */
const DECK_EVIDENCE: Record<FounderRuleKind, RegExp> = {
  technical: new RegExp(words(DECK_TECHNICAL_FOUNDER), 'iu'),
  // "12 years in freight" is a number, not a word, so it is no lexicon entry.
  experience: new RegExp(
    `\\b(?:${DECK_PAST_EMPLOYER_PREFIXES.map(escapeRegExp).join('|')})|\\b(?:\\d+\\s+years|${termAlternation(DECK_EXPERIENCED_FOUNDER)})\\b`,
    'iu',
  ),
  repeat: new RegExp(words(DECK_REPEAT_FOUNDER), 'iu'),
};

export interface FounderRule {
  kind: FounderRuleKind;
  quote: string;
}

/** "Occasionally at pre-seed when a founder has done the job": a condition on another rule, not a rule. */
const CONDITION = /\b(?:when|if|unless|provided|as long as)\s+(?:\w+\s+){0,2}(?:founders?|teams?)\b/i;

/** The first clause of a thesis that sets a rule about founders, if any. */
export function founderRuleIn(clauses: readonly string[]): FounderRule | null {
  for (const clause of clauses) {
    if (CONDITION.test(clause)) continue;
    for (const [kind, pattern] of THESIS_RULES) if (pattern.test(clause)) return { kind, quote: clause };
  }
  return null;
}

/**
 * How well the deck's founders meet the rule: 1 when a founder's line shows it (cited), 0 when the
 * deck names its founders and none shows it, unknown when it names none (OCR often loses the team
 * slide's layout, so no founders read is not evidence of none).
 */
export function founderEvidence(
  extraction: DeckExtraction,
  kind: FounderRuleKind,
): { score: number; evidence: string } {
  const lines = [
    ...extraction.facts.founders.map((founder) => ({
      // The name is no evidence ("Dr." aside, which is kept): only what the line says about the person.
      text: founder.quote.replace(founder.value.name.replace(/^(?:Dr|Prof)\.?\s/, ''), ' '),
      page: founder.page,
      quote: founder.quote,
    })),
    ...(extraction.narrative.founderMarketFit
      ? [
          {
            text: extraction.narrative.founderMarketFit,
            page: null,
            quote: extraction.narrative.founderMarketFit,
          },
        ]
      : []),
  ];
  const shown = lines.find((line) => DECK_EVIDENCE[kind].test(line.text));
  if (shown)
    return {
      score: 1,
      evidence: `the deck shows it${shown.page ? ` (page ${shown.page}` : ' ('}: "${shown.quote}")`,
    };
  if (extraction.facts.founders.length === 0)
    return { score: FOUNDER_RULE.unknown, evidence: 'the deck names no founders to judge it by' };
  return { score: 0, evidence: "the deck's founders are named with nothing that shows it" };
}
