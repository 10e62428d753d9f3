/** Business constants of SPEC section 9: every app imports these, none restates them. */

/** Score colour bands for a 0..1 match score, checked from the top. */
export const SCORE_BANDS = [
  { band: 'excellent', min: 0.9 },
  { band: 'good', min: 0.8 },
  { band: 'decent', min: 0.7 },
  { band: 'fair', min: 0 },
] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number]['band'];

export function scoreBand(score: number): ScoreBand {
  return SCORE_BANDS.find((b) => score >= b.min)?.band ?? 'fair';
}

/** Top-decks filters: high is 0.8 or more, medium 0.7 up to below 0.8, low below 0.7. */
export const MATCH_FILTERS = {
  all: { label: 'All Decks', min: 0, below: Number.POSITIVE_INFINITY },
  high: { label: 'High Match (80%+)', min: 0.8, below: Number.POSITIVE_INFINITY },
  medium: { label: 'Medium Match (70-79%)', min: 0.7, below: 0.8 },
  low: { label: 'Low Match (<70%)', min: Number.NEGATIVE_INFINITY, below: 0.7 },
} as const;
export type MatchFilter = keyof typeof MATCH_FILTERS;

export const RECENT_DECKS_LIMIT = 4;

/** Redirect delays of SPEC sections 4 and 9, in milliseconds. */
export const REDIRECT_DELAY_MS = {
  afterLogin: 1500,
  afterUsernameSet: 1500,
  afterThesisSubmit: 2000,
  afterProfileComplete: 3000,
  afterExpiredCode: 2000,
} as const;

/** Recalculation feedback: the first message shows 1.5 s, the second 0.5 s more before the modal closes. */
export const RECALC_FEEDBACK_MS = { received: 1500, complete: 500 } as const;

/** Simulator verdict bands. */
export const VERDICT_BANDS = [
  { verdict: 'strong', min: 0.7 },
  { verdict: 'moderate', min: 0.5 },
  { verdict: 'needs-improvement', min: Number.NEGATIVE_INFINITY },
] as const;
export type Verdict = (typeof VERDICT_BANDS)[number]['verdict'];

export function verdictFor(score: number): Verdict {
  return VERDICT_BANDS.find((b) => score >= b.min)?.verdict ?? 'needs-improvement';
}

export const USERNAME_PLACEHOLDER_PREFIX = 'user_';
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;
/**
 * Names that would read as official, and the web app's page paths. The API adds every first path
 * segment of its own route table at run time (apps/api/src/route-table.ts), so `trpc`, `metrics`,
 * `healthz` and the like need no entry here.
 */
export const RESERVED_USERNAMES = [
  'admin',
  'administrator',
  'api',
  'about',
  'auth',
  'dashboard',
  'invite',
  'login',
  'logout',
  'operator',
  'pitch',
  'pitchfit',
  'root',
  'status',
  'support',
  'system',
  'team',
  'top_decks',
  'trymbinator',
] as const;

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Application analysis is described to the user as taking 10 to 15 s; the API waits longer before giving up. */
export const GRADE_WAIT_TIMEOUT_MS = 45_000;

/** Retry-After of a 503 answered while PostgreSQL is unreachable: reconnection is tried per query. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
/**
 * Retry-After of a 503 answered while Redis is unreachable, for what must not run without it: access-code
 * and operator-password guesses (their failure limits live there) and sign-in attempts.
 */
export const REDIS_RETRY_AFTER_SECONDS = 5;

/** Largest JSON body the API reads: generous for a long application, small enough to refuse abuse. */
export const JSON_BODY_LIMIT_BYTES = 256 * 1024;
/**
 * How much of a body over the limit is read (and discarded) before the 413 is sent: a client still
 * sending when the connection closes sees a network error, not the answer. Bounded, so refusing a
 * body never costs more than reading this much; past it the connection closes anyway.
 */
export const OVERSIZED_BODY_DRAIN_BYTES = 8 * 1024 * 1024;
/**
 * Longest thesis accepted, in characters. Reading a thesis costs about 0.1 s per 1,000 characters on
 * one core (it grows faster than that past it on some shapes); the published theses of the corpus
 * run 900 to 1,500 characters, so this leaves room for a long one while one request stays well under
 * a second of reading. The worker reads no further than this either (a thesis stored before the limit).
 */
