/**
 * Word lists the built-in grader looks for, kept in one place so a reviewer can read exactly what
 * counts as a buzzword, a placeholder or a concrete claim. All entries are lower case; multi-word
 * entries are matched on text whose hyphens were turned into spaces.
 */
import { REGION_LEXICON } from '../../deck/analyze/lexicon/regions';

/**
 * Frequent English words. At the start of a sentence a capital letter says nothing, so these are
 * not taken for names there; mid-sentence a capital still marks a name ("Plan", "Front", "Square").
 */
export const COMMON_WORDS: ReadonlySet<string> = new Set(
  `a about above across after again against all almost already also although always am among an and
  another any anybody anyone anything anyway are around as at away back basically be because been before
  being below besides best better between both but by can cannot certain clearly could currently day did
  do does doing done down during each early either else enough entire especially essentially even
  eventually ever every everybody everyone everything everywhere few final finally first for fortunately
  from further generally get gets getting give given go going good got great had has have having he hence
  her here hers him his hopefully how however i i'd i'll i'm i've if in initially instead into is it it's
  its itself just last later least less let let's like likely little long luckily made mainly make makes
  making many maybe me meanwhile more moreover most mostly much must my near nearly neither never new next
  no nobody none nor not nothing now obviously of off often old on once one only or other others
  otherwise our ours ourselves out over overall own particularly per perhaps possibly previously
  primarily probably quite rather really recently right same second several she should since so some
  somebody someone something sometimes soon specifically still such than that that's the their theirs
  them then there there's therefore these they they're thing things third this those though through thus
  to today together tomorrow too toward towards typically ultimately under unfortunately unlike until up
  upon us usually various very via was we we'd we'll we're we've well were what whatever when where
  whereas whether which while who whom whose why will with within without would yes yesterday yet you
  you're your yours
  high low small large big huge massive major main key recent current past future total average roughly
  approximately fast slow quick easy hard simple complex free paid open full part half real true clear
  strong weak bad young global local national international public private personal professional social
  digital online offline mobile software hardware tech technology growth revenue sales marketing product
  products engineering design research science health finance education money time cost costs price
  value customers customer users user clients students schools universities developers engineers doctors
  patients banks firms agencies retailers restaurants consumers buyers sellers investors partners members
  employees staff managers owners families parents children kids women men people month months week weeks
  year years days hours plus maybe think believe know see look find build create help allow enable take
  use need want try start keep run work plan expect hope aim launch grow scale sell buy pay charge earn
  save spend reach target focus serve solve fix improve reduce increase two three four five six seven
  eight nine ten hundred thousand million billion percent number amount share rate level kind type way
  case example fact idea problem problems solution solutions issue question answer reason result goal
  mission vision team teams founder founders company companies startup startups business businesses
  market markets industry sector space field area world country city region home office possible
  competitors competitor competition currently today`.split(/\s+/),
);

/** Capitalised tokens that are jargon rather than the name of a company, person or place. */
export const GENERIC_CAPITALISED: ReadonlySet<string> = new Set(
  `ai api apis saas paas iaas b2b b2c b2b2c d2c smb smbs sme smes ceo cto coo cfo cmo cro cpo vp svp evp
  mvp ml llm llms nlp ui ux iot vr xr arr mrr gmv cac ltv roi kpi kpis etl crm erp sql
  nosql phd mba bs ba ms msc bsc cs hr pr seo sem q1 q2 q3 q4 h1 h2 fy ok inc llc ltd gmbh co corp pre
  post seed series mom wow yoy qoq dau mau wau nps usd eur gbp inr rs cr na n/a tbd faq pdf url urls web3
  gui cli sdk css html js json rest http https csv ftp sftp dns vpn gpu cpu ram
  sat act gre gmat lsat mcat gpa cgpa ielts toefl gcse jee neet ap ib
  january february march april may june july august september october november december monday tuesday
  wednesday thursday friday saturday sunday`.split(/\s+/),
);

/**
 * Places: a city, country or region is where a founder lived or sells, never an employer, school,
 * project or competitor, so a name that is wholly one of these is not counted as a name. The deck
 * reader's region words are the same list (with their adjectives, "American", which are no name either).
 */
