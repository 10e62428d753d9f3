import type { DeckIndustry, FundingStage } from '@pitchfit/contracts/deck';

/**
 * Every tuning number and lexicon of the deck engine, in one place. Changing anything here
 * changes results, so bump BUILTIN_ENGINE_VERSION with it: stored results record the version.
 */
export const BUILTIN_ENGINE_VERSION = 'builtin-1.0.0';
export const CLAUDE_ENGINE_VERSION = 'claude-1.0.0';

/**
 * Keywords that recognise each industry, in deck and thesis text alike. Strong terms name the
 * industry; weak ones only lean towards it. A span of text counts once, for its longest term,
 * so "planetary health" is climate and not health. A trailing `*` matches any word ending.
 */
export const INDUSTRY_LEXICON: Record<DeckIndustry, { strong: readonly string[]; weak: readonly string[] }> = {
  fintech: {
    strong: [
      'fintech', 'payment*', 'banking', 'neobank*', 'lending', 'lender*', 'loan*', 'credit card*', 'debit card*',
      'insurance', 'insurtech', 'wealth management', 'personal finance', 'money management', 'remittance*',
      'crypto*', 'blockchain', 'stablecoin*', 'defi', 'brokerage', 'treasury', 'accounting', 'invoic*',
      'mortgage*', 'financial services', 'financial product*', 'financial institution*', 'bank account*',
      'checking account*', 'savings', 'merchant*', 'point of sale', 'card reader*', 'wallet*', 'budgeting',
      'financial planning', 'capital markets', 'kyc', 'anti-money laundering',
      'economic health', 'credit score*',
    ],
    weak: ['finance', 'financial', 'bank', 'banks', 'money', 'credit', 'cash', 'fees'],
  },
  'climate-energy': {
    strong: [
      'climate', 'carbon', 'co2', 'emission*', 'decarboni*', 'renewable*', 'solar', 'wind power', 'wind energy',
      'clean energy', 'cleantech', 'greenhouse gas*', 'net zero', 'net-zero', 'energy transition', 'batteries',
      'electric vehicle*', 'ev charging', 'power grid', 'geothermal', 'hydrogen', 'carbon removal',
      'carbon capture', 'recycl*', 'circular economy', 'food waste', 'energy efficiency',
      'planetary health', 'esg', 'green energy', 'biogas', 'biomass',
      'environmentalism', 'global warming', 'upcycl*',
    ],
    weak: ['sustainab*', 'energy', 'green', 'eco-friendly', 'waste', 'environment*', 'biodegradable', 'planet', 'repair*'],
  },
  health: {
    strong: [
      'healthcare', 'health care', 'digital health', 'telehealth', 'telemedicine', 'medical', 'medicine',
      'patient*', 'hospital*', 'clinic', 'clinics', 'clinical', 'doctor*', 'physician*', 'nurse*', 'therapy',
      'therapies', 'diagnos*', 'disease*', 'mental health', 'depression', 'diabetes', 'stroke', 'rehabilitation',
      'wellness', 'well-being', 'wellbeing', 'medtech', 'health monitoring', 'radiology', 'dermatology',
      'ophthalmology', 'cardiac', 'neurolog*', 'pharmacy', 'preventative health', 'preventive health',
      'human health', 'healthy eating', 'digital therapeutics', 'computational medicine',
      'insomnia', 'ptsd', 'emergency care', 'home care', 'caregiver*',
    ],
    weak: ['health', 'healthy', 'fitness', 'exercise', 'nutrition', 'care', 'cognition', 'cognitive'],
  },
  biotech: {
    strong: [
      'biotech*', 'biology', 'life science*', 'drug discovery', 'drug development', 'therapeutics', 'genomic*',
      'genetic*', 'protein*', 'cell therapy', 'gene therap*', 'crispr', 'bioinformatics', 'computational biology',
      'synthetic biology', 'clinical trial*', 'pharmaceutical*', 'vaccine*', 'antibod*', 'molecular',
      'biomarker*',
    ],
    weak: ['bio', 'biological', 'laboratory', 'lab', 'scientific', 'scientists'],
  },
  education: {
    strong: [
      'education*', 'edtech', 'learners', 'student*', 'school*', 'teacher*', 'universit*', 'college*',
      'curriculum', 'tutor*', 'classroom*', 'e-learning', 'online learning', 'upskill*', 'reskill*', 'literacy',
      'special needs', 'learning needs', 'higher education',
      'academic*', 'courses', 'skill gap*', 'job readiness', 'workforce readiness',
    ],
    weak: ['learning', 'knowledge', 'training', 'institutions', 'skills', 'campus', 'children'],
  },
  'developer-tools': {
    strong: [
      'developer*', 'devtools', 'dev tools', 'api', 'apis', 'sdk', 'sdks', 'open source', 'open-source', 'github',
      'software engineer*', 'programming', 'coding', 'compiler*', 'debugging', 'devops', 'ci/cd',
      'version control', 'observability', 'developer tools', 'tooling', 'build software', 'software developers',
    ],
    weak: ['engineers', 'code', 'framework*', 'libraries', 'integration*', 'deployment'],
  },
  infrastructure: {
    strong: [
      'cloud', 'hosting', 'data center*', 'datacenter*', 'server', 'servers', 'infrastructure', 'database*',
      'storage', 'compute', 'computing', 'virtualization', 'virtualisation', 'bandwidth', 'cdn', 'kubernetes',
      'containers', 'software infrastructure', 'data infrastructure', 'data pipeline*', 'operating system*',
      'scalability',
    ],
    weak: ['scalable', 'latency', 'uptime', 'platform'],
  },
  'enterprise-software': {
    strong: [
      'saas', 'b2b', 'enterprise*', 'crm', 'erp', 'workflow*', 'productivity', 'collaboration', 'collaborative',
      'team communication', 'inbox', 'shared inbox', 'customer support', 'customer service', 'helpdesk',
      'business software', 'smb', 'smbs', 'sme', 'smes', 'subscription software', 'business intelligence',
      'project management', 'back office', 'customer messaging', 'software company',
      'software companies', 'vertical software', 'b2b software', 'paas', 'analytics platform',
    ],
    weak: ['business*', 'companies', 'teams', 'organisations', 'organizations', 'software', 'dashboard*', 'analytics', 'automation', 'email'],
  },
  'ai-ml': {
    strong: [
      'artificial intelligence', 'ai', 'machine learning', 'deep learning', 'neural network*', 'computer vision',
      'nlp', 'natural language processing', 'llm', 'llms', 'generative ai', 'genai', 'agentic', 'ai-powered',
      'ai-driven', 'data science', 'data scientists', 'image recognition', 'speech synthesis', 'applied ai',
      'ml', 'ai/ml', 'predictive model*', 'large language model*',
    ],
    weak: ['algorithm*', 'predictive', 'intelligent', 'automated', 'data'],
  },
  security: {
    strong: [
      'cybersecurity', 'cyber security', 'security', 'malware', 'phishing', 'threat*', 'encryption', 'malicious',
      'cyberattack*', 'cyber attack*', 'firewall*', 'zero trust', 'breach*', 'vulnerabilit*', 'fraud detection',
      'identity verification', 'spam',
    ],
    weak: ['secure', 'privacy', 'fraud', 'trust', 'safety', 'protect*'],
  },
  'consumer-social': {
    strong: [
      'social network*', 'social media', 'social app*', 'dating', 'flirt*', 'messaging app*', 'communities',
      'followers', 'check-in*', 'check in', 'location-based', 'professional network*', 'people search',
      'loneliness', 'user-generated', 'friends', 'social game*', 'online community',
      'chat',
    ],
    weak: ['community', 'social', 'connections', 'networking', 'profiles', 'sharing', 'users', 'people'],
  },
  commerce: {
    strong: [
      'e-commerce', 'ecommerce', 'online store*', 'retail*', 'shopping', 'shopper*', 'd2c', 'dtc',
      'direct-to-consumer', 'direct to consumer', 'fashion', 'apparel', 'clothing', 'clothes', 'garment*',
      'furniture', 'home decor', 'accessories', 'consumer goods', 'cpg', 'merchandis*', 'boutique*', 'wardrobe*',
      'consumer brand*', 'lifestyle brand*',
    ],
    weak: ['brand', 'brands', 'store', 'stores', 'products', 'orders', 'lifestyle', 'catalog*', 'shop', 'shops'],
  },
  travel: {
    strong: [
      'travel*', 'traveler*', 'traveller*', 'hotel*', 'lodging', 'accommodation*', 'vacation*', 'tourism',
      'tourist*', 'airline*', 'hospitality', 'hostel*', 'short-term rental*', 'bed and breakfast', 'bed & breakfast',
      'couchsurfing',
    ],
    weak: ['trip', 'trips', 'booking*', 'rooms', 'guests', 'stay'],
  },
  mobility: {
    strong: [
      'transportation', 'mobility', 'rideshar*', 'ride-hailing', 'ride hailing', 'car service', 'taxi*', 'cab',
      'cabs', 'limo*', 'chauffeur*', 'fleet*', 'logistics', 'freight', 'commut*', 'parking', 'scooter*',
      'electric vehicles', 'car services',
    ],
    weak: ['transport', 'drivers', 'driver', 'vehicle*', 'ride', 'rides', 'delivery', 'shipping', 'cars', 'car'],
  },
  media: {
    strong: [
      'media', 'content creator*', 'video*', 'film*', 'movie*', 'music', 'podcast*', 'entertainment', 'gaming',
      'video game*', 'streaming', 'dubbing', 'dubbed', 'publishing', 'publisher*', 'broadcast*', 'localization',
      'localisation', 'voice-over', 'voiceover', 'audiobook*', 'news',
    ],
    weak: ['content', 'audio', 'creator*', 'voice*', 'translation', 'game', 'games', 'tv'],
  },
  'food-agriculture': {
    strong: [
      'agricultur*', 'agtech', 'agritech', 'farm', 'farms', 'farmer*', 'farming', 'crop*', 'fruit*', 'vegetable*',
      'shelf life', 'shelf-life', 'harvest*', 'restaurant*', 'grocer*', 'meal*', 'edible', 'food waste',
      'livestock', 'fertili*', 'irrigation', 'food security', 'food supply',
    ],
    weak: ['food', 'foods', 'produce', 'coating*', 'eating'],
  },
  'hardware-iot': {
    strong: [
      'hardware', 'iot', 'internet of things', 'sensor*', 'wearable*', 'electronics', 'embedded', 'firmware',
      'robot*', 'drone*', '3d print*', 'semiconductor*', 'pcb', 'hard tech', 'smart devices',
      'monitoring system', 'monitoring device*',
    ],
    weak: ['device', 'devices', 'prototype*', 'chip', 'chips', 'monitoring', 'physical'],
  },
  industrial: {
    strong: [
      'industrial', 'industry 4.0', 'manufactur*', 'factory', 'factories', 'machinery', 'predictive maintenance',
      'supply chain*', 'construction', 'mining', 'oil and gas', 'chemical*', 'nanotech*',
      'nanoparticle*', 'materials science', 'advanced materials', 'industrial processes', 'deep tech',
    ],
    weak: ['materials', 'equipment', 'plants', 'production'],
  },
  'real-estate': {
    strong: [
      'real estate', 'proptech', 'landlord*', 'tenant*', 'housing', 'apartment*', 'property management',
      'commercial property', 'residential',
    ],
    weak: ['property', 'properties', 'rent', 'rental', 'rentals', 'homes'],
  },
  'hr-work': {
    strong: [
      'human resources', 'hrms', 'hiring', 'recruit*', 'talent', 'job seekers', 'employee*', 'employer*',
      'workforce', 'workplace*', 'payroll', 'remote work', 'future of work', 'freelanc*',
      'hr tech', 'hrtech', 'placements', 'early career',
    ],
    weak: ['hr', 'job', 'jobs', 'career*', 'candidates', 'staff'],
  },
  'marketing-adtech': {
    strong: [
      'marketing', 'adtech', 'ad tech', 'advertis*', 'ads', 'seo', 'search engine optimization', 'campaign*',
      'lead generation', 'influencer*', 'ad network*', 'programmatic', 'impressions', 'ad serving',
      'digital marketing', 'link building', 'online advertising', 'search marketing',
    ],
    weak: ['marketers', 'brand awareness', 'clicks', 'traffic'],
  },
  pets: {
    strong: [
      'pet', 'pets', 'veterinar*', 'vet', 'vets', 'dog', 'dogs', 'cat', 'cats', 'animal*', 'pet parents',
      'pet care', 'pet owners', 'puppy', 'puppies', 'kitten*',
    ],
    weak: [],
  },
};

