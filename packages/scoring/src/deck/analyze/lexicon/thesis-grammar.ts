/**
 * Words a thesis uses for its own grammar rather than for a sector (thesis.ts): the companies it
 * backs, and how it says that any sector will do.
 */

/**
 * What a thesis calls the companies it backs: "we back companies headquartered in Canada" names no
 * sector, though "companies" is a weak business-software word in a deck ("for companies and teams").
 * A longer term that holds the word ("software companies") still counts.
 */
export const INVESTEE_NOUNS: readonly string[] = [
  'companies',
  'company',
  'startups',
  'startup',
  // A mission thesis backs "trusted brands", "the businesses that ...", "products that bring people ...".
  'business',
  'businesses',
  'brands',
  'products',
  // ... and names whom they serve as "people": the public, not a social network.
  'people',
];

/** Words before "sector" or "industry" that open the field: "in any sector", "whatever their sector". */
export const ANY_SECTOR_DETERMINERS: readonly string[] = [
  'any',
  'every',
  'all',
  'whatever their',
  'whatever its',
  'whatever the',
  'whatever',
  'regardless of',
  'regardless of their',
  'across',
  // Dutch and German: "in elke sector", "in jeder Branche".
  'elke',
  'iedere',
  'jeder',
  'jede',
];

/** The nouns those words open. */
export const SECTOR_NOUNS: readonly string[] = [
  'sector',
  'sectors',
  'industry',
  'industries',
  'vertical',
  'verticals',
  'trade',
  'trades',
  'branche',
  'branches',
];

/**
 * Nouns that name a kind of business a thesis may rule out ("agencies, consultancies and staffing
 * companies", "retailers and brands"). A deck names them often as its customer, its partner or its
 * rival ("sold to home-care agencies", "12 brand partners", "agency cover costs twice a shift"), so a
 * deck is one only when it says so of itself (match.ts).
 */
export const KIND_OF_BUSINESS_NOUNS: readonly string[] = [
  'agency',
  'agencies',
  'consultancy',
  'consultancies',
  // Dutch: "bureaus, consultancy en andere dienstverlening".
  'bureaus',
  'dienstverlening',
  'staffing',
  // "Digital freight forwarders" in a logistics thesis: customs software sold to forwarders is not one.
  'forwarder',
  'forwarders',
  // "Companies that run schools or colleges themselves": an operator of the sites an industry works
  // in, where software for those sites is wanted (thesis-reader.ts reads the phrase, match.ts the deck).
  'operators',
  // "Retailers and brands": a repair service that brands white-label names them on every slide.
  'retailer',
  'retailers',
  'brand',
  'brands',
];

/** Sites a company may run itself ("companies that run clinics"), as opposed to selling to them. */
export const OPERATED_SITES: readonly string[] = [
  'schools',
  'colleges',
  'universities',
  'academies',
  'campuses',
  'nurseries',
  'clinics',
  'hospitals',
  'care homes',
  'pharmacies',
  'gyms',
  'restaurants',
  'kitchens',
  'hotels',
  'stores',
  'shops',
  'warehouses',
  'farms',
  'factories',
  'fleets',
  'sites',
  // "Rolling up veterinary practices": the practices a roll-up buys and then runs.
  'practices',
];

/** Buyers that make a product sold "directly to" them a consumer product ("sold directly to parents"). */
export const CONSUMER_BUYER_NOUNS: readonly string[] = [
  'consumers',
  'individuals',
  'people',
  'parents',
  'families',
  'households',
  'students',
  'learners',
  'patients',
  // "Products sold to pet owners (apps, food, toys)": the owner buys for themselves.
  'pet owners',
  'dog owners',
  'cat owners',
  'pet parents',
];

/**
 * What a thesis about consumers as a whole calls its companies ("consumer brands and apps", "B2C
 * startups"): such a thesis is about who the customer is, so a consumer company in an industry it
 * does not name is partly in its focus. Words for one consumer category ("group chats", "physical
 * products sold to shoppers") are not these: there the category is the focus.
 */
export const WHOLE_CONSUMER_TERMS: readonly string[] = [
  'consumer brand*',
  'consumer app*',
  'consumer application*',
  'consumer product*',
  'consumer compan*',
  'consumer business*',
  'consumer internet',
  'consumer tech*',
  'consumer startup*',
  'consumer goods',
  'consumer service*',
  'consumer software',
  'consumer subscription*',
  'consumer categor*',
  'consumer-facing',
  'consumer facing',
  'b2c',
  // "We now witness a consumer in transition": the consumer as a person, the thesis's subject.
  'a consumer',
  'the consumer',
  "today's consumer",
  'today’s consumer',
  'modern consumer',
];

