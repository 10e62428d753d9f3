import { describe, expect, it } from 'vitest';
import { documentOf } from '../../../../../test/deck-document';
import { extractDeckBuiltin } from '../extract';

/** A short deck whose last slide is the one under test; the rest states no figures. */
function fundingOf(askSlide: string, extraSlides: readonly string[] = []) {
  const pages = [
    'Quillwork\nField service scheduling for plumbing and electrical contractors\nquillwork.app',
    'Problem\nContractors lose a day a week to phone tag with customers.',
    'Solution\nQuillwork books, reminds and reroutes crews automatically.',
    ...extraSlides,
    askSlide,
  ];
  return extractDeckBuiltin(documentOf(pages), 'hash').facts;
}

const usd = (amount: number, maxAmount: number | null = null) => ({ amount, maxAmount, currency: 'USD' });

describe('the round and its price in one sentence', () => {
  it('reads "raising X seed at Y pre-money valuation" as a raise of X and a pre-money of Y', () => {
    const facts = fundingOf('Our round\nRaising $2M seed at $10M pre-money valuation');
    expect(facts.raise?.value).toEqual(usd(2_000_000));
    expect(facts.valuation?.value).toEqual({ ...usd(10_000_000), basis: 'pre-money' });
  });

  it('reads "raising X on a Y post-money SAFE"', () => {
    const facts = fundingOf('Investment\nWe are raising $1.2M on a $14M post-money SAFE');
    expect(facts.raise?.value).toEqual(usd(1_200_000));
    expect(facts.valuation?.value).toEqual({ ...usd(14_000_000), basis: 'post-money' });
  });

  it('reads "Round: X at Y" with no valuation word', () => {
    const facts = fundingOf('Next steps\nRound: $3M at $18M');
    expect(facts.raise?.value).toEqual(usd(3_000_000));
    expect(facts.valuation?.value).toEqual({ ...usd(18_000_000), basis: 'unspecified' });
  });

  it('reads "X at a pre-money valuation of Y", the valuation words between the two figures', () => {
    const facts = fundingOf('The round\nSeed round of €2M at a pre-money valuation of €8M');
    expect(facts.raise?.value).toEqual({ amount: 2_000_000, maxAmount: null, currency: 'EUR' });
    expect(facts.valuation?.value).toEqual({
      amount: 8_000_000,
      maxAmount: null,
      currency: 'EUR',
      basis: 'pre-money',
    });
  });

  it('reads "X on a post-money SAFE with a Y cap"', () => {
    const facts = fundingOf('Terms\nRaising $500K on a post-money SAFE with a $6M cap');
    expect(facts.raise?.value).toEqual(usd(500_000));
    expect(facts.valuation?.value).toEqual({ ...usd(6_000_000), basis: 'post-money' });
  });

  it('reads a cap written after the figure', () => {
    const facts = fundingOf('The raise\n$750K SAFE at an $8M cap');
    expect(facts.raise?.value).toEqual(usd(750_000));
    expect(facts.valuation?.value.amount).toBe(8_000_000);
  });

  it('keeps a valuation stated first from taking the raise after it', () => {
    const facts = fundingOf('Terms\nPre-money valuation $12M, raising $2.5M');
    expect(facts.raise?.value).toEqual(usd(2_500_000));
    expect(facts.valuation?.value).toEqual({ ...usd(12_000_000), basis: 'pre-money' });
  });

  it('reads "raising X at Y pre-money" in euros, keeping the currency', () => {
    const facts = fundingOf('Financing\nWe are raising €1.5M at a €9M pre-money');
    expect(facts.raise?.value).toEqual({ amount: 1_500_000, maxAmount: null, currency: 'EUR' });
    expect(facts.valuation?.value).toEqual({
      amount: 9_000_000,
      maxAmount: null,
      currency: 'EUR',
      basis: 'pre-money',
    });
  });
});

describe('asks in the currencies and units decks use', () => {
  it.each([
    ['Seeking CHF 2.4m to expand to Germany', 2_400_000, null, 'CHF'],
    ['Raising SEK 20 million in a seed round', 20_000_000, null, 'SEK'],
    ['We are looking to raise ₹8 Cr', 80_000_000, null, 'INR'],
    ['Funding ask: INR 60 lakh', 6_000_000, null, 'INR'],
    ['Raising £900k pre-seed', 900_000, null, 'GBP'],
    ['The ask: $1-1.5M', 1_000_000, 1_500_000, 'USD'],
    ['Investment ask: between £600k and £900k', 600_000, 900_000, 'GBP'],
    ['Raising EUR 3 mn Series A', 3_000_000, null, 'EUR'],
    // In the deck's own language, and with the scale word of that language.
    ['Buscamos COP 3.500 millones en una ronda semilla', 3_500_000_000, null, 'COP'],
    ['Raccogliamo EUR 1,8 milioni in un round seed', 1_800_000, null, 'EUR'],
    ['Wir suchen 2 Mio. EUR Seed-Kapital', 2_000_000, null, 'EUR'],
    ['Wij halen EUR 2,5 miljoen op in een seedronde', 2_500_000, null, 'EUR'],
    ['Seed turu: TRY 45 milyon arıyoruz', 45_000_000, null, 'TRY'],
    ['Vi söker SEK 15 mkr i en seedrunda', 15_000_000, null, 'SEK'],
    ['Vi henter NOK 25 mill. i en seedrunde', 25_000_000, null, 'NOK'],
    ['Valor R$ 7 mi', 7_000_000, null, 'BRL'],
    ['Montant XOF 600 millions', 600_000_000, null, 'XOF'],
    ['Raising CAD $4M seed', 4_000_000, null, 'CAD'],
    // The valuation after a comma is the next figure's, not this one's.
    ['AUD 2.5M seed round, post-money AUD 12M', 2_500_000, null, 'AUD'],
  ])('reads "%s"', (line, amount, maxAmount, currency) => {
    expect(fundingOf(`The round\n${line}`).raise?.value).toEqual({ amount, maxAmount, currency });
  });
});

