import { describe, expect, it } from 'vitest';
import type { ThesisProfile } from './thesis';
import { parseThesis } from './thesis';
import { readClauses } from './thesis-reader';

/**
 * Issue 26, found on the sixth real-deck eval half once it was opened (it read 0.277 at first
 * sight): a solo investor's thread ("7/ Hard nos: consumer apps. Hardware."), an associate's decline
 * email ("**Also out:** anything consumer", "That means CRM, BI and HR software", "(or not)"), an EU
 * Article 9 disclosure ("reduce or avoid emissions", "do no significant harm", "outside the Fund's
 * investment strategy"), a revenue-based lender's page ("No equity, no board seat", "What the money is
 * for", "not your stage", "per facility"), and a newsletter announcing a fund ("the bar you'd never have
 * found", "is outside Fund I"). Each case is written for this file, none in the half's wording, and
 * failed before its fix.
 */
const read = (text: string) => parseThesis({ text, answers: [] });
const wanted = (thesis: ThesisProfile) => thesis.sectors?.value.map(({ industry }) => industry) ?? [];
const ruledOut = (thesis: ThesisProfile) =>
  thesis.exclusions.flatMap(({ value }) =>
    value.scopes.flatMap((scope) => [
      ...scope.industries,
      ...scope.subsectors.map(({ industry }) => industry),
      ...scope.models,
      ...scope.stages,
      ...scope.terms,
    ]),
  );
const polarityOf = (text: string, quote: RegExp) =>
  readClauses(text).find((clause) => quote.test(clause.quote))?.polarity;

describe('verdict labels', () => {
  const THREAD = `1/ My new fund backs AI software that companies pay for.

4/ Hard nos: consumer apps. Robots and other hardware. Biotech (the trials outlast my fund). Legal tech (no edge, and I know it).

5/ I love fintech.`;

  it('carries "Hard nos:" over the bare items that follow it in the same post', () => {
    const thesis = read(THREAD);
    expect(ruledOut(thesis)).toEqual(expect.arrayContaining(['consumer', 'hardware-iot', 'biotech']));
    expect(wanted(thesis)).not.toContain('biotech');
    expect(wanted(thesis)).not.toContain('hardware-iot');
  });

  it('guard: stops carrying it at a sentence in which the investor speaks', () => {
    expect(polarityOf(THREAD, /fintech/)).toBe('wants');
  });

  it('reads "Also out:" as a label that rules out its list', () => {
    const thesis = read(
      '- **We back data infrastructure.** Databases, pipelines, observability.\n- **Also out:** anything consumer, robotics, and insurers.',
    );
    expect(thesis.models?.value ?? []).not.toContain('consumer');
    expect(ruledOut(thesis)).toEqual(expect.arrayContaining(['consumer', 'hardware-iot']));
  });
});

describe("a decline email's rules", () => {
  it('does not read a heading with "(or not)" in it as ruling out what follows', () => {
    const thesis = read(`What we do, so you can send others our way (or not):

- **We back infrastructure only.** That is, databases, data pipelines and cloud compute.`);
    expect(wanted(thesis)).toContain('infrastructure');
    expect(ruledOut(thesis)).not.toContain('infrastructure');
  });

  it('gives a sentence that spells out a rule-out ("That means ...") the same polarity', () => {
    const text =
      'We back data infrastructure. We do not back apps built for sales teams. That means CRM, marketing automation and HR software.';
    expect(polarityOf(text, /CRM/)).toBe('excludes');
    expect(wanted(read(text))).not.toContain('hr-work');
  });

  it('rules nothing out by a bare "software" whose qualifier was dropped', () => {
    expect(
      ruledOut(read('We back data infrastructure. We do not back software used by sales teams.')),
    ).not.toContain('software');
  });

  it('leaves the concession in "banks and lenders, even when they are API-first" out of the rule-out', () => {
    const thesis = read(
      'We back developer tools. Also out: banks and lenders, even when they are API-first.',
    );
    expect(ruledOut(thesis)).not.toContain('developer-tools');
    expect(ruledOut(thesis)).toContain('fintech');
  });
});

describe('an impact disclosure', () => {
  const DISCLOSURE = `## 1. Do no significant harm

Every company is screened against the principal adverse impact indicators before we invest.

## 2. Objective

We aim to reduce or avoid greenhouse-gas emissions by investing in three areas:

1. **Grid software.** Trading and certifying renewable power.
2. **Food waste.** Keeping harvested food fresh for longer.
3. **Repair and resale.** Services that extend the life of clothes and electronics.

## 3. Strategy

Seed and Series A. Companies still at laboratory or prototype stage are outside the Fund's investment strategy.`;

  it('reads the areas after "reduce or avoid emissions" as wanted, under a "do no significant harm" heading', () => {
    expect(polarityOf(DISCLOSURE, /Grid software/)).toBe('wants');
    expect(polarityOf(DISCLOSURE, /Keeping harvested food/)).toBe('wants');
    expect(polarityOf(DISCLOSURE, /Repair and resale/)).toBe('wants');
    expect(polarityOf(DISCLOSURE, /principal adverse/)).not.toBe('excludes');
  });

  it('reads "outside the Fund\'s investment strategy" as a rule-out', () => {
    expect(polarityOf(DISCLOSURE, /outside the Fund/)).toBe('excludes');
  });
});

