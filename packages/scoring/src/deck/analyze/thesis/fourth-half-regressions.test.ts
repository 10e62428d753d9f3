import { describe, expect, it } from 'vitest';
import { documentOf } from '../../../../test/deck-document';
import { matchDeckBuiltin } from '../match/match';
import { extractDeckBuiltin } from '../profile/extract';
import { parseThesis } from './thesis';

/**
 * Issue 26, found on the fourth eval half once it was opened: places carved out of a wanted
 * region, an answer that restates the thesis's places loosely, Spanish words for the buyers, and
 * the buyers of a ruled-out model. Each case is written for this file and failed before its fix.
 */
const LATAM_SMB =
  'We back software for pymes in Latin America: the pharmacy, the bakery, the repair shop. Companies must be headquartered in Mexico, Colombia or Chile.';

describe('places a thesis carves out of its region', () => {
  it('takes a country "covered by our sister fund" out of the region it wants', () => {
    const profile = parseThesis({
      text: 'We back seed software for small shops across Latin America. Argentina is covered by our sister fund, so we do not look at Argentine companies.',
      answers: [],
    });
    expect(profile.regions?.value.countries).toContain('MX');
    expect(profile.regions?.value.countries).not.toContain('AR');
  });

  it('keeps the thesis’s countries when the geography answer restates them more loosely', () => {
    const profile = parseThesis({
      text: LATAM_SMB,
      answers: [
        {
          topic: 'geography',
          question: 'Which countries do you cover?',
          answer: 'Latin America, meaning the three countries above.',
        },
      ],
    });
    expect([...(profile.regions?.value.countries ?? [])].sort()).toEqual(['CL', 'CO', 'MX']);
    expect(profile.regions?.value.role).toBe('hq');
  });
});

describe('small businesses as buyers, in Spanish and by their trades', () => {
  it('reads "software for pymes" as a thesis about small businesses as buyers', () => {
    expect(parseThesis({ text: LATAM_SMB, answers: [] }).customerFocus?.value).toBe('small-business');
  });

  it('reads a deck that lists salons, barbers and studios as its users as selling to small businesses', () => {
    const deck = extractDeckBuiltin(
      documentOf([
        'Citafácil\nReservas y cobros para negocios de servicios',
        'Who uses it\nSalons and barbers, yoga studios and pet groomers\nAny business that runs on appointments',
        'Product\nOnline booking and SMS reminders\nDeposits taken at booking',
        'Round\nSeed, USD 1M',
      ]),
      'hash-salons',
    );
    expect(deck.profile.smallBusiness?.value ?? 0).toBeGreaterThan(0);
  });

  it('rules out lending to small businesses, not software for them', () => {
    const profile = parseThesis({
      text: `${LATAM_SMB} What we avoid: businesses that lend to SMBs from their own balance sheet.`,
      answers: [],
    });
    const scopes = profile.exclusions.flatMap((exclusion) => exclusion.value.scopes);
    expect(scopes.flatMap((scope) => scope.subsectors.map((ref) => ref.id))).toEqual(['lending']);
    expect(scopes.flatMap((scope) => scope.models)).toEqual([]);
  });
});

describe('a counted lead-in', () => {
  it('keeps the rule-out cue of "Two things we never fund: ..."', () => {
    const profile = parseThesis({
      text: 'We back software in any sector. Two things we never fund: gambling, and drug development.',
      answers: [],
    });
    expect(
      profile.exclusions.flatMap((e) =>
        e.value.scopes.flatMap((scope) => scope.subsectors.map((ref) => ref.id)),
      ),
    ).toEqual(['gambling-betting', 'therapeutics']);
  });
});

describe('where a fund draws the line', () => {
  const thesis =
    "We back tools that make work better for the people doing it, at pre-seed and seed, in Europe. Where we draw the line: products that score or rank people's activity minute by minute, and temp agencies.";

  it('reads "where we draw the line:" as a rule-out lead-in', () => {
    const subsectors = parseThesis({ text: thesis, answers: [] }).exclusions.flatMap((e) =>
      e.value.scopes.flatMap((scope) => scope.subsectors.map((ref) => ref.id)),
    );
    expect(subsectors).toContain('employee-monitoring');
  });

  it('rules out a deck whose product records keystrokes and scores each employee, whatever its cover says', () => {
    const deck = extractDeckBuiltin(
      documentOf([
        'Glimpse\nSee what your remote team is doing\nSeed · Munich',
        'Problem\nManagers of remote teams cannot see who is working',
        'Product\nA desktop agent logs keystrokes and takes random screenshots\nA productivity score for every employee, every day',
        'Round\nRaising EUR 1.5M seed',
      ]),
      'hash-glimpse',
    );
    const match = matchDeckBuiltin(deck, { text: thesis, version: 1, answers: [] });
    expect(match.matchScore).toBeLessThan(0.3);
  });
});

