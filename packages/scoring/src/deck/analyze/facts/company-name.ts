import { COMMON_WORDS, WELL_KNOWN_OTHERS } from '../common-words';
import type { PreparedDeck } from '../prepare';
import { quoteWindow } from '../quote';
import { matchRegionTerms } from '../signals';
import { compactForm } from '../text';
import type { Cited } from '../types';

interface Candidate {
  pages: Set<number>;
  count: number;
  surfaces: Map<string, number>;
  first: { page: number; cell: string; start: number; end: number };
  legalForm: boolean;
  confidential: boolean;
  brandLike: boolean;
  mixedCase: boolean;
  coverTitle: boolean;
}

const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}&'’.-]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu;
const DOMAIN =
  /(?:https?:\/\/)?(?:www\.)?(?:[a-z0-9-]+@)?([a-z0-9][a-z0-9-]{1,40})\.(?:com|io|ai|co|org|net|in|app|dev|tech|me|us|uk|de|fr|es|mx|ee|lt|so|xyz|biz|info|vc|ly|gg|to|health|eu)(?:\.[a-z]{2})?\b/gi;
const EMAIL_OR_URL_HOSTS = new Set([
  'gmail',
  'yahoo',
  'hotmail',
  'outlook',
  'icloud',
  'protonmail',
  'live',
  'aol',
  'mail',
  'bit',
  'forms',
  'docs',
  'drive',
  'calendly',
  'linkedin',
  'twitter',
  'facebook',
  'instagram',
  'youtube',
  'medium',
  'github',
  'wikipedia',
  'crunchbase',
  'angel',
  'angellist',
  'producthunt',
  'x',
]);
const LEGAL_FORM_AFTER =
  /^[\s,]*(inc|ltd|llc|limited|corp|corporation|gmbh|ag|ab|s\.?a\.?|plc|pvt|private limited|oy|oü|bv|sas|srl)\b/i;
const COPYRIGHT_BEFORE = /(©|\(c\)|copyright)\s*(\d{4}\s*)?$/i;
const CONFIDENTIAL_AFTER = /^\s*(confidential|proprietary)/i;
const ROLE_NEAR =
  /\b(ceo|cto|coo|cfo|cpo|cro|cmo|founder|co-founder|cofounder|president|director|vp|head of|manager|engineer|phd|dr\.)\b/i;

/** A word the deck also writes in lower case ("Monitoring", "Bank") is an ordinary word. */
const ORDINARY_WORD_PENALTY = 8;
/** Share of a one-word name's uses that must carry the second word for the two-word form to win. */
const LONGER_NAME_SHARE = 0.6;
/** How far a candidate's evidence must go before it is shown as the company name. */
const MIN_SCORE = 8;

function isCapitalised(token: string): boolean {
  return (
    /^\p{Lu}/u.test(token) || /\p{Ll}\p{Lu}/u.test(token) || (/\p{N}/u.test(token) && /\p{L}/u.test(token))
  );
}

function isBrandLike(token: string): boolean {
  return (
    /\p{Ll}\p{Lu}/u.test(token) ||
    (/\p{N}/u.test(token) && /\p{L}{2}/u.test(token)) ||
    /&/.test(token) ||
    /\.(ai|io)$/i.test(token)
  );
}

