import { describe, expect, it } from 'vitest';
import { documentOf } from '../../../../../test/deck-document';
import { extractDeckBuiltin } from '../extract';

const oneLinerOf = (pages: readonly string[]) =>
  extractDeckBuiltin(documentOf(pages), `hash-${pages[0]}`).facts.oneLiner?.value ?? null;
const BODY = [
  'The problem\nDistributors chase payments by phone and spreadsheet.',
  'How it works\nInvoices go out with a payment link; payments reconcile themselves.',
  'Traction\n240 distributors, ARR $400K',
  'The ask\nRaising $1.5M seed',
];
const withFooter = (pages: readonly string[], footer: string) =>
  pages.map((page, index) => `${page}\n${footer} ${index + 1}`);

describe('the one-liner', () => {
  it('is the cover tagline, not the footer that names the company on every slide', () => {
    const cover = "Dhanrekha\nUPI collections and reconciliation for India's distributors";
    for (const footer of [
      'Dhanrekha Technologies Pvt. Ltd. · Pune',
      'Dhanrekha Technologies Pvt. Ltd.',
      'Dhanrekha, Pune, India',
    ])
      expect(oneLinerOf(withFooter([cover, ...BODY], footer))).toBe(
        "UPI collections and reconciliation for India's distributors",
      );
  });

  it('is never the cover line joined to the footer under it', () => {
    const cover = 'Belajar Pintar\nSeries A';
    expect(oneLinerOf(withFooter([cover, ...BODY], 'PT Belajar Pintar Indonesia · Jakarta'))).toBeNull();
  });

  it('keeps the last word of a tagline wrapped onto a line of its own', () => {
    const cover = 'VOLTWAY\nCharging infrastructure for electric\nfleets\nSeries A · Madrid';
    expect(oneLinerOf([cover, ...BODY])).toBe('Charging infrastructure for electric fleets');
  });

  it('may be a tagline in the logo line on every slide', () => {
    const pages = [...BODY].map((page) => `Ledgerline: payment links that reconcile themselves\n${page}`);
    expect(oneLinerOf(pages)).toBe('Ledgerline: payment links that reconcile themselves');
  });
});
