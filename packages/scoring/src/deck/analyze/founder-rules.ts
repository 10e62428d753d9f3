import { FOUNDER_RULE } from './tuning';
import type { DeckExtraction } from './types';

/**
 * Rules about founders. A generalist decides on the people ("founders who have done the job they
 * now sell to", "technical founders", "repeat founders"); with sectors unscored, every deck in its
 * stage and place would otherwise tie. A thesis's founder rule is weighed against what the team
 * slide says about the founders' backgrounds.
 */
export type FounderRuleKind = 'technical' | 'experience' | 'repeat';

const THESIS_RULES: ReadonlyArray<readonly [FounderRuleKind, RegExp]> = [
  [
    'technical',
    /\btechnical (?:co-?)?founders?\b|\bfounders? who (?:code|are engineers|are scientists)\b|\bengineers? (?:or|and) scientists? (?:as|among the) founders\b/i,
  ],
  [
    'repeat',
    /\b(?:repeat|serial|second-time|proven) (?:co-?)?founders?\b|\bfounders? who have (?:founded|built and sold|exited)\b/i,
  ],
  [
    'experience',
    /\b(?:former|ex-)operators\b|\boperators turned founders\b|\bindustry (?:veterans|insiders|experience|expertise)\b|\bdomain experts?\b/i,
  ],
  [
    'experience',
    /\b(?:founders?|teams?|people|operators?)\b[^.;]{0,60}\b(?:done the job|worked in (?:the|their|that) (?:industry|field|market|sector)|from the industry|from (?:the )?inside|lived the problem|domain (?:expertise|experience|knowledge)|experience (?:of|in) (?:their|the) (?:market|industry|field)|industry experience|know (?:their|the) (?:customer|industry|market) )/i,
  ],
];

/** What a founder's line says about them, by kind of rule. */
const DECK_EVIDENCE: Record<FounderRuleKind, RegExp> = {
  technical:
    /\b(?:cto|chief technology officer|engineer\w*|phd|ph\.d|scientist|developer|sre|research\w*|machine learning|ml|robotics|distributed systems|kernel|architect)\b/i,
  experience:
    /(?:\bex-|\b(?:former(?:ly)?|previously|prior to|\d+\s+years|years at|ran|owned|run|founded|co-founded|built|led|head of|vp|director|lead|physician|doctor|dr\.|nurse|clinician|cardiologist|psyd|md|lawyer|attorney|cpa|accountant|engineer|scientist|phd|agronomist|electrician|journeyman|operator)\b)/i,
  repeat: /\b(?:founded|co-founded|sold|exited|exit|acquired|serial|second company|previous company)\b/i,
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
