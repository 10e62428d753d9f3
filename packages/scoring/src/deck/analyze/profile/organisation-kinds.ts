import type { OrganisationKind } from '@pitchfit/contracts/deck';
import { quoteWindow } from '../../../language/quote';
import { escapeRegExp } from '../../../language/text';
import {
  AGENCY_NOUNS,
  CLIENT_WORK_VERBS,
  GRANT_FUNDED_SUBJECTS,
  GRANT_FUNDED_WORDS,
  GRANT_FUNDERS,
  IDEA_STAGE_PHRASES,
  IDEA_STAGE_WORDS,
  NON_PROFIT_MARKERS,
  NON_PROFIT_NOUNS,
  STUDENT_NOUNS,
  STUDENT_PROJECT_WORDS,
} from '../lexicon/organisation-kinds';
import type { Cited } from '../types';
import type { PreparedDeck } from './prepare';

const any = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((word) => escapeRegExp(word).replace(/[ -]/g, '[\\s-]'))
    .join('|');
/** "we are", "Acme is", "as": how a deck introduces itself, then an article and a few adjectives. */
const SELF = String.raw`(?:^\s*|\b(?:we\s+are|we['’]re|is|as)\s+)(?:a|an)\s+(?:[\p{L}/&-]+\s+){0,3}?`;

/**
 * What each kind of organisation says of itself. A statement must have the deck as its subject:
 * "we partner with NGOs" and "won an Innovate UK grant" name others or a passing event.
 */
const SELF_STATEMENTS: ReadonlyArray<{ kind: OrganisationKind; pattern: RegExp }> = [
  {
    kind: 'non-profit',
    pattern: new RegExp(`${SELF}(?:${any(NON_PROFIT_NOUNS)})\\b|(?:${any(NON_PROFIT_MARKERS)})`, 'iu'),
  },
  {
    kind: 'grant-funded',
    pattern: new RegExp(
      `\\b(?:${any(GRANT_FUNDED_WORDS)})\\b|\\b(?:${any(GRANT_FUNDED_SUBJECTS)})\\s+(?:is|are)\\s+(?:[\\p{L}]+\\s+)?funded\\s+(?:by|through|with|from)\\s+(?:a\\s+|an\\s+|the\\s+)?(?:[\\p{L}-]+\\s+){0,2}?(?:${any(GRANT_FUNDERS)})\\b`,
      'iu',
    ),
  },
  {
    kind: 'hackathon-student',
    pattern: new RegExp(
      `\\b(?:${any(STUDENT_PROJECT_WORDS)})\\b|\\bbuilt\\s+(?:in|during|over)\\s+(?:\\d{1,2}|twenty-four|thirty-six|forty-eight)\\s+hours\\b|\\bwe\\s+are\\s+(?:[\\p{L}-]+\\s+){0,4}?(?:${any(STUDENT_NOUNS)})\\b`,
      'iu',
    ),
  },
  {
    kind: 'idea-stage',
    pattern: new RegExp(
      `\\b(?:at|in)\\s+the\\s+(?:${any(IDEA_STAGE_WORDS)})\\s+stage\\b|\\bstage\\s*[:–-]\\s*(?:${any(IDEA_STAGE_WORDS)})\\b|\\b(?:${any(IDEA_STAGE_PHRASES)})\\b(?![\\s-]market)`,
      'iu',
    ),
  },
  {
    kind: 'agency-services',
    pattern: new RegExp(
      `${SELF}(?:${any(AGENCY_NOUNS)})\\b|\\bwe\\s+(?:${any(CLIENT_WORK_VERBS)})\\b[^.;]{0,50}\\bfor\\s+(?:our\\s+)?clients\\b`,
      'iu',
    ),
  },
];

/** An event on a cover: "HackMIT 2024", "Hack the North", "Global Hackathon", "Team Rocket". */
const COVER_EVENT =
  /\b(?:[Hh]ackathon|HACKATHON|Hack(?:\p{Lu}[\p{L}]*|\s+the\s+\p{Lu}[\p{L}]*))\b|^\s*Team\s+\p{Lu}[\p{L}-]*\s*$/u;

/**
 * The kinds of organisation the deck says it is (a grant-funded programme, a non-profit, a
 * hackathon or student project, an idea-stage team, an agency), each cited with the first line
 * that says so. Empty when the deck says none: a startup that won a grant or sells through
 * agencies is neither.
 */
export function organisationKinds(deck: PreparedDeck): Array<Cited<OrganisationKind>> {
  const found = new Map<OrganisationKind, Cited<OrganisationKind>>();
  const note = (kind: OrganisationKind, page: number, line: string) => {
    if (!found.has(kind)) found.set(kind, { value: kind, page, quote: quoteWindow(line, 0, line.length) });
  };
  const cover = deck.pages.find((page) => page.lines.length > 0);
  for (const page of deck.pages) {
    for (const line of page.lines) {
      if (page === cover && COVER_EVENT.test(line.text)) note('hackathon-student', page.number, line.text);
      for (const sentence of line.text.split(/(?<=[.!?;])\s+/)) {
        for (const { kind, pattern } of SELF_STATEMENTS)
          if (pattern.test(sentence)) note(kind, page.number, line.text);
      }
    }
  }
  return [...found.values()].sort((a, b) => a.value.localeCompare(b.value));
}
