/**
 * The words for people who do their work away from a desk: frontline, deskless, shift and hourly
 * workers, and the trades and roles they work in. Some theses are defined by this customer rather
 * than by an industry ("software for the frontline, deskless and shift workers in retail,
 * logistics, field service and care"): the roles span sectors, so no industry lexicon can say
 * whether a deck serves them. A trailing `*` matches any word ending.
 *
 * Specific on purpose: "staff", "team" or "workers" alone are said by every deck; a role
 * ("carers", "technicians") or a setting ("shop floor", "every shift") is not.
 */
export const FRONTLINE_TERMS: readonly string[] = [
  'deskless',
  'frontline',
  'front-line',
  'blue-collar',
  'non-desk',
  'shift worker*',
  'shift staff',
  'shifts',
  'every shift',
  'per shift',
  'shift swap*',
  'shift planning',
  'shift scheduling',
  'shift briefing*',
  'shift handover*',
  'rota',
  'rotas',
  'rostering',
  'timesheet*',
  'clock in',
  'hourly worker*',
  'hourly staff',
  'hourly employee*',
  'hourly team*',
  'field service*',
  'field technician*',
  'field team*',
  'field worker*',
  'field staff',
  'field crew*',
  'service technician*',
  'technician',
  'technicians',
  "technician's",
  'the trades',
  'trade business*',
  'tradespeople',
  'tradesperson',
  'tradesmen',
  'tradeswomen',
  'plumber*',
  'plumbing',
  'electrician*',
  'hvac',
  'installer*',
  'carer',
  'carers',
  "carer's",
  'caregiver*',
  'care worker*',
  'care staff',
  'care aide*',
  'nurse',
  'nurses',
  "nurses'",
  'warehouse worker*',
  'warehouse staff',
  'warehouse team*',
  'warehouse associate*',
  'store staff',
  'store associate*',
  'store team*',
  'shop floor',
  'retail worker*',
  'retail staff',
  'retail workforce',
  'cashier*',
  'cleaner*',
  'housekeeper*',
  'janitor*',
  'construction worker*',
  'crew',
  'crews',
  'site worker*',
  'line worker*',
  'factory worker*',
  'drivers',
  'courier*',
  'mobile workforce',
  'field workforce',
  'hourly workforce',
  'shift-based',
  'store employees',
  'restaurant staff',
  'kitchen staff',
  'line cooks',
  'housekeeping',
  'security guards',
  'care assistant*',
  'support workers',
  'health aide*',
  'healthcare workers',
  'mechanics',
  'retail associate*',
  'sales associate*',
  'field engineer*',
  'shift manager*',
  'shift lead*',
  'foreman',
  'foremen',
];

/**
 * Thesis phrasings of the same customer that a deck seldom uses about itself ("eighty percent of
 * the world's workers do not sit at a desk").
 */
export const FRONTLINE_THESIS_TERMS: readonly string[] = [
  ...FRONTLINE_TERMS,
  'sit at a desk',
  'sit at desks',
  'never see a desk',
  'away from a desk',
  'people at desks',
  'on the shop floor',
  'on the road',
  'on site',
  'hourly',
  'essential workers',
  'without a desk',
];

/**
 * Words that on their own say who the people are ("deskless workers", "hourly teams"), unlike a
 * role ("drivers") that a thesis may name as one example among many. A thesis that says its
 * companies serve people named with one of them is defined by that customer even if it says so
 * once ("software for deskless workers"). Words are written with a space where the text may have a space or a
 * hyphen (lexicon-matcher.ts, termPattern): "desk less" is also "desk-less".
 */
export const FRONTLINE_DEFINING_WORDS: readonly string[] = [
  'deskless',
  'desk less',
  'non desk',
  'nondesk',
  'frontline',
  'front line',
  'blue collar',
  'grey collar',
  'gray collar',
  'hourly',
  'hourly paid',
  'shift',
  'shift based',
  'field',
  'field based',
  'essential',
];

/** The people a defining word names: "deskless workers", "frontline teams", "hourly staff". */
export const FRONTLINE_PEOPLE_NOUNS: readonly string[] = [
  'workers',
  'worker',
  'workforce',
  'workforces',
  'teams',
  'team',
  'staff',
  'employees',
  'employee',
  'crews',
  'professionals',
  'associates',
  'technicians',
];

/**
 * Words after the people that make the phrase a product, not a customer: "frontline workforce
 * management" is one item of a list of HR products, "frontline workforce" is who is served.
 */
export const FRONTLINE_PRODUCT_HEADS: readonly string[] = [
  'management',
  'scheduling',
  'software',
  'platform',
  'platforms',
  'tools',
  'tooling',
  'apps',
  'solutions',
  'engagement',
  'communication',
  'communications',
  'training',
  'payroll',
  'analytics',
  'planning',
  'optimisation',
  'optimization',
];

/**
 * Words before the people that say the fund's companies serve them: "software for", "tools
 * serving", "built for", "used by", "in the hands of", "empowering".
 */
export const FRONTLINE_SERVING_CUES: readonly string[] = [
  'for',
  'serve',
  'serves',
  'served',
  'serving',
  'used by',
  'in the hands of',
  'empower',
  'empowers',
  'empowering',
  'equip',
  'equips',
  'equipping',
];

/** Verbs after the people with the same sense: "software that hourly and frontline teams use". */
export const FRONTLINE_USER_VERBS: readonly string[] = ['use', 'rely on', 'open', 'need', 'run on'];
