import { quoteWindow } from '../../../../language/quote';
import { compactForm, escapeRegExp, squashSpaces } from '../../../../language/text';
import {
  BANNER_WORDS,
  DOMAIN_PREFIXES,
  DOMAIN_SUFFIXES,
  EVENT_WORDS,
  LEGAL_FORMS_AFTER,
  LEGAL_FORMS_BEFORE,
  NOT_NAME_WORDS,
} from '../../lexicon/company-names';
import type { Cited } from '../../types';
import { COMMON_WORDS, WELL_KNOWN_OTHERS } from '../../vocabulary/common-words';
import { findPlaces } from '../../vocabulary/places';
import { matchRegionTerms } from '../../vocabulary/signals';
import { findStages } from '../../vocabulary/stage';
import { chromeLineKeys, lineKey } from '../chrome';
import { lowercaseWordsIn, type PreparedDeck } from '../prepare';

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
  /** Written as the logo line, or as the first part of a footer repeated across the slides. */
  chrome: boolean;
  /** Introduced as the company: "We are Acme", "Introducing Acme" (as strong as a cover title), "Acme is a ..." (weaker). */
  selfIntro: number;
  /** The cover's first line: its title, where "Pixelpal" beats "Manchester · Seed" below it. */
  coverFirst: boolean;
  /** Taken from the deck's own e-mail domain, not from its text. */
  fromEmail: boolean;
  /** Uses in a dated line ("Thursday, December 15, 2011"): a running date, not a name. */
  inDateLines: number;
  /** Uses as a pitching team's name ("Team Kasi"): a name seen only so is the team's, not the company's. */
  asTeam: number;
}

const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}&'’.-]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu;
const DOMAIN =
  /(?:https?:\/\/)?(?:www\.)?(?:[a-z0-9-]+@)?([a-z0-9][a-z0-9-]{1,40})\.(?:com|io|ai|co|org|net|in|app|dev|tech|me|us|uk|de|fr|es|mx|ee|lt|so|xyz|biz|info|vc|ly|gg|to|health|eu|id|ng|ke|za|gh|rw|tz|eg|ma|br|ar|cl|pe|ca|au|nz|sg|jp|kr|vn|ph|my|th|pk|bd|se|no|dk|fi|nl|be|ch|at|it|pl|pt|ie|cz|ro|gr|tr|il|ae|store|shop|studio|cloud|bio|energy|earth|eco|green|care|finance|money|online|site|team|tools|works|digital|global|systems|solutions)(?:\.[a-z]{2})?\b/gi;
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
const alternation = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
const LEGAL_FORM_AFTER = new RegExp(
  String.raw`^[\s,]*(?:${alternation(LEGAL_FORMS_AFTER)})(?![\p{L}])`,
  'iu',
);
/** "AS" (Norwegian) is a legal form only in capitals; "as" is an ordinary word. */
const LEGAL_FORM_AFTER_CAPITALS = /^[\s,]*(AS|ASA|AB)(?![\p{L}])/u;
const LEGAL_FORM_BEFORE = new RegExp(String.raw`^(?:${alternation(LEGAL_FORMS_BEFORE)})\.?\s+`, 'i');
const NOT_NAME = new Set(NOT_NAME_WORDS);
/**
 * Words after a name that decide whether a legal form follows it: the longest legal form's words,
 * plus the one after it (the pattern checks that no letter follows) and the empty words a split
 * leaves at either end of a part.
 */
const LEGAL_FORM_WINDOW_WORDS =
  Math.max(...[...LEGAL_FORMS_AFTER, 'AS', 'ASA', 'AB'].map((form) => form.split(/\s+/).length)) + 3;
const COPYRIGHT_LEAD = /^(?:©|\(c\)|copyright)\s*(?:(?:19|20)\d{2}(?:\s*[-–]\s*(?:19|20)?\d{2})?,?\s*)?/i;
const BANNER = new RegExp(String.raw`\b(?:${alternation(BANNER_WORDS)})\b`, 'i');
/**
 * A contest's name ("Lagos Fintech Challenge") or a pitching team's ("Team Kasi", "Team 7"): decks
 * made for an event title their cover with these, and the company is named inside.
 */
