import { DECK_INDUSTRIES, type DeckIndustry } from '@pitchfit/contracts/deck';
import { describe, expect, it } from 'vitest';
import { documentOf } from '../../../../test/deck-document';
import { matchDeckBuiltin } from '../match/match';
import { extractDeckBuiltin } from '../profile/extract';
import { industryShares, matchIndustryTerms } from '../vocabulary/signals';
import { matchSubsectorTerms } from '../vocabulary/subsector-matcher';
import { INDUSTRY_LEXICON } from './industries';
import { SUBSECTOR_LEXICON } from './subsectors';

const industries = Object.keys(DECK_INDUSTRIES) as DeckIndustry[];
/** The plain text a term stands for ("payment*" is found in "payment"). */
const textOf = (term: string) => term.replace(/\*$/, '');

/**
 * Terms deliberately named strong by more than one industry, with the reason. Anything else
 * that two industries share must be weak in both, or it would split decks between them.
 */
const SHARED_STRONG: Record<string, string> = {
  'deep tech': 'names how hard the science is, not one sector: biotech, hardware and industrial alike',
  'food waste': 'a climate problem and a food-supply problem in equal measure',
};

/** The industry a text reads as, and the sub-sector it names most (first named on a tie). */
function classify(text: string) {
  const industry = industryShares([{ text, weight: 1 }])[0]?.industry ?? null;
  const counts = new Map<string, number>();
  for (const hit of matchSubsectorTerms(text)) {
    const key = `${hit.industry}/${hit.subsector}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const subsector = [...counts.entries()].reduce<[string, number] | null>(
    (best, entry) => (!best || entry[1] > best[1] ? entry : best),
    null,
  );
  return { industry, subsector: subsector?.[0] ?? null };
}

describe('industry and sub-sector vocabulary', () => {
  it('gives every industry its own sub-sectors, each with words', () => {
    for (const industry of industries) {
      const subsectors = Object.entries(SUBSECTOR_LEXICON[industry]);
      expect(subsectors.length, industry).toBeGreaterThanOrEqual(4);
      for (const [id, terms] of subsectors) {
        expect(id, `${industry}/${id}`).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(terms.length, `${industry}/${id}`).toBeGreaterThan(0);
      }
    }
    expect(Object.keys(SUBSECTOR_LEXICON).sort()).toEqual([...industries].sort());
  });

  it('writes every term lower-case, trimmed, once, with `*` only at the end', () => {
    const lists = [
      ...industries.flatMap((industry) => [
        INDUSTRY_LEXICON[industry].strong,
        INDUSTRY_LEXICON[industry].weak,
      ]),
      ...industries.flatMap((industry) => Object.values(SUBSECTOR_LEXICON[industry])),
    ];
    for (const terms of lists) {
      expect(new Set(terms).size, terms.join(', ')).toBe(terms.length);
      for (const term of terms) {
        expect(term, term).toBe(term.toLowerCase().trim());
        expect(term.slice(0, -1), term).not.toContain('*');
      }
    }
  });

  it('shares no strong industry term between industries, except the listed umbrella terms', () => {
    for (const industry of industries) {
      for (const term of INDUSTRY_LEXICON[industry].strong) {
        const strongElsewhere = matchIndustryTerms(textOf(term))
          .filter((hit) => hit.key !== industry && hit.weight >= 1)
          .map((hit) => hit.key);
        if (term in SHARED_STRONG) expect(strongElsewhere.length, term).toBeGreaterThan(0);
        else expect(strongElsewhere, `"${term}" (${industry})`).toEqual([]);
      }
    }
  });

  // Sub-sector words count for their industry too, so a term may be found through a synonym of its
  // own industry ("low-code" as "low code"); what must never happen is another industry taking it.
  it('lets every industry term be found for its own industry (no term hidden by another industry)', () => {
    for (const industry of industries) {
      for (const term of [...INDUSTRY_LEXICON[industry].strong, ...INDUSTRY_LEXICON[industry].weak]) {
        const own = matchIndustryTerms(textOf(term)).find((hit) => hit.key === industry);
        expect(own, `"${term}" (${industry})`).toBeDefined();
      }
    }
  });

  it('puts each sub-sector term in one sub-sector of one industry', () => {
    const owners = new Map<string, string>();
    for (const industry of industries) {
      for (const [id, terms] of Object.entries(SUBSECTOR_LEXICON[industry])) {
        for (const term of terms) {
          const place = `${industry}/${id}`;
          expect(owners.get(term), `"${term}" in ${place}`).toBeUndefined();
          owners.set(term, place);
          const found = new Set(
            matchSubsectorTerms(textOf(term)).map((hit) => `${hit.industry}/${hit.subsector}`),
          );
          expect([...found], `"${term}"`).toEqual([place]);
        }
      }
    }
  });

  it('never lets a sub-sector term read as another industry than its own', () => {
    for (const industry of industries) {
      for (const [id, terms] of Object.entries(SUBSECTOR_LEXICON[industry])) {
        for (const term of terms) {
          const hits = matchIndustryTerms(textOf(term));
          if (hits.length === 0) continue;
          const strongest = Math.max(...hits.map((hit) => hit.weight));
          const leaders = hits.filter((hit) => hit.weight === strongest).map((hit) => hit.key);
          expect(leaders, `"${term}" (${industry}/${id})`).toContain(industry);
        }
      }
    }
  });

  // Phrases written for this test in the way decks and theses put things; none comes from an evaluation deck.
  it.each([
    [
      'We build direct lithium extraction units that pull battery-grade lithium from geothermal brines',
      'climate-energy',
      'climate-energy/critical-minerals',
    ],
    [
      'Molten-salt thermal storage that turns cheap solar into 24/7 industrial heat',
      'climate-energy',
      'climate-energy/thermal-storage',
    ],
    [
      'Solid-state switchgear and grid equipment for utilities upgrading the power grid',
      'climate-energy',
      'climate-energy/grid',
    ],
    [
      'Direct air capture plants paired with carbon sequestration in basalt',
      'climate-energy',
      'climate-energy/carbon-removal',
    ],
    [
      'PEM electrolyzers that make green hydrogen at half the cost',
      'climate-energy',
      'climate-energy/hydrogen',
    ],
    [
      'Fast charging stations and charging infrastructure for delivery fleets',
      'climate-energy',
      'climate-energy/ev-charging',
    ],
    ['Card issuing and payment processing for online marketplaces', 'fintech', 'fintech/payments'],
    [
      'Revenue-based financing for online sellers, underwritten on their sales data',
      'fintech',
      'fintech/lending',
    ],
    ['A stablecoin wallet for cross-border remittances on-chain', 'fintech', 'fintech/crypto'],
    [
      'Spend management and corporate cards that close the books in a day',
      'fintech',
      'fintech/accounting-finance-ops',
    ],
    [
      'KYC and anti-money laundering checks for banks, with transaction monitoring built in',
      'fintech',
      'fintech/regtech',
    ],
    [
      'Embedded insurance for gig workers, sold at checkout by our insurer partners',
      'fintech',
      'fintech/insurtech',
    ],
    ['A digital bank for the underbanked with a free debit card', 'fintech', 'fintech/neobanking'],
    [
      'Virtual care platform: video consultations with licensed physicians in 15 minutes',
      'health',
      'health/telehealth',
    ],
    [
      'Therapist-led behavioral health program for teens with anxiety and depression',
      'health',
      'health/mental-health',
    ],
    [
      'A non-invasive brain-computer interface using EEG for stroke rehabilitation',
      'health',
      'health/neurotech',
    ],
    ['FDA 510(k)-cleared catheter for cardiac surgery', 'health', 'health/medtech'],
    ['Digital pathology that speeds up cancer diagnosis in hospital labs', 'health', 'health/diagnostics'],
    ['Small molecule therapeutics for rare diseases, now preclinical', 'biotech', 'biotech/therapeutics'],
    [
      'Engineered microbes and biomanufacturing for specialty ingredients',
      'biotech',
      'biotech/synthetic-biology',
    ],
    [
      'Reading app for students with dyslexia and other learning differences',
      'education',
      'education/special-needs',
    ],
    [
      'Upskilling bootcamps that close the skill gap for mid-career workers',
      'education',
      'education/upskilling',
    ],
    ['Lesson planning for K-12 teachers in public school districts', 'education', 'education/k-12'],
    [
      'CI/CD pipelines and infrastructure as code for platform engineering teams',
      'developer-tools',
      'developer-tools/devops-ci-cd',
    ],
    [
      'A vector database and data warehouse for real-time analytics workloads',
      'infrastructure',
      'infrastructure/databases',
    ],
    [
      'Contract management and e-discovery software for law firms',
      'enterprise-software',
      'enterprise-software/legal-tech',
    ],
    ['AI agents that run autonomous agent workflows on top of foundation models', 'ai-ml', 'ai-ml/ai-agents'],
    [
      'Endpoint security with EDR that stops ransomware before it spreads',
      'security',
      'security/endpoint-security',
    ],
    ['A dating app where singles meet through voice notes', 'consumer-social', 'consumer-social/dating'],
    [
      'Tools for the creator economy: content creators sell fan subscriptions',
      'consumer-social',
      'consumer-social/creator-tools',
    ],
    ['A skincare and haircare line sold direct to consumer', 'commerce', 'commerce/beauty-personal-care'],
    [
      'Headless commerce and order management for Shopify stores',
      'commerce',
      'commerce/ecommerce-enablement',
    ],
    ['Boutique hotels and vacation rentals booked in one app', 'travel', 'travel/lodging'],
    ['Telematics and fleet management for trucking companies', 'mobility', 'mobility/fleet-management'],
    ['A mobile game studio building esports titles', 'media', 'media/gaming'],
    [
      'Vertical farms with hydroponic systems next to grocery stores',
      'food-agriculture',
      'food-agriculture/controlled-environment',
    ],
    [
      'Cultivated meat and other alternative proteins at price parity',
      'food-agriculture',
      'food-agriculture/alternative-protein',
    ],
    ['Collaborative robots and cobots for small machine shops', 'hardware-iot', 'hardware-iot/robotics'],
    ['Earth observation satellites with hyperspectral imaging', 'hardware-iot', 'hardware-iot/space'],
    ['Dual-use systems for defense and aerospace primes', 'industrial', 'industrial/aerospace-defense'],
    [
      'Predictive maintenance and digital twins for factories',
      'industrial',
      'industrial/industrial-software',
    ],
    [
      'Rent collection and maintenance requests for landlords of multifamily buildings',
      'real-estate',
      'real-estate/property-management',
    ],
    [
      'Payroll, employee benefits and earned wage access for hourly staff',
      'hr-work',
      'hr-work/payroll-benefits',
    ],
    [
      'Programmatic ad exchange and real-time bidding for publishers',
      'marketing-adtech',
      'marketing-adtech/adtech',
    ],
    ['Fresh pet food for dogs, delivered to pet parents', 'pets', 'pets/pet-food'],
    // Groundwork (deskless workers) was read as a gig-economy thesis, so a gig app led its ranking.
    [
      'Shift swaps and workforce communication for deskless, frontline workers',
      'hr-work',
      'hr-work/workforce-management',
    ],
  ])('reads "%s" as %s (%s)', (text, industry, subsector) => {
    expect(classify(text)).toEqual({ industry, subsector });
  });

  it.each([
    ['We avoid pure lending and balance-sheet risk'],
    ['No crypto, no consumer apps'],
    ['Use of funds: working capital, hiring and inventory'],
    ['Balance sheet and cash flow statement for FY2024'],
  ])('names no industry outright in "%s", so an exclusion cannot rule out all of fintech', (text) => {
    expect(matchIndustryTerms(text).filter((hit) => hit.key === 'fintech' && hit.weight >= 1)).toEqual([]);
  });

  it.each([
    ['Energy storage for commercial buildings', 'climate-energy'],
    ['A fertility clinic network for IVF patients', 'health'],
    ['Cryptographic key management with post-quantum encryption', 'security'],
    ['We vet every supplier and audit every factory', 'industrial'],
    ['Data warehouse for marketing analytics teams', 'infrastructure'],
    ['Budget software for property developers building mid-rise housing', 'real-estate'],
    ['Time and attendance with shift scheduling for hourly teams', 'hr-work'],
    ['Anomaly detection for industrial control systems and OT networks', 'security'],
  ])('reads "%s" by its specific words, not a word inside them (%s)', (text, industry) => {
    expect(industryShares([{ text, weight: 1 }])[0]?.industry).toBe(industry);
  });

  it('names no industry outright when a thesis rules out one part of AI', () => {
    expect(
      matchIndustryTerms('We do not fund foundation-model labs').filter((hit) => hit.weight >= 1),
    ).toEqual([]);
  });

  it('finds no crypto or sub-sector in an LLM deck that talks about tokens', () => {
    const text = 'Our LLM costs fall as tokens per request drop; we cache embeddings per API token.';
    expect(matchSubsectorTerms(text).filter((hit) => hit.industry === 'fintech')).toEqual([]);
  });
});

// The case from issue 9: this thesis used to read as "Hardware & IoT and Cloud & data infrastructure"
// ("storage") and found no sector at all in a lithium-extraction deck.
describe('a climate-hardware thesis and a lithium-extraction deck', () => {
  const thesis = {
    text: 'Our fund backs hardware founders working on electrochemistry, critical minerals, thermal storage and grid equipment.',
    version: 1,
    answers: [],
  };
  const deck = extractDeckBuiltin(
    documentOf([
      'Salarite\nDirect lithium extraction from oilfield brines',
      'Problem\nSolar ponds need more than a year per batch and use scarce water; cell makers need lithium carbonate now.',
      'Solution\nAn electrochemical cell that selectively pulls lithium ions from brine in hours, with 90% recovery.',
      'Market\nLithium demand grows 5x by 2030 as EV makers scale; critical minerals supply is the bottleneck.',
      'Ask\nRaising a $2M seed round',
    ]),
    'hash-salarite',
  );

  it('reads the deck as climate & energy, in critical minerals', () => {
    expect(deck.facts.industry?.value).toBe('climate-energy');
    expect(classify('Direct lithium extraction from oilfield brines').subsector).toBe(
      'climate-energy/critical-minerals',
    );
  });

  it('finds the thesis sector in the deck', () => {
    const sectors = matchDeckBuiltin(deck, thesis).parts.find((part) => part.part === 'sectors');
    expect(sectors?.reasoning).toMatch(/meets Climate & energy/);
    expect(sectors?.reasoning).not.toMatch(/Cloud & data infrastructure/);
    expect(sectors?.score).toBeGreaterThan(0.8);
  });
});
