import {
  APPLICATION_FIELD_LABELS,
  type Application,
  type ApplicationField,
} from '@pitchfit/contracts/application';
import { SIMULATOR_MESSAGES } from '@pitchfit/contracts/messages';
import { describe, expect, it } from 'vitest';
import {
  buzzwordApplication,
  keyboardMashApplication,
  specificApplication,
  thinApplication,
  vagueApplication,
} from '../../test/calibration-fixtures';
import { assessApplication } from './builtin/assess';
import { CRITERIA } from './builtin/criteria';
import type { Evidence } from './builtin/evidence';
import { builtinGrader } from './builtin-grader';

function withAnswers(overrides: Partial<Application>): Application {
  return { ...specificApplication, ...overrides };
}

function criterion(application: Application, id: string) {
  const found = assessApplication(application).criteria.find((c) => c.criterion.id === id);
  if (!found) throw new Error(`no criterion ${id}`);
  return found;
}

function evidenceOn(
  application: Application,
  id: string,
  field: ApplicationField,
  kind: Evidence['kind'],
): string[] {
  return criterion(application, id)
    .evidence.filter((e) => e.kind === kind && e.fields.includes(field))
    .map((e) => e.reason);
}

function expectConsistent(score: number, evaluation: string) {
  if (score < 0.5) {
    expect(evaluation).toContain(SIMULATOR_MESSAGES.lowBandPhrase);
  } else {
    for (const word of SIMULATOR_MESSAGES.harshWords) expect(evaluation.toLowerCase()).not.toContain(word);
  }
}

describe('built-in grader', () => {
  it('has weights that sum to 1 and unique criterion ids', () => {
    expect(CRITERIA.reduce((sum, c) => sum + c.weight, 0)).toBeCloseTo(1, 10);
    expect(new Set(CRITERIA.map((c) => c.id)).size).toBe(CRITERIA.length);
  });

  it('ranks a specific application above a vague one, and nonsense below 0.5', async () => {
    const grader = builtinGrader();
    const specific = await grader.grade(specificApplication);
    const vague = await grader.grade(vagueApplication);
    expect(specific.score).toBeGreaterThanOrEqual(0.8);
    expect(vague.score).toBeLessThan(specific.score - 0.3);
    for (const nonsense of [thinApplication, keyboardMashApplication, buzzwordApplication]) {
      const result = await grader.grade(nonsense);
      expect(result.score).toBeLessThan(0.5);
      expect(result.score).toBeLessThan(vague.score);
    }
  });

  it('is deterministic: the same input gives an identical result', async () => {
    const grader = builtinGrader();
    for (const application of [specificApplication, vagueApplication, keyboardMashApplication]) {
      const first = await grader.grade(application);
      const second = await grader.grade(structuredClone(application));
      expect(second).toEqual(first);
    }
  });

  it('score is the weighted sum of the criteria, clamped to 0..1', () => {
    for (const application of [specificApplication, vagueApplication, thinApplication]) {
      const { result, criteria } = assessApplication(application);
      const sum = criteria.reduce((total, c) => total + c.criterion.weight * c.score, 0);
      expect(result.score).toBeCloseTo(Math.min(1, Math.max(0, sum)), 3);
      for (const c of criteria) expect(c.score).toBeGreaterThanOrEqual(0);
    }
  });

  it('writes an evaluation that obeys the consistency rule in every band', async () => {
    const grader = builtinGrader();
    const results = await Promise.all(
      [
        specificApplication,
        vagueApplication,
        thinApplication,
        keyboardMashApplication,
        buzzwordApplication,
      ].map((a) => grader.grade(a)),
    );
    for (const { score, evaluation } of results) expectConsistent(score, evaluation);
  });

  it('keeps applicant text out of the evaluation, so a harsh word they typed cannot leak into it', async () => {
    const application = withAnswers({
      companyName: 'Offensive Labs',
      oneLinePitch: 'Offensive security testing that is never inadequate, for fintech teams.',
    });
    const result = await builtinGrader().grade(application);
    expect(result.score).toBeGreaterThanOrEqual(0.5);
    expectConsistent(result.score, result.evaluation);
  });

  it('names the field and the concrete reason in every strength, weakness and improvement', async () => {
    const labels = [...Object.values(APPLICATION_FIELD_LABELS), 'Answers'];
    for (const application of [specificApplication, vagueApplication, thinApplication]) {
      const result = await builtinGrader().grade(application);
      for (const item of [...result.strengths, ...result.weaknesses, ...result.improvements]) {
        expect(labels.some((label) => item.startsWith(label))).toBe(true);
        expect(item.split(': ')[1]?.length ?? 0).toBeGreaterThan(10);
      }
    }
    const thin = await builtinGrader().grade(thinApplication);
    expect(thin.weaknesses).toContain("Current traction: is a placeholder ('None'), not an answer");
  });
});

