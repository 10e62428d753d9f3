import { PROFILE_ANSWER_MAX_CHARS, THESIS_MAX_CHARS, USERNAME_PLACEHOLDER_PREFIX } from './constants';

/** User-facing texts of SPEC sections 2, 5 and 8, spelled exactly once. */

export const MESSAGES = {
  loginUrlFailed: 'Could not fetch login URL. Please try again later.',
  authRequired: 'Authentication required. Please login again.',
  setUsernameFailed: 'Failed to set username.',
  usernameSetSuccess: 'Username set successfully! Redirecting to dashboard...',
  submitDeckFailed: 'Failed to submit deck. Please try again.',
  submitTestDeckFailed: 'Failed to submit test deck.',
  deckSubmitted: 'Your pitch deck was successfully submitted!',
  selectPdf: 'Please select a PDF file to submit.',
  loadProfileFailed: 'Failed to load your profile. Please try logging in again.',
  loadDataFailed: 'Failed to load data. Please try logging in again.',
  submitThesisFailed: 'Failed to submit thesis.',
  submitProfileFailed: 'Failed to submit profile details.',
  noQuestionsFound: 'No questions found. Please set your thesis first on the Expand Profile page.',
  answerAllQuestions: 'Please answer all questions.',
  noAuthCode: 'No authorization code found in URL.',
  noTokensReceived: 'Failed to log in. No tokens received.',
  authCodeExpired: 'Authentication code has expired. Please try logging in again.',
  googleCallbackFailed: 'An error occurred during Google authentication callback.',
  unexpectedError: 'An unexpected error occurred. Please try again.',
  enterAccessCode: 'Please enter an access code',
  invalidAccessCode: 'Invalid access code. Please try again.',
  accessCodeError: 'Error verifying access code. Please try again.',
  recalcBackgroundError: 'Recalculation initiated, but an error occurred in the background.',
  recalcReceived: 'Recalculation request received. Processing in background...',
  recalcComplete: 'Update complete. Returning to deck list...',
  linkCopied: 'Link copied to clipboard!',
  profileLoadFailedPublic: 'Failed to load profile. This investor may not exist.',
  profileNotFound: 'Profile Not Found',
  noDecksYet:
    'No pitch decks have been submitted yet. Share your public profile link to receive submissions.',
  noDecksForFilter: 'No pitch decks match the selected filter.',
  thesisNotSet: 'Not yet set',
  defaultThesis:
    'No specific thesis provided. This investor welcomes pitch decks from all sectors and stages; submit yours and it will be reviewed on its merits.',
  fieldRequired: 'This field is required.',
} as const;

/** Answer of a call refused by a per-address rate limit (HTTP 429, with Retry-After). */
export function rateLimitedMessage(retryAfterSeconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  const wait =
    retryAfterSeconds < 60
      ? plural(retryAfterSeconds, 'second')
      : plural(Math.ceil(retryAfterSeconds / 60), 'minute');
  return `Too many requests from your address. Please try again in ${wait}.`;
}

/** Fallbacks for missing deck data (SPEC section 8). */
export const DECK_FALLBACKS = {
  title: 'Untitled Deck',
  description: 'No description available',
  industry: 'Unknown Industry',
  founders: 'Unknown Founders',
  amount: 'N/A',
} as const;

/** Reasoning parts containing any of these are hidden from investors (SPEC section 5). */
export const HIDDEN_REASONING_MARKERS = ['Refinement service unavailable', 'No specific details'] as const;

/** Simulator texts (SPEC sections 2, 5 and 8). */
export const SIMULATOR_MESSAGES = {
  noData: 'No data available',
  fallbackEvaluation: 'We encountered an error evaluating your application.',
  fallbackImprovement: 'Please try again later.',
  fallbackScore: 0.3,
  /** Canned evaluations by verdict band; the band wording comes from SPEC section 5. */
  cannedEvaluation: {
    strong:
      'Your application shows strong potential. The answers are specific and backed by evidence; sharpen the details below to make it stand out further.',
    moderate:
      'Your application shows moderate potential. Several answers are promising, but the evidence behind them is uneven; the areas below are where it needs work.',
    'needs-improvement':
      'Your application needs significant improvement. Too many answers are missing specifics such as numbers, names and evidence; start with the recommendations below.',
  },
  verdictLabel: {
    strong: 'Strong potential',
    moderate: 'Moderate potential',
    'needs-improvement': 'Needs significant improvement',
  },
  /** Words that must not appear in the evaluation of a score of 0.5 or more. */
  harshWords: ['inadequate', 'inappropriate', 'contempt', 'offensive', 'immediately rejected'],
  lowBandPhrase: 'needs significant improvement',
} as const;

/**
 * Answers to a request the client got wrong in form rather than content (HTTP 4xx in
 * `{error, detail}`): the same words whichever route it reached.
 */
export const CLIENT_ERROR_MESSAGES = {
  notFound: 'Not found.',
  methodNotAllowed: 'This method is not allowed here.',
  badUrl: 'The address is not valid.',
  urlTooLong: 'The address is too long.',
  invalidJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is too large.',
  unsupportedMediaType: 'Unsupported content type.',
  unstorableValue: 'The request holds a value that cannot be stored (for example a NUL character).',
  malformedUpload: 'The upload could not be read: it was cut short or is not valid multipart form data.',
  requestTimeout: 'The request took too long to arrive.',
  requestAborted: 'The request was cut short before its body arrived.',
} as const;