describe("a revenue-based lender's page", () => {
  const LENDER = `**Growth capital repaid from your sales. No equity, no board seat, no personal guarantee.**

We fund online businesses in India that already sell. We take no shares. We look at your bank statements, not your stage: Seed, Series B or bootstrapped are all the same to us.

## What we fund

- SaaS sold to businesses
- D2C brands

## What the money is for

- performance marketing
- inventory and packaging

## What we don't fund

- Lenders, crypto and gaming.

Between ₹20 lakh and ₹4 crore per facility.`;

  it('reads the deal\'s own terms ("no equity", "no board seat", "no shares") as no rule-out', () => {
    expect(ruledOut(read(LENDER))).not.toEqual(expect.arrayContaining(['equity']));
    expect(ruledOut(read(LENDER)).filter((word) => /equity|seat|guarantee|shares/.test(word))).toEqual([]);
    expect(ruledOut(read(LENDER))).toContain('fintech');
  });

  it('sets no stage when the fund says it looks at something other than the stage', () => {
    expect(read(LENDER).stages).toBeNull();
  });

  it('skips the section on what the money may be spent on', () => {
    expect(wanted(read(LENDER))).not.toContain('marketing-adtech');
    expect(wanted(read(LENDER))).toContain('enterprise-software');
  });

  it('guard: still reads a scouts\' brief\'s "WHAT TO SEND US" list as what the fund wants', () => {
    const brief = read(
      'WHAT TO SEND US\nGroup chat apps and tools for friend groups. Consumer only.\n\nTHE FILTER\n- Pre-seed or seed.',
    );
    expect(wanted(brief)).toContain('consumer-social');
  });

  it('reads the amount "per facility" as the cheque', () => {
    expect(read(LENDER).checkSize?.value).toMatchObject({ min: 2_000_000, max: 40_000_000, currency: 'INR' });
  });
});

describe('geography and stage shrugs', () => {
  it('sets no region when the fund shrugs at geography before naming places', () => {
    const thesis = read(
      'We back AI software for businesses at pre-seed. Geography: don’t care. Nairobi, Kraków, Porto, Ohio.',
    );
    expect(thesis.regions).toBeNull();
  });

  it('reads "I\'m too small and too late" as ruling out the stage it follows', () => {
    const thesis = read(
      'Stage: pre-seed and seed. If your round is called Series A, I’m too small and too late. Go talk to my friends.',
    );
    expect(thesis.stages?.value).not.toContain('series-a');
    expect(wanted(thesis)).not.toContain('consumer-social');
  });
});

describe("a newsletter's fund", () => {
  it('does not read someone\'s "never" about one thing as a rule-out ("the bar you\'d never have found")', () => {
    const text =
      "We back consumer products that get people out of the house. That means the gig you'd never have gone to, the trail you'd never have found, the climbing gym.";
    expect(polarityOf(text, /climbing gym/)).toBe('wants');
  });

  it('reads "a company ... that sells in Europe is outside Fund I" as no wanted place', () => {
    const thesis = parseThesis({
      text: 'We back consumer apps at seed, based in the US or Canada.',
      answers: [
        {
          topic: 'geography',
          question: 'We are in Paris. Can you invest?',
          answer:
            'Only if you move to the US. A company based in Europe that sells in Europe is outside Fund I.',
        },
      ],
    });
    expect(thesis.regions?.value.countries ?? []).not.toContain('FR');
  });
});

describe("a bank's bilingual venture page", () => {
  const BILINGUAL = `## 対象 / What we back

- 決済 / Payments and card acceptance for merchants.

## 対象外 / What we do not invest in

- 暗号資産の交換業
  Crypto exchanges and token sales
- 金融と関係のない事業
  Companies outside finance, such as healthcare, education or energy

## 条件 / How we invest

- Stage: Series A to Series C. As a rule we do not invest at seed; seed-stage teams are welcome in our accelerator, which does not invest.`;

  it('reads the English line under each Japanese item as that item, still ruled out', () => {
    expect(polarityOf(BILINGUAL, /Crypto exchanges/)).toBe('excludes');
    expect(polarityOf(BILINGUAL, /healthcare/)).toBe('excludes');
    expect(wanted(read(BILINGUAL))).not.toContain('health');
  });

  it('does not want a stage it rules out, though it welcomes that stage elsewhere', () => {
    expect(read(BILINGUAL).stages?.value).toEqual(['series-a', 'series-b', 'series-c']);
  });
});

describe('an impact disclosure, continued', () => {
  it('finds no sector in its standard phrases ("financial product with a sustainable investment objective")', () => {
    const thesis = read(
      'This is the disclosure for a financial product with a sustainable investment objective. Every company is checked against the OECD Guidelines for Multinational Enterprises. We invest in grid software and food-waste technology.',
    );
    expect(wanted(thesis)).not.toContain('fintech');
    expect(wanted(thesis)).not.toContain('enterprise-software');
    expect(wanted(thesis)).toContain('climate-energy');
  });
});

describe('guards on the rules above', () => {
  it('guard: a stage after a "Hard no:" label starts a rule of its own', () => {
    expect(read('We back fintech. Hard no: crypto. Seed and Series A.').stages?.value).toEqual(
      expect.arrayContaining(['seed', 'series-a']),
    );
  });

  it('guard: "That means B2B only" after a rule-out is its other side, not more of it', () => {
    expect(
      polarityOf('We back fintech. We do not back consumer apps. That means B2B only.', /B2B only/),
    ).not.toBe('excludes');
  });

  it('guard: "we avoid carbon offsets" still rules them out', () => {
    expect(polarityOf('We back climate software. We avoid carbon offsets.', /carbon offsets/)).toBe(
      'excludes',
    );
  });

  it('guard: a shrug at where companies are based keeps a market rule after it', () => {
    expect(
      read(
        "We back fintech at seed. Geography: we don't mind where you are based, but you must sell into Europe.",
      ).regions,
    ).not.toBeNull();
  });

  it('guard: "no seed rounds without revenue" leaves seed wanted', () => {
    expect(
      read('We invest at seed and Series A in fintech. No seed rounds without revenue.').stages?.value,
    ).toContain('seed');
  });
});