describe('criteria evidence', () => {
  it('team: rewards named employers and numbers, flags a one-word background', () => {
    expect(evidenceOn(specificApplication, 'team', 'founderBackground', 'strength').join(' ')).toContain(
      'Grant Thornton',
    );
    const thin = withAnswers({ founderBackground: 'Smart' });
    expect(evidenceOn(thin, 'team', 'founderBackground', 'weakness')).toEqual(['is only one word']);
    expect(criterion(thin, 'team').score).toBeLessThan(criterion(specificApplication, 'team').score - 0.5);
  });

  it('counts no evidence that the answer itself denies', () => {
    const problem = (evidence: string) =>
      evidenceOn(
        withAnswers({ problemSolved: `Teachers spend their evenings grading essays by hand. ${evidence}` }),
        'problem',
        'problemSolved',
        'strength',
      ).join(' ');
    expect(problem('We interviewed teachers at three schools about it.')).toContain("'interviewed'");
    expect(problem("We haven't interviewed teachers or run a survey yet.")).not.toMatch(
      /'interviewed'|'survey'/,
    );
    expect(problem('We have not yet interviewed teachers about it.')).not.toContain("'interviewed'");
    const traction = (answer: string) =>
      criterion(withAnswers({ currentTraction: answer }), 'traction')
        .evidence.map((e) => e.reason)
        .join(' ');
    expect(traction('No paying customers yet, but 40 teachers use the free plan.')).toContain('teachers');
  });

  it('traction: needs numbers, and does not believe impossible ones', () => {
    expect(
      evidenceOn(
        withAnswers({ currentTraction: 'Lots of people love our beta so far.' }),
        'traction',
        'currentTraction',
        'weakness',
      ),
    ).toContain('gives no numbers');
    const impossible = evidenceOn(
      withAnswers({ currentTraction: '50 billion users and $9000 trillion revenue' }),
      'traction',
      'currentTraction',
      'weakness',
    );
    expect(impossible.join(' ')).toContain('not believable');
  });

  it('growth: a rate with a period beats a number, which beats prose', () => {
    const rate = criterion(withAnswers({ growthRate: 'Revenue up 20% MoM since June' }), 'growth');
    const number = criterion(withAnswers({ growthRate: 'We added 40 customers' }), 'growth');
    const prose = criterion(withAnswers({ growthRate: 'Growing really fast every month' }), 'growth');
    expect(rate.score).toBe(1);
    expect(number.score).toBeLessThan(rate.score);
    expect(prose.score).toBeLessThan(number.score);
    expect(prose.evidence.map((e) => e.reason)).toContain('describes growth without a single number');
  });

  it('market: wants a reasoned figure, not a price or a number larger than the economy', () => {
    expect(criterion(specificApplication, 'market').score).toBe(1);
    expect(
      evidenceOn(
        withAnswers({ marketSize: '$500 trillion opportunity' }),
        'market',
        'marketSize',
        'weakness',
      ),
    ).toContain('claims a market larger than the world economy');
    expect(
      evidenceOn(withAnswers({ marketSize: 'We charge $50/month' }), 'market', 'marketSize', 'weakness').join(
        ' ',
      ),
    ).toContain('not the size of the market');
    expect(
      evidenceOn(withAnswers({ marketSize: 'Huge and growing' }), 'market', 'marketSize', 'weakness').join(
        ' ',
      ),
    ).toContain('no figure');
    // A bare magnitude word is a boast, not a strength; "tens of billions" is still a rough figure.
    const boast = withAnswers({ marketSize: 'Trillions. Everyone needs this.' });
    expect(evidenceOn(boast, 'market', 'marketSize', 'strength')).toEqual([]);
    expect(evidenceOn(boast, 'market', 'marketSize', 'weakness').join(' ')).toContain("'Trillions'");
    const rough = withAnswers({ marketSize: 'Tens of billions of dollars a year' });
    expect(evidenceOn(rough, 'market', 'marketSize', 'strength').join(' ')).toContain('order of magnitude');
  });

  it('competition: counts named competitors and penalises claiming none', () => {
    expect(evidenceOn(specificApplication, 'competition', 'competitors', 'strength').join(' ')).toContain(
      'Dext',
    );
    const none = withAnswers({ competitors: 'We have no competitors, nobody does what we do.' });
    expect(evidenceOn(none, 'competition', 'competitors', 'weakness').join(' ')).toContain('no competitors');
    const vagueEdge = withAnswers({
      competitiveAdvantage: 'We are simply better and more passionate than anyone.',
    });
    expect(evidenceOn(vagueEdge, 'competition', 'competitiveAdvantage', 'weakness')).toContain(
      'claims an edge without saying what makes it hard to copy',
    );
  });

  it('counted lists count what they list: every competitor named is listed or counted', () => {
    const four = withAnswers({ competitors: 'Wells Fargo, JPMorgan, Stripe and Brex all serve this today.' });
    const [strength] = evidenceOn(four, 'competition', 'competitors', 'strength');
    expect(strength).toBe("names 4 competitors ('Wells Fargo', 'JPMorgan', 'Stripe' and 1 more)");
  });

  it('team: a city is not an employer, school or project', () => {
    const background = withAnswers({
      founderBackground:
        'Our CEO spent six years as an engineer at Stripe in NYC, then built Giftly, a gift card marketplace, to 40,000 users. Our CTO studied at MIT.',
    });
    const strengths = evidenceOn(background, 'team', 'founderBackground', 'strength').join(' ');
    expect(strengths).toContain("names 3 employers, schools or projects ('Stripe', 'Giftly' and 'MIT')");
    expect(strengths).not.toContain('NYC');
  });

  it('team: a test score is not an employer', () => {
    const background = withAnswers({ founderBackground: 'I scored 1550 on the SAT and I love startups.' });
    expect(evidenceOn(background, 'team', 'founderBackground', 'strength').join(' ')).not.toContain('SAT');
  });

  it('funding: burning nothing is a strength only when the company pays its way', () => {
    const idle = withAnswers({ burnRate: 'nothing' });
    expect(evidenceOn(idle, 'funding', 'burnRate', 'strength')).toEqual([]);
    const profitable = withAnswers({ burnRate: 'Nothing, we are profitable on $40k MRR' });
    expect(evidenceOn(profitable, 'funding', 'burnRate', 'strength').join(' ')).toContain('pays its way');
  });

  it('funding: checks runway and dilution, reading pre- and post-money', () => {
    expect(criterion(specificApplication, 'funding').score).toBe(1);
    const longRunway = withAnswers({ amountRaising: '$2M', burnRate: '$10k/month' });
    expect(evidenceOn(longRunway, 'funding', 'burnRate', 'weakness').join(' ')).toContain(
      'about 200 months of runway',
    );
    const heavyDilution = withAnswers({ amountRaising: '$1M', valuationExpectation: '$2M post-money' });
    expect(evidenceOn(heavyDilution, 'funding', 'valuationExpectation', 'weakness').join(' ')).toContain(
      'sells about 50%',
    );
    const preMoney = withAnswers({ amountRaising: '$1M', valuationExpectation: '$4M pre-money' });
    expect(evidenceOn(preMoney, 'funding', 'valuationExpectation', 'strength').join(' ')).toContain(
      'sells about 20%',
    );
    const yearlyBurn = withAnswers({ amountRaising: '$1.2M', burnRate: '$480k per year' });
    expect(evidenceOn(yearlyBurn, 'funding', 'burnRate', 'strength').join(' ')).toContain(
      'about 30 months of runway',
    );
  });

  it('business model: a blank one (the form has no input for it) is read from the other answers', () => {
    const blank = withAnswers({ businessModel: '' });
    expect(criterion(blank, 'business-model').score).toBeGreaterThan(0);
    expect(evidenceOn(blank, 'business-model', 'businessModel', 'weakness')).toEqual([]);

    const noPricingAnywhere = withAnswers({
      businessModel: '',
      productDescription: 'Software that reconciles bank feeds and drafts journal entries for review.',
      targetMarket: 'Finance teams at companies with 50-500 employees.',
      marketSize: '180,000 companies in the US.',
      currentTraction: '27 customers in pilots.',
      competitiveAdvantage: 'Native connectors that go live in 2 days.',
    });
    expect(criterion(noPricingAnywhere, 'business-model').score).toBe(0);
    expect(evidenceOn(noPricingAnywhere, 'business-model', 'productDescription', 'weakness')).toEqual([
      'does not say how the company makes money',
      'names no price',
    ]);
  });

  it('pitch: flags a pitch that is not one line, and buzzwords', () => {
    const long = withAnswers({
      oneLinePitch: Array.from({ length: 12 }, () => 'we help small firms close books').join(' and '),
    });
    expect(evidenceOn(long, 'pitch', 'oneLinePitch', 'weakness').join(' ')).toMatch(
      /runs to \d+ words|repeats/,
    );
    const buzz = withAnswers({
      oneLinePitch: 'A revolutionary, seamless, cutting-edge ecosystem that empowers accountants.',
    });
    expect(evidenceOn(buzz, 'pitch', 'oneLinePitch', 'weakness').join(' ')).toContain('buzzwords');
  });

  it('problem: a market of everyone names no segment', () => {
    const everyone = withAnswers({ targetMarket: 'Everyone who has money to manage.' });
    expect(evidenceOn(everyone, 'problem', 'targetMarket', 'weakness').join(' ')).toContain(
      "claims 'Everyone'",
    );
  });

  it('answer quality: names each unusable answer and why', () => {
    const application = withAnswers({
      problemSolved: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.',
      whyThisTeam: 'team team team team team',
      competitiveAdvantage: specificApplication.productDescription,
      growthRate: 'N/A',
    });
    const integrity = criterion(application, 'integrity');
    const weakness = integrity.evidence.find((e) => e.kind === 'weakness');
    expect(weakness?.fields).toEqual(['problemSolved', 'growthRate', 'whyThisTeam', 'competitiveAdvantage']);
    expect(weakness?.reason).toContain('Problem solved is lorem ipsum filler text');
    expect(weakness?.reason).toContain('Why this team repeats the same words');
    expect(weakness?.reason).toContain(
      'Competitive advantage repeats the answer given for Product description',
    );
    expect(weakness?.reason).toContain("Growth rate is a placeholder ('N/A')");
    expect(integrity.score).toBeCloseTo(13 / 17, 5);
  });

  it('treats one template pasted into every field with different numbers as duplicates', async () => {
    const fields = Object.keys(specificApplication) as ApplicationField[];
    const templated = Object.fromEntries(
      fields.map((field, index) => [
        field,
        `${100 + index} users, $${index + 1}M revenue, ${20 + index}% MoM, Google, Amazon`,
      ]),
    ) as Application;
    const { result, criteria } = assessApplication(templated);
    expect(result.score).toBeLessThan(0.5);
    const integrity = criteria.find((c) => c.criterion.id === 'integrity');
    expect(integrity?.evidence[0]?.reason).toContain('repeats the answer given for Company name');
  });

  it('gives keyboard-mashed numbers no credit', () => {
    const mashed = withAnswers({ currentTraction: 'ksjdhf 1000000 users lkjsdf qwpoei zmxncb' });
    expect(criterion(mashed, 'traction').score).toBe(0);
    expect(evidenceOn(mashed, 'traction', 'currentTraction', 'weakness').join(' ')).toContain(
      'keyboard mashing',
    );
  });
});
