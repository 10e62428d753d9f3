import { deckIdSchema } from '@pitchfit/contracts/deck';
import { restErrorBodySchema as errorBody } from '@pitchfit/contracts/errors';
import {
  deckActivitySchema,
  deckNoteSchema,
  deckNotesSchema,
  deckStageAnswerSchema,
  deckStageRequestSchema,
  deckVotesSchema,
  noteIdParamsSchema,
  noteRequestSchema,
  voteRequestSchema,
} from '@pitchfit/contracts/pipeline';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { fundMemberIds } from '../../domain/fund/fund-member-ids';
import { addNote } from '../../domain/pipeline/add-note';
import { deleteNote } from '../../domain/pipeline/delete-note';
import { editNote } from '../../domain/pipeline/edit-note';
import { getDeckActivity } from '../../domain/pipeline/get-deck-activity';
import { getVotes } from '../../domain/pipeline/get-votes';
import { listNotes } from '../../domain/pipeline/list-notes';
import { moveDeckStage } from '../../domain/pipeline/move-deck-stage';
import { revealVotes } from '../../domain/pipeline/reveal-votes';
import { setVote } from '../../domain/pipeline/set-vote';
import { actorOf } from '../rest-auth';

const OTHER_FUND = "Another fund's deck answers 404, exactly like one that does not exist.";

/** The fund's pipeline on a deck: its stage and timeline, every member's notes, and blind votes. */
export const pipelineRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const membersOf = (fundId: string) => fundMemberIds(deps.db, fundId);
    const auth = { auth: 'investor' } as const;
    const tags = ['pipeline'];

    app.put(
      '/decks/:id/stage/',
      {
        config: auth,
        schema: {
          tags,
          summary: 'Move a deck to a pipeline stage',
          description: `New, reviewing, meeting, diligence, invested or passed. Passing needs \`reason\` (400 naming the field otherwise); \`note\` goes on the timeline; \`founder_message\`, with a pass only, is the short reason the founder may read. ${OTHER_FUND}`,
          params: deckIdSchema,
          body: deckStageRequestSchema,
          response: { 200: deckStageAnswerSchema, 400: errorBody, 401: errorBody, 404: errorBody },
        },
      },
      async (request) => moveDeckStage(deps, actorOf(request), request.params.id, request.body),
    );

    app.get(
      '/decks/:id/activity/',
      {
        config: auth,
        schema: {
          tags,
          summary: "A deck's timeline",
          description: `Every stage move, note change and vote (never its rating), who and when, oldest first. ${OTHER_FUND}`,
          params: deckIdSchema,
          response: { 200: deckActivitySchema, 401: errorBody, 404: errorBody },
        },
      },
      async (request) => getDeckActivity(deps, actorOf(request), request.params.id),
    );

    app.get(
      '/decks/:id/notes/',
      {
        config: auth,
        schema: {
          tags,
          summary: "The members' notes on a deck",
          description: `Oldest first, each with its author and the bodies its edits replaced. ${OTHER_FUND}`,
          params: deckIdSchema,
          response: { 200: deckNotesSchema, 401: errorBody, 404: errorBody },
        },
      },
      async (request) => listNotes(deps, actorOf(request), request.params.id),
    );

    app.post(
      '/decks/:id/notes/',
      {
        config: auth,
        schema: {
          tags,
          summary: 'Add a note to a deck',
          description: OTHER_FUND,
          params: deckIdSchema,
          body: noteRequestSchema,
          response: { 201: deckNoteSchema, 400: errorBody, 401: errorBody, 404: errorBody },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await addNote(deps, actorOf(request), request.params.id, request.body)),
    );

    app.put(
      '/decks/:id/notes/:noteId/',
      {
        config: auth,
        schema: {
          tags,
          summary: 'Edit your note',
          description: `Only the author may (403 for a fellow member); the replaced body is kept. ${OTHER_FUND}`,
          params: noteIdParamsSchema,
          body: noteRequestSchema,
          response: { 200: deckNoteSchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
        },
      },
      async (request) =>
        editNote(
          deps,
          actorOf(request),
          { deckId: request.params.id, noteId: request.params.noteId },
          request.body,
        ),
    );

    app.delete(
      '/decks/:id/notes/:noteId/',
      {
        config: auth,
        schema: {
          tags,
          summary: 'Delete your note',
          description: `Only the author may (403 for a fellow member); it stays on the timeline. ${OTHER_FUND}`,
          params: noteIdParamsSchema,
          response: { 204: z.null(), 401: errorBody, 403: errorBody, 404: errorBody },
        },
      },
      async (request, reply) => {
        await deleteNote(deps, actorOf(request), {
          deckId: request.params.id,
          noteId: request.params.noteId,
        });
        return reply.status(204).send(null);
      },
    );

    app.put(
      '/decks/:id/vote/',
      {
        config: auth,
        schema: {
          tags,
          summary: 'Vote on a deck',
          description: `A rating of 1 to 5 and a one-line reason; replaces your earlier vote. Answers the votes as GET /votes/ does. ${OTHER_FUND}`,
          params: deckIdSchema,
          body: voteRequestSchema,
          response: { 200: deckVotesSchema, 400: errorBody, 401: errorBody, 404: errorBody },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        return setVote(deps, actor, request.params.id, request.body, await membersOf(actor.fundId));
      },
    );

    app.get(
      '/decks/:id/votes/',
      {
        config: auth,
        schema: {
          tags,
          summary: "A deck's votes, hidden until revealed",
          description: `Until every member has voted or the owner reveals them: your own vote and how many have voted. Then every vote side by side with the spread (highest minus lowest, and the standard deviation). ${OTHER_FUND}`,
          params: deckIdSchema,
          response: { 200: deckVotesSchema, 401: errorBody, 404: errorBody },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        return getVotes(deps, actor, request.params.id, await membersOf(actor.fundId));
      },
    );

    app.post(
      '/decks/:id/votes/reveal/',
      {
        config: auth,
        schema: {
          tags,
          summary: "Reveal a deck's votes (owner)",
          description: `Shows every member the votes before all have voted; only the fund's owner may (403). ${OTHER_FUND}`,
          params: deckIdSchema,
          response: { 200: deckVotesSchema, 401: errorBody, 403: errorBody, 404: errorBody },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        return revealVotes(deps, actor, request.params.id, await membersOf(actor.fundId));
      },
    );
  };
