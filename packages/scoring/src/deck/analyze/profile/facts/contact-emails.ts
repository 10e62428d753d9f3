import { quoteWindow } from '../../../../language/quote';
import type { Cited } from '../../types';
import type { PreparedDeck } from '../prepare';

/**
 * The founders' contact addresses a deck gives (contact slide, footer, cover, team slide), which link
 * a later deck of the same company to the one before it (packages/decks, founder-versions.ts).
 *
 * Generic inboxes (info@, hello@, team@, founders@) count: on a deck they are the company's own
 * address, and a link also needs the same company name, so they identify the company as well as a
 * founder's address does. No-reply addresses are no contact and never count. Addresses on a line or
 * slide about someone else (advisors, investors, board, press or media, mentors) are theirs, not the
 * founders', and are left out. Obfuscated forms count when the "at" (and any "dot") is bracketed:
 * "jane [at] acme [dot] io", "jane(at)acme.io"; a bare "jane at acme dot io" reads too much like a
 * sentence ("meet us at Acme dot com") to be taken.
 */

/** "@", or "at" in brackets, with the spaces a text layer or a writer puts around either. */
const AT = String.raw`\s*(?:@|[[({<]\s*at\s*[\])}>])\s*`;
/** "." inside an address, or "dot" in brackets (only the bracketed form may carry spaces). */
const DOT = String.raw`(?:\.|\s*[[({<]\s*dot\s*[\])}>]\s*)`;
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const ADDRESS = new RegExp(
  String.raw`(?<![\p{L}\p{N}._%+-])([a-z0-9][a-z0-9._%+-]{0,63})${AT}((?:${LABEL}${DOT})+[a-z]{2,24})(?![\p{L}\p{N}-])`,
  'giu',
);
const BRACKETED_DOT = /\s*[[({<]\s*dot\s*[\])}>]\s*/giu;

/** What looks like an address but is a file ("logo@2x.png"). */
const FILE_SUFFIXES = new Set([
  'png',
  'jpg',
  'jpeg',
  'gif',
  'svg',
  'webp',
  'pdf',
  'ppt',
  'pptx',
  'key',
  'doc',
  'docx',
]);
const NO_REPLY = /^(?:no-?reply|do-?not-?reply)\b/;
/** A line about a person who is not a founder: an advisor, a mentor, an investor, a journalist. */
const THIRD_PARTY_LINE =
  /\b(?:advis[eo]rs?|advisory|mentors?|board members?|non-executive|angel investors?|(?:investor|partner|principal|journalist|reporter|editor|writer) (?:at|with|@)|journalists?|reporters?)\b/i;
/** A slide about other people, as its first line names it ("Advisors", "Our investors", "In the press"). */
const THIRD_PARTY_HEADING =
  /^\s*(?:our |the |in the |key )?(?:advis[eo]rs|advisory board|mentors|investors|backers|backed by|board(?: of directors)?|press|media|as seen in|featured in)\b/i;
/** A deck lists a few contacts; more is a list of other people (a customer or investor roll). */
export const MAX_CONTACT_EMAILS = 5;

interface FoundAddress {
  email: string;
  start: number;
  end: number;
}

function addressesIn(text: string): FoundAddress[] {
  const found: FoundAddress[] = [];
  for (const match of text.matchAll(ADDRESS)) {
    const local = (match[1] ?? '').toLowerCase().replace(/\.+$/, '');
    const domain = (match[2] ?? '').toLowerCase().replace(BRACKETED_DOT, '.');
    const suffix = domain.slice(domain.lastIndexOf('.') + 1);
    if (local === '' || local.includes('..') || FILE_SUFFIXES.has(suffix) || NO_REPLY.test(local)) continue;
    found.push({ email: `${local}@${domain}`, start: match.index, end: match.index + match[0].length });
  }
  return found;
}

/** Every address in `text`, lower-case and de-obfuscated, in order of appearance. */
export const emailsIn = (text: string): string[] => addressesIn(text).map((found) => found.email);

/** The text with its addresses taken out, so "investors@acme.io" does not make its own line an investor's. */
const withoutAddresses = (text: string) => text.replace(ADDRESS, ' ');

/**
 * The founders' contact addresses in the deck, each cited to the line it is on, at most
 * MAX_CONTACT_EMAILS, first seen first, each once.
 */
export function extractContactEmails(deck: Pick<PreparedDeck, 'pages'>): Array<Cited<string>> {
  const seen = new Set<string>();
  const contacts: Array<Cited<string>> = [];
  for (const page of deck.pages) {
    const [heading] = page.lines;
    if (heading && THIRD_PARTY_HEADING.test(withoutAddresses(heading.text))) continue;
    for (const line of page.lines) {
      if (THIRD_PARTY_LINE.test(withoutAddresses(line.text))) continue;
      for (const { email, start, end } of addressesIn(line.text)) {
        if (seen.has(email)) continue;
        seen.add(email);
        contacts.push({ value: email, page: page.number, quote: quoteWindow(line.text, start, end) });
        if (contacts.length === MAX_CONTACT_EMAILS) return contacts;
      }
    }
  }
  return contacts;
}