export const THESIS_MAX_CHARS = 4_000;
/**
 * Deck streams an investor may hold open at once (a tab each, across every API process's count of
 * its own). Opening one more closes the oldest, which is told why: one investor opened 1,000.
 */
export const DECK_STREAMS_PER_INVESTOR_MAX = 8;
/** Longest answer to one follow-up question, in characters; the worker reads no further either. */
export const PROFILE_ANSWER_MAX_CHARS = 5_000;
/** Longest answer accepted in any single application field. */
export const APPLICATION_FIELD_MAX_CHARS = 10_000;

/** Browser storage keys of SPEC section 3. */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  accessVerified: 'accessVerified',
  profileQuestions: 'profileQuestions',
  vcThesisForFillout: 'vcThesisForFillout',
  vcProfile: 'vcProfile',
} as const;

/**
 * Limits on one uploaded deck, shared by intake (refuses early) and the reader (enforces them again).
 * 25 MB holds a 100-slide deck of photos; 300 pages is far past any real pitch deck; 3 minutes covers
 * OCR of an image-only deck of about 60 pages on two cores.
 */
export const DECK_LIMITS = {
  maxBytes: 25 * 1024 * 1024,
  maxPages: 300,
  timeoutMs: 180_000,
} as const;

/** `MAX_DECK_MB` and the deck limits count megabytes of 1024 × 1024 bytes. */
export const BYTES_PER_MB = 1024 * 1024;

/**
 * A deck-reading thread whose V8 heap (committed, as the thread reports it with each answer) has grown
 * past this many MB is ended when released, and a fresh one takes its place in the worker's warm pool:
 * V8 keeps what a deck made it commit for as long as the thread lives, idle or not. Reading the corpus's
 * 23 text decks twice, one thread's heap settles near 90 MB (34 MB fresh); 112 MB leaves those threads
 * warm (a fresh one reads its first decks slower) and ends one that a large or hostile deck grew, which
 * would otherwise hold up to the thread's 600 MB cap for good.
 */
export const PARSER_THREAD_RECYCLE_HEAP_MB = 112;

/** Decks per page of GET /api/decks/top/ when `page` is given without `page_size`. */
export const DECK_PAGE_SIZE_DEFAULT = 20;
export const DECK_PAGE_SIZE_MAX = 100;

/**
 * Per-address request and failure limits of the public calls (fixed windows counted atomically in
 * Redis by rate-limiter-flexible, so every API process shares one count). A call's REST and tRPC forms use the same policy and the same count.
 * Numbers: a person using the product as meant stays far below each; a script does not.
 */
export const RATE_LIMIT_POLICIES = {
  /** Founders submitting a deck on an investor's public page: each deck is a paid scoring. */
  pitchSubmit: { max: 10, windowSeconds: 60 * 60 },
  /**
   * A founder's status link (reading it, withdrawing): a founder reloading their page fits easily; a
   * guesser gets 60 tries per 10 minutes against 256-bit tokens. A new version counts as a submission.
   */
  founderStatus: { max: 60, windowSeconds: 10 * 60 },
  /** Simulator grading: a Claude call each; editing and regrading a dozen times still fits. */
  applicationGrade: { max: 12, windowSeconds: 10 * 60 },
  /** Access-code checks; failed guesses are throttled more tightly by the auth code itself. */
  accessCodeCheck: { max: 30, windowSeconds: 15 * 60 },
  googleLogin: { max: 30, windowSeconds: 10 * 60 },
  googleCallback: { max: 30, windowSeconds: 10 * 60 },
  /**
   * Failed access-code guesses (at the check and at the Google callback): plenty for typos, useless
   * for guessing. A failure limit: each attempt is counted before the code is compared, and a
   * correct code gives its count back.
   */
  accessCodeFailure: { max: 10, windowSeconds: 15 * 60 },
  /** Failed operator sign-ins to the queue dashboard and /metrics; a failure limit like the above. */
  operatorAuthFailure: { max: 10, windowSeconds: 15 * 60 },
} as const;
export type RateLimitPolicyName = keyof typeof RATE_LIMIT_POLICIES;
