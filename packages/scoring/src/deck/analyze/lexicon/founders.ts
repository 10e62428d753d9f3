/**
 * The words of rules about founders (founder-rules.ts): what a thesis says when it decides on the
 * people, and what a team slide says about a founder's background. A space in a phrase is a space
 * or a hyphen in the text, and a trailing `*` matches any word ending (lexicon-matcher.ts,
 * termPattern).
 */

/** "Technical founders", "founders who code", "engineers or scientists among the founders". */
export const THESIS_TECHNICAL_FOUNDERS: readonly string[] = [
  'technical founder',
  'technical founders',
  'technical cofounder',
  'technical cofounders',
  'technical co-founder',
  'technical co-founders',
  'founder who code',
  'founders who code',
  'founder who are engineers',
  'founders who are engineers',
  'founder who are scientists',
  'founders who are scientists',
  'engineer or scientist as founders',
  'engineer or scientists as founders',
  'engineers or scientist as founders',
  'engineers or scientists as founders',
  'engineer and scientist as founders',
  'engineer and scientists as founders',
  'engineers and scientist as founders',
  'engineers and scientists as founders',
  'engineer or scientist among the founders',
  'engineer or scientists among the founders',
  'engineers or scientist among the founders',
  'engineers or scientists among the founders',
  'engineer and scientist among the founders',
  'engineer and scientists among the founders',
  'engineers and scientist among the founders',
  'engineers and scientists among the founders',
];

/** Words before "founder(s)" that ask for founders who have done it before: "repeat founders". */
export const THESIS_REPEAT_FOUNDER_ADJECTIVES: readonly string[] = [
  'repeat',
  'serial',
  'second-time',
  'proven',
];

/** "Founders who have founded / built and sold / exited". */
export const THESIS_REPEAT_FOUNDER_VERBS: readonly string[] = ['founded', 'built and sold', 'exited'];

/** Phrases that on their own ask for founders from the industry: "operators turned founders". */
export const THESIS_EXPERIENCED_FOUNDERS: readonly string[] = [
  'former operators',
  'ex-operators',
  'operators turned founders',
  'industry veterans',
  'industry insiders',
  'industry experience',
  'industry expertise',
  'domain expert',
  'domain experts',
];

/** Who a thesis's experience rule is about: "founders who have done the job". */
export const THESIS_FOUNDER_SUBJECTS: readonly string[] = [
  'founder',
  'founders',
  'team',
  'teams',
  'people',
  'operator',
  'operators',
];

/** What follows the subject, a few words on, in an experience rule: "teams ... who have lived the problem". */
export const THESIS_FOUNDER_EXPERIENCE: readonly string[] = [
  'done the job',
  'worked in the industry',
  'worked in the field',
  'worked in the market',
  'worked in the sector',
  'worked in their industry',
  'worked in their field',
  'worked in their market',
  'worked in their sector',
  'worked in that industry',
  'worked in that field',
  'worked in that market',
  'worked in that sector',
  'from the industry',
  'from inside',
  'from the inside',
  'lived the problem',
  'domain expertise',
  'domain experience',
  'domain knowledge',
  'experience of their market',
  'experience of their industry',
  'experience of their field',
  'experience of the market',
  'experience of the industry',
  'experience of the field',
  'experience in their market',
  'experience in their industry',
  'experience in their field',
  'experience in the market',
  'experience in the industry',
  'experience in the field',
  'industry experience',
  'know their customer',
  'know their industry',
  'know their market',
  'know the customer',
  'know the industry',
  'know the market',
];

/** What a founder's line on the team slide says that shows a technical founder. */
export const DECK_TECHNICAL_FOUNDER: readonly string[] = [
  'cto',
  'chief technology officer',
  'engineer*',
  'phd',
  'ph.d',
  'scientist',
  'developer',
  'sre',
  'research*',
  'machine learning',
  'ml',
  'robotics',
  'distributed systems',
  'kernel',
  'architect',
];

/** What shows a founder who knows the industry: a past role, a profession, years in it. */
export const DECK_EXPERIENCED_FOUNDER: readonly string[] = [
  'former',
  'formerly',
  'previously',
  'prior to',
  'years at',
  'ran',
  'owned',
  'run',
  'founded',
  'co-founded',
  'built',
  'led',
  'head of',
  'vp',
  'director',
  'lead',
  'physician',
  'doctor',
  'nurse',
  'clinician',
  'cardiologist',
  'psyd',
  'md',
  'lawyer',
  'attorney',
  'cpa',
  'accountant',
  'engineer',
  'scientist',
  'phd',
  'agronomist',
  'electrician',
  'journeyman',
  'operator',
  'dr.',
];

/** Prefixes before a past employer that show the same: "ex-Stripe". */
export const DECK_PAST_EMPLOYER_PREFIXES: readonly string[] = ['ex-'];

/** What shows a founder who has founded before. */
export const DECK_REPEAT_FOUNDER: readonly string[] = [
  'founded',
  'co-founded',
  'sold',
  'exited',
  'exit',
  'acquired',
  'serial',
  'second company',
  'previous company',
];

/**
 * Endings of words that are not names: a slide heading in capitals ("Technical Leadership",
 * "Successfully Managing") has the shape of a person's name but not its words. Only long words
 * are judged, so that names such as "Emily" or "Manning" stay names.
 */
export const NOT_NAME_WORD_ENDINGS: readonly string[] = [
  'ship',
  'ment',
  'tion',
  'sion',
  'ness',
  'ology',
  'ical',
  'ically',
  'fully',
  'ively',
  'ously',
  'ities',
];

/** Words that start a sentence or name any school: never a school's name on their own. */
export const NOT_SCHOOL_NAMES: readonly string[] = [
  'our',
  'the',
  'its',
  'their',
  'your',
  'all',
  'many',
  'any',
  'some',
  'these',
  'those',
  'we',
  'a',
  'an',
];
/** Words every school's name may hold: a team line naming one of these names no school in particular. */
export const SCHOOL_NAME_WORDS: readonly string[] = [
  'university',
  'institute',
  'college',
  'school',
  'polytechnic',
  'academy',
  'of',
  'de',
  'the',
  '&',
  'and',
  'technology',
  'state',
  'business',
  'management',
];

/**
 * What a thesis may say does or does not make someone a founder it backs ("bootcamps and
 * certificates do not count, and neither do advisers or early employees"): a sentence saying which
 * of these "count" qualifies the founder rule, and rules no sector out.
 */
export const FOUNDER_QUALIFICATIONS: readonly string[] = [
  'founder',
  'founders',
  'co-founder',
  'co-founders',
  'degree',
  'degrees',
  'diploma',
  'diplomas',
  'alumnus',
  'alumna',
  'alumni',
  'graduate',
  'graduates',
  'certificate',
  'certificates',
  'bootcamp',
  'bootcamps',
  'fellowship',
  'fellowships',
  'adviser',
  'advisers',
  'advisor',
  'advisors',
  'employee',
  'employees',
  'intern',
  'interns',
  'faculty',
];