/** How much a strong or weak industry keyword counts. */
export const KEYWORD_WEIGHT = { strong: 1, weak: 0.3 } as const;

/**
 * Business-model cues. `consumer` and `business` say who pays or uses the product; `network`
 * marks products whose value grows with their users (marketplaces, platforms, protocols).
 */
export const MODEL_LEXICON = {
  consumer: [
    'consumer', 'consumers', 'b2c', 'people', 'individuals', 'families', 'parents', 'shoppers', 'personal',
    'everyday', 'd2c', 'direct-to-consumer', 'app store', 'iphone', 'android', 'mobile app', 'users', 'friends',
    'lifestyle', 'travelers', 'travellers', 'guests', 'pet parents', 'riders', 'households',
  ],
  business: [
    'b2b', 'enterprise', 'enterprises', 'businesses', 'companies', 'smb', 'smbs', 'sme', 'smes', 'saas',
    'organisations', 'organizations', 'institutions', 'employers', 'corporations', 'corporate', 'teams',
    'b2b2c', 'clients', 'vendors', 'developers', 'operators', 'utilities', 'banks', 'hospitals', 'retailers',
  ],
  network: [
    'marketplace', 'marketplaces', 'network effect*', 'two-sided', 'platform', 'platforms', 'protocol*',
    'community', 'networks', 'peer-to-peer', 'p2p',
  ],
} as const;
export type BusinessModel = keyof typeof MODEL_LEXICON;

