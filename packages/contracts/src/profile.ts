import { z } from 'zod';
import { PROFILE_ANSWER_MAX_CHARS, THESIS_MAX_CHARS } from './constants';
import { PROFILE_MESSAGES } from './messages';

export const profileQuestionSchema = z.object({ id: z.string(), text: z.string() });
export type ProfileQuestion = z.infer<typeof profileQuestionSchema>;

export const thesisRequestSchema = z.object({
  thesis: z
    .string()
    .trim()
    .min(1, 'Thesis is required.')
    .max(THESIS_MAX_CHARS, PROFILE_MESSAGES.thesisTooLong),
});

/** POST /api/expandprofile/ answer (SPEC section 3). */
export const thesisResponseSchema = z.object({
  thesis_updated: z.boolean(),
  decks_rescored: z.number().int().nonnegative(),
  questions: z.array(profileQuestionSchema),
  vc_thesis: z.string(),
});
export type ThesisResponse = z.infer<typeof thesisResponseSchema>;

/** Answers map a question id to its text. */
export const answersRequestSchema = z.object({
  answers: z.record(z.string(), z.string().max(PROFILE_ANSWER_MAX_CHARS, PROFILE_MESSAGES.answerTooLong)),
});
export const answersResponseSchema = z.object({ profile_completed: z.boolean(), decks_rescored: z.number() });

/** The current follow-up questions with the investor's answers so far (null until answered). */
export const profileQuestionsResponseSchema = z.object({
  questions: z.array(profileQuestionSchema.extend({ answer: z.string().nullable() })),
});
