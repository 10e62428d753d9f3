import { describe, expect, it } from 'vitest';
import { documentOf } from '../../../../test/deck-document';
import { extractDeckBuiltin } from './extract';

/** Where the deck says it is based, read by the whole engine. */
const headquartersOf = (pages: readonly string[]) =>
  extractDeckBuiltin(documentOf(pages), 'hash-headquarters').profile.headquarters?.value;

describe('where a deck is based', () => {
  it('does not read two cities of its sales plan as its address', () => {
    expect(
      headquartersOf([
        'Signalhouse\nPipeline attribution for B2B marketing teams\nSignalhouse Inc., Toronto',
        'Round\nSeries A: US$12M\nUse: US sales team in New York and Chicago',
      ])?.country,
    ).toBe('CA');
  });
});

describe('an explicit headquarters statement', () => {
  it('outranks a city with its country elsewhere in the deck', () => {
    expect(
      headquartersOf([
        'Shiftwise\nScheduling for retail chains',
        'Where we are\nHeadquarters: Shiftwise Pte. Ltd., Singapore\nEngineering and customer success in Pune, India',
        'Ask\nRaising INR 15 Cr pre-Series A',
      ])?.country,
    ).toBe('SG');
  });
});

describe('a headquarters statement beside an office (issue 26, class 8)', () => {
  it('reads the seat over a sales office named in the same line', () => {
    expect(
      headquartersOf([
        'Quaylight\nGPU scheduling for model training',
        'Company\nHeadquartered in Copenhagen, with a sales office in New York\nCustomers in Boston and Austin',
        'Round\nSeries A: EUR 9M',
        'Contact\nhello@quaylight.io · +1 212 555 0100',
      ])?.country,
    ).toBe('DK');
  });

  it('reads "City, ST" in a footer, and "founded 2024 in <city>" when nothing else says it', () => {
    expect(
      headquartersOf([
        'Shiftpad | Seed Deck\nScheduling for urgent-care clinics\nShiftpad Health, Inc. | Denver, CO | Confidential | Draft 3',
        'Problem\nClinics fill shifts by group text',
      ])?.place,
    ).toBe('Denver');
    expect(
      headquartersOf([
        'Pitch Night 2025\nTeam 3',
        'Drehwerk\nDrehwerk, founded 2024 in Stuttgart by three machinists',
        'Ask\nPre-seed: EUR 500k',
      ])?.country,
    ).toBe('DE');
  });

  it('reads a German "Sitz:" line as the seat', () => {
    expect(
      headquartersOf([
        'Fräswerk\nZustandsüberwachung für Fräsmaschinen',
        'Standorte\nSitz: Munich\nOffices in Munich, Vienna and Zurich',
        'Finanzierung\nSeed: EUR 1.5M',
      ])?.country,
    ).toBe('DE');
  });
});

describe('who a deck sells to', () => {
  it('reads software that pharmacies pay for as sold to businesses, though it runs on an Android tablet', () => {
    const deck = extractDeckBuiltin(
      documentOf([
        "Dawa Ledger\nStock and reorder software for Tanzania's pharmacies",
        'Product\nBatch tracking on an Android tablet; reorders go to wholesalers in one tap',
        'Traction\nPharmacies paying: 180',
      ]),
      'hash-dawa',
    );
    expect(deck.profile.models.business).toBeGreaterThan(deck.profile.models.consumer);
  });

  it('reads a product sold as an API as sold to businesses, whatever its industry', () => {
    const deck = extractDeckBuiltin(
      documentOf([
        'Warrantly\nExtended warranties your checkout can offer',
        'Product\nQuote and issue cover in one API call; claims paid inside the platform',
        'Traction\n9 platforms live; 40,000 policies a month',
      ]),
      'hash-warrantly',
    );
    expect(deck.profile.models.business).toBeGreaterThan(deck.profile.models.consumer);
  });

  it('is whoever the deck says pays, over the people its product also serves', () => {
    // Tournelle (groundwork-deskless) read as consumer because its care notes are for "families".
    const deck = extractDeckBuiltin(
      documentOf([
        'Tournelle\nThe care round, planned and paid\nSeed · Lyon, France',
        "Tournelle\nDaily rounds and visit check-in on the carer's phone\nCare notes families and nurses can read\nAgencies pay per carer per month",
        'Seed round\n2.5 M€',
      ]),
      'hash-tournelle',
    );
    expect(deck.profile.primaryCustomer).toMatchObject({ value: 'business', page: 2 });
    expect(deck.profile.primaryCustomer?.quote).toContain('Agencies pay');
  });

  it('is not read from what customers buy', () => {
    // Mint (forerunner-consumer) read as B2B from "What brands you buy".
    const deck = extractDeckBuiltin(
      documentOf([
        'Mint\nPersonal finance for everyone',
        'Insights\nWhat brands you buy\nHow much families spend',
      ]),
      'hash-mint',
    );
    expect(deck.profile.primaryCustomer?.value).not.toBe('business');
  });
});