describe('an ask written in its own currency with a conversion beside it (issue 26, class 11)', () => {
  it('keeps the stated currency over the converted figure in brackets', () => {
    const facts = fundingOf('Rodada\nCaptando R$ 4 milhões (aprox. US$ 800 mil) em rodada seed');
    expect(facts.raise?.value).toEqual({ amount: 4_000_000, maxAmount: null, currency: 'BRL' });
  });

  it('reads the amount of a Spanish round table: "Monto | COP 6.000 millones" beside its dollar figure', () => {
    const facts = fundingOf(
      'La ronda / The round\nRonda Seed\nMonto COP 6.000 millones\nEn USD about USD 1.5M',
    );
    expect(facts.raise?.value).toEqual({ amount: 6e9, maxAmount: null, currency: 'COP' });
  });

  it('reads a Spanish "levantamos" sentence on a slide titled "Ronda"', () => {
    const facts = fundingOf('Ronda\nLevantamos COP 2.000 millones (~USD 480k) para crecer en Medellín');
    expect(facts.raise?.value.currency).not.toBe('USD');
  });
});

describe('asks in a two-column table', () => {
  it('reads the value cell beside its label cell', () => {
    const facts = fundingOf(
      'Deal terms\nRaising:        $4M\nPre-money:        $16M\nInstrument:        Priced equity',
    );
    expect(facts.raise?.value).toEqual(usd(4_000_000));
    expect(facts.valuation?.value).toEqual({ ...usd(16_000_000), basis: 'pre-money' });
  });
});

describe('asks in a table whose labels and values the reader gives apart', () => {
  it('takes the largest standalone figure of a slide with a "Raising:" label on its own line', () => {
    const facts = fundingOf(
      'Terms of the round\nOnto balance sheet:\nBoard:\nRaising:\nSecondary:\n$9-12 Million\n2 investors, 1 independent\n$15-$18 Million\n$3-6 Million',
      ['History\nWe raised a $900K seed in 2021'],
    );
    expect(facts.raise?.value).toEqual(usd(15_000_000, 18_000_000));
  });
});

describe('an ask stated as what the money buys', () => {
  it('reads "With X, we will ..."', () => {
    const facts = fundingOf('Plan\nWith $6M, we will open offices in three new states');
    expect(facts.raise?.value).toEqual(usd(6_000_000));
  });
});

describe('no raise where the deck states none', () => {
  it('reads "closed our Series A of CAD 9M" in an investor update as a past round, not the ask', () => {
    const facts = extractDeckBuiltin(
      documentOf([
        'Tillpoint\nQuarterly update for our investors, Q2',
        'This quarter\nClosed our Series A of CAD 9M in April; the hiring plan is on track',
        'Asks\nIntroductions to grocery buying groups\nWe are not raising; the next round is planned for 2028',
      ]),
      'hash-update',
    ).facts;
    expect(facts.raise).toBeNull();
  });

  it('does not take a past round or a market size for the ask', () => {
    const facts = fundingOf('Company history\nWe raised $1.1M from angels in 2022', [
      'Market\nThe field service software market is worth $40B',
    ]);
    expect(facts.raise).toBeNull();
  });

  it('does not take "with X of revenue" for the ask', () => {
    expect(fundingOf('Traction\nWith $2M in revenue, we are profitable').raise).toBeNull();
  });
});

describe('a term table whose instrument row names the valuation basis', () => {
  it('reads "Amount" under "Instrument: post-money SAFE" as the raise, not a valuation', () => {
    const facts = fundingOf('Seed round\nInstrument Post-money SAFE\nAmount USD 900k\nValuation cap USD 7M', [
      'Traction\nPre-seed (2022) USD 300k\nARR USD 410k',
    ]);
    expect(facts.raise?.value).toEqual(usd(900_000));
    expect(facts.valuation?.value.amount).toBe(7_000_000);
  });
});

describe('an ask given only as a total (issue 26, class 11)', () => {
  it('reads the total of a use-of-funds table as the raise, not its first line', () => {
    const facts = fundingOf(
      'Use of funds\nHiring engineers $700k\nSales team $500k\nReserve $300k\nTotal $1.5M',
    );
    expect(facts.raise?.value).toEqual(usd(1_500_000));
  });

  it('reads the total of a round table, not what is already committed', () => {
    const facts = fundingOf(
      'Series A\nTotal ¥600M\nOf which committed ¥250M from our seed investors\nLead Open',
    );
    expect(facts.raise?.value).toEqual({ amount: 600_000_000, maxAmount: null, currency: 'JPY' });
  });
});
