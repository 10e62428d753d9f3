import { describe, expect, it } from 'vitest';
import type { ThesisInput } from '../types';
import type { ThesisProfile } from './thesis';
import { parseThesis } from './thesis';
import { readClauses } from './thesis-reader';

/**
 * Issue 26, found on the seventh real-deck eval half once it was opened (it read 0.432 at first
 * sight and 0.417 before these fixes): a crowdfunding portal's listing criteria ("The legal
 * must-haves (no exceptions: the law sets these, not us)", "B2B software sold only to businesses.
 * Your buyers are ...", "do not get listed", "outside what we do"), a deep-tech fund's internal
 * checklist ("a strong generalist team", a gate written as a question, "We lean away from (not a
 * hard no)", "Not being AI doesn't hurt you", "uses are fine"), and a job posting that doubles as the
 * thesis ("what you'll learn to say no to quickly: a; b; c", "What you'll do", customers "outside
 * India: the US, the Gulf"). Each case is written for this file, none in the half's wording, and
 * failed before its fix unless it is marked as a guard.
 */
const read = (text: string, answers: ThesisInput['answers'] = []) => parseThesis({ text, answers });
const wanted = (thesis: ThesisProfile) => thesis.sectors?.value.map(({ industry }) => industry) ?? [];
const ruledOut = (thesis: ThesisProfile) =>
  thesis.exclusions.flatMap(({ value }) => [
    ...value.stages,
    ...value.scopes.flatMap((scope) => [
      ...scope.industries,
      ...scope.subsectors.map(({ industry }) => industry),
      ...scope.models,
      ...scope.stages,
      ...scope.terms,
    ]),
  ]);
const clauseOf = (text: string, quote: RegExp) =>
  readClauses(text).find((clause) => quote.test(clause.quote));

describe("a listing portal's criteria", () => {
  const PORTAL = `## Can you list with us?

### What the law asks (no exceptions: regulators set these, not us)

- Your company is incorporated in a US state.
- You raise at most USD 5 million a year through the portal.

### What we list

- Consumer products people love: apps, marketplaces and household brands.

### What we won't list

- Procurement software sold only to enterprises. Your buyers are purchasing departments, not fans, and those raises stall.
- Companies raising a Series B or later.`;

  it('does not read "(no exceptions: ..., not us)" as a rule-out heading', () => {
    expect(clauseOf(PORTAL, /incorporated in a US state/)?.polarity).toBe('wants');
    expect(read(PORTAL).regions?.value.countries).toContain('US');
  });

  it('reads "software sold only to enterprises" under a rule-out heading as ruled out, not as a limit wanted', () => {
    const thesis = read(PORTAL);
    expect(clauseOf(PORTAL, /sold only to enterprises/)?.polarity).toBe('excludes');
    expect(wanted(thesis)).not.toContain('enterprise-software');
    expect(thesis.models?.value ?? []).not.toContain('business');
  });

  it("reads the sentence after a rule-out item that points back at it as the item's reason", () => {
    expect(clauseOf(PORTAL, /purchasing departments/)).toBeUndefined();
    expect(clauseOf(PORTAL, /those raises stall/)).toBeUndefined();
  });

  it('guard: still rules out the stage item of the same list', () => {
    expect(ruledOut(read(PORTAL))).toContain('series-b');
  });

  it('reads "X do not get listed" as ruling out what comes before the cue', () => {
    const clause = clauseOf('Pre-launch waitlists do not get listed.', /waitlists/);
    expect(clause?.polarity).toBe('excludes');
    expect(clause?.scopes.flatMap((scope) => scope.terms)).toContain('pre-launch waitlists');
  });

  it('reads "as a rule, Series B and later are outside what we do" in an answer as a rule-out, not a want', () => {
    const thesis = read('We list consumer apps raising their first round, from pre-seed to Series A.', [
      {
        topic: 'stage',
        question: 'Can a company that just raised a Series B list with you?',
        answer: 'Very rarely. As a rule, Series B and later companies are outside what we do.',
      },
    ]);
    expect(thesis.stages?.value ?? []).not.toContain('series-b');
    expect(thesis.stages?.value ?? []).not.toContain('growth');
  });

  it('does not read a crowdfunding campaign as marketing', () => {
    const thesis = read(
      'We list consumer brands whose customers become their investors. Our smallest campaign target is USD 50,000.',
    );
    expect(wanted(thesis)).not.toContain('marketing-adtech');
  });

  it('reads "everyday money tools" as personal finance', () => {
    const clause = clauseOf('We list apps, marketplaces and everyday money tools.', /money tools/);
    expect(clause?.scopes.flatMap((scope) => scope.subsectors.map(({ id }) => id))).toContain(
      'personal-finance',
    );
  });
});

