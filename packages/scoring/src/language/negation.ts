/**
 * The words that deny what follows them, one alternation for every reader of free text: the thesis
 * reader builds its rule-outs on it (with its own verdict phrases around it: "avoid", "pass on",
 * "off-limits"), and the application grader counts no evidence that a clause denies.
 */
export const NEGATION =
  "do not|don['’]t|does not|doesn['’]t|never|won['’]t|will not|would not|wouldn['’]t|cannot|can['’]t|not|no|nor|" +
  // The same in the other languages theses are written in (Dutch, German, Spanish, Portuguese and
  // French), none of them an English word: "we investeren niet in", "keine Hardware", "nunca", "não",
  // "nous n'investissons pas en pré-amorçage".
  'niet|geen|nooit|nicht|kein|keine|keinen|niemals|nunca|não|pas|jamais|aucun|aucune';

/** Negations that deny nothing: "not only", "not just", "no matter", "no doubt". */
const NOT_A_DENIAL = /\b(?:not only|not just|no matter|no doubt)\b/gi;
const DENIAL = new RegExp(
  String.raw`\b(?:${NEGATION}|none|without|(?:have|has|had|did|is|are|was|were|could|should)n['’]t)\b`,
  'i',
);

/**
 * How far back a negation reaches, in words: "no paying customers", "we don't have any revenue",
 * "we haven't interviewed teachers or run a survey" deny their phrase; further back, or past a
 * word that starts a new thought (REACH_ENDS), the negation is about something else.
 */
export const NEGATION_REACH_WORDS = 6;

/**
 * Words after which a negation no longer reaches: "we have no competitors because our groundbreaking
 * product ..." does not deny "groundbreaking". "And" and "or" are not among them: "no revenue or
 * customers" denies both.
 */
const REACH_ENDS =
  /^.*(?:[,(]|\b(?:because|since|so|which|that|who|whose|as|while|when|if|unless|with|after|before|until)\b)/is;

/** True when the words just before `index` in `clause` deny what stands at `index`. */
export function deniedAt(clause: string, index: number): boolean {
  const before = clause
    .slice(0, index)
    .replace(REACH_ENDS, ' ')
    .replace(NOT_A_DENIAL, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .slice(-NEGATION_REACH_WORDS)
    .join(' ');
  return DENIAL.test(before);
}