/** Words in a thesis that ask for a business model. */
export const THESIS_MODEL_CUES: Record<BusinessModel, readonly string[]> = {
  consumer: ['consumer', 'consumers', 'b2c', 'consumer-facing', 'direct-to-consumer', 'd2c'],
  business: ['b2b', 'enterprise', 'enterprises', 'business-to-business', 'smb', 'smbs', 'saas'],
  network: ['network effect*', 'networks', 'platforms', 'protocols', 'marketplace*', 'two-sided'],
};

/** Regions a deck or thesis can name, with the words that point at each. */
export const REGION_LEXICON = {
  'north-america': [
    'united states', 'usa', 'u.s.', 'us market', 'america', 'american', 'north america', 'silicon valley',
    'san francisco', 'new york', 'nyc', 'seattle', 'boston', 'los angeles', 'chicago', 'austin', 'canada',
    'toronto', 'vancouver', 'california',
  ],
  europe: [
    'europe', 'european', 'eu', 'uk', 'united kingdom', 'britain', 'british', 'london', 'england', 'germany',
    'berlin', 'munich', 'france', 'paris', 'spain', 'madrid', 'italy', 'netherlands', 'amsterdam', 'sweden',
    'stockholm', 'finland', 'helsinki', 'norway', 'denmark', 'copenhagen', 'ireland', 'dublin', 'estonia',
    'tallinn', 'lithuania', 'vilnius', 'latvia', 'poland', 'portugal', 'lisbon', 'switzerland', 'zurich',
    'austria', 'vienna', 'belgium', 'nordics', 'baltics',
  ],
  india: [
    'india', 'indian', 'bangalore', 'bengaluru', 'mumbai', 'delhi', 'new delhi', 'hyderabad', 'pune', 'chennai',
    'kolkata', 'gurgaon', 'gurugram', 'noida', 'pvt ltd', 'private limited', 'tier ii', 'tier iii',
  ],
  'latin-america': [
    'latin america', 'latam', 'mexico', 'méxico', 'brazil', 'brasil', 'argentina', 'colombia', 'chile', 'peru',
    'ciudad de méxico', 'são paulo', 'sao paulo',
  ],
  'middle-east-africa': [
    'middle east', 'mena', 'uae', 'dubai', 'saudi', 'israel', 'tel aviv', 'egypt', 'africa', 'african', 'nigeria',
    'kenya', 'lagos', 'nairobi', 'south africa',
  ],
  'asia-pacific': [
    'asia', 'apac', 'southeast asia', 'china', 'chinese', 'singapore', 'japan', 'korea', 'indonesia', 'vietnam',
    'philippines', 'australia', 'sydney', 'new zealand', 'hong kong',
  ],
} as const;
export type Region = keyof typeof REGION_LEXICON;