function isCommon(word: string): boolean {
  const lower = word
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[.'’]+$/g, '');
  return COMMON_WORDS.has(lower) || /^\p{N}+$/u.test(lower) || lower.length < 2;
}

function domainStems(deck: PreparedDeck): Map<string, number> {
  const stems = new Map<string, number>();
  for (const page of deck.pages) {
    const seen = new Set<string>();
    for (const match of page.text.matchAll(DOMAIN)) {
      const stem = (match[1] ?? '').toLowerCase();
      if (EMAIL_OR_URL_HOSTS.has(stem) || seen.has(stem)) continue;
      seen.add(stem);
      stems.set(stem.replace(/-/g, ''), (stems.get(stem.replace(/-/g, '')) ?? 0) + 1);
    }
  }
  return stems;
}

/** Name candidates, best first; exported for tests and the evaluation's diagnostics. */
export function rankCompanyNames(deck: PreparedDeck, personNames: readonly string[]): RankedName[] {
  const candidates = new Map<string, Candidate>();
  const people = new Set(
    personNames.flatMap((name) => [compactForm(name), ...name.split(/\s+/).map(compactForm)]),
  );
  const lastPage = deck.pages.at(-1)?.number ?? 0;

  const note = (key: string, surface: string, page: number, cell: string, start: number, end: number) => {
    const candidate = candidates.get(key) ?? {
      pages: new Set<number>(),
      count: 0,
      surfaces: new Map<string, number>(),
      first: { page, cell, start, end },
      legalForm: false,
      confidential: false,
      brandLike: false,
      mixedCase: false,
      coverTitle: false,
    };
    candidate.pages.add(page);
    candidate.count += 1;
    candidate.surfaces.set(surface, (candidate.surfaces.get(surface) ?? 0) + 1);
    const after = cell.slice(end);
    if (LEGAL_FORM_AFTER.test(after) || COPYRIGHT_BEFORE.test(cell.slice(0, start)))
      candidate.legalForm = true;
    if (CONFIDENTIAL_AFTER.test(after)) candidate.confidential = true;
    if (isBrandLike(surface)) candidate.brandLike = true;
    if (/\p{Ll}/u.test(surface)) candidate.mixedCase = true;
    if (page === 1 && compactForm(cell) === compactForm(surface)) candidate.coverTitle = true;
    candidates.set(key, candidate);
  };

  for (const page of deck.pages) {
    for (const line of page.lines) {
      for (const { text: cell } of line.cells) {
        if (ROLE_NEAR.test(cell)) continue;
        const tokens = [...cell.matchAll(TOKEN)].map((m) => {
          // "Mint’s" is "Mint"; "UberCab.com" is "UberCab".
          const text = m[0].replace(/['’]s$/, '').replace(/\.(com|net|org|co|in|co\.uk|com\.mx)$/i, '');
          return { text, start: m.index, end: m.index + text.length };
        });
        tokens.forEach((token, i) => {
          if (!isCapitalised(token.text) || token.text.length < 2) return;
          if (!isCommon(token.text))
            note(compactForm(token.text), token.text, page.number, cell, token.start, token.end);
          const next = tokens[i + 1];
          if (!next || !isCapitalised(next.text)) return;
          const gap = cell.slice(token.end, next.start);
          if (!/^\.?\s$/.test(gap)) return;
          // "The Seam" is a name; "Inlustro Confidential" is a name and a label.
          if (isCommon(next.text)) return;
          const surface = cell.slice(token.start, next.end);
          note(compactForm(surface), surface, page.number, cell, token.start, next.end);
        });
      }
    }
  }

  const stems = domainStems(deck);
  const ranked: RankedName[] = [];
  for (const [key, candidate] of candidates) {
    if (key.length < 3 || people.has(key)) continue;
    const surface = mostUsedSurface(candidate);
    if (matchRegionTerms(surface).some((hit) => hit.matched.length === surface.length)) continue;
    let score = 2 * Math.log(1 + candidate.count) + 1.5 * Math.min(candidate.pages.size, 10);
    if (candidate.pages.has(1)) score += 4;
    if (candidate.coverTitle) score += 4;
    if (candidate.pages.has(lastPage) && lastPage > 1) score += 2;
    score += domainScore(key, stems);
    if (candidate.legalForm) score += 4;
    if (candidate.confidential) score += 3;
    if (candidate.brandLike) score += 2;
    if (!candidate.mixedCase && key.length <= 3) score -= 4;
    if (WELL_KNOWN_OTHERS.has(key)) score -= 6;
    if (
      surface.split(/[\s.]+/).every((word) => deck.lowercaseWords.has(word.normalize('NFKC').toLowerCase()))
    ) {
      score -= ORDINARY_WORD_PENALTY;
    }
    ranked.push({ key, surface, score, candidate });
  }
  ranked.sort((a, b) => b.score - a.score || a.key.localeCompare(b.key));
  return preferLongerName(ranked);
}

interface RankedName {
  key: string;
  surface: string;
  score: number;
  candidate: Candidate;
}

/** "Dr. Doodley" over "Doodley" when the deck nearly always writes the two words together. */
function preferLongerName(ranked: RankedName[]): RankedName[] {
  const top = ranked[0];
  if (!top || /\s/.test(top.surface)) return ranked;
  const longer = ranked.find(
    (entry) =>
      entry.key !== top.key &&
      entry.key.includes(top.key) &&
      /\s/.test(entry.surface) &&
      entry.candidate.count >= LONGER_NAME_SHARE * top.candidate.count,
  );
  return longer ? [{ ...longer, score: top.score }, ...ranked.filter((entry) => entry !== longer)] : ranked;
}

/**
 * The company name: the capitalised word or pair of words that the deck repeats across its
 * slides, backed by its web domain, a legal form ("Ltd", "©"), or the cover title. People
 * (already read as founders), places, big companies a deck merely mentions and ordinary words
 * the deck also writes in lower case are set aside.
 */
export function extractCompanyName(deck: PreparedDeck, personNames: readonly string[]): Cited<string> | null {
  const best = rankCompanyNames(deck, personNames)[0];
  if (!best || best.score < MIN_SCORE) return null;
  const { page, cell, start, end } = best.candidate.first;
  return { value: best.surface, page, quote: quoteWindow(cell, start, end) };
}

function domainScore(key: string, stems: ReadonlyMap<string, number>): number {
  let score = 0;
  for (const stem of stems.keys()) {
    if (stem === key) score = Math.max(score, 8);
    else if (key.length >= 4 && (stem.startsWith(key) || key.startsWith(stem))) score = Math.max(score, 5);
  }
  return score;
}

/** The spelling the deck uses most; mixed case wins over capitals at equal use ("Intercom" over "INTERCOM"). */
function mostUsedSurface(candidate: Candidate): string {
  return (
    [...candidate.surfaces.entries()].sort(
      ([a, countA], [b, countB]) =>
        countB - countA || Number(/\p{Ll}/u.test(b)) - Number(/\p{Ll}/u.test(a)) || a.localeCompare(b),
    )[0]?.[0] ?? ''
  );
}
