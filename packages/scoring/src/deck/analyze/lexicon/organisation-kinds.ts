/**
 * How a deck says what kind of organisation it is (organisation-kinds.ts). Each kind is read
 * from the deck's words about itself ("we are a non-profit", "our capstone project"), never from
 * what it names in passing ("won an Innovate UK grant", "sold through agencies").
 */

/** Nouns a non-profit calls itself: "A non-profit bringing safe water", "we are a registered charity". */
export const NON_PROFIT_NOUNS: readonly string[] = [
  'non-profit',
  'nonprofit',
  'not-for-profit',
  'not for profit',
  'ngo',
  'charity',
  'registered charity',
  'charitable trust',
  'charitable organisation',
  'charitable organization',
  'non-governmental organisation',
  'non-governmental organization',
];
/** Legal markers only a non-profit carries. */
export const NON_PROFIT_MARKERS: readonly string[] = [
  '501(c)(3)',
  '501c3',
  'section 8 company',
  'charity number',
];

/** Who is funded: "The programme is funded by a grant", "our work is donor-funded". */
export const GRANT_FUNDED_SUBJECTS: readonly string[] = [
  'programme',
  'program',
  'project',
  'initiative',
  'pilot',
  'we',
  'our work',
  'the organisation',
  'the organization',
];
/** What funds it: "funded by a grant from", "funded through donations". */
export const GRANT_FUNDERS: readonly string[] = [
  'grant',
  'grants',
  'donors',
  'donations',
  'philanthropy',
  'philanthropic funding',
  'public funding',
];
/** Adjectives that say it outright: "a grant-funded programme". */
export const GRANT_FUNDED_WORDS: readonly string[] = [
  'grant-funded',
  'grant funded',
  'donor-funded',
  'donor funded',
];

/** Projects made in a course or at an event: "Final-year capstone project", "hackathon submission". */
export const STUDENT_PROJECT_WORDS: readonly string[] = [
  'capstone project',
  'final-year project',
  'final year project',
  'course project',
  'class project',
  'semester project',
  'student project',
  'university project',
  'school project',
  'thesis project',
  'hackathon project',
  'hackathon submission',
  'hackathon entry',
  'hackathon team',
  'devpost',
];
/** "We are students at", "a team of undergraduate students". */
export const STUDENT_NOUNS: readonly string[] = [
  'students',
  'student team',
  'undergraduates',
  'undergraduate students',
  'graduate students',
  'high school students',
];

/** Where a deck says how far it is: "We are at the idea stage", "Stage: concept". */
export const IDEA_STAGE_WORDS: readonly string[] = ['idea', 'ideation', 'concept'];
/** Said outright without a stage word. */
export const IDEA_STAGE_PHRASES: readonly string[] = ['pre-product', 'no product yet', 'just an idea'];

/** Nouns a services firm calls itself: "We are a digital agency", "Acme is a software house". */
export const AGENCY_NOUNS: readonly string[] = [
  'agency',
  'consultancy',
  'consulting firm',
  'consulting company',
  'design studio',
  'creative studio',
  'digital studio',
  'web studio',
  'software house',
  'dev shop',
  'development shop',
  'services company',
  'services firm',
  'outsourcing company',
  'it services company',
];
/** "We build apps and websites for clients": delivery verbs of a services firm. */
export const CLIENT_WORK_VERBS: readonly string[] = [
  'build',
  'building',
  'develop',
  'developing',
  'deliver',
  'delivering',
  'design',
  'designing',
];

/**
 * Where a company came from, not what it sells: "a university spin-off", "spun out of a lab at our
 * university", "patents licensed from the university", "a technology transfer office". The
 * university on such a line is no education word, in a deck or in a thesis ("we like university
 * spin-outs").
 */
export const ACADEMIC_ORIGIN =
  /\b(?:spun[\s-]+out|spin[\s-]?(?:outs?|offs?)|licen[cs]ed\s+from|(?:technology|tech)\s+transfer)\b/i;
