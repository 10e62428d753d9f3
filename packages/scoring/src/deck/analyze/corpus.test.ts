import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { corpusDir } from '@pitchfit/testing/corpus';
import { describe, expect, it } from 'vitest';
import { DECK_READ_LIMITS, readDeck } from '../read/index';
import { deckContentHash } from './content-hash';
import { matchDeckBuiltin } from './match/match';
import { extractDeckBuiltin } from './profile/extract';

/** A few real decks from the shared corpus, read by readDeck without OCR (their text layers are clean). */
async function extractCorpusDeck(file: string) {
  const bytes = new Uint8Array(await readFile(join(corpusDir(), 'decks', file)));
  const document = await readDeck(bytes, { ...DECK_READ_LIMITS, ocr: false });
  return extractDeckBuiltin(document, deckContentHash(bytes));
}

const READ_TIMEOUT_MS = 90_000;

describe('built-in engine on corpus decks', () => {
  it(
    'front-series-a: name, founders, a $10M Series A',
    async () => {
      const { facts } = await extractCorpusDeck('front-series-a.pdf');
      expect(facts.companyName?.value).toBe('Front');
      expect(facts.founders.map((f) => f.value.name)).toEqual(['Mathilde Collin', 'Laurent Perrin']);
      expect(facts.raise?.value).toEqual({ amount: 10_000_000, maxAmount: null, currency: 'USD' });
      expect(facts.stage?.value).toBe('series-a');
      expect(facts.industry?.value).toBe('enterprise-software');
    },
    READ_TIMEOUT_MS,
  );

  it(
    'metacert: a range raise on a stated pre-money valuation',
    async () => {
      const extraction = await extractCorpusDeck('metacert.pdf');
      expect(extraction.facts.companyName?.value).toBe('MetaCert');
      expect(extraction.facts.raise?.value).toEqual({
        amount: 750_000,
        maxAmount: 1_000_000,
        currency: 'USD',
      });
      expect(extraction.facts.valuation?.value).toEqual({
        amount: 5_900_000,
        maxAmount: null,
        currency: 'USD',
        basis: 'pre-money',
      });
      const match = matchDeckBuiltin(extraction, { text: 'Cybersecurity at seed.', version: 1, answers: [] });
      // $875K midpoint + $5.9M pre-money.
      expect(match.investment.postMoneyUsd).toBe(6_775_000);
    },
    READ_TIMEOUT_MS,
  );

  it(
    'we360-ai: an ask in crore with the currency kept',
    async () => {
      const { facts, profile } = await extractCorpusDeck('we360-ai-2025.pdf');
      expect(facts.companyName?.value).toBe('We360.ai');
      expect(facts.raise?.value).toEqual({ amount: 180_000_000, maxAmount: null, currency: 'INR' });
      expect(facts.stage?.value).toBe('pre-series-a');
      expect(profile.regions[0]?.region).toBe('india');
    },
    READ_TIMEOUT_MS,
  );

  it(
    'ranks a climate deck above a B2B inbox for a climate thesis, and the other way round for a SaaS thesis',
    async () => {
      const [soldera, front] = await Promise.all([
        extractCorpusDeck('soldera-2024.pdf'),
        extractCorpusDeck('front-series-a.pdf'),
      ]);
      const climate = {
        text: 'We invest in climate: emissions cuts, renewable energy and carbon removal.',
        version: 1,
        answers: [],
      };
      const saas = {
        text: 'We invest in B2B SaaS and enterprise collaboration software.',
        version: 1,
        answers: [],
      };
      expect(matchDeckBuiltin(soldera, climate).matchScore).toBeGreaterThan(
        matchDeckBuiltin(front, climate).matchScore + 0.15,
      );
      // Soldera sells its AI reporting software to corporations: B2B software too, which a thesis
      // naming only B2B SaaS counts in any vertical, so its margin under the inbox is smaller; and it
      // says "enterprise" and "software" more often than the inbox does (the thesis-words tie-break).
      expect(matchDeckBuiltin(front, saas).matchScore).toBeGreaterThan(
        matchDeckBuiltin(soldera, saas).matchScore + 0.08,
      );
    },
    READ_TIMEOUT_MS,
  );
});
