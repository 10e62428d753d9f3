import { describe, expect, it } from 'vitest';
import { excludedOf } from '../../../../test/thesis-exclusions';
import { parseThesis } from './thesis';

/**
 * Issue 26: essays and letters whose focus names no sector keep their rules in everyday words
 * ("before anyone is talking about a Series A", "we are not the right investor"). Each case is
 * written for this file; each failed before the reading it pins.
 */
const read = (text: string) => parseThesis({ text, answers: [] });
const sectorsOf = (text: string) => (read(text).sectors?.value ?? []).map(({ industry }) => industry).sort();

describe('stages in everyday words', () => {
  it('reads a wanted "before Series A" as the stages before it, and a ruled-out one as those from it on', () => {
    expect(read('We invest in developer tools before Series A.').stages?.value).toEqual([
      'pre-seed',
      'seed',
      'pre-series-a',
    ]);
    expect(read('We back developer tools, never before Series A.').exclusions[0]?.value.stages).toEqual([
      'pre-seed',
      'seed',
      'pre-series-a',
    ]);
  });

  it('reads "we stop at Series A" as the rounds before it', () => {
    expect(
      read('We back trade training. Pre-seed through seed; we stop at Series A.').stages?.value,
    ).not.toContain('series-a');
  });

  it('reads "before anyone is talking about a Series A" as a bound', () => {
    expect(read('We back developer tools before anyone is talking about a Series A.').stages?.value).toEqual([
      'pre-seed',
      'seed',
      'pre-series-a',
    ]);
  });

  it('reads "the very start or just after it" as the first money', () => {
    expect(
      read('We back developer tools. We come in at the very start or just after it.').stages?.value,
    ).toEqual(['pre-seed', 'seed']);
  });

  it('reads the stages after a colon on their own, not under the negation before it', () => {
    const thesis = read(
      'We back care at home. We believe in showing up early, but not first: our first cheque goes into a seed round or a Series A.',
    );
    expect(thesis.stages?.value).toEqual(['seed', 'series-a']);
    expect(thesis.exclusions).toEqual([]);
  });
});

describe('rules in everyday words', () => {
  it('reads "we are not the right investor" and "we are the wrong people to call" as a rule-out', () => {
    expect(
      excludedOf(
        'We back developer tools. If it makes its money from advertising, we are not the right investor.',
      ),
    ).toContain('marketing-adtech');
    expect(
      excludedOf('We back developer tools. If you build advertising tools, we are the wrong people to call.'),
    ).toContain('marketing-adtech');
  });

  it('reads a trailing verdict as ruling out its own clause, not the stages before it', () => {
    const thesis = read(
      'We back developer tools. We come in at the very start or just after it, before anyone is talking about a Series A; once a company is raising one, we are the wrong people to call.',
    );
    expect(thesis.stages?.value).toEqual(['pre-seed', 'seed', 'pre-series-a']);
    expect(thesis.exclusions).toEqual([]);
  });

  it('reads no rule in the fund telling its story ("what we remember is not the launches")', () => {
    expect(read('We back developer tools. What we remember is not the launches.').exclusions).toEqual([]);
  });

  it('names teaching and what children learn as education', () => {
    expect(
      sectorsOf(
        'Why does a child in a small town still get a worse hour of teaching than one in the capital?',
      ),
    ).toEqual(['education']);
  });

  it('reads the payers listed after "who pays" as buyers, not sectors', () => {
    expect(
      sectorsOf(
        'We back home health. It matters little who pays, the person, their employer or their insurer, as long as the person feels the difference.',
      ),
    ).toEqual(['health']);
  });

  it('reads "companies that call the US home" as a headquarters rule', () => {
    expect(
      read('We back developer tools, from companies that call the United States home.').regions?.value.role,
    ).toBe('hq');
    expect(read('We back developer tools from companies whose home is in Germany.').regions?.value.role).toBe(
      'hq',
    );
  });

  it("reads firms that sell their people's hours as service businesses", () => {
    expect(
      excludedOf("We back developer tools. We don't back firms that sell their engineers' hours."),
    ).toContain('consultancies');
    expect(
      excludedOf(
        "We back tools for the trades. I won't back firms that rent these people out by the hour or the shift.",
      ),
    ).toContain('staffing');
  });
});

describe('sectors in everyday words', () => {
  it('reads "what you pay for the roof over your head" as housing, not the whole of real estate', () => {
    expect(read('We back what you pay for the roof over your head.').sectors?.value).toEqual([
      { industry: 'real-estate', weight: 1, subsectors: ['housing'] },
    ]);
  });

  it('reads no climate company in "carbon copies"', () => {
    expect(
      sectorsOf('We back software for the trades. What I remember is the carbon copies of every quote.'),
    ).not.toContain('climate-energy');
  });

  it('names the people who write and run code as developer tools, over the stray words of a story', () => {
    expect(
      sectorsOf(
        "A job that failed without saying why. The hours went to plumbing: moving data from one place to another, waiting for machines, reading someone else's change at midnight. If what you are building is used by the people who write and run code, we would like to hear from you.",
      ),
    ).toEqual(['developer-tools']);
  });
});
