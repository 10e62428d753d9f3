import type { DeckDocument } from '../src/deck/read/index';

/** A DeckDocument from page texts, for tests; `hidden` adds hidden text to a page by its number. */
export function documentOf(pages: readonly string[], hidden: Record<number, string[]> = {}): DeckDocument {
  return {
    pageCount: pages.length,
    pages: pages.map((text, i) => ({
      number: i + 1,
      text,
      source: text.trim() ? 'text-layer' : 'none',
      hiddenText: hidden[i + 1] ?? [],
    })),
    warnings: [],
    ocrPages: 0,
  };
}

/** A small fintech seed deck used across tests: every fact the extractors look for, once. */
export const LEDGERLY_PAGES = [
  'Ledgerly\nAutomated bookkeeping and payments software for small businesses\nledgerly.io',
  'The problem\nSmall businesses lose 10 hours a week reconciling invoices and bank accounts by hand.',
  'The solution\nLedgerly connects to bank accounts, matches invoices to payments and closes the books with machine learning.',
  'Traction\n1,200 paying customers\nARR grew to $1.4M in 2024, up 180% year over year',
  'Team\nMaria Okafor, Co-Founder & CEO (ex-Stripe, 10 years in payments)\nDavid Chen, Co-Founder & CTO (previously built accounting software at Intuit)',
  'The ask\nWe are raising a $3M Seed round\n18 months of runway\nLedgerly Inc. © 2025 — contact: maria@ledgerly.io — London, United Kingdom',
] as const;
