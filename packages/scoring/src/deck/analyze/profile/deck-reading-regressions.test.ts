import { describe, expect, it } from 'vitest';
import { documentOf } from '../../../../test/deck-document';
import { extractDeckBuiltin } from './extract';

/**
 * Issue 26, deck side: misreadings found on real public decks (hackathon and competition
 * entries, grant-funded programmes, sales decks, seed decks from four continents, non-dollar asks,
 * dense one-pagers). Every deck here is invented, written the way such decks are.
 */
const read = (pages: readonly string[], id = 'hash-regression') => extractDeckBuiltin(documentOf(pages), id);

describe('trace mentions are not identity (class 4)', () => {
  it('reads a marketplace that takes payments as a marketplace, not fintech', () => {
    const deck = read([
      'Stallhop\nThe marketplace for street-food pop-ups\nBook a stall, sell out, get paid',
      'The problem\nMarket organisers fill stalls by spreadsheet and WhatsApp',
      'How it works\nVendors list their menu, shoppers pre-order\nSecure payments and instant payouts through Stripe Connect\nWe take a 9% commission on every order',
      'Traction\n420 vendors, 38 markets, £1.1M GMV',
      'The ask\nRaising £600k pre-seed',
    ]);
    expect(deck.profile.primarySector?.value).toBe('commerce');
    expect(deck.facts.industry?.value).toBe('commerce');
  });

  it('reads a care provider that names a biotech partner as care, not biotech', () => {
    const deck = read([
      'Hearthwell\nIn-home dementia care for families, coordinated by nurses',
      'What we do\nNurse-led care plans, weekly home visits and a family app\nClinical partner: Neurova Biotech (drug discovery) shares trial access with our patients',
      'Traction\n310 families in care, 92% retention',
      'Team\nAisha Rahman, CEO (former NHS ward sister)\nTom Ellery, COO',
      'Seed round\nRaising £1.2M',
    ]);
    expect(deck.profile.primarySector?.value).toBe('health');
    expect(deck.facts.industry?.value).toBe('health');
  });
});

describe('what a product is comes from what it does and for whom (class 5)', () => {
  it('reads a rota tool sold to care homes as HR software, not as care', () => {
    const deck = read([
      'Rotaline\nRotas that care homes can actually fill\nManchester, UK',
      'Care homes run on gaps\nOne in eight care shifts is filled at the last minute\nAgency cover costs twice a staff shift',
      'Product\nShift planning and swaps on the carer’s phone\nFills gaps from the home’s own bank of staff first\nTimesheets flow straight into payroll',
      'Pilots\nCare homes live: 12\nCarers using the app weekly: 900',
      'Founders\nAmira Shah, CEO - ran three care homes\nLeo Grant, CTO',
      'The raise\nPre-seed round of GBP 500k',
    ]);
    expect(deck.profile.primarySector?.value).toBe('hr-work');
  });

  it('does not read a lending product for banks as developer tools from its API words', () => {
    const deck = read([
      'Lendpath\nLoan decisioning for credit unions and community banks',
      'Product\nREST API and SDK, developer portal with sandbox\nWebhooks for every decision\nPlugs into the core banking system in two weeks',
      'Integrations\nAPI docs, SDKs for Java and .NET, developer support',
      'Customers\n6 regional banks live, 2 credit unions in pilot',
      'Ask\n$2.5M seed',
    ]);
    expect(deck.profile.primarySector?.value).toBe('fintech');
    expect(deck.facts.industry?.value).toBe('fintech');
    expect(deck.profile.sectors.map((sector) => sector.industry)).not.toContain('developer-tools');
  });

  it('does not read a company as AI because it uses AI or calls itself a developers team', () => {
    const deck = read([
      'Crumbwise\nAI-powered meal planning for busy families\nWe are a team of developers and nutritionists',
      'How it works\nOur AI builds a weekly plan and a grocery list from what is in your fridge',
      'Traction\n18,000 households, 4.6 rating in the App Store',
      'Raising $800k pre-seed',
    ]);
    expect(deck.profile.primarySector?.value).toBe('food-agriculture');
    expect(deck.profile.primaryCustomer?.value).toBe('consumer');
  });

  it('reads a shared inbox for teams as a business product', () => {
    const deck = read([
      'Threadbox\nThe shared inbox for teams',
      'The problem\nSupport, sales and ops teams juggle shared email addresses like support@ and sales@\nMessages get lost, answered twice or never',
      'The product\nAssign emails, comment internally, see who is replying\nWorks with Gmail and Outlook',
      'Traction\n1,900 companies, $2.1M ARR\nCustomers: agencies, SaaS startups, e-commerce brands',
      'Series A\nRaising $8M',
    ]);
    expect(deck.profile.primaryCustomer?.value).toBe('business');
    expect(deck.facts.industry?.value).toBe(deck.profile.primarySector?.value);
  });

  it('reads "your company\'s communications" as addressed to a business', () => {
    // A shared-inbox deck read as consumer: its cover names no customer word, only "your company's".
    const deck = read([
      'Relaybox\nAll your company’s external communications\nin one collaborative inbox.',
      'The problem\nEmail is a tool designed for personal use\nNot collaborative, error-prone',
      'The solution\nRebuilding email, for business this time\nShare, assign, mention',
      'Series A\nRaising $10M',
    ]);
    expect(deck.profile.primaryCustomer?.value).toBe('business');
    expect(deck.profile.primaryCustomer?.quote).toContain('your company');
  });
});