describe('the payer as a noun phrase', () => {
  const payerOf = (line: string) =>
    extractDeckBuiltin(documentOf([`Tablecraft\nOrdering software\nPricing\n${line}`]), 'hash-payer').profile
      .primaryCustomer?.value;

  it('reads the modifiers of the payer, not only its last word', () => {
    // "owners" alone names people paying for themselves; "restaurant owners" pay for a business.
    expect(payerOf('Restaurant owners pay $99 a month')).toBe('business');
    expect(payerOf('Fleet managers pay per vehicle')).toBe('business');
    expect(payerOf('Pet owners pay $12 a month')).toBe('consumer');
    expect(payerOf('The employer or operator pays per site')).toBe('business');
  });
});

describe('a two-sided app', () => {
  it('keeps the people it is free for apart from the businesses that pay', () => {
    // A gig-shift app (groundwork-deskless) read only as B2B escaped "consumer apps for gig workers".
    const deck = extractDeckBuiltin(
      documentOf([
        'Shiftdrop\nPick up extra shifts near you',
        'The app\nWorkers see open shifts at nearby stores\nTap to claim, get paid the same day',
        'How we make money\nFree for workers\nBusinesses pay a fee per shift filled; workers are independent contractors',
      ]),
      'hash-shiftdrop',
    );
    expect(deck.profile.primaryCustomer?.value).toBe('business');
    expect(deck.profile.freeSideUser).toMatchObject({ value: 'consumer', page: 3 });
  });

  it('has no free side when the employer of the workers buys it', () => {
    const deck = extractDeckBuiltin(
      documentOf([
        'Briefly\nShift briefings for frontline teams',
        'Product\nShift swaps and holiday requests in the same app\nSold to employers per site per month',
      ]),
      'hash-briefly',
    );
    expect(deck.profile.primaryCustomer?.value).toBe('business');
    expect(deck.profile.freeSideUser ?? null).toBeNull();
  });
});

describe('a deck about animals', () => {
  it('is in the pet business when its own statement names health care for pets', () => {
    // Dr Doodley (a16z-bio-health) read as human health from "Get Healthcare for your pets at Home".
    const deck = extractDeckBuiltin(
      documentOf([
        'Doodley\nGet Healthcare for your pets at Home',
        'Services\nVet visits, vaccinations and diagnostics at your doorstep',
      ]),
      'hash-doodley',
    );
    expect(deck.profile.primarySector?.value).toBe('pets');
  });
});

describe('what a statement says the company is, read by its grammar', () => {
  it('reads the last word of a compound as the business and the words before it as its market', () => {
    // Soldera (backed-vc-fintech, grade 2) read as a climate company: "Finance" alone is too vague
    // to count, so "Renewable Energy" named the sector of "Applied AI transforming Renewable Energy Finance".
    const deck = extractDeckBuiltin(
      documentOf([
        'Voltmark\nApplied AI transforming Renewable Energy Finance\nAccelerating transition to renewable energy',
        'Voltmark is an AI agent\nfor certificate reporting, management and sales',
      ]),
      'hash-voltmark',
    );
    expect(deck.profile.primarySector).toMatchObject({ value: 'fintech', page: 1 });
    expect(deck.profile.primarySector?.quote).toContain('Renewable Energy Finance');
  });

  it('reads AI named as the means as how the company works, not what it works on', () => {
    const deck = extractDeckBuiltin(
      documentOf([
        'Claimwise\nApplied AI transforming insurance claims',
        'Claimwise is an AI agent for adjusters',
      ]),
      'hash-claimwise',
    );
    expect(deck.profile.primarySector?.value).toBe('fintech');
  });

  it('reads "with generative AI" as the means even when what it works on is named in weak words', () => {
    // Finollama ("misleading financial content with Generative AI") read as an AI company.
    const deck = extractDeckBuiltin(
      documentOf(['Factcheq\nFlagging misleading financial content with Generative AI.']),
      'hash-factcheq',
    );
    expect(deck.profile.primarySector?.value).not.toBe('ai-ml');
  });

  it('keeps an AI company an AI company when the statement names nothing else', () => {
    const deck = extractDeckBuiltin(
      documentOf(['Tensorly\nGenerative AI models for every team\nWe build large language models']),
      'hash-tensorly',
    );
    expect(deck.profile.primarySector?.value).toBe('ai-ml');
  });

  it('does not read a compound after "for" as the business: it names the customer', () => {
    const deck = extractDeckBuiltin(
      documentOf(['Signalhouse\nPipeline attribution for B2B marketing teams\nSignalhouse Inc., Toronto']),
      'hash-signalhouse-2',
    );
    expect(deck.profile.primarySector?.value).toBe('marketing-adtech');
  });

  it('does not read an activity at the end of a compound as the business', () => {
    // "IoT based brain health monitoring" (Synapsil) is health monitoring, not a monitoring industry.
    const deck = extractDeckBuiltin(
      documentOf([
        'Neurowatch\nBrain health monitoring\nWearable brain health monitoring for stroke patients',
      ]),
      'hash-neurowatch',
    );
    expect(deck.profile.primarySector?.value).toBe('health');
  });
});