const EVENT_OR_TEAM = new RegExp(String.raw`\b(?:${alternation(EVENT_WORDS)})\b|^team\s`, 'i');
const EVENT_OR_TEAM_PENALTY = 16;
/** The words of a team's name so far: "Team" and the capitalised words after it ("Team Night Owls"). */
const TEAM_BEFORE = /\b[Tt]eam(?:\s+[\p{Lu}\p{N}][\p{L}\p{N}'’-]*){0,3}\s+$/u;
/** Separators between the parts of a footer or a cover line: "Acme Ltd · London · Confidential", "Acme | Seed Deck". */
const PART_SEPARATOR = /\s+[·•|–—-]\s+|\s*[·•|]\s*|,\s+|:\s+|\s+\/\s+/;
/** A line that ends in a date: "Thursday, December 15, 2011", "15.12.2011". */
const DATE_LINE =
  /\b\d{1,2}(?:st|nd|rd|th)?[.,]?\s*(?:19|20)\d{2}\b|\b(?:19|20)\d{2}[-/.]\d{1,2}[-/.]\d{1,2}\b/;
/** "fNIRS", "mRNA", "qPCR": a lower-case letter before capitals is a technical acronym, not a brand. */
const ACRONYM_SHAPE = /^\p{Ll}\p{Lu}{2,}s?$/u;
/** Words a cover title or a logo line has at most. */
const MAX_TITLE_WORDS = 3;
const COPYRIGHT_BEFORE = /(©|\(c\)|copyright)\s*(\d{4}\s*)?$/i;
/**
 * What COPYRIGHT_BEFORE and INTRO_BEFORE look at: the end of the text before a name. Both end at
 * the name and match at most "welcome to " or "copyright 2025 " (cells and squashed lines have
 * single spaces), so the last 40 characters answer as the whole text did, without a scan of it
 * from every start, which took the square of a long line's length.
 */
const BEFORE_CHARS = 40;
const textBefore = (text: string, end: number) => text.slice(Math.max(0, end - BEFORE_CHARS), end);
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
  if (ACRONYM_SHAPE.test(token)) return false;
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
  return COMMON_WORDS.has(lower) || NOT_NAME.has(lower) || /^\p{N}+$/u.test(lower) || lower.length < 2;
}

/** Web domains the deck names, with how many slides name each. */
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

/** The deck's own domains: on the cover, the last slide or a contact slide, not a customer's in a case study. */
function ownDomainStems(deck: PreparedDeck): Set<string> {
  const lastPage = deck.pages.at(-1)?.number ?? 0;
  const own = new Set<string>();
  for (const page of deck.pages) {
    if (page.number !== 1 && page.number !== lastPage && !CONTACT_PAGE.test(page.text)) continue;
    for (const match of page.text.matchAll(DOMAIN)) {
      const stem = (match[1] ?? '').toLowerCase();
      if (!EMAIL_OR_URL_HOSTS.has(stem)) own.add(stem.replace(/-/g, ''));
    }
  }
  return own;
}

/** Where a legal form follows a name among `words` ("Acme Robotics GmbH" gives 2), or -1. */
function legalFormAt(words: readonly string[]): number {
  return words.findIndex((_word, i) => {
    if (i === 0) return false;
    // The patterns are anchored at the start: the words a legal form can span decide, not the line's rest.
    const ahead = ` ${words.slice(i, i + LEGAL_FORM_WINDOW_WORDS).join(' ')}`;
    return LEGAL_FORM_AFTER.test(ahead) || LEGAL_FORM_AFTER_CAPITALS.test(ahead);
  });
}

/** True when a line names a company with its legal form ("Tarang Software Pvt. Ltd."). */
export function namesLegalEntity(line: string): boolean {
  return legalFormAt(line.trim().split(/\s+/)) > 0;
}

/**
 * The name in a logo line, a footer or a cover line: its first part that is not a banner, a
 * round or deck title, a place or an address, without its legal form ("Acme Robotics GmbH ·
 * Munich · Confidential" gives "Acme Robotics"; "Acme | Seed Deck 2025" gives "Acme").
 */
function namePart(line: string): { text: string; start: number } | null {
  let offset = 0;
  for (const raw of line.split(PART_SEPARATOR)) {
    const start = line.indexOf(raw, offset);
    offset = start + raw.length;
    // Page numbers printed beside a footer ("acme.io 4", "3 | Acme") are not part of it.
    const pageNumber = raw.trim().match(/^\d{1,3}\s+/)?.[0].length ?? 0;
    let part = raw
      .trim()
      .slice(pageNumber)
      .replace(/\s+\d{1,3}$/, '');
    if (
      !part ||
      BANNER.test(part) ||
      DOMAIN_ONLY.test(part) ||
      DATE_LINE.test(part) ||
      !/\p{L}{2}/u.test(part)
    )
      continue;
    // "© 2025 Acme Ltd", "Copyright 2003 Acme AB", "PT Acme": what precedes the name.
    const before = part.match(COPYRIGHT_LEAD) ?? part.match(LEGAL_FORM_BEFORE);
    const lead = before ? before[0].length : 0;
    part = part.slice(lead);
    const words = part.split(/\s+/);
    const legalAt = legalFormAt(words);
    let kept = legalAt > 0 ? words.slice(0, legalAt) : words;
    // "Belajar Pintar Indonesia": a country or city after the name is where it is, not who.
    let keptWords = kept.length;
    while (keptWords > 1 && (isPlace(kept[keptWords - 1] ?? '') || /^\d+$/.test(kept[keptWords - 1] ?? '')))
      keptWords -= 1;
    kept = kept.slice(0, keptWords);
    const text = kept.join(' ').replace(/[,.]+$/, '');
    // "acme.io · pre-seed 2025": the round a footer names is not the company.
    if (isStage(text)) continue;
    if (kept.length > MAX_TITLE_WORDS || isPlace(text)) return null;
    if (kept.every((word) => word.split(/[-–]/).every((piece) => isCommon(piece)))) continue;
    return { text, start: start + (raw.length - raw.trimStart().length) + pageNumber + lead };
  }
  return null;
}

/**
 * The name a cover line gives: a short line by itself ("moodbloom", "Oat & Ember"), or the first
 * part of a line whose other parts only title the deck ("Acme | Seed Deck 2025"). A line of
 * several names ("Jane Roe | John Doe") or a longer tagline gives none.
 */
function coverName(line: string, first: boolean): { text: string; start: number } | null {
  const part = namePart(line);
  if (!part || !/^[\p{L}\p{N}]/u.test(part.text) || part.text.includes(',')) return null;
  const parts = line
    .split(PART_SEPARATOR)
    .map((p) => p.trim())
    .filter(Boolean);
  const nameWords = part.text.split(/\s+/).filter((word) => word !== '&').length;
  if (parts.length === 1) return nameWords <= 2 ? part : null;
  // "Acme — the no-show killer for clinics": the cover's first line, a short name, then its tagline.
  const [lead, tagline] = parts;
  if (first && parts.length === 2 && lead === part.text && nameWords <= 2 && tagline && TAGLINE.test(tagline))
    return part;
  const others = parts.filter((p) => p !== part.text);
  const titlesTheDeck = (p: string) =>
    withoutStages(p)
      .split(/[\s-–]+/)
      .filter(Boolean)
      .every((word) => /^(?:19|20)\d{2}$/.test(word) || isCommon(word) || BANNER.test(word));
  // "Acme · Seed · Oslo": one part titles the deck; the rest may be a short place or date.
  const short = (p: string) => p.split(/\s+/).length <= MAX_TITLE_WORDS;
  return others.some(titlesTheDeck) && others.every((p) => titlesTheDeck(p) || short(p)) ? part : null;
}

/** A funding round's name and nothing else: "Pre-Seed", "Series A". */
function isStage(text: string): boolean {
  return findStages(text).some((mention) => mention.index === 0 && mention.raw.length === text.length);
}

/** The text with its funding rounds' names taken out ("Pre-Seed Deck 2025" leaves "Deck 2025"). */
function withoutStages(text: string): string {
  let rest = text;
  for (const mention of findStages(text).reverse())
    rest = `${rest.slice(0, mention.index)} ${rest.slice(mention.index + mention.raw.length)}`;
  return rest;
}

/** What follows a name on a cover line as its tagline: "the ...", "a ...", "your ...", or words in lower case. */
const TAGLINE = /^(?:(?:the|a|an|your|our)\s|\p{Ll})/u;

const DOMAIN_ONLY = /^(?:https?:\/\/)?(?:www\.)?[\w.-]+\.[a-z]{2,}\/?$|@/i;

/** A country, region or city and nothing else ("Bristol", "UK", "South East Asia"). */
function isPlace(text: string): boolean {
  const whole = (hit: { matched: string }) => hit.matched.length === text.length;
  return matchRegionTerms(text).some(whole) || findPlaces(text).some(whole);
}

/**
 * Name candidates, best first; exported for tests and the evaluation's diagnostics.
 * Evidence: repetition across slides, the cover, the logo line or footer, the deck's own web
 * domain, a legal form or "©". Against: people, places, well-known companies a deck mentions,
 * ordinary words the deck also writes in lower case, running dates and technical acronyms.
 */
export function rankCompanyNames(deck: PreparedDeck, personNames: readonly string[]): RankedName[] {
  const candidates = new Map<string, Candidate>();
  const people = new Set(
    personNames.flatMap((name) => [compactForm(name), ...name.split(/\s+/).map(compactForm)]),
  );
  const lastPage = deck.pages.at(-1)?.number ?? 0;
  const chrome = chromeLineKeys(deck);

  // Tokens of one cell are noted one after another: what depends on the whole cell is worked out once
  // per cell, not once per token, which took the square of a long line's length.
  let cellFacts: { cell: string; dateLine: boolean; compact: string } | undefined;
  const factsOf = (cell: string) => {
    if (cellFacts?.cell !== cell) {
      cellFacts = { cell, dateLine: DATE_LINE.test(cell), compact: compactForm(cell) };
    }
    return cellFacts;
  };
  const note: Note = (key, surface, page, cell, start, end, how = {}) => {
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
      chrome: false,
      coverFirst: false,
      selfIntro: 0,
      fromEmail: false,
      inDateLines: 0,
      asTeam: 0,
    };
    candidate.pages.add(page);
    candidate.count += 1;
    candidate.surfaces.set(surface, (candidate.surfaces.get(surface) ?? 0) + 1);
    const after = cell.slice(end);
    const before = textBefore(cell, start);
    if (
      LEGAL_FORM_AFTER.test(after) ||
      LEGAL_FORM_AFTER_CAPITALS.test(after) ||
      COPYRIGHT_BEFORE.test(before) ||
      LEGAL_FORM_BEFORE.test(cell.slice(Math.max(0, start - 4), end).trimStart())
    )
      candidate.legalForm = true;
    if (CONFIDENTIAL_AFTER.test(after)) candidate.confidential = true;
    // "We are Sentry for data pipelines" compares the company with another one: not its name.
    if (INTRO_BEFORE.test(before) && ANALOGY_AFTER.test(after)) candidate.selfIntro = ANALOGY_PENALTY;
    else if (INTRO_BEFORE.test(before)) candidate.selfIntro = Math.max(candidate.selfIntro, 6);
    else if (INTRO_AFTER.test(after)) candidate.selfIntro = Math.max(candidate.selfIntro, 2);
    if (isBrandLike(surface)) candidate.brandLike = true;
    if (/\p{Ll}/u.test(surface)) candidate.mixedCase = true;
    if ((page === 1 && factsOf(cell).compact === compactForm(surface)) || how.coverTitle)
      candidate.coverTitle = true;
    if (how.chrome) candidate.chrome = true;
    if (how.asTeam) candidate.asTeam += 1;
    if (how.coverFirst) candidate.coverFirst = true;
    if (how.fromEmail) candidate.fromEmail = true;
    if (factsOf(cell).dateLine) candidate.inDateLines += 1;
    // The first sighting is the one quoted; a line of the slide itself beats an e-mail address.
    if (candidate.fromEmail && !how.fromEmail) candidate.first = { page, cell, start, end };
    candidates.set(key, candidate);
  };
  /** A name part found inside a line (a logo line, footer or cover title): noted with its place in the line. */
  const notePart = (
    part: { text: string; start: number },
    page: number,
    line: string,
    how: Parameters<typeof note>[6],
  ) => note(compactForm(part.text), part.text, page, line, part.start, part.start + part.text.length, how);

  const ordinary = new Set<string>();
  const lowercaseUses = new Map<string, { count: number; pages: Set<number> }>();
  deck.pages.forEach((page, pageIndex) => {
    const firstLine = page.lines.find((line) => line.cells.length > 0);
    for (const line of page.lines) {
      if (line.cells.length === 0) continue;
      const isChrome = chrome.has(lineKey(line.text));
      if (isChrome) continue;
      const words = lowercaseWordsIn(line.text);
      for (const word of words) {
        const uses = lowercaseUses.get(word) ?? { count: 0, pages: new Set<number>() };
        uses.count += 1;
        uses.pages.add(page.number);
        lowercaseUses.set(word, uses);
      }
      // A cover title in lower case ("moodbloom") is the brand's styling, not an ordinary word.
      if (!(pageIndex === 0 && line === firstLine)) for (const word of words) ordinary.add(word);
    }
  });

  for (const page of deck.pages) {
    const titleLines =
      page.number === 1 ? page.lines.filter((line) => line.cells.length > 0).slice(0, 3) : [];
    for (const line of page.lines) {
      if (line.cells.length === 0) continue;
      const key = lineKey(line.text);
      if (chrome.has(key)) {
        // A logo line or footer: its name part counts once per slide; its other words never.
        const part = namePart(squashSpaces(line.text));
        if (part) {
          const text = squashSpaces(line.text);
          notePart(part, page.number, text, {
            chrome: true,
            coverTitle: page.number === 1 && titleLines.includes(line),
          });
        }
        continue;
      }
      if (titleLines.includes(line)) {
        // "moodbloom", "Oat & Ember", "Acme | Seed Deck 2025": a short cover line, or its first part.
        const text = squashSpaces(line.text);
        const part = coverName(text, line === titleLines[0]);
        if (part) {
          notePart(part, page.number, text, { coverTitle: true, coverFirst: line === titleLines[0] });
        }
      }
      for (const { text: cell } of line.cells) {
        if (ROLE_NEAR.test(cell)) continue;
        const tokens = [...cell.matchAll(TOKEN)].map((m) => {
          // "Mint’s" is "Mint"; "UberCab.com" is "UberCab".
          const text = m[0].replace(/['’]s$/, '').replace(/\.(com|net|org|co|in|co\.uk|com\.mx)$/i, '');
          return { text, start: m.index, end: m.index + text.length };
        });
        tokens.forEach((token, i) => {
          if (!isCapitalised(token.text) || token.text.length < 2) return;
          // "Team Kasi", "Team Byte Me": the pitching team's name, the company's only where the deck
          // also writes it on its own ("Team Sabi", then "Sabi" as a slide's title).
          const asTeam = TEAM_BEFORE.test(textBefore(cell, token.start));
          if (!isCommon(token.text))
            note(compactForm(token.text), token.text, page.number, cell, token.start, token.end, { asTeam });
          if (asTeam) return;
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

  const stems = domainIndex(domainStems(deck).keys());
  const ownStems = ownDomainStems(deck);
  noteEmailDomains(deck, candidates, note);
  const ranked: RankedName[] = [];
  for (const [key, candidate] of candidates) {
    if (key.length < 3 || people.has(key)) continue;
    const surface = mostUsedSurface(candidate);
    if (isPlace(surface)) continue;
    const domain = domainScore(key, stems);
    // A brand its own domain spells, or the cover's first line writes, in lower case ("foursquare",
    // "moodbloom"): the lower-case uses count too, as the brand's styling, not an ordinary word. A
    // later cover line in lower case is a wrapped heading, not a brand.
    const ownBrand = spellsAnyOf(key, ownStems) || (candidate.coverFirst && !/\p{Lu}/u.test(surface));
    const lowercase = ownBrand && !/\s/.test(surface) ? lowercaseUses.get(surface.toLowerCase()) : undefined;
    const count = candidate.count + (lowercase?.count ?? 0);
    const pages = new Set([...candidate.pages, ...(lowercase?.pages ?? [])]);
    let score = 2 * Math.log(1 + count) + 1.5 * Math.min(pages.size, 10);
    if (pages.has(1)) score += 4;
    if (candidate.coverTitle) score += 4;
    if (candidate.coverFirst) score += COVER_FIRST_BONUS;
    score += candidate.selfIntro;
    if (candidate.chrome) score += CHROME_NAME_BONUS;
    if (pages.has(lastPage) && lastPage > 1) score += 2;
    score += domain;
    if (candidate.fromEmail) score += EMAIL_DOMAIN_BONUS;
    if (candidate.legalForm) score += 4;
    if (candidate.confidential) score += 3;
    if (candidate.brandLike) score += 2;
    if (!candidate.mixedCase && key.length <= 3) score -= 4;
    if (ACRONYM_SHAPE.test(surface)) score -= ACRONYM_PENALTY;
    if (WELL_KNOWN_OTHERS.has(key)) score -= 6;
    if (EVENT_OR_TEAM.test(surface) || candidate.asTeam === candidate.count) score -= EVENT_OR_TEAM_PENALTY;
    if (candidate.inDateLines >= DATE_LINE_SHARE * candidate.count) score -= DATE_LINE_PENALTY;
    if (
      !ownBrand &&
      !candidate.chrome &&
      surface.split(/[\s.]+/).every((word) => ordinary.has(word.normalize('NFKC').toLowerCase()))
    ) {
      score -= ORDINARY_WORD_PENALTY;
    }
    ranked.push({ key, surface, score, candidate });
  }
  ranked.sort((a, b) => b.score - a.score || a.key.localeCompare(b.key));
  return preferLongerName(ranked);
}

const DOMAIN_MATCH = 8;
const CHROME_NAME_BONUS = 3;
const COVER_FIRST_BONUS = 2;
const ANALOGY_AFTER = /^\s+(?:for|of)\s/i;
const ANALOGY_PENALTY = -4;
/** "Acme is a ...", "Acme is raising $2M", "Acme, founded 2024 in Munich": the deck introducing itself ("About Acme" too, below). */
const INTRO_AFTER =
  /^(?:\s+(?:is|are)\s+(?:a|an|the)\s|\s+(?:is|are)\s+(?:now\s+)?raising\b|\s+raises\b|(?:\s+\p{Lu}{1,4}\.?)?,?\s+(?:was\s+)?founded\b)/iu;
const INTRO_BEFORE =
  /(?:^\s*about|\bwe\s+are|\bintroducing|\bmeet|\bwelcome\s+to|\bthis\s+is|\bour\s+(?:company|startup|solution|product|app|platform)\s*[:–—-])\s+$/i;
const EMAIL_DOMAIN_BONUS = 2;
const ACRONYM_PENALTY = 6;
const DATE_LINE_SHARE = 0.6;
const DATE_LINE_PENALTY = 8;

/** Where a name candidate was seen, and how (a cover title, page chrome, an email domain). */
type Note = (
  key: string,
  surface: string,
  page: number,
  cell: string,
  start: number,
  end: number,
  how?: {
    coverTitle?: boolean;
    coverFirst?: boolean;
    chrome?: boolean;
    fromEmail?: boolean;
    asTeam?: boolean;
  },
) => void;

const CONTACT_PAGE = /\b(contact|get in touch|reach us|thank you)\b/i;
const EMAIL = /[\w.+-]+@([a-z0-9][a-z0-9-]{1,40})\.[a-z]{2,}(?:\.[a-z]{2})?\b/gi;

/**
 * The deck's own e-mail domain names the company even when its name is only in a logo image:
 * "jane@nirvana-robotics.com" gives "Nirvana Robotics". Only a domain no text candidate already
 * spells becomes a candidate of its own; free mail hosts never do.
 */
function noteEmailDomains(deck: PreparedDeck, candidates: ReadonlyMap<string, Candidate>, note: Note) {
  const lastPage = deck.pages.at(-1)?.number ?? 0;
  for (const page of deck.pages) {
    // A contact slide's address is the company's; a team slide listing personal and university
    // addresses is not, so a page that also shows a free mail host gives no name.
    const hosts = [...page.text.matchAll(EMAIL)].map((m) => (m[1] ?? '').toLowerCase());
    if (page.number !== lastPage && !CONTACT_PAGE.test(page.text)) continue;
    if (hosts.some((host) => EMAIL_OR_URL_HOSTS.has(host))) continue;
    for (const line of page.lines) {
      for (const match of line.text.matchAll(EMAIL)) {
        const host = (match[1] ?? '').toLowerCase();
        const stem = host.replace(/-/g, '');
        if (EMAIL_OR_URL_HOSTS.has(host) || WELL_KNOWN_OTHERS.has(stem) || stem.length < 3) continue;
        if (spelledByAny(stem, candidates)) continue;
        const surface = nameFromHost(host);
        const start = (match.index ?? 0) + match[0].indexOf('@') + 1;
        note(compactForm(surface), surface, page.number, line.text, start, start + host.length, {
          fromEmail: true,
        });
      }
    }
  }
}

/** "nirvana-robotics" and "nirvanarobotics" give "Nirvana Robotics"; "acme" gives "Acme". */
function nameFromHost(host: string): string {
  const words = host.includes('-') ? host.split('-') : splitSuffix(host);
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}

function splitSuffix(stem: string): string[] {
  const suffix = [...DOMAIN_SUFFIXES]
    .sort((a, b) => b.length - a.length)
    .find((s) => s.length >= 4 && stem.endsWith(s) && stem.length - s.length >= 3);
  return suffix ? [stem.slice(0, -suffix.length), suffix] : [stem];
}

/**
 * A key spells a domain stem when the stem is the key, or the key (of 3 characters or more) with a
 * known prefix or suffix: "acme" is spelt by acme.com, getacme.com, acmehq.com and acme-labs.io.
 * Both look-ups below try only the few keys or stems that could spell, never every one.
 */
function spelledByAny(stem: string, keys: { has(key: string): boolean }): boolean {
  if (keys.has(stem)) return true;
  const spells = (key: string) => key.length >= 3 && keys.has(key);
  return (
    DOMAIN_PREFIXES.some((prefix) => stem.startsWith(prefix) && spells(stem.slice(prefix.length))) ||
    DOMAIN_SUFFIXES.some((suffix) => stem.endsWith(suffix) && spells(stem.slice(0, -suffix.length)))
  );
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
      !EVENT_OR_TEAM.test(entry.surface) &&
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

/** The deck's domain stems, indexed so each candidate looks up its few matches instead of trying every stem. */
interface DomainIndex {
  stems: ReadonlySet<string>;
  /** Every start of every stem ("a", "ac", "acm", "acme" for acme.com). */
  stemStarts: ReadonlySet<string>;
  /** The lengths the stems have (at most 41 by the DOMAIN pattern). */
  lengths: readonly number[];
}

function domainIndex(stems: Iterable<string>): DomainIndex {
  const set = new Set(stems);
  const stemStarts = new Set<string>();
  for (const stem of set) for (let end = 1; end <= stem.length; end++) stemStarts.add(stem.slice(0, end));
  return { stems: set, stemStarts, lengths: [...new Set([...set].map((stem) => stem.length))] };
}

/** Whether the key spells one of the stems (see `spelledByAny`). */
function spellsAnyOf(key: string, stems: ReadonlySet<string>): boolean {
  if (stems.has(key)) return true;
  if (key.length < 3) return false;
  return (
    DOMAIN_PREFIXES.some((prefix) => stems.has(`${prefix}${key}`)) ||
    DOMAIN_SUFFIXES.some((suffix) => stems.has(`${key}${suffix}`))
  );
}

/** 8 when the key spells a stem, 5 when a stem starts with the key or the key with a stem (keys of 4+). */
function domainScore(key: string, index: DomainIndex): number {
  if (spellsAnyOf(key, index.stems)) return DOMAIN_MATCH;
  if (key.length < 4) return 0;
  const startsWithStem = index.lengths.some(
    (length) => length <= key.length && index.stems.has(key.slice(0, length)),
  );
  return index.stemStarts.has(key) || startsWithStem ? 5 : 0;
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