describe('counts and amounts are not street addresses (class 8)', () => {
  it('does not read "38 staff" or "Rs 9 crore for US sales" as a US address', () => {
    const deck = read([
      'Claushound\nContract review for in-house legal teams',
      'Customers\n31 in the US, 12 in the EU',
      'Company\nUS parent for contracting; all 38 staff and the founders work in Pune',
      'Round\nRaising Rs 9 crore pre-Series A for US sales',
    ]);
    expect(deck.profile.headquarters?.value.country).not.toBe('US');
  });

  it('still reads a street address', () => {
    const deck = read([
      'Claushound\nContract review for in-house legal teams',
      'Contact\n221 Baker Street, London NW1 6XE',
    ]);
    expect(deck.profile.headquarters?.value.country).toBe('GB');
  });
});

describe('a vocational school is not a university because its problem slide names college (class 4)', () => {
  it('reads 8-week courses for trained technicians as upskilling', () => {
    const deck = read([
      "Wirewise Academy\nTrained technicians for West Africa's mini-grids",
      'The gap\nMini-grid builders cannot hire qualified technicians\nA three-year college course is out of reach for most young people',
      'Our model\n8-week courses in wiring, inverters and repair, in four training centres\nGraduates pay 10% of wages for a year once hired',
      'Round\nRaising USD 600k seed',
    ]);
    const education = (deck.profile.subsectors ?? []).filter((s) => s.industry === 'education');
    expect(education[0]?.id).toBe('upskilling');
    expect(education.find((s) => s.id === 'higher-education')?.share ?? 0).toBeLessThan(0.4);
  });
});

describe('a drug company is biotech, whatever disease it treats (class 5)', () => {
  it('reads "a first-in-class oral therapy" as biotech, not as a care provider', () => {
    const deck = read([
      'Ottoline Therapeutics\nA first-in-class oral therapy for idiopathic pulmonary fibrosis',
      'Pipeline\nLead compound in IND-enabling studies; a second programme in liver disease',
      'The ask\nRaising GBP 12M Series A',
    ]);
    expect(deck.profile.primarySector?.value).toBe('biotech');
  });

  it('reads "an oral treatment", drug developers and an IND filing as biotech, not a care provider', () => {
    const deck = read([
      "Quillon Bio\nAn oral treatment for night-time confusion in Parkinson's disease",
      'Why it matters\nFamilies struggle to keep a parent at home once symptoms start',
      'Science\nQB-07, licensed from a university lab; clean animal studies; IND filing planned for 2027',
      'Team\nTwo drug developers with three approved medicines between them',
      'The ask\nSeed round of $5M',
    ]);
    expect(deck.profile.primarySector?.value).toBe('biotech');
  });
});