/** Refusals of a thesis or follow-up answer the server will not read (HTTP 400, under the field's name). */
export const PROFILE_MESSAGES = {
  thesisTooLong: `The thesis is too long: at most ${THESIS_MAX_CHARS.toLocaleString('en-US')} characters.`,
  answerTooLong: `An answer is too long: at most ${PROFILE_ANSWER_MAX_CHARS.toLocaleString('en-US')} characters.`,
} as const;

/** Answer of a call that needs a dependency which is down for now (HTTP 503, with Retry-After). */
const BRIEFLY_UNAVAILABLE = 'The service is briefly unavailable. Please try again in a moment.';
export const UNAVAILABLE_MESSAGES = {
  database: BRIEFLY_UNAVAILABLE,
  redis: BRIEFLY_UNAVAILABLE,
  thesisReader: BRIEFLY_UNAVAILABLE,
} as const;

/** Server-side sign-in and account messages; the web app shows them as the server's error. */
export const AUTH_MESSAGES = {
  credentialsMissing: 'Authentication credentials were not provided.',
  accessTokenInvalid: 'Invalid or expired access token.',
  refreshTokenInvalid: 'Invalid or expired refresh token.',
  refreshTokenReused:
    'This refresh token was already used, so the session has been revoked. Please log in again.',
  accessCodeRequired: 'An access code is required to sign up.',
  tooManyAccessCodeAttempts: (minutes: number) =>
    `Too many access code attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  signInStateMismatch:
    "Sign-in could not be verified: the response does not belong to this browser's sign-in attempt. Please try logging in again.",
  idTokenInvalid: 'Google sign-in could not be verified. Please try logging in again.',
  emailNotVerified: 'Your Google account email address is not verified.',
  providerUnavailable: 'Google sign-in is unavailable right now. Please try again later.',
  providerNotConfigured: 'Google sign-in is not configured on this server.',
  usernameTaken: 'This username is already taken.',
  usernameReserved: 'This username is reserved.',
  usernamePlaceholderPrefix: `Usernames cannot start with "${USERNAME_PLACEHOLDER_PREFIX}".`,
  usernameAlreadySet: 'Your username is already set and cannot be changed.',
  investorNotFound: 'Investor not found.',
} as const;

/** Fund seats and invites (issue 29). */
export const FUND_MESSAGES = {
  ownerOnly: "Only the fund's owner can do this. Ask them to make the change.",
  inviteNotFound: 'This invite link is not valid. Ask the fund owner for a new one.',
  inviteExpired: 'This invite link has expired. Ask the fund owner for a new one.',
  inviteUsed: 'This invite link was already used. Ask the fund owner for a new one.',
  alreadyInThisFund: 'You are already in this fund.',
  alreadyInAFund: 'You already belong to another fund. Ask its owner to remove you first.',
  ownFundHasMembers: 'Your own fund has members. Remove them before joining another fund.',
  memberNotFound: 'Member not found.',
} as const;

/** Server-side texts of deck intake, scoring and recalculation. */
export const DECK_MESSAGES = {
  notPdfName: 'Only PDF files are accepted. Please choose a file whose name ends in .pdf.',
  emptyFile: 'The file is empty. Please choose the PDF of your deck.',
  oneFileOnly: 'Please submit one PDF file at a time.',
  ownProfileOnly: 'You can upload test decks only to your own profile.',
  deckNotFound: 'Deck not found.',
  /** Shown on a deck whose scoring failed for a reason other than the file itself. */
  scoringFailed: 'Scoring failed after several attempts. Use Recalculate to try again.',
} as const;

/** The founder's status link (issue 29). */
export const FOUNDER_STATUS_MESSAGES = {
  linkNotFound: 'This status link is not valid.',
  sameFile: 'This file is the version you already sent. Please choose the new version of your deck.',
  withdrawn: 'This deck was withdrawn.',
  newerVersion: 'A newer version of this deck was sent meanwhile. Please reload this page.',
  newerVersionSent:
    'A newer version of this deck was sent through the pitch page. Its own status link shows it and takes further versions.',
} as const;

/** Why a deck could not be read, in words a founder or investor can act on; keyed by the reader's error code. */
export const DECK_READ_FAILURES = {
  not_pdf: () => 'This file is not a PDF. Please upload the deck as a PDF file.',
  encrypted: () =>
    'This PDF is protected with a password, so it cannot be read. Please upload a copy without a password.',
  corrupt: () =>
    'This PDF is damaged or incomplete and could not be read. Please export the deck to PDF again and re-upload it.',
  too_large: (limits: { maxBytes: number }) =>
    `This PDF is larger than ${Math.round(limits.maxBytes / (1024 * 1024))} MB. Please upload a smaller file, for example with compressed images.`,
  too_many_pages: (limits: { maxPages: number }) =>
    `This PDF has more than ${limits.maxPages} pages. Please upload a shorter deck.`,
  timeout: (limits: { timeoutMs: number }) =>
    `Reading this PDF took longer than ${Math.round(limits.timeoutMs / 1000)} seconds. Please upload a smaller or simpler version.`,
  too_complex: () =>
    'This PDF expands to far more data than a pitch deck holds, so it was not read. Please export the deck to PDF again and re-upload it.',
  no_readable_text: () =>
    'No readable text was found in this PDF. Please upload a deck whose slides contain text, not only pictures.',
} as const;