/** Currencies point at regions too, more weakly than names do. */
export const CURRENCY_REGION: Record<string, Region> = {
  INR: 'india',
  EUR: 'europe',
  GBP: 'europe',
  MXN: 'latin-america',
  BRL: 'latin-america',
};

/** Stage order (for "adjacent stage" comparisons) and typical dilution of a priced round at that stage. */
export const STAGE_PROFILE: Record<FundingStage, { order: number; typicalDilution: number; maxTypicalRaiseUsd: number }> = {
  'pre-seed': { order: 0, typicalDilution: 0.1, maxTypicalRaiseUsd: 1_000_000 },
  seed: { order: 1, typicalDilution: 0.2, maxTypicalRaiseUsd: 4_000_000 },
  'pre-series-a': { order: 1.5, typicalDilution: 0.15, maxTypicalRaiseUsd: 6_000_000 },
  'series-a': { order: 2, typicalDilution: 0.2, maxTypicalRaiseUsd: 20_000_000 },
  'series-b': { order: 3, typicalDilution: 0.15, maxTypicalRaiseUsd: 60_000_000 },
  'series-c': { order: 4, typicalDilution: 0.12, maxTypicalRaiseUsd: 150_000_000 },
  growth: { order: 5, typicalDilution: 0.1, maxTypicalRaiseUsd: Number.POSITIVE_INFINITY },
};