/**
 * People a product is sold to or used by ("sold directly to parents and students"): named alone in a
 * rule-out, they are its buyers, not a kind of company, and are not matched as deck words.
 */
export const PEOPLE_NOUNS: readonly string[] = [
  'people',
  'individuals',
  'parents',
  'students',
  'learners',
  'pupils',
  'children',
  'kids',
  'families',
  'teachers',
  'patients',
  'doctors',
  'nurses',
  'users',
  'customers',
  'employees',
  'workers',
];

/** Service nouns an agency or consultancy meets when it calls itself a studio, a firm or a partner (organisation-kinds.ts). */
export const AGENCY_NOUNS: readonly string[] = ['agency', 'agencies', 'consultancy', 'consultancies'];

/**
 * What a staffing business says of itself without the word: it employs the people it sends out
 * ("we employ and train our own pool of warehouse workers"). Verbs, then the people; staffing.ts
 * reads them as "we <verb> ... <people>" within one line.
 */
export const EMPLOYER_VERBS: readonly string[] = ['employ', 'employs', 'hire and train', 'train and employ'];
export const PLACED_PEOPLE: readonly string[] = [
  'workers',
  'staff',
  'temps',
  'nurses',
  'carers',
  'caregivers',
  'drivers',
  'cleaners',
  'contractors',
];

/**
 * What a business that buys the stock it resells says of itself without "wholesaler" or "bed bank":
 * "we pre-buy allotments of rooms", "we carry the unsold-room risk". Verbs, then what is bought;
 * wholesale.ts reads them as "we <verb> ... <stock>" within one line.
 */
export const PRE_BUYING_VERBS: readonly string[] = [
  'pre-buy',
  'prebuy',
  'pre-purchase',
  'prepurchase',
  'buy up',
  'block-book',
  'block book',
];
export const PRE_BOUGHT_STOCK: readonly string[] = [
  'allotments',
  'allotment',
  'inventory',
  'room blocks',
  'seat blocks',
];

/** What a thesis rules out when it rules out a business that buys its stock in advance and resells it. */
export const STOCK_RESELLER_TERMS: readonly string[] = [
  'wholesaler',
  'wholesalers',
  'bed bank',
  'bed banks',
  'consolidators',
];
/**
 * "Pre-revenue companies", "brands that have not yet launched": a rule-out of companies that sell
 * nothing yet, met by a deck that says so of itself (profile/pre-revenue.ts), whatever its words.
 */
export const PRE_REVENUE_PHRASE = /^(?:pre[\s-]?revenue|pre[\s-]?launch|no revenue|not yet launched)\b/i;

/** "Nothing that pre-buys rooms or seats": a rule-out phrase that names the buying itself. */
export const PRE_BUYING_PHRASE = /^(?:pre-?buy|pre-?purchas|buy(?:s|ing)? up|block-?book)/i;

/** Service nouns a deck that employs the people it places meets without saying them. */
export const STAFFING_NOUNS: readonly string[] = ['staffing', 'agency', 'agencies'];

/**
 * Words that make a heading a rule-out without a negation ("Exclusions", "Anti-portfolio"); a
 * heading with a rule-out cue ("What we don't invest in", "Hard no", "We pass on") needs none.
 * The lines under such a heading are rule-outs, though none of them says "no" (thesis-reader.ts).
 */
export const NEGATIVE_HEADINGS: readonly string[] = [
  'exclusions',
  'exclusion list',
  'disqualifications',
  'disqualifiers',
  'automatic disqualifications',
  'excluded sectors',
  'anti-portfolio',
  'anti-thesis',
  'no-go',
  'no-gos',
  'no-go zones',
  'no-fly zone',
  'hard pass',
  // A solo investor's list of what gets a no without a reply ("Auto-pass (saves us both time):").
  'auto-pass',
  'auto pass',
  'auto-declines',
  'auto-decline',
  'automatic declines',
  'autopass',
  'automatic pass',
  'instant pass',
  'not a fit',
  'poor fit',
  'where we stay out',
  // A corporate venture arm's or an impact fund's lines it will not cross.
  'red lines',
  'red line',
  'non-starters',
  'nonstarters',
  // A fund that decides by a taxonomy of categories: what lies outside it.
  'outside the taxonomy',
  'outside our taxonomy',
  // A call for proposals' or a programme's own words for what it does not fund.
  'out of scope',
  'outside the scope',
  'not in scope',
  'ineligible',
  'not eligible',
  'excluded activities',
  // A competition's or a programme's rules: who may not take part.
  'who may not enter',
  'who may not apply',
  'who cannot enter',
  'who cannot apply',
  "who can't apply",
  'who is not eligible',
  'who should not apply',
  // The same headings in the languages theses are written in.
  'was wir nicht machen',
  'was wir nicht tun',
  'was wir nicht finanzieren',
  'nicht für uns',
  'ausschlüsse',
  'ausschlusskriterien',
  'ce que nous ne faisons pas',
  'ce que nous ne finançons pas',
  'lo que no hacemos',
  'lo que no financiamos',
  'exclusiones',
  'o que não fazemos',
  'o que não financiamos',
  'exclusões',
  'esclusioni',
  'cosa non facciamo',
];