export const PLACE_NAMES: ReadonlySet<string> = new Set([
  ...Object.values(REGION_LEXICON).flat(),
  // Places the deck lexicon does not list.
  'new york city',
  'ny',
  'sf',
  'bay area',
  'la',
  'miami',
  'denver',
  'atlanta',
  'washington',
  'dc',
  'palo alto',
  'mountain view',
  'menlo park',
  'brooklyn',
  'montreal',
  'barcelona',
  'oslo',
  'geneva',
  'milan',
  'rome',
  'warsaw',
  'prague',
  'tokyo',
  'seoul',
  'beijing',
  'shanghai',
  'shenzhen',
  'melbourne',
  'auckland',
  'cairo',
  'cape town',
  'johannesburg',
  'mexico city',
  'buenos aires',
  'bogota',
  'santiago',
  'lima',
  'u.s',
  'u.s.a',
  'u.k',
  'scotland',
  'emea',
  'south korea',
  'texas',
  'florida',
  'massachusetts',
]);

/** Jargon that is only jargon when written in capitals ("SAM" the market, "Sam" the founder). */
export const UPPERCASE_JARGON: ReadonlySet<string> = new Set(['TAM', 'SAM', 'SOM', 'IT', 'AR', 'US']);

/** Marketing words that carry no information on their own. */
export const BUZZWORDS: readonly string[] = [
  'synergy',
  'synergies',
  'synergistic',
  'disrupt',
  'disrupting',
  'disruptive',
  'disruption',
  'revolutionary',
  'revolutionize',
  'revolutionizing',
  'revolutionise',
  'paradigm',
  'leverage',
  'leveraging',
  'cutting edge',
  'state of the art',
  'world class',
  'best in class',
  'best of breed',
  'next generation',
  'next gen',
  'innovative',
  'game changing',
  'game changer',
  'seamless',
  'seamlessly',
  'holistic',
  'robust',
  'ai powered',
  'ai driven',
  'powered by ai',
  'blockchain',
  'web3',
  'metaverse',
  'ecosystem',
  'empower',
  'empowering',
  'empowers',
  'unlock',
  'unlocking',
  'transformative',
  'groundbreaking',
  'unparalleled',
  'frictionless',
  'hyper personalized',
  'visionary',
  'passionate',
  'rockstar',
  'ninja',
  'moonshot',
  'world changing',
  'mission driven',
  'data driven',
  'end to end',
  'one stop shop',
  'omnichannel',
  'bleeding edge',
  'value proposition',
  'thought leadership',
  'turnkey',
  'streamline',
  'streamlining',
  'optimize',
  'optimizing',
  'scalable',
  'innovation',
  'solutions',
];

/** Whole answers that say nothing: compared after lower-casing and stripping punctuation. */
export const PLACEHOLDER_ANSWERS: ReadonlySet<string> = new Set([
  'na',
  'n a',
  'none',
  'nothing',
  'nil',
  'null',
  'tbd',
  'tba',
  'todo',
  'to do',
  'idk',
  'i dont know',
  'dont know',
  'unknown',
  'not sure',
  'not applicable',
  'no idea',
  'no',
  'nope',
  'test',
  'testing',
  'xxx',
  'xx',
  'x',
  'see above',
  'same as above',
  'as above',
  'later',
  'coming soon',
  'not yet',
  'nothing yet',
  'none yet',
  'not stated',
  'not provided',
  'not given',
  'not available',
  'blank',
  'empty',
  'asdf',
  'whatever',
  'something',
  'stuff',
  'yes',
  'ok',
]);

export const LOREM_IPSUM_WORDS: readonly string[] = [
  'lorem',
  'ipsum',
  'dolor',
  'consectetur',
  'adipiscing',
  'eiusmod',
  'tempor',
  'incididunt',
];

/** Claims that a market is everybody, which names no customer at all. */
export const UNBOUNDED_MARKET_PATTERN =
  /\b(everyone|everybody|anyone|anybody|all (?:people|humans|humanity|consumers|businesses|companies)|the (?:whole |entire )?world|every (?:person|human|business|company))\b/i;