describe('what kind of organisation a deck says it is (class 7)', () => {
  const kinds = (pages: readonly string[]) =>
    (read(pages).profile.organisationKinds ?? []).map((kind) => kind.value);

  it('reads a hackathon entry', () => {
    expect(
      kinds([
        'Team Bytebusters\nHackMIT 2024\nMediMatch: finding clinical trials for rare-disease patients',
        'Built in 36 hours with Python, React and the ClinicalTrials.gov API',
      ]),
    ).toContain('hackathon-student');
  });

  it('reads a student project', () => {
    expect(
      kinds([
        'Plantpulse\nFinal-year capstone project, Department of Electrical Engineering',
        'Soil sensors for balcony gardeners',
      ]),
    ).toContain('hackathon-student');
  });

  it('reads a grant-funded programme and an NGO', () => {
    const found = kinds([
      'Clean Wells Initiative\nA non-profit bringing safe water to rural schools in Malawi',
      'Funding\nThe programme is funded by a grant from the Gates Foundation and EU Horizon Europe',
      'Contact\ninfo@cleanwells.org',
    ]);
    expect(found).toContain('non-profit');
    expect(found).toContain('grant-funded');
  });

  it('reads an idea-stage team and an agency', () => {
    expect(
      kinds(['Parcelpal\nWe are at the idea stage and looking for co-founders', 'Problem\nParcels get lost']),
    ).toContain('idea-stage');
    expect(
      kinds([
        'Pixelforge Studio\nWe are a digital agency building apps and websites for clients',
        'Services\nUI/UX design, web development, app development',
      ]),
    ).toContain('agency-services');
  });

  it('reads no kind from a startup that names grants, hackathons or agencies in passing', () => {
    expect(
      kinds([
        'Ledgerly\nAutomated bookkeeping for small businesses',
        'Traction\nWon an Innovate UK grant; 1,200 paying customers\nSold through 30 accounting agencies',
        'Team\nMaria won HackZurich 2019 before founding Ledgerly',
        'The ask\nRaising $3M seed',
      ]),
    ).toEqual([]);
  });
});

describe('where a company is (class 8)', () => {
  it('does not read a list of offices as the headquarters', () => {
    const deck = read([
      'Taskloop\nWorkforce analytics for IT services companies\nOffices in USA and India',
      'Customers\nClients in the US, UK and UAE',
      'Contact\nTaskloop Technologies Pvt Ltd, Pune\nhello@taskloop.ai',
    ]);
    expect(deck.profile.headquarters?.value.country).toBe('IN');
  });

  it('does not read target markets as the headquarters', () => {
    const deck = read([
      'Kiosko\nOrdering software for corner shops',
      'Go-to-market\nLaunching in Mexico, then Colombia and Brazil\nTarget market: Latin America',
      'Ask\nRaising $1M',
    ]);
    expect(deck.profile.headquarters ?? null).toBeNull();
  });

  it('keeps an unknown headquarters unknown', () => {
    const deck = read(['Quietly\nNoise-cancelling for open offices', 'Ask\nRaising $500k']);
    expect(deck.profile.headquarters ?? null).toBeNull();
  });
});

