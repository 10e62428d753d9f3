import { quoteWindow } from '../../../../language/quote';
import { compactForm, squashSpaces } from '../../../../language/text';
import { NOT_NAME_WORD_ENDINGS } from '../../lexicon/founders';
import { MAX_FOUNDERS } from '../../tuning';
import type { Cited, Founder } from '../../types';
import { COMMON_WORDS } from '../../vocabulary/common-words';
import { matchRegionTerms } from '../../vocabulary/signals';
import type { Cell, PreparedDeck, PreparedLine } from '../prepare';

const NAME_WORD = String.raw`(?:\p{Lu}\p{Ll}+(?:[-'’]\p{Lu}?\p{Ll}+)*|\p{Lu}['’]\p{Lu}\p{Ll}+|Mc\p{Lu}\p{Ll}+|\p{Lu}\p{Ll}+\p{Lu}\p{Ll}+)`;
const PERSON_NAME = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(?:Dr|Prof)\.?\s)?${NAME_WORD}(?:\s(?:\p{Lu}\.\s)?${NAME_WORD}){1,2}(?![\p{L}\p{N}])`,
  'gu',
);
/** A role, unless it is a past one at another company ("Co-founder at Third Degree Glass"). */
const ROLE =
  /\b(co[-\s]?founder|founder|ceo|cto|coo|cpo|cfo|cro|cmo|cso|president|chief [a-z]+ officer|managing director)\b(?!\s+(?:at|@)\s)/gi;
const FOUNDER_ROLE = /founder/i;
const LEADER_ROLE =
  /\b(ceo|cto|coo|cpo|president|chief executive officer|chief technology officer|chief operating officer)\b/i;
const NOT_FOUNDER_CONTEXT = /\b(advis[oe]rs?|board|mentors?|investors?|backed by|angels?)\b/i;
const ROLE_WORDS =
  /^(founders?|co-?founders?|ceo|cto|coo|cfo|cpo|cro|cmo|president|chief|officer|vice|head|lead|senior|director|manager|engineer|developer|designer|executive|chairman|partner|advisor|team|our|meet|the)$/i;
/** Lines below (then above) a name on its own where its role is looked for, in its column. */
const ROLE_LOOKAHEAD_LINES = 3;
const ROLE_LOOKBEHIND_LINES = 2;
/** Slack, in characters, when deciding that two cells are in the same column. */
const COLUMN_SLACK = 4;
const CONTEXT_CHARS = 60;
/** A slide headed like this lists other companies' founders (investors, advisors), not this one's. */
const INVESTOR_PAGE = /\b(investors|backers|backed by|advisors|advisory board|mentors|angels)\b/i;
const TEAM_PAGE = /\bteam\b/i;
const ADVISOR_HEADING =
  /^\W*(?:(?:our|other|key|strategic|lead|angel)\s+)*(?:advis[oe]rs|advisory board|board of directors|board members|board|mentors|investors|angels|backers)\W*$/i;
const PAGE_HEADING_LINES = 3;

const NOT_NAME_ENDING = new RegExp(`(?:${NOT_NAME_WORD_ENDINGS.join('|')})$`, 'i');
/** Shorter words are not judged by their ending ("Emily", "Manning"). */
const MIN_JUDGED_WORD = 7;

interface PersonHit {
  founder: Founder;
  page: number;
  quote: string;
  order: number;
}

/** Two capitalised words are a person's name unless they are ordinary words, roles or places. */
function isPersonName(name: string, lowercaseWords: ReadonlySet<string>): boolean {
  const words = name
    .replace(/^(Dr|Prof)\.?\s/, '')
    .split(/\s+/)
    .filter((word) => !/^\p{Lu}\.$/u.test(word))
    .map((word) => word.normalize('NFKC'));
  if (words.some((word) => COMMON_WORDS.has(word.toLowerCase()) || ROLE_WORDS.test(word))) return false;
  if (words.some((word) => word.length >= MIN_JUDGED_WORD && NOT_NAME_ENDING.test(word))) return false;
  // "Jack" is also a word ("headphone jack"); "Balance Sheet" is only words.
  if (words.every((word) => lowercaseWords.has(word.toLowerCase()))) return false;
  return !matchRegionTerms(name).some((hit) => hit.matched.length >= name.length - 1);
}

function rolesIn(text: string): string[] {
  return [...text.matchAll(ROLE)].map((m) => m[0]);
}

function roleLabel(roles: readonly string[]): string | null {
  const unique = [
    ...new Map(
      roles.map((role) => [role.toLowerCase().replace(/\s+/g, ''), role.replace(/\s+/g, ' ')]),
    ).values(),
  ];
  return unique.length > 0 ? unique.join(' & ') : null;
}

function sameColumn(a: Cell, b: Cell): boolean {
  const centre = (cell: Cell) => cell.column + cell.text.length / 2;
  return Math.abs(centre(a) - centre(b)) <= Math.max(a.text.length, b.text.length) / 2 + COLUMN_SLACK;
}

/** The first cell in the name's column a few lines below (or above) holds its role, if any. */
function roleInColumn(lines: readonly PreparedLine[], lineIndex: number, nameCell: Cell): string[] {
  const look = (candidates: readonly PreparedLine[]) => {
    for (const line of candidates) {
      const cell = line.cells.find((c) => sameColumn(c, nameCell));
      if (!cell) continue;
      return NOT_FOUNDER_CONTEXT.test(cell.text) ? [] : rolesIn(cell.text);
    }
    return [];
  };
  const below = look(lines.slice(lineIndex + 1, lineIndex + 1 + ROLE_LOOKAHEAD_LINES));
  return below.length > 0
    ? below
    : look(lines.slice(Math.max(0, lineIndex - ROLE_LOOKBEHIND_LINES), lineIndex).reverse());
}

/** A heading such as "Advisors" or "Strategic Angels" in the same column nearby. */
function underAdvisorHeading(lines: readonly PreparedLine[], lineIndex: number, nameCell: Cell): boolean {
  return lines
    .slice(Math.max(0, lineIndex - ROLE_LOOKAHEAD_LINES), lineIndex + ROLE_LOOKAHEAD_LINES + 1)
    .some((line) =>
      line.cells.some(
        (cell) => ADVISOR_HEADING.test(cell.text) && (sameColumn(cell, nameCell) || line.cells.length === 1),
      ),
    );
}

/**
 * Founders: people named next to a founder role ("Paul Walsh (Founder & CEO)"), or above/below
 * one in a team-slide column. When the deck never says "founder", its chief executives stand in
 * (team slides often list roles only). Advisors, board members and investors are left out.
 */
export function extractFounders(deck: PreparedDeck): Array<Cited<Founder>> {
  const hits: PersonHit[] = [];
  let order = 0;
  for (const page of deck.pages) {
    const heading = page.lines
      .filter((line) => line.cells.length > 0)
      .slice(0, PAGE_HEADING_LINES)
      .map((line) => line.text)
      .join(' ');
    if (INVESTOR_PAGE.test(heading) && !TEAM_PAGE.test(heading)) continue;
    page.lines.forEach((line, lineIndex) => {
      for (const cell of line.cells) {
        const names = [...cell.text.matchAll(PERSON_NAME)];
        names.forEach((match, i) => {
          const name = match[0];
          if (!isPersonName(name, deck.lowercaseWords)) return;
          const start = match.index;
          const end = start + name.length;
          const previous = names[i - 1];
          const next = names[i + 1];
          // A role belongs to the nearest name: stop at the neighbouring names and at a closing bracket.
          const afterText = cell.text.slice(
            end,
            Math.min(next?.index ?? cell.text.length, end + CONTEXT_CHARS),
          );
          const after =
            afterText.startsWith(' (') || afterText.startsWith('(')
              ? afterText.slice(0, afterText.indexOf(')') + 1 || undefined)
              : afterText;
          const before = cell.text.slice(
            Math.max(previous ? previous.index + previous[0].length : 0, start - 40),
            start,
          );
          let roles = [
            ...rolesIn(after.split(/[;|•]/)[0] ?? ''),
            ...rolesIn(before.split(/[;|•,]/).at(-1) ?? ''),
          ];
          if (roles.length > 0 && NOT_FOUNDER_CONTEXT.test(`${before}${after}`)) roles = [];
          if (roles.length === 0 && squashSpaces(cell.text).length <= name.length + 3) {
            roles = roleInColumn(page.lines, lineIndex, cell);
          }
          if (roles.length === 0 || underAdvisorHeading(page.lines, lineIndex, cell)) return;
          hits.push({
            founder: { name: squashSpaces(name), role: roleLabel(roles) },
            page: page.number,
            quote: quoteWindow(cell.text, start, end),
            order: order++,
          });
        });
      }
    });
  }
  const founders = hits.filter((hit) => FOUNDER_ROLE.test(hit.founder.role ?? ''));
  const chosen =
    founders.length > 0 ? founders : hits.filter((hit) => LEADER_ROLE.test(hit.founder.role ?? ''));
  const seen = new Set<string>();
  const result: Array<Cited<Founder>> = [];
  for (const hit of chosen) {
    const key = compactForm(hit.founder.name);
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({ value: hit.founder, page: hit.page, quote: hit.quote });
    if (result.length >= MAX_FOUNDERS) break;
  }
  return result;
}