/**
 * Approximate US dollars per unit, fixed so that results are reproducible; amounts are
 * shown in US dollars and the deck's own currency is kept in its facts.
 */
export const USD_PER_UNIT: Record<string, number> = {
  USD: 1,
  EUR: 1.08,
  GBP: 1.27,
  INR: 0.012,
  CAD: 0.73,
  AUD: 0.66,
  SGD: 0.74,
  CHF: 1.12,
  JPY: 0.0067,
  MXN: 0.055,
  BRL: 0.18,
  SEK: 0.095,
};
/** Date the USD_PER_UNIT rates were read; shown in the reasoning chain. */
export const FX_RATES_AS_OF = '2025-06';

/** Weight of each part of the match score; parts the thesis says nothing about drop out. */
export const MATCH_WEIGHTS = {
  sectors: 0.6,
  business_model: 0.15,
  stage: 0.1,
  check_size: 0.05,
  geography: 0.1,
} as const;

/** Part scores used when the thesis asks but the deck does not say. */
export const UNKNOWN_PART_SCORE = 0.5;

/**
 * An exclusion the deck hits multiplies the score by at most this (it must pull the score
 * down hard). The factor is reached when the excluded industry is at least
 * EXCLUSION_FULL_SHARE of the deck.
 */
export const EXCLUSION_FACTOR = 0.25;
export const EXCLUSION_FULL_SHARE = 0.25;

/** How much of the deck's sector mix besides the industry share is needed to count a sector as present. */
export const SECTOR_PRESENCE_SHARE = 0.12;

/** Facts a deck summary keeps at most. */
export const MAX_TRACTION_FACTS = 5;
export const MAX_FOUNDERS = 6;