describe("a deep-tech fund's internal checklist", () => {
  const CHECKLIST = `We write first cheques at pre-seed and seed into companies built on new science.

In scope:
- Neurotech. Devices that read brain and muscle signals (EEG, EMG). Rehab and monitoring uses are fine.

We lean away from (not a hard no): coatings and chemistry.

Gates:
- [ ] New science. Is this something a strong generalist team could not rebuild in six months?
- [ ] Round fit. Pre-seed or seed. We do not make first investments at Series A.

Not being "AI" doesn't hurt you.`;

  it('does not read "a strong generalist team" as a generalist fund', () => {
    expect(read(CHECKLIST).sectors).not.toBeNull();
  });

  it('does not let a gate written as a question head the next gate as a rule-out list', () => {
    expect(read(CHECKLIST).stages?.value).toEqual(expect.arrayContaining(['pre-seed', 'seed']));
  });

  it('reads "We lean away from (not a hard no):" as soft, not as a rule-out', () => {
    expect(clauseOf(CHECKLIST, /coatings/)?.polarity).toBe('soft');
  });

  it('reads "Not being AI doesn\'t hurt you" as no rule at all', () => {
    expect(clauseOf(CHECKLIST, /doesn't hurt/)).toBeUndefined();
    expect(ruledOut(read(CHECKLIST))).not.toContain('ai-ml');
  });

  it('reads "uses are fine" as an allowance, so health stays scoped to neurotech', () => {
    const health = read(CHECKLIST).sectors?.value.find(({ industry }) => industry === 'health');
    expect(clauseOf(CHECKLIST, /uses are fine/)?.polarity).toBe('soft');
    expect(health?.subsectors).toEqual(['neurotech']);
  });
});

describe('a job posting that doubles as the thesis', () => {
  const POSTING = `## Job opening: Analyst, Chennai

We back Indian founders who build B2B software from India.

### What you'll be looking for

- Customers abroad, early: paying pilots outside India: the US, Europe, the Gulf.

And what you'll learn to say no to quickly: consumer apps and marketplaces; hardware and medical devices; healthcare delivery; lending.

### What you'll do

- Source companies, take first calls and help portfolio companies with hiring and board packs.`;

  it('carries a colon lead-in with a rule-out cue across the semicolons of its list', () => {
    const thesis = read(POSTING);
    expect(ruledOut(thesis)).toEqual(
      expect.arrayContaining(['consumer', 'hardware-iot', 'health', 'fintech']),
    );
    expect(wanted(thesis)).not.toContain('health');
    expect(wanted(thesis)).not.toContain('hardware-iot');
  });

  it('skips the duties under "What you\'ll do"', () => {
    expect(wanted(read(POSTING))).not.toContain('hr-work');
  });

  it('reads the places customers are in as markets, not where the companies must be', () => {
    const countries = read(POSTING).regions?.value.countries ?? [];
    expect(countries).toContain('IN');
    expect(countries).not.toContain('US');
  });

  it('guard: places named only as markets still make the geography', () => {
    const countries =
      read('We back B2B software companies selling into the US and Europe.').regions?.value.countries ?? [];
    expect(countries).toContain('US');
  });
});

describe('a rule-out sentence with a colon', () => {
  it('guard: keeps a rule-out whose colon gives its reason, and does not carry it to the reason', () => {
    const text =
      'We do not invest in digital freight forwarders: they compete with our own forwarding desk, and we back warehouse software.';
    expect(clauseOf(text, /freight forwarders/)?.polarity).toBe('excludes');
    expect(clauseOf(text, /warehouse software/)?.polarity).toBe('wants');
  });
});

describe("a rule-out's quoted names", () => {
  const THREAD =
    'I back AI-native software that businesses pay for.\n\nHardest no: employee monitoring, whatever it is called this year ("workforce insight", "agentic supervisor").';

  it('matches the quoted names as written, not as the sectors their words belong to', () => {
    const thesis = read(THREAD);
    expect(ruledOut(thesis)).toEqual(expect.arrayContaining(['workforce insight', 'agentic supervisor']));
    const agents = thesis.exclusions
      .flatMap(({ value }) => value.scopes)
      .filter((scope) => /agentic/.test(scope.phrase));
    expect(agents.flatMap((scope) => [...scope.industries, ...scope.subsectors.map(({ id }) => id)])).toEqual(
      [],
    );
  });

  it('guard: still reads the unquoted rule-out as its sector', () => {
    expect(ruledOut(read(THREAD))).toContain('hr-work');
  });
});

describe("an exclusion annex's conditions", () => {
  const ANNEX = `We invest in circular-economy software.

The Fund does not invest in companies that:

- sell furniture or homeware under their own brand, where the environmental claim rests on materials, rather than on products kept in use;
- issue or broker voluntary offsets;
- mine crypto-assets.`;

  it('reads a "where ..." or "rather than ..." item as the condition of the rule-out before it', () => {
    expect(clauseOf(ANNEX, /^where the environmental claim/)).toBeUndefined();
    expect(clauseOf(ANNEX, /^rather than/)).toBeUndefined();
    expect(ruledOut(read(ANNEX))).not.toContain('climate-energy');
  });

  it('guard: still rules out the items themselves', () => {
    expect(ruledOut(read(ANNEX))).toContain('fintech');
  });
});

describe("a rule-out of wrappers of others' products", () => {
  it('rules out the wrappers, not the companies that build what they wrap', () => {
    const thesis = read(
      "We back teams that train their own speech models.\n\nOut of scope: apps that wrap someone else's foundation model; crypto.",
    );
    const wrappers = thesis.exclusions
      .flatMap(({ value }) => value.scopes)
      .filter((scope) => /wrap/.test(scope.phrase));
    expect(wrappers.flatMap((scope) => scope.subsectors.map(({ id }) => id))).not.toContain(
      'foundation-models',
    );
    expect(ruledOut(thesis)).toContain('wrapper');
  });
});

describe("a lender's rule-out of capital spending", () => {
  const LENDER = `We advance cash to Indian digital businesses against their revenue.

## What we don't fund

- **Capital expenditure.** Opening clinics, hospitals, gyms or cloud kitchens; buying machinery to lease out.`;

  it('reads "Opening clinics, hospitals, ..." as companies that run such sites, not as the sites\' sectors', () => {
    const thesis = read(LENDER);
    expect(ruledOut(thesis)).toContain('operators');
    expect(ruledOut(thesis)).not.toContain('health');
  });
});

describe('a rule-out that opens with its condition', () => {
  it('guard: "If you are raising a Series A, we are too late for you" still rules out Series A', () => {
    const thesis = read(
      'We write pre-seed cheques into B2B software. If you are raising a Series A, we are too late for you.',
    );
    expect(ruledOut(thesis)).toContain('series-a');
  });
});

describe("an investor's own words that hold an industry's word", () => {
  it('does not read "we are patient about revenue" as healthcare', () => {
    expect(
      wanted(read('We back databases and cloud platforms. We are patient about revenue.')),
    ).not.toContain('health');
  });

  it('does not read an open-source community as a consumer social product', () => {
    expect(
      wanted(read('We back developer tools and query engines that grow out of open-source communities.')),
    ).not.toContain('consumer-social');
  });
});