describe('the built world', () => {
  it('reads a thesis about the built environment as construction as well as property', () => {
    const sectors = parseThesis({
      text: 'We back software for the built environment: tools for the people who design, build, let and repair buildings.',
      answers: [],
    }).sectors?.value;
    expect(sectors?.find((sector) => sector.industry === 'industrial')?.subsectors).toEqual(['construction']);
  });

  it('reads scheduling for general contractors and their subcontractors as construction', () => {
    const deck = extractDeckBuiltin(
      documentOf([
        'Pourplan\nSite schedules that keep up with the weather',
        'Problem\nGeneral contractors re-plan by hand when a delivery slips\nEvery change reaches 25 subcontractors by phone',
        'Product\nReads daily site reports and re-plans the week',
        'Round\nSeed, USD 2M',
      ]),
      'hash-pourplan',
    );
    expect(deck.profile.subsectors?.find((s) => s.industry === 'industrial')?.id).toBe('construction');
  });
});

describe('a generalist in its own words', () => {
  const text =
    "Hollyhock is a pre-seed fund for founders in the Nordics. We don't have sectors. Our last fifteen investments include a dental booking tool, a freight marketplace and an oat-milk brand. We are the wrong fund for gambling, weapons and crypto tokens.";

  it('reads "we don\'t have sectors" as open, and its past investments as examples', () => {
    expect(parseThesis({ text, answers: [] }).sectors).toBeNull();
  });

  it('reads "we are the wrong fund for" as a rule-out', () => {
    const subsectors = parseThesis({ text, answers: [] }).exclusions.flatMap((e) =>
      e.value.scopes.flatMap((scope) => scope.subsectors.map((ref) => ref.id)),
    );
    expect(subsectors).toEqual(expect.arrayContaining(['gambling-betting', 'crypto']));
  });
});

describe('a terse security fund', () => {
  const text = [
    'Security bought by companies, seed and Series A.',
    '',
    '- HQ in the US or Israel',
    '- Identity, cloud, email and data security',
    '- Pass: consumer VPNs; managed security services and consultancies',
  ].join('\n');

  it('reads a "Pass:" bullet as rule-outs, across its semicolons', () => {
    const phrases = parseThesis({ text, answers: [] }).exclusions.flatMap((e) =>
      e.value.scopes.map((scope) => scope.phrase),
    );
    expect(phrases).toEqual(expect.arrayContaining(['consumer VPNs', 'consultancies']));
  });

  it('reads "identity, cloud ... and data security" as kinds of security, not all of cloud', () => {
    const industries = (parseThesis({ text, answers: [] }).sectors?.value ?? []).map(
      ({ industry }) => industry,
    );
    expect(industries).toContain('security');
    expect(industries).not.toContain('infrastructure');
  });

  it('reads identity threat detection as security', () => {
    const deck = extractDeckBuiltin(
      documentOf([
        'Keyhole\nIdentity is the new perimeter',
        'Why now\nMost breaches start with a stolen identity\nEvery SaaS app has its own admins and OAuth tokens',
        'Product\nConnects to Okta and Google Workspace\nMaps every human and machine identity and flags abnormal sessions',
        'Round\nRaising a $3M seed',
      ]),
      'hash-keyhole',
    );
    expect(deck.profile.primarySector?.value).toBe('security');
  });
});

describe('a deal-breakers answer that names no deal-breaker', () => {
  it('adds no rule-out when it says what the fund likes in founders', () => {
    const profile = parseThesis({
      text: 'We back seed software for farmers in East Africa.',
      answers: [
        {
          topic: 'exclusions',
          question: 'What are your deal-breakers?',
          answer:
            'We care most about founders who grew up on a farm, and we spend a week in the field with the team before we commit.',
        },
      ],
    });
    expect(profile.exclusions).toEqual([]);
  });
});
