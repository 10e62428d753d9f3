import { describe, expect, it } from 'vitest';
import { documentOf } from '../../../../test/deck-document';
import { matchDeckBuiltin } from '../match/match';
import { findAnalogy } from './analogy';
import { extractDeckBuiltin } from './extract';

describe('findAnalogy', () => {
  it.each([
    ['We are Sentry for your data pipelines.', 'Sentry', 'your data pipelines'],
    ['Stripe for cross-border hiring.', 'Stripe', 'cross-border hiring'],
    ['We are the Figma of protein design.', 'Figma', 'protein design'],
    ["We're Robinhood for teens in Brazil", 'Robinhood', 'teens in Brazil'],
    ['Helixforge is the GitHub for biology', 'GitHub', 'biology'],
    ['Think of us as Duolingo for nurses', 'Duolingo', 'nurses'],
  ])('reads "%s" as %s for what follows', (text, brand, target) => {
    expect(findAnalogy(text)).toMatchObject({ brand, target });
  });

  it.each([
    'Scheduling for India’s retail workforce',
    'Treasury APIs for vertical software platforms',
    'Security for the factory floor',
    'AI triage for emergency departments',
    'We are building for the long term',
    'Plug-in for Shopify, VTEX and WooCommerce',
  ])('does not read "%s" as an analogy', (text) => {
    expect(findAnalogy(text)).toBeNull();
  });
});

const deck = (cover: string, product: string) =>
  extractDeckBuiltin(
    documentOf([
      `Acme\n${cover}\nSeed · Austin, Texas`,
      `Product\n${product}`,
      'Traction\n40 customers, $900k ARR',
      'Raise\n$3M seed',
    ]),
    `hash-${cover}`,
  );

describe('a deck that names a famous company as its model', () => {
  it('is in the sector of what it does, not of the company it names', () => {
    const hiring = deck(
      'Stripe for cross-border hiring.',
      'Hire employees and contractors in 60 countries; contracts, local payroll and benefits in one place.',
    );
    expect(hiring.profile.primarySector?.value).toBe('hr-work');
    const design = deck(
      'We are the Figma of protein design.',
      'Generative models design protein binders for pharma partners.',
    );
    expect(design.profile.primarySector?.value).toBe('biotech');
    // GitHub is a developer-tools word; here it only names the model.
    const lab = deck(
      'We are GitHub for wet-lab biology.',
      'Biologists share, version and run assays and protocols.',
    );
    expect(lab.profile.primarySector?.value).toBe('biotech');
    expect(lab.profile.sectors.find((s) => s.industry === 'developer-tools')).toBeUndefined();
  });

  it('reads a tool named as the model as what the deck builds, and what follows as its market', () => {
    // Drumlin (tessellate-infra) read as an IoT company: "sensor data" was all its identity said.
    const timeseries = deck(
      'We are Postgres for sensor data.',
      'Open-source time-series engine that speaks the Postgres wire protocol; columnar storage.',
    );
    expect(findAnalogy('We are Postgres for sensor data.')).toMatchObject({
      category: 'database',
      target: 'sensor data',
    });
    expect(timeseries.profile.primarySector?.value).toBe('infrastructure');
  });

  it('ranks below a real fintech deck for a fintech thesis', () => {
    const thesis = {
      text: 'We back seed-stage payments and banking infrastructure in the US.',
      version: 1,
      answers: [],
    };
    const compute = deck(
      'Stripe for GPU compute.',
      'One API to run AI inference across 14 clouds; usage-based billing.',
    );
    const payments = deck(
      'Payment APIs for marketplaces.',
      'Payouts, card acceptance and bank transfers in one API for marketplaces.',
    );
    expect(compute.profile.primarySector?.value).toBe('infrastructure');
    expect(matchDeckBuiltin(compute, thesis).matchScore).toBeLessThan(
      matchDeckBuiltin(payments, thesis).matchScore,
    );
  });
});