/**
 * The terms of a deal, not kinds of company: "No equity, no board seat, no personal guarantee" (a
 * revenue-based lender), "We take no shares", "No NDA, no deck required". A rule-out whose words are
 * all of these says how the fund invests and rules no company out.
 */
export const DEAL_TERM_WORDS: readonly string[] = [
  'equity',
  'shares',
  'share',
  'board',
  'seat',
  'seats',
  'personal',
  'guarantee',
  'guarantees',
  'collateral',
  'nda',
  'ndas',
  'warrant',
  'warrants',
  'dilution',
  'exclusivity',
  'deck',
  'decks',
  'required',
  'needed',
  'term',
  'sheet',
  'sheets',
  'covenants',
  'ratchets',
  'preferences',
];

/**
 * A fund's job advert is sometimes where its thesis is published: the sections about the person it
 * hires ("About you", "Requirements") say nothing of the companies it backs, nor does a "We're
 * hiring" banner on a thesis page, nor a programme's list of what it gives, nor the steps of
 * applying. The reader skips them (thesis-reader.ts).
 */
export const SKIPPED_HEADINGS: readonly string[] = [
  'about you',
  'who you are',
  'you are',
  'you have',
  'you bring',
  "what you'll bring",
  'what you bring',
  // A job advert's duties: what the hire will do, not what the fund backs.
  "what you'll do",
  'what you will do',
  'the role',
  'about the role',
  'responsibilities',
  'your responsibilities',
  'requirements',
  'qualifications',
  'nice to have',
  'how to apply',
  'to apply',
  // What a programme gives the companies it takes ("What you get: EUR 150k, a mentor, ..."), not what it wants of them.
  'what you get',
  "what you'll get",
  'what we offer',
  'what we provide',
  'the offer',
  'benefits',
  'perks',
  "what's in it for you",
  'programme benefits',
  'program benefits',
  // How a fund or a lender works with the company once it applies: what the money may be spent on,
  // the papers it asks for, how fast it answers, how to reach it. Not "What to send us", which heads a
  // scouts' brief's list of the companies wanted.
  'what the money is for',
  'use of funds',
  'use of proceeds',
  "what you'll need",
  "what you'll need to connect",
  'what you need',
  'what we need from you',
  'how fast',
  'how long it takes',
  'how to reach us',
  'how to pitch',
  'how to pitch us',
  'how to get in touch',
];
export const HIRING_BANNER = /^(?:we['’]re|we are|now)\s+hiring\b[^.!?]{0,60}$/i;

/**
 * Cues of a soft preference: what the fund likes best inside its focus ("we have a soft spot for
 * climate", "bonus points for open source"). It is neither a rule nor the focus itself: a deck
 * that has it ranks above an otherwise equal deck (match.ts), one that does not is still in focus.
 */
export const SOFT_PREFERENCE_CUES: readonly string[] = [
  'soft spot for',
  'a soft spot for',
  'especially like',
  'especially love',
  'especially keen on',
  'especially interested in',
  'particularly like',
  'particularly love',
  'particularly keen on',
  'particularly excited about',
  'particularly interested in',
  'bonus points for',
  'bonus points if',
  'extra points for',
  'a plus',
  'a big plus',
  'a strong plus',
  'nice to have',
  'nice-to-have',
  'a preference for',
  'a slight preference for',
  'a weakness for',
  'partial to',
  'we prefer',
  'we slightly prefer',
];

/**
 * Words that name no particular audience in "apps aimed at <word> users": "apps for everyday
 * users" qualifies nothing, "apps aimed at affluent users" does (thesis.ts, audienceOf).
 */
export const NON_AUDIENCE_WORDS: readonly string[] = [
  'our',
  'their',
  'its',
  'all',
  'many',
  'more',
  'most',
  'new',
  'existing',
  'paying',
  'active',
  'end',
  'everyday',
  'real',
  'millions',
  'million',
  'billions',
  'business',
  'enterprise',
  'consumer',
  'b2b',
  'b2c',
  'internal',
  'external',
  'first',
  'early',
  'these',
  'those',
  'such',
  'other',
];
