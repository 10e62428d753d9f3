import { z } from 'zod';
import { DECK_STAGES, deckStageSchema, passReasonSchema } from './fund';

/**
 * The fund's pipeline, notes and blind votes on a deck (issue 29). Every move, note and vote goes on
 * the deck's activity timeline; votes stay hidden from the other members until every member has
 * voted or the owner reveals them, so no partner anchors on another's rating.
 */

/** Free text beside a stage move (why it moved), kept on the timeline. */
export const STAGE_NOTE_MAX = 1000;
/** What a founder may read on a pass: a short reason the fund chose to share, never more. */
export const FOUNDER_MESSAGE_MAX = 280;
export const NOTE_BODY_MAX = 5000;
/** A vote's reason is one line. */
export const VOTE_REASON_MAX = 140;
export const VOTE_RATING_MIN = 1;
export const VOTE_RATING_MAX = 5;

export const PIPELINE_MESSAGES = {
  passReasonRequired: 'Choose why you are passing.',
  reasonOnlyOnPass: 'A pass reason goes only with a pass.',
  founderMessageOnlyOnPass: 'A message to the founder goes only with a pass.',
  noteNotYours: 'Only the author can change this note.',
  noteNotFound: 'Note not found.',
  oneLine: 'Keep the reason to one line.',
  blank: 'This field may not be blank.',
} as const;

const optionalText = (max: number) =>
  z.string().trim().max(max, `At most ${max} characters.`).optional().describe(`At most ${max} characters.`);

/** PUT /api/decks/{id}/stage/ body. Passing needs `reason`; the answer names the field when it is missing. */
export const deckStageRequestSchema = z.object({
  stage: deckStageSchema,
  reason: passReasonSchema.optional().describe('Why the fund passes; required when `stage` is `passed`.'),
  note: optionalText(STAGE_NOTE_MAX).describe('Free text kept on the timeline.'),
  founder_message: optionalText(FOUNDER_MESSAGE_MAX).describe(
    'With a pass only: a short reason the founder may read on their status page.',
  ),
});
export type DeckStageRequest = z.infer<typeof deckStageRequestSchema>;

export const deckStageAnswerSchema = z.object({
  deck_id: z.string(),
  stage: deckStageSchema,
  pass_reason: passReasonSchema.nullable(),
  founder_message: z.string().nullable(),
});
export type DeckStageAnswer = z.infer<typeof deckStageAnswerSchema>;

/** A member as the timeline, notes and votes name them. */
export const fundMemberRefSchema = z.object({ id: z.string(), name: z.string() });

export const ACTIVITY_KINDS = ['stage_moved', 'note_added', 'note_edited', 'note_deleted', 'voted'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/**
 * One event on a deck's timeline. A vote's event says who voted and when, never the rating: the
 * timeline is shown to every member while votes are still hidden.
 */
export const activityEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  member: fundMemberRefSchema,
  at: z.string(),
  stage_from: deckStageSchema.nullable(),
  stage_to: deckStageSchema.nullable(),
  pass_reason: passReasonSchema.nullable(),
  /** The note given with a stage move. */
  text: z.string().nullable(),
  note_id: z.string().nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
export const deckActivitySchema = z.object({ deck_id: z.string(), entries: z.array(activityEntrySchema) });
export type DeckActivity = z.infer<typeof deckActivitySchema>;

const noteBodySchema = z
  .string()
  .trim()
  .min(1, PIPELINE_MESSAGES.blank)
  .max(NOTE_BODY_MAX, `At most ${NOTE_BODY_MAX} characters.`);
export const noteRequestSchema = z.object({ body: noteBodySchema });
export type NoteRequest = z.infer<typeof noteRequestSchema>;
export const noteIdParamsSchema = z.object({
  id: z.string().min(1).max(64),
  noteId: z.string().min(1).max(64),
});

/** A note with its author; edits are kept, oldest first, as `previous_versions`. */
export const deckNoteSchema = z.object({
  id: z.string(),
  deck_id: z.string(),
  author: fundMemberRefSchema,
  body: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Whether the caller wrote it (and so may edit or delete it). */
  mine: z.boolean(),
  previous_versions: z.array(z.object({ body: z.string(), replaced_at: z.string() })),
});
export type DeckNote = z.infer<typeof deckNoteSchema>;
export const deckNotesSchema = z.object({ deck_id: z.string(), notes: z.array(deckNoteSchema) });

/** PUT /api/decks/{id}/vote/ body: a rating and a one-line reason. */
export const voteRequestSchema = z.object({
  rating: z.number().int().min(VOTE_RATING_MIN).max(VOTE_RATING_MAX),
  reason: z
    .string()
    .trim()
    .min(1, PIPELINE_MESSAGES.blank)
    .max(VOTE_REASON_MAX, `At most ${VOTE_REASON_MAX} characters.`)
    .refine((text) => !/[\r\n]/.test(text), PIPELINE_MESSAGES.oneLine),
});
export type VoteRequest = z.infer<typeof voteRequestSchema>;

export const deckVoteSchema = z.object({
  member: fundMemberRefSchema,
  rating: z.number().int().min(VOTE_RATING_MIN).max(VOTE_RATING_MAX),
  reason: z.string(),
  updated_at: z.string(),
});
export type DeckVote = z.infer<typeof deckVoteSchema>;

/**
 * GET /api/decks/{id}/votes/. Hidden (`revealed: false`): only the caller's own vote and how many
 * have voted. Revealed (every member voted, or the owner revealed): every vote side by side with
 * the spread, the gap between the highest and lowest rating and their standard deviation.
 */
export const deckVotesSchema = z.object({
  deck_id: z.string(),
  revealed: z.boolean(),
  revealed_because: z.enum(['all_voted', 'owner']).nullable(),
  voted_count: z.number().int().nonnegative(),
  member_count: z.number().int().nonnegative(),
  mine: deckVoteSchema.nullable(),
  votes: z.array(deckVoteSchema),
  spread: z.object({ range: z.number(), stdev: z.number() }).nullable(),
  /** Whether the caller may reveal them (the fund's owner, while they are still hidden). */
  can_reveal: z.boolean(),
});
export type DeckVotes = z.infer<typeof deckVotesSchema>;

/** Top Decks' stage select: every stage, or one. */
export const STAGE_FILTERS = ['all', ...DECK_STAGES] as const;
export const stageFilterSchema = z.enum(STAGE_FILTERS);
export type StageFilter = z.infer<typeof stageFilterSchema>;