describe('facts (class 11)', () => {
  it('does not take a team or event name on the cover for the company', () => {
    const deck = read([
      'Team Rocket\nHackMIT 2024\nMediMatch',
      'MediMatch\nFinding clinical trials for rare-disease patients',
      'How MediMatch works\nPatients answer 10 questions, MediMatch ranks open trials',
      'Team Rocket\nJane Park, Omar Haddad, Li Wei',
    ]);
    expect(deck.facts.companyName?.value).toBe('MediMatch');
  });

  it('does not take a competitor on a competition slide for the company', () => {
    const deck = read([
      'Soilsense\nSoil moisture sensing for smallholder farms',
      'Competition\nCropX\nCropX\nArable\nCropX: expensive, built for large farms',
      'Why Soilsense\n$30 sensors, SMS alerts, no smartphone needed',
      'Ask\nRaising $400k\nhello@soilsense.africa',
    ]);
    expect(deck.facts.companyName?.value).toBe('Soilsense');
  });

  it('reads a rupee ask written as a sentence on a one-pager', () => {
    const deck = read([
      'Krishiyantra — Investor one-pager\nKrishiyantra rents tractors and harvesters to smallholder farmers by the hour through village agents. 1,400 farmers served in Nashik district; revenue of ₹38 lakh in FY24. We are raising ₹2 crore to expand to 5 districts and add 120 machines. Founders: Rohan Patil (CEO), Sneha Kulkarni (COO).',
    ]);
    expect(deck.facts.raise?.value).toMatchObject({ amount: 20_000_000, currency: 'INR' });
  });

  it('reads a euro ask written as a sentence', () => {
    const deck = read([
      'Vellum Labs\nContract review for Spanish law firms',
      'Summary\nVellum Labs is seeking €500k to hire two engineers and reach 50 firms by 2026.',
    ]);
    expect(deck.facts.raise?.value).toMatchObject({ amount: 500_000, currency: 'EUR' });
  });

  it('does not read slide headings as founders', () => {
    const deck = read([
      'Ledgerly\nBookkeeping for small businesses',
      'Our Team\nProduct Roadmap\nGo To Market\nMaria Okafor, CEO\nDavid Chen, CTO',
    ]);
    const names = deck.facts.founders.map((founder) => founder.value.name);
    expect(names).not.toContain('Product Roadmap');
    expect(names).not.toContain('Go To Market');
    expect(names).toContain('Maria Okafor');
  });

  it('does not read a heading over a role as a founder', () => {
    const deck = read([
      'Ledgerly\nBookkeeping for small businesses',
      'Team\nTechnical Leadership\nCTO & Co-founder\nArnav Mehta\nSuccessfully Managing\nCEO & Co-founder\nPriya Nair',
    ]);
    const names = deck.facts.founders.map((founder) => founder.value.name);
    expect(names).not.toContain('Technical Leadership');
    expect(names).not.toContain('Successfully Managing');
  });
});

describe('the words a deck names its market by (classes 3 and 5)', () => {
  it('reads pet owners as the consumers a home-visit vet serves, whatever its own hospitals', () => {
    const deck = read([
      'Pawsy\nThe vet comes to your home',
      'The problem\nPet owners lose half a day for every clinic visit\nAnxious pets hate the car',
      'Our service\nHome visits, video consults and vaccinations, backed by our two vet hospitals\nDesigned for busy pet owners',
      'Traction\n9,000 pet owners served; our hospitals run at 80% capacity\nDog owners and cat owners rebook 3 times a year',
      'Seed round\nRaising $2M',
    ]);
    expect(deck.profile.models.consumer).toBeGreaterThan(deck.profile.models.business);
  });

  it('reads automated dubbing by voice generation as generative AI beside the media it serves', () => {
    const deck = read([
      'Dubly\nHuman-quality automated dubbing as a SaaS',
      'The problem\nDubbing a 10-minute video takes two weeks and $100 a minute in studios',
      "How it works\nTranslation, then voice generation in the speaker's own voice\nUpload a video, get it dubbed in 20 languages",
      'Traction\n1,200 creators dubbed 40,000 minutes of video',
      'Pre-seed\nRaising $2M',
    ]);
    const ai = deck.profile.sectors.find((sector) => sector.industry === 'ai-ml');
    // Without the voice-generation words it read as 9% AI.
    expect(ai?.share ?? 0).toBeGreaterThan(0.3);
  });

  it('reads circular fashion and the right to repair as the circular economy, a climate sector', () => {
    const deck = read([
      'Mendly\nCircular fashion, one repair at a time',
      'The market\nCircular business models are 3.5% of fashion today\nThe right to repair is now EU law',
      'How it works\nCustomers book a repair, local tailors do the work, we post it back',
      'Traction\n4,000 repairs; circularity reporting for 12 brands',
      'Seed round\nRaising £1M',
    ]);
    const climate = deck.profile.sectors.find((sector) => sector.industry === 'climate-energy');
    expect(climate?.share ?? 0).toBeGreaterThan(0.3);
  });
});