/** Claims of having no competition at all. */
export const NO_COMPETITION_PATTERN =
  /\b(no (?:real |direct |other )?(?:competitors?|competition)|nobody (?:else )?(?:does|is doing)|no one (?:else )?(?:does|is doing)|(?:we are|we're) the only|there (?:are|is) no (?:one|competitors?|competition))\b/i;

/** Verbs of things a person did, which make a background concrete. */
export const ACHIEVEMENT_WORDS: readonly string[] = [
  'built',
  'founded',
  'co founded',
  'cofounded',
  'started',
  'launched',
  'led',
  'shipped',
  'sold',
  'scaled',
  'published',
  'grew',
  'managed',
  'raised',
  'exited',
  'acquired',
  'patented',
  'designed',
  'created',
  'ran',
  'won',
  'wrote',
  'invented',
  'developed',
  'reorganized',
  'implemented',
  'hired',
  'taught',
];

/** Words that tie a team to the problem: lived it, studied it, or built it together before. */
export const TEAM_FIT_WORDS: readonly string[] = [
  'experience',
  'experienced',
  'expertise',
  'domain',
  'firsthand',
  'first hand',
  'ourselves',
  'we faced',
  'we had',
  'worked together',
  'known each other',
  'met at',
  'years',
  'research',
  'background',
  'previously',
  'before',
];

/** Words that name evidence about a problem beyond the founders' opinion. */
export const PROBLEM_EVIDENCE_WORDS: readonly string[] = [
  'interviewed',
  'interviews',
  'surveyed',
  'survey',
  'talked to',
  'spoke to',
  'spoke with',
  'customers told',
  'users told',
  'we experienced',
  'firsthand',
  'first hand',
  'we saw',
  'we faced',
  'costs',
  'cost',
  'spend',
  'spent',
  'hours',
  'minutes',
  'instead',
  'substitute',
  'substitutes',
  'workaround',
];

/** Sources of a defensible edge, as opposed to "better" or "passionate". */
export const ADVANTAGE_MECHANISM_WORDS: readonly string[] = [
  'proprietary',
  'patent',
  'patented',
  'patents',
  'network effect',
  'network effects',
  'exclusive',
  'partnership',
  'partnerships',
  'contract',
  'contracts',
  'agreement',
  'integration',
  'integrations',
  'switching cost',
  'switching costs',
  'distribution',
  'regulatory',
  'license',
  'licence',
  'licensed',
  'data',
  'dataset',
  'algorithm',
  'cheaper',
  'faster',
  'lower cost',
  'margin',
  'moat',
  'accumulating',
  'lock in',
  'expertise',
  'research',
  'relationships',
  'abstraction',
  'compression',
];

/** Words of contrast that show the applicant measured themselves against someone. */
export const COMPARISON_WORDS: readonly string[] = [
  'unlike',
  'than',
  'whereas',
  'instead of',
  'compared',
  'versus',
  'vs',
  'competing',
  'incumbents',
];

/** How a business charges. */
export const REVENUE_MECHANISM_WORDS: readonly string[] = [
  'subscription',
  'subscriptions',
  'saas',
  'per seat',
  'per user',
  'per month',
  'monthly',
  'annual',
  'fee',
  'fees',
  'commission',
  'take rate',
  'transaction',
  'transactions',
  'license',
  'licence',
  'licensing',
  'freemium',
  'advertising',
  'ads',
  'usage based',
  'charge',
  'pricing',
  'price',
  'tiered',
  'margin',
  'wholesale',
  'retail',
  'resell',
  'sell',
  'sells',
  'plans',
];

/** Count nouns that make a number a traction metric. */
export const TRACTION_UNIT_WORDS: readonly string[] = [
  'users',
  'customers',
  'clients',
  'companies',
  'startups',
  'teams',
  'schools',
  'universities',
  'downloads',
  'installs',
  'pilots',
  'lois',
  'signups',
  'sign ups',
  'subscribers',
  'members',
  'orders',
  'transactions',
  'partners',
  'accounts',
  'leads',
  'waitlist',
  'mrr',
  'arr',
  'revenue',
  'gmv',
  'dau',
  'mau',
];

/** Technical terms that show a product description says how it works. */
export const TECHNICAL_TERMS: readonly string[] = [
  'api',
  'apis',
  'sdk',
  'http',
  'javascript',
  'typescript',
  'python',
  'ios',
  'android',
  'browser',
  'plugin',
  'extension',
  'database',
  'sql',
  'cloud',
  'webhook',
  'webhooks',
  'sensor',
  'sensors',
  'firmware',
  'chip',
  'statistical',
  'machine learning',
  'inference',
  'encryption',
  'sync',
  'synchronizes',
  'compression',
  'algorithm',
  'dashboard',
  'component',
  'integration',
  'integrates',
  'instrument',
  'instruments',
  'gps',
  'bluetooth',
];
