import { describe, expect, it } from 'vitest';
import { documentOf } from '../../../../test/deck-document';
import { extractDeckBuiltin } from './extract';

/**
 * Issue 26, deck side: misreadings found by auditing the profile of every real deck in the shared
 * corpus (what the company makes, who pays, where it is). Every deck here is invented, written the
 * way such decks are.
 */
const read = (pages: readonly string[]) => extractDeckBuiltin(documentOf(pages), 'hash-corpus-audit');
const filler = (count: number) =>
  Array.from({ length: count }, (_, i) => `Section ${i + 1}\nLicensing terms`);

describe('a software company is not a hardware maker (classes 4 and 5)', () => {
  const softwareLines = [
    'Quillbase\nThe embedded database for device makers',
    'Where it runs\nEmbedded in hardware from routers to set-top boxes',
    'Why customers switch\nLower hardware costs, longer product lifetime',
    'Distribution\nThe batteries-included database for every independent software vendor',
    'Partners\nSold as "batteries included" with platform vendors',
  ];

  it('reads "embedded in hardware", "hardware costs" and "batteries included" as no device of its own', () => {
    expect(read(softwareLines).profile.hardware ?? null).toBeNull();
  });

  it('counts passing hardware lines in a long company document as trace mentions', () => {
    const lines = [
      'Quillbase\nThe embedded database for device makers',
      'Compatibility\nHardware / operating system matrix',
      'Certification\nHardware partners certify each release',
      'Support\nHardware faults are out of scope',
    ];
    const short = read(lines).profile.hardware?.value ?? 0;
    const long = read([...lines, ...filler(60)]).profile.hardware?.value ?? 0;
    expect(short).toBe(1);
    expect(long).toBeGreaterThan(0);
    expect(long).toBeLessThan(0.4);
  });

  it('does not read a software prototype as a device', () => {
    const deck = read([
      'Voxa\nDub any video into twenty languages in its speaker’s own voice',
      'Solution\nPrototype deep-dive: upload, translate, synthesise',
      'Progress\nWe have already built a prototype with two studios',
      'Ask\nRaising €2M seed',
    ]);
    expect(deck.profile.hardware ?? null).toBeNull();
  });

  it('still reads a company that builds devices as a hardware maker', () => {
    const deck = read([
      'Gridcell\nThermal batteries for factories',
      'Product\nA 2 MWh battery module, built on our pilot line',
      'Roadmap\nSerial production from 2026, 40 units shipped so far',
      'Ask\nRaising €4M seed',
    ]);
    expect(deck.profile.hardware?.value).toBe(1);
  });
});

describe('where a company is (class 8)', () => {
  it('does not read a place in an aside on the last slide as the headquarters', () => {
    const deck = read([
      'Certora\nRenewable energy certificates, traded by software',
      'Market\nCorporate buyers need certificates they can trust',
      'Comparison\nNo double counting issues (except Norway)\nDouble counting issues elsewhere',
    ]);
    expect(deck.profile.headquarters ?? null).toBeNull();
  });

  it('still reads a place in brackets that hold only places', () => {
    const deck = read([
      'Certora (Oslo, Norway)\nRenewable energy certificates, traded by software',
      'Ask\nRaising €1M',
    ]);
    expect(deck.profile.headquarters?.value.country).toBe('NO');
  });
});

describe('who pays (class 5)', () => {
  it('does not read the company’s own legal registration as a business customer', () => {
    const deck = read([
      'Gharseva\nDoctors and nurses at your parents’ home, booked by families',
      'Who we serve\nElderly people living alone, families abroad',
      'Legal structure\nRegistered under the Companies Act, 2013 (India)',
      'Ask\nRaising ₹2 crore',
    ]);
    expect(deck.profile.models.business).toBe(0);
    expect(deck.profile.models.consumer).toBe(1);
  });
});
