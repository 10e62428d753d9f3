import type { FounderRuleKind } from '@pitchfit/contracts/thesis-reading';
import { termAlternation } from '../../../language/lexicon-matcher';
import { escapeRegExp } from '../../../language/text';
import {
  DECK_EXPERIENCED_FOUNDER,
  DECK_PAST_EMPLOYER_PREFIXES,
  DECK_REPEAT_FOUNDER,
  DECK_TECHNICAL_FOUNDER,
  NOT_SCHOOL_NAMES,
  SCHOOL_NAME_WORDS,
  THESIS_EXPERIENCED_FOUNDERS,
  THESIS_FOUNDER_EXPERIENCE,
  THESIS_FOUNDER_SUBJECTS,
  THESIS_REPEAT_FOUNDER_ADJECTIVES,
  THESIS_REPEAT_FOUNDER_VERBS,
  THESIS_TECHNICAL_FOUNDERS,
} from '../lexicon/founders';
import { FOUNDER_RULE } from '../tuning';
import type { DeckExtraction } from '../types';

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

/**
 * "At least one founder who holds a degree from Calloway Polytechnic", "alumni of the University of
 * Leeds", "Stanford graduates", "who graduated from Leeds": a school's name (capitalised words) after or
 * before the degree word.
 * A fund of a school's alumni backs no one else, so this rule is a requirement, not a lean.
 */
const SCHOOL = String.raw`((?:[A-Z][\p{L}'’.&-]*)(?:\s+(?:of\s+|de\s+|&\s+|the\s+)?[A-Z][\p{L}'’.&-]*){0,4})`;
const THESIS_ALUMNI: readonly RegExp[] = [
  new RegExp(String.raw`\b(?:[Dd]egrees?|[Dd]iplomas?)\s+(?:from|at|of)\s+(?:the\s+)?${SCHOOL}`, 'u'),
  new RegExp(String.raw`\b(?:[Aa]lumn(?:i|us|a|ae)|[Gg]raduates?)\s+(?:of|from)\s+(?:the\s+)?${SCHOOL}`, 'u'),
  new RegExp(String.raw`\b(?:[Gg]raduated|[Ss]tudied)\s+(?:from|at)\s+(?:the\s+)?${SCHOOL}`, 'u'),
  new RegExp(String.raw`${SCHOOL}\s+(?:alumni|alumnus|alumna|alumnae|graduates|grads)\b`, 'u'),
];
const THESIS_ALUMNI_ALL = THESIS_ALUMNI.map((pattern) => new RegExp(pattern.source, 'gu'));

/**
 * The text with the school of each alumni rule blanked: "a degree from Fenwick College" says where
 * the founders studied, not that the fund backs colleges (the reader's sector words would read it so).
 */
export function withoutSchoolNames(text: string): string {
  let out = text;
  for (const pattern of THESIS_ALUMNI_ALL)
    out = out.replace(pattern, (phrase: string, school: string) =>
      NOT_A_SCHOOL.has(school.toLowerCase()) ? phrase : phrase.replace(school, ' '.repeat(school.length)),
    );
  return out;
}

/** The words of a school's name that tell it from others ("Calloway" of "Calloway Polytechnic Institute"). */
const SCHOOL_WORDS: ReadonlySet<string> = new Set(SCHOOL_NAME_WORDS);
const NOT_A_SCHOOL: ReadonlySet<string> = new Set(NOT_SCHOOL_NAMES);

function schoolMarks(school: string): string[] {
  const words = school.split(/\s+/);
  const marks = words.filter((word) => !SCHOOL_WORDS.has(word.toLowerCase()));
  return marks.length > 0 ? marks : words;
}

function alumniRuleIn(clause: string): string | null {
  for (const pattern of THESIS_ALUMNI) {
    const school = pattern
      .exec(clause)?.[1]
      // A name's words may hold a full stop ("St. Andrews"); the one after its last word ends the sentence.
      ?.replace(/\.+$/, '')
      .replace(/['’]s?$/, '')
      .trim();
    if (school && !NOT_A_SCHOOL.has(school.toLowerCase())) return school;
  }
  return null;
}

/** What a founder's line says about them, by kind of rule (the alumni rule reads the school's name). */
const DECK_EVIDENCE: Record<Exclude<FounderRuleKind, 'alumni'>, RegExp> = {
  technical: new RegExp(words(DECK_TECHNICAL_FOUNDER), 'iu'),
  // "12 years in freight" is a number, not a word, so it is no lexicon entry.
  experience: new RegExp(
    `\\b(?:${DECK_PAST_EMPLOYER_PREFIXES.map(escapeRegExp).join('|')})|\\b(?:\\d+\\s+years|${termAlternation(DECK_EXPERIENCED_FOUNDER)})\\b`,
    'iu',
  ),
  repeat: new RegExp(words(DECK_REPEAT_FOUNDER), 'iu'),
};

/**
 * Rules about founders. A generalist decides on the people ("founders who have done the job they
 * now sell to", "technical founders", "repeat founders"); with sectors unscored, every deck in its
 * stage and place would otherwise tie. A thesis's founder rule is weighed against what the team
 * slide says about the founders' backgrounds. The words are in lexicon/founders.ts, so the engine
 * fingerprint covers them.
 */
export interface FounderRule {
  kind: FounderRuleKind;
  /** The school whose degree a founder must hold (the alumni rule); null for the other kinds. */
  school: string | null;
}

/** "Occasionally at pre-seed when a founder has done the job": a condition on another rule, not a rule. */
const CONDITION = /\b(?:when|if|unless|provided|as long as)\s+(?:\w+\s+){0,2}(?:founders?|teams?)\b/i;

/**
 * The first clause of a thesis that sets a rule about founders, if any, with the clause: a school's
 * alumni rule first, since it decides alone.
 */
export function founderRuleIn(clauses: readonly string[]): { rule: FounderRule; quote: string } | null {
  for (const clause of clauses) {
    const school = alumniRuleIn(clause);
    if (school) return { rule: { kind: 'alumni', school }, quote: clause };
  }
  for (const clause of clauses) {
    if (CONDITION.test(clause)) continue;
    for (const [kind, pattern] of THESIS_RULES)
      if (pattern.test(clause)) return { rule: { kind, school: null }, quote: clause };
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
  { kind, school }: FounderRule,
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
  const evidence =
    kind === 'alumni'
      ? new RegExp(
          `\\b(?:${schoolMarks(school ?? '')
            .map(escapeRegExp)
            .join('|')})\\b`,
          'iu',
        )
      : DECK_EVIDENCE[kind];
  const shown = lines.find((line) => evidence.test(line.text));
  if (shown)
    return {
      score: 1,
      evidence: `the deck shows it${shown.page ? ` (page ${shown.page}` : ' ('}: "${shown.quote}")`,
    };
  // A school's alumni say so where they pitch its fund: a deck that never names the school has none.
  if (kind === 'alumni') return { score: 0, evidence: `the deck names no founder from ${school}` };
  if (extraction.facts.founders.length === 0)
    return { score: FOUNDER_RULE.unknown, evidence: 'the deck names no founders to judge it by' };
  return { score: 0, evidence: "the deck's founders are named with nothing that shows it" };
}
