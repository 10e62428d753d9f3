/**
 * A founders' FAQ states its rules as answers to bare questions: "Consumer fintech? No.",
 * "Vertical software with payments inside? Rarely.", "Pre-seed? Only once customers are paying
 * you." The question names what the answer rules on, so each pair is read as one statement ("No
 * consumer fintech."), and a question line is never read as something the fund wants.
 */

const QUESTION = /^\s*(?:#{1,6}\s*)?(?:\*\*)?(.+?)\?(?:\*\*)?\s*$/;
/** "Series A? No.": the question and its answer on one line. */
const QUESTION_AND_ANSWER = /^\s*(?:[-*•]\s*)?(?:#{1,6}\s*)?(?:\*\*)?([^?]+?)\?(?:\*\*)?\s+(\S.*)$/;
/** Questions about the fund, or a founder's about applying ("Do we need to be incorporated?"), rather than about a kind of company: their answers speak for themselves. */
const ABOUT_THE_FUND =
  /^(?:what|where|how|who|whom|which|why|when|is|are|can|could|will|would|should|does|did|do you (?:lead|follow|take|write|reply|need)|(?:do|must|should|can) we)\b/i;
/** "Do you invest in hardware?": the kind of company after the verb. */
const DO_YOU = /^do you (?:invest in|back|fund|do|consider|look at)\s+(.+)$/i;
const MAX_TOPIC_WORDS = 8;
/** "- [ ] G1 New science. Is there ...?", "2. Do you ...?": a line that is an item of a list. */
const LIST_ITEM = /^\s*(?:[-*•]|\d+[.)])\s/;

/**
 * How each kind of answer turns its question's topic into a statement (`word` is the answer's cue):
 * `statement` for a kind of company ("Consumer fintech? No."), `fund` for what the fund does ("Do you
 * invest outside Europe? No." is "We do not invest outside Europe.").
 */
const VERDICTS: ReadonlyArray<{
  answer: RegExp;
  statement: (topic: string, word: string) => string;
  fund: (doing: string, word: string) => string;
}> = [
  {
    answer: /^(no|never|nope|not for us|not at all|we pass)\b[.!,]?\s*/i,
    statement: (t) => `No ${t}.`,
    fund: (doing) => `We do not ${doing}.`,
  },
  {
    answer: /^(rarely|occasionally|sometimes|selectively|seldom)\b[.!,]?\s*/i,
    statement: (t, word) => `We ${word} do ${t}.`,
    fund: (doing, word) => `We ${word} ${doing}.`,
  },
  {
    answer: /^(yes|yep|absolutely|definitely|always)\b[.!,]?\s*/i,
    statement: (t) => `We back ${t}.`,
    fund: (doing) => `We ${doing}.`,
  },
  // "Pre-seed? Only once customers are paying you.": now and then, on a condition.
  {
    answer: /^(only)\b\s*/i,
    statement: (t) => `We occasionally do ${t}, only`,
    fund: (doing) => `We occasionally ${doing}, only`,
  },
];

/**
 * "Is there anything you won't invest in? Yes. Consumer apps; hardware; ...": the assent answers the
 * question, and what follows is the list the question heads; alone, "Yes." would be the list.
 */
const BARE_ASSENT =
  /^(?:yes|yep|sure|of course|a few|plenty|some)(?:,\s*(?:a few|some|plenty|several))?\s*[.!:]\s+(?=\S)/i;

/** "What about seed rounds?": the topic after "what about". */
const WHAT_ABOUT = /^(?:what|how) about\s+(.+)$/i;

function topicOf(question: string): string | null {
  const asked = question.trim();
  const object = asked.match(DO_YOU)?.[1] ?? asked.match(WHAT_ABOUT)?.[1];
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
    const inline = line.match(QUESTION_AND_ANSWER);
    const inlineTopic = inline?.[1] ? topicOf(inline[1]) : null;
    const inlineAnswer = inline?.[2]?.trim() ?? '';
    if (inlineTopic && VERDICTS.some((v) => v.answer.test(inlineAnswer))) {
      out.push(statementOf(inlineTopic, inlineAnswer));
      continue;
    }
    const question = line.match(QUESTION)?.[1];
    const topic = question ? topicOf(question) : null;
    let next = i + 1;
    while (next < lines.length && (lines[next] ?? '').trim() === '') next += 1;
    const answer = (lines[next] ?? '').trim();
    if (question && !topic && answer !== '' && !QUESTION.test(answer) && !LIST_ITEM.test(line)) {
      // "Is there anything you won't look at?" over a list: the question heads its answer, so a
      // rule-out question makes a rule-out list of it; another question heads nothing of its own.
      // A question that is itself an item of a list (a gate of a checklist) heads no sibling item.
      out.push(`${question.trim()}:`, answer.replace(BARE_ASSENT, ''), '');
      i = next;
      continue;
    }
    if (!topic || answer === '' || QUESTION.test(answer)) {
      out.push(line);
      continue;
    }
    out.push(statementOf(topic, answer));
    i = next;
  }
  return out.join('\n');
}

/** A question's topic and its answer as one statement; an answer with no verdict word stands as it is. */
function statementOf(topic: string, answer: string): string {
  const verdict = VERDICTS.find((v) => v.answer.test(answer));
  if (!verdict) return answer;
  const word = answer.match(verdict.answer)?.[1]?.toLowerCase() ?? '';
  const rest = answer.replace(verdict.answer, '');
  const subject = topic.charAt(0).toLowerCase() + topic.slice(1);
  // "Do you invest outside Europe? No.": the fund answering about what it does.
  const doing = subject.match(DO_YOU_VERB)?.[1];
  const said = doing ? verdict.fund(doing, word) : verdict.statement(subject, word);
  return rest ? `${said} ${rest}` : said;
}

/** "Do you invest outside Europe?", a question about what the fund does that DO_YOU does not name a kind of company in. */
const DO_YOU_VERB = /^do you\s+(.+)$/i;