describe('a network business', () => {
  it('is not read from a technology platform named after its industry', () => {
    // Standard Treasury ("the banking platform", "Great API platform") read as a network (USV's top deck).
    const deck = extractDeckBuiltin(
      documentOf([
        'Ledgerline\nThe banking platform for fintech apps',
        'Product\nA great API platform\nA compute platform for ledgers',
      ]),
      'hash-ledgerline',
    );
    expect(deck.profile.models.network).toBe(0);
  });

  it('still reads a platform that connects two sides as one', () => {
    const deck = extractDeckBuiltin(
      documentOf(['Carelink\nA marketplace platform connecting doctors and patients']),
      'hash-carelink',
    );
    expect(deck.profile.models.network).toBeGreaterThan(0.3);
  });
});

describe('a deck that sells food through a marketplace', () => {
  it('is in food, not fintech, though its payments run through a processor (issue 26, class 4)', () => {
    const deck = extractDeckBuiltin(
      documentOf([
        'Hearthloaf\nSourdough and pastries from the bakery down the street, at your door by breakfast',
        'How it works\nHouseholds order the night before; 60 neighbourhood bakeries bake to order\nPayments are handled by Adyen; bakers get paid every Friday',
        'Traction\n8,500 loaves a week across Portland and Seattle',
        'The ask\nRaising $900k seed',
      ]),
      'hash-hearthloaf',
    );
    expect(deck.profile.primarySector?.value ?? deck.profile.sectors[0]?.industry).toBe('food-agriculture');
  });
});

describe('what a product is, not how it is delivered (issue 26, class 5)', () => {
  it('reads a ledger sold as an API as fintech, not as a developer tool', () => {
    const deck = extractDeckBuiltin(
      documentOf([
        'Tallyrail\nThe balance API for apps that hold customer money',
        'Product\nA double-entry ledger with balances per wallet, exposed as an API and an SDK\nReconciliation against bank statements every night',
        'Customers\n31 fintech apps and two neobanks',
      ]),
      'hash-tallyrail',
    );
    const share = (industry: string) => deck.profile.sectors.find((s) => s.industry === industry)?.share ?? 0;
    expect(share('developer-tools')).toBeLessThan(0.25);
  });

  it('reads "tests for your LLM app, in your CI" as a developer tool as much as an AI one', () => {
    const deck = extractDeckBuiltin(
      documentOf([
        'Gatekeep\nTests for your LLM app, in your CI',
        'Product\nScores every prompt change before it ships\nTraces of every answer in production',
        'Traction\n90 engineering teams',
      ]),
      'hash-gatekeep',
    );
    const share = (industry: string) => deck.profile.sectors.find((s) => s.industry === industry)?.share ?? 0;
    expect(share('developer-tools')).toBeGreaterThanOrEqual(share('ai-ml'));
  });

  it('reads a test runner that gates prompt changes in CI as a developer tool', () => {
    const deck = extractDeckBuiltin(
      documentOf([
        'Promptguard\nRegression tests for AI features, run on every pull request',
        'Product\nA pytest plugin and a CI check that fails the build when answers get worse\nTest suites written from real user sessions',
        'Customers\n75 engineering teams',
      ]),
      'hash-promptguard',
    );
    const share = (industry: string) => deck.profile.sectors.find((s) => s.industry === industry)?.share ?? 0;
    expect(share('developer-tools')).toBeGreaterThan(share('ai-ml'));
  });
});

describe('the regions a deck points at', () => {
  const regionsOf = (pages: readonly string[]) =>
    extractDeckBuiltin(documentOf(pages), 'hash-regions').profile.regions.map(({ region }) => region);

  it('does not read where its people come from ("French engineers") as where it sells or operates', () => {
    expect(
      regionsOf([
        'Mailpath\nA shared inbox for support teams',
        'Team\nEight French engineers and two designers',
      ]),
    ).not.toContain('europe');
  });

  it('does not read "French engineers" as a headquarters in France', () => {
    expect(
      headquartersOf([
        'Mailpath\nA shared inbox for support teams',
        'Team\nEight French engineers and two designers',
      ]),
    ).toBeUndefined();
  });

  it('guard: still reads a country named as a market', () => {
    expect(
      regionsOf(['Mailpath\nA shared inbox for support teams', 'Customers in France and Germany']),
    ).toContain('europe');
  });
});
