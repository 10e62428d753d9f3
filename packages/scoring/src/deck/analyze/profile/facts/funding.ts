import type { FundingStage } from '@pitchfit/contracts/deck';
import { quoteWindow } from '../../../../language/quote';
import { squashSpaces } from '../../../../language/text';
import type { Cited, Valuation, ValuationBasis } from '../../types';
import { toUsd } from '../../vocabulary/fx';
import { findMoney, type Money, type MoneyMention } from '../../vocabulary/money';
import { findStages } from '../../vocabulary/stage';
import type { PreparedDeck } from '../prepare';
import { type Cue, contextScore, cueScore, type MentionContext, mentionsInDeck } from './context';

const ASK_CUES: readonly Cue[] = [
  [/\b(currently raising|we are raising|we're raising|now raising|raising)\b/i, 3],
  // The same said in the languages decks are written in: "Levantamos", "captando", "levée de fonds".
  [
    /\b(levantamos|levantando|captando|captamos|buscamos|levée de fonds|nous levons|wir suchen|menggalang dana|raccogliamo|stiamo raccogliendo|cerchiamo|we halen|wij halen|zoeken|arıyoruz|szukamy|pozyskujemy|vi söker|vi tar in|vi henter|vi reiser|vi rejser|tunatafuta)\b/i,
    3,
  ],
  [/\b(funding ask|investment ask|the ask|our ask|asking|ask)\b/i, 3],
  [/\b(seeking|looking to raise)\b/i, 2.5],
  [/\b(raise|wishes to raise|plan to raise)\b/i, 2.5],
  [/\b(round size|this round|current round|fundrais\w*)\b/i, 2.5],
  [
    /\b(investment required|required investment|total required|investment needed|we need|need to raise)\b/i,
    2.5,
  ],
  [/\b(convertible note|safe|equity round)\b/i, 2.5],
  [/\binvestment\b/i, 1.5],
  [/\b(use of (funds|proceeds)|runway)\b/i, 1.5],
  [/\b(pre[\s-]*seed|seed|series [a-e]|angel round)\b/i, 1.5],
  [/\bfunding\b/i, 1],
  [/\b(financing|fund(ed)? (via|through|with))\b/i, 2],
  [/\blooking for\b/i, 1.5],
];

const NOT_ASK_CUES: readonly Cue[] = [
  [/\b(revenues?|arr|mrr|gmv|sales|turnover|profits?|ebitda|ebit|income|margins?|earnings)\b/i, -2.5],
  [/\b(markets?|tam|sam|som|industry|cagr)\b|(?<!investment )\bopportunity\b/i, -2.5],
  [
    /\b(price|pricing|per month|\/month|per user|per year|salary|salaries|costs?|spend|capex|grant|non-dilutive)\b/i,
    -1.5,
  ],
];

/** Said of this figure only: "(6 Cr confirmed)" or "previously raised" qualify the figure next to them, not the slide. */
const LOCAL_CUES: readonly Cue[] = [
  [
    /\b(raised|closed|completed|previously|previous|prior|last round|to date|till date|so far|total raised|already|historical|past)\b/i,
    -6,
  ],
  [/\b(valuation|valued|pre[\s-]?money|post[\s-]?money)\b/i, -2],
  [/\b(committed|commitments?|confirmed|soft commit\w*)\b/i, -1.5],
  [/\b(pre[\s-]*seed|seed|series [a-e]|angel)\b/i, 1],
];

/** A slide titled like this is the ask slide: its figures are likelier the ask. */
const ASK_HEADING =
  /\b(investment opportunity|the ask|our ask|funding ask|investment ask|raising|fundrais\w*|financing|use of funds|the round|this round|round|funding|investment|ronda|rodada|captação|captacao|inversión|investimento|investering|levée de fonds|finanzierungsrunde|finanzierung|finanziamento|financiering|finansiering|finansowanie|runda|yatırım|pendanaan|uwekezaji)\b/i;
const HEADING_LINES = 2;
const ASK_PAGE_BONUS = 1;
const ASK_PAGE_FIRST_BONUS = 2;

function heading(page: PreparedDeck['pages'][number]): string {
  return page.lines
    .filter((line) => line.cells.length > 0)
    .slice(0, HEADING_LINES)
    .map((line) => line.text)
    .join(' ');
}

/** A figure labelled as the ask: "Raising: $20M", "Investment: $3.0M", "Seed - $300,000", "Monto COP 6.000 millones". */
const ASK_LABEL_BEFORE =
  /\b(raising|raise|ask|asking|investment|round size|round|seeking|amount|total|seed|series [a-e]|monto|importe|montant|valor|betrag|beløp|belopp|bedrag|vi henter)\b\s*[:=\-–]?\s*(of\s+)?(~|approx\.?\s*)?$/i;
const ASK_LABEL_BONUS = 2;

const VALUATION_REACH_CHARS = 100;
const VALUATION_BEFORE =
  /(valuation|valued at|value of the company|pre[\s-]?money|post[\s-]?money|valuation cap|capped at)[^.;]{0,60}$/i;
// "$3M seed, post-money SAFE": the instrument's name prices nothing.
const VALUATION_AFTER =
  /^\s*(pre|post)(?:[\s-]?money\b(?![\s-]+(?:safes?|notes?|convertibles?)\b)|(?![\s-]*[a-z]))|^\s*(valuation\s+)?cap\b|^[^.;]{0,25}\b(valuation|pre[\s-]?money|post[\s-]?money)\b(?![\s-]+(?:safes?|notes?|convertibles?)\b)/i;
const PAST_VALUATION = /\b(last round|previous|prior|after|at first round|was valued|valued at)\b/i;

/**
 * "With $10M, we will get authorized": what the money will buy is said of the ask. The figure
 * must open the clause and the clause must say what "we" will do with it.
 */
const WITH_FIGURE_BEFORE =
  /(?:^|[.;:!?]\s*|\band\s+)with\s+(?:the\s+|this\s+|an?\s+)?(?:~|approx\.?\s*|additional\s+)?$/i;
const WITH_FIGURE_AFTER =
  /^\s*(?:in\s+(?:new\s+)?(?:funding|capital|investment)\s*)?,?\s*(?:we|the company|our team)\s+(?:will|'ll|can|plan to|are going to|expect to)\b/i;
const WITH_FIGURE_BONUS = 3;
/**
 * A label on a line of its own ("Raising:"), its value printed elsewhere on the slide: a reader
 * that gives a two-column table as separate runs loses which value sits beside which label.
 * The round is then the largest figure that stands alone on the slide, since the parts of a
 * round (use of funds, founder secondary, commitments) are smaller than the round.
 */
const ORPHAN_ASK_LABEL =
  /^\s*(?:raising|raise|the ask|our ask|ask|round size|round|amount raising|investment (?:ask|required|sought)|seeking|funding (?:ask|required|sought))\s*:\s*$/i;
const ORPHAN_LABEL_BONUS = 3;

/** Below this (in US dollars) a figure is a share price or a fee, never a company's valuation. */
const MIN_VALUATION_USD = 100_000;

/** Asks below this (in US dollars) are grants, prices or costs; above it, market sizes. */
const PLAUSIBLE_RAISE_USD = { min: 10_000, max: 2_000_000_000 } as const;
/** How strongly a figure must read as the ask before it is shown. */
const MIN_ASK_SCORE = 2.5;
const MIN_VALUATION_SCORE = 2;

interface Scored<M> {
  mention: M;
  context: MentionContext;
  score: number;
}

/** Where the previous figure in the cell ends: words before it belong to that figure, not this one. */
function previousFigureEnd(context: MentionContext): number | null {
  const previous = findMoney(context.cell.slice(0, context.start)).at(-1);
  return previous ? previous.index + previous.raw.length : null;
}

/**
 * Text before a figure, back to the previous figure in its cell; without one, across the label
 * cell to its left and the line break ("a fair pre-money value of the company / presently is €28m").
 */
function textBefore(context: MentionContext): string {
  const from = previousFigureEnd(context);
  if (from !== null) return context.cell.slice(from, context.start);
  const before = context.cell.slice(0, context.start);
  const label = before.trim() === '' ? context.labelBefore : '';
  // "Instrument | Post-money SAFE" over "Amount | USD 600k": a figure with a label of its own is
  // not qualified by the row above it.
  const ownLabel = label.trim() !== '' || ASK_LABEL_BEFORE.test(before);
  const previous = ownLabel ? '' : squashSpaces(context.previousLine);
  return `${previous.slice(-VALUATION_REACH_CHARS)} ${label} ${before}`.slice(-VALUATION_REACH_CHARS);
}

/** Text after a figure, up to the next figure in its cell: "$2M seed at $10M pre-money" says "pre-money" of $10M only. */
function textAfter(context: MentionContext): string {
  const after = context.cell.slice(context.end);
  const next = findMoney(after)[0];
  return next ? after.slice(0, next.index) : after;
}

/**
 * "MXN 9 millones (about USD 500k)", "€2M (≈ $2.2M)": a figure in brackets right after another
 * restates it in another currency; the figure the deck wrote first is the one it states.
 */
const RESTATED_BEFORE =
  /^\s*[([]\s*(?:about|approx\.?|approximately|around|roughly|circa|c\.|ca\.?|aprox\.?|aproximadamente|environ|ungefähr|sekitar|~|≈|=|i\.e\.)?\s*$/i;

/** "$2M at $10M", "$1.5M on a $12M cap": the second figure of "X at Y" is the price of the first. */
const PRICED_AT = /^\s*(?:seed|round|safe|note|equity|raise)?\s*(?:at|on)\s+(?:an?\s+)?(?:~|approx\.?\s*)?$/i;

function isValuationMention(context: MentionContext): boolean {
  const before = textBefore(context);
  if (previousFigureEnd(context) !== null && PRICED_AT.test(before)) return true;
  return VALUATION_BEFORE.test(before) || VALUATION_AFTER.test(ownTextAfter(context));
}

/**
 * What is said after a figure about that figure: "€2M at a pre-money valuation of €8M" prices
 * the €8M, so the words from "at" or "on" to the next figure are not about the €2M; nor are those
 * after a comma ("AUD 2.5M seed round, post-money AUD 12M").
 */
function ownTextAfter(context: MentionContext): string {
  const after = textAfter(context);
  const hasNextFigure = after.length < context.cell.length - context.end;
  if (!hasNextFigure) return after;
  const link = after.match(/\b(?:at|on)\b|[,;]/i);
  return link?.index === undefined ? after : after.slice(0, link.index);
}

function best<M>(scored: Scored<M>[], min: number): Scored<M> | null {
  let top: Scored<M> | null = null;
  for (const entry of scored) if (entry.score >= min && (!top || entry.score > top.score)) top = entry;
  return top;
}

function cite<T>(value: T, context: MentionContext): Cited<T> {
  return { value, page: context.page, quote: quoteWindow(context.cell, context.start, context.end) };
}

function asMoney(mention: MoneyMention, currency: string | null): Money {
  return { amount: mention.amount, maxAmount: mention.maxAmount, currency: mention.currency ?? currency };
}

export interface FundingFacts {
  raise: Cited<Money> | null;
  valuation: Cited<Valuation> | null;
  stage: Cited<FundingStage> | null;
  /** Share of the company offered for the raise, when the deck states it ("Stake: 15%"). */
  equityOffered: Cited<number> | null;
}

/**
 * The amount being raised now, the valuation and the stage, by the words around each figure:
 * "raising", "ask", "round size" count for a figure; "raised", "revenue", "market" against it.
 * The deck's usual currency stands in for a figure written without one.
 */
export function extractFunding(deck: PreparedDeck, deckCurrency: string | null): FundingFacts {
  const { asks, valuations } = scoreMoneyMentions(deck, deckCurrency);
  const ask = best(asks, MIN_ASK_SCORE);
  const valuation = best(valuations, MIN_VALUATION_SCORE);
  return {
    raise: ask ? cite(asMoney(ask.mention, deckCurrency), ask.context) : null,
    valuation: valuation
      ? cite(
          { ...asMoney(valuation.mention, deckCurrency), basis: valuationBasis(valuation.context) },
          valuation.context,
        )
      : null,
    stage: extractStage(deck, ask?.context ?? null),
    equityOffered: ask ? extractEquityOffered(deck, ask.context) : null,
  };
}

/** Every money mention scored as a possible ask or valuation (exported for diagnostics and tests). */
export function scoreMoneyMentions(deck: PreparedDeck, deckCurrency: string | null) {
  const pageCount = deck.pages.length;
  const askPages = new Set(
    deck.pages.filter((page) => ASK_HEADING.test(heading(page))).map((page) => page.number),
  );
  const seenOnPage = new Set<number>();
  // Mentions come in reading order: the first figure on an ask slide is usually the ask itself.
  const firstOnPage = (context: MentionContext) => {
    if (seenOnPage.has(context.page)) return false;
    seenOnPage.add(context.page);
    return true;
  };
  const moneyMentions = mentionsInDeck(deck, findMoney);
  const orphanLabelFigure = largestStandaloneFigures(
    moneyMentions,
    new Set(
      deck.pages
        .filter((page) => page.lines.some((line) => ORPHAN_ASK_LABEL.test(line.text)))
        .map((page) => page.number),
    ),
  );
  const sums = totalsOfTheirParts(moneyMentions);
  const asks: Scored<MoneyMention>[] = [];
  const valuations: Scored<MoneyMention>[] = [];
  for (const { mention, context } of moneyMentions) {
    // "80,000 transactions": a bare number is a count until a currency or scale says otherwise.
    if (mention.bare) continue;
    if (previousFigureEnd(context) !== null && RESTATED_BEFORE.test(textBefore(context))) continue;
    if (isValuationMention(context)) {
      const usd = toUsd(mention.amount, mention.currency ?? deckCurrency);
      if (usd === null || usd >= MIN_VALUATION_USD)
        valuations.push({ mention, context, score: valuationScore(context) });
      continue;
    }
    let score = contextScore(context, [...ASK_CUES, ...NOT_ASK_CUES], LOCAL_CUES);
    if (ASK_LABEL_BEFORE.test(context.labelBefore)) score += ASK_LABEL_BONUS;
    if (orphanLabelFigure.has(mention) || sums.has(mention)) score += ORPHAN_LABEL_BONUS;
    if (
      WITH_FIGURE_BEFORE.test(context.cell.slice(0, context.start)) &&
      WITH_FIGURE_AFTER.test(context.cell.slice(context.end))
    )
      score += WITH_FIGURE_BONUS;
    const usd = toUsd(mention.maxAmount ?? mention.amount, mention.currency ?? deckCurrency);
    // "Raising CZK 60 mil." read as 60 crowns: no round is that small, so the deck states no ask it can be held to.
    if (usd !== null && usd < PLAUSIBLE_RAISE_USD.min) continue;
    if (usd !== null && usd > PLAUSIBLE_RAISE_USD.max) score -= 5;
    if (mention.currency === null && deckCurrency === null) score -= 1;
    if (pageCount > 2 && context.page > pageCount * 0.4) score += 0.5;
    if (askPages.has(context.page)) score += firstOnPage(context) ? ASK_PAGE_FIRST_BONUS : ASK_PAGE_BONUS;
    asks.push({ mention, context, score });
  }
  return { asks, valuations };
}

const TOTAL_LABEL = /\btotal\s*[:=\-–]?\s*$/i;

/**
 * "Hiring $900k, Sales $800k, ... Total $2.2M": a total that is the sum of the figures above it on
 * its slide is the round they split, whatever the slide is called.
 */
function totalsOfTheirParts(
  mentions: ReadonlyArray<{ mention: MoneyMention; context: MentionContext }>,
): Set<MoneyMention> {
  const totals = new Set<MoneyMention>();
  const partsOnPage = new Map<number, MoneyMention[]>();
  for (const { mention, context } of mentions) {
    if (mention.bare) continue;
    const parts = partsOnPage.get(context.page) ?? [];
    const before = `${context.labelBefore} ${textBefore(context)}`;
    const sum = parts
      .filter((part) => part.currency === mention.currency)
      .reduce((total, part) => total + part.amount, 0);
    if (
      TOTAL_LABEL.test(before) &&
      parts.length >= 2 &&
      Math.abs(sum - mention.amount) <= 0.01 * mention.amount
    )
      totals.add(mention);
    partsOnPage.set(context.page, [...parts, mention]);
  }
  return totals;
}

/** On each given page, the largest figure that is a whole cell by itself ("$20-$25 Million"). */
function largestStandaloneFigures(
  mentions: ReadonlyArray<{ mention: MoneyMention; context: MentionContext }>,
  pages: ReadonlySet<number>,
): Set<MoneyMention> {
  const largest = new Map<number, MoneyMention>();
  for (const { mention, context } of mentions) {
    if (!pages.has(context.page) || mention.bare || context.cell.trim() !== mention.raw) continue;
    const current = largest.get(context.page);
    if (!current || (mention.maxAmount ?? mention.amount) > (current.maxAmount ?? current.amount))
      largest.set(context.page, mention);
  }
  return new Set(largest.values());
}

function valuationScore(context: MentionContext): number {
  const before = textBefore(context);
  let score = 3;
  if (
    /pre[\s-]?money|post[\s-]?money|\b(pre|post)\b/i.test(
      `${before.slice(-40)} ${textAfter(context).slice(0, 20)}`,
    )
  )
    score += 1;
  if (PAST_VALUATION.test(context.segment)) score -= 2;
  return score;
}

function valuationBasis(context: MentionContext): ValuationBasis {
  const text = `${textBefore(context)} ${textAfter(context).slice(0, 30)}`;
  if (/post[\s-]?money|\bpost\b/i.test(text)) return 'post-money';
  if (/pre[\s-]?money|\bpre\b/i.test(text)) return 'pre-money';
  return 'unspecified';
}

const STAGE_CUES: readonly Cue[] = [
  [/\b(raising|raise|round|ask|seeking|fundrais\w*|funding|investment)\b/i, 2],
];
const PAST_STAGE_CUES: readonly Cue[] = [
  [/\b(raised|previous|prior|last|completed|closed|led by|in \d{4})\b/i, -3],
];
const MIN_STAGE_SCORE = 1.5;
/** Written just before a stage: the round being raised, not one closed. */
const NEXT_ROUND_LABEL = /\b(?:proposed|planned|this|current)\s*$/i;
const NEXT_ROUND_WEIGHT = 3;

/** The stage of the round being raised: a stage named next to the ask, or with "round"/"raising" words. */
function extractStage(deck: PreparedDeck, askContext: MentionContext | null): Cited<FundingStage> | null {
  const scored: Scored<ReturnType<typeof findStages>[number]>[] = mentionsInDeck(deck, findStages).map(
    ({ mention, context }) => {
      let score = cueScore(context.segment, [...STAGE_CUES, ...PAST_STAGE_CUES]);
      for (const { text, weight } of context.surroundings) score += weight * cueScore(text, STAGE_CUES) * 0.5;
      // "Seed round", "Seed-stage company": the stage the deck says it is at.
      if (/round|stage/i.test(mention.raw)) score += 1;
      // "Series A, Series B, Proposed Series C": a chart of rounds labels the one being raised.
      const label = `${squashSpaces(context.previousLine)} ${context.cell.slice(0, context.start)}`;
      if (NEXT_ROUND_LABEL.test(label)) score += NEXT_ROUND_WEIGHT;
      if (
        askContext &&
        askContext.page === context.page &&
        Math.abs(askContext.lineIndex - context.lineIndex) <= 3
      )
        score += 2;
      if (context.page === 1) score += 1;
      // A cover that names only the stage ("Series-A") is the deck's title for its round.
      if (context.page === 1 && context.cell.trim() === mention.raw) score += 1;
      return { mention, context, score };
    },
  );
  const top = best(scored, MIN_STAGE_SCORE);
  return top ? cite(top.mention.stage, top.context) : null;
}

const EQUITY_PATTERN =
  /\b(?:stake|equity|dilution)\b[^\d%]{0,12}(\d{1,2}(?:\.\d+)?)\s?%|(\d{1,2}(?:\.\d+)?)\s?%\s+(?:stake|equity|dilution)\b/i;
const EQUITY_SEARCH_LINES = 3;

/** "Stake: 15%" or "20% equity" within a few lines of the ask. */
function extractEquityOffered(deck: PreparedDeck, askContext: MentionContext): Cited<number> | null {
  const page = deck.pages.find((p) => p.number === askContext.page);
  if (!page) return null;
  const from = Math.max(0, askContext.lineIndex - EQUITY_SEARCH_LINES);
  for (const line of page.lines.slice(from, askContext.lineIndex + EQUITY_SEARCH_LINES + 1)) {
    // Whole lines: a table row "Stake      15%" is two cells.
    const text = squashSpaces(line.text);
    const match = text.match(EQUITY_PATTERN);
    const percent = Number(match?.[1] ?? match?.[2]);
    if (match && percent > 0 && percent < 100) {
      const start = match.index ?? 0;
      return {
        value: percent / 100,
        page: page.number,
        quote: quoteWindow(text, start, start + match[0].length),
      };
    }
  }
  return null;
}
