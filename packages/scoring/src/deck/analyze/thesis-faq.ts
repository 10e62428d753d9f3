/**
 * A founders' FAQ states its rules as answers to bare questions: "Consumer fintech? No.",
 * "Vertical software with payments inside? Rarely.", "Pre-seed? Only once customers are paying
 * you." The question names what the answer rules on, so each pair is read as one statement ("No
 * consumer fintech."), and a question line is never read as something the fund wants.
 */

const QUESTION = /^\s*(?:#{1,6}\s*)?(?:\*\*)?(.+?)\?(?:\*\*)?\s*$/;
/** Questions about the fund rather than about a kind of company: their answers speak for themselves. */
const ABOUT_THE_FUND =
  /^(?:what|where|how|who|whom|which|why|when|is|are|can|could|will|would|should|does|did|do you (?:lead|follow|take|write|reply|need))\b/i;
/** "Do you invest in hardware?": the kind of company after the verb. */
const DO_YOU = /^do you (?:invest in|back|fund|do|consider|look at)\s+(.+)$/i;
const MAX_TOPIC_WORDS = 8;

/** How each kind of answer turns its question's topic into a statement (`word` is the answer's cue). */
const VERDICTS: ReadonlyArray<{
  answer: RegExp;
  statement: (topic: string, rest: string, word: string) => string;
}> = [
  {
    answer: /^(no|never|nope|not for us|not at all|we pass)\b[.!,]?\s*/i,
    statement: (t, r) => `No ${t}.${r}`,
  },
  {
    answer: /^(rarely|occasionally|sometimes|selectively|seldom)\b[.!,]?\s*/i,
    statement: (t, r, word) => `We ${word} do ${t}.${r}`,
  },
  { answer: /^(yes|yep|absolutely|definitely|always)\b[.!,]?\s*/i, statement: (t, r) => `We back ${t}.${r}` },
  // "Pre-seed? Only once customers are paying you.": now and then, on a condition.
  { answer: /^(only)\b\s*/i, statement: (t, r) => `We occasionally do ${t}, only${r}` },
];

function topicOf(question: string): string | null {
  const asked = question.trim();
  const object = asked.match(DO_YOU)?.[1];
  if (object) return object;
  if (ABOUT_THE_FUND.test(asked) || asked.split(/\s+/).length > MAX_TOPIC_WORDS) return null;
  return asked;
}

/** The thesis text with each bare question and its answer read as one statement. */
export function faqAsStatements(text: string): string {
  const lines = text.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    const question = line.match(QUESTION)?.[1];
    const topic = question ? topicOf(question) : null;
    let next = i + 1;
    while (next < lines.length && (lines[next] ?? '').trim() === '') next += 1;
    const answer = (lines[next] ?? '').trim();
    if (!topic || answer === '' || QUESTION.test(answer)) {
      out.push(line);
      continue;
    }
    const verdict = VERDICTS.find((v) => v.answer.test(answer));
    const word = (verdict ? answer.match(verdict.answer)?.[1] : undefined)?.toLowerCase() ?? '';
    const rest = verdict ? answer.replace(verdict.answer, '') : '';
    const subject = topic.charAt(0).toLowerCase() + topic.slice(1);
    const statement = verdict ? verdict.statement(subject, rest ? ` ${rest}` : '', word) : answer;
    out.push(statement);
    i = next;
  }
  return out.join('\n');
}
