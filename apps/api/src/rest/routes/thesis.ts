import { restErrorBodySchema as errorBody } from '@pitchfit/contracts/errors';
import {
  readingCorrectionsRequestSchema,
  readingUpdateResponseSchema,
  thesisReadingSchema,
  whatIfRequestSchema,
  whatIfResponseSchema,
} from '@pitchfit/contracts/thesis-reading';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { correctThesisReading } from '../../domain/thesis/correct-thesis-reading';
import { getThesisReading } from '../../domain/thesis/get-thesis-reading';
import { whatIfThesis } from '../../domain/thesis/what-if';
import { actorOf } from '../rest-auth';

/** How Pitchfit reads the signed-in investor's thesis, and their corrections of it. */
export const thesisRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/thesis/reading/',
      {
        config: { auth: 'investor' },
        schema: {
          tags: ['profile'],
          summary: 'How Pitchfit reads your thesis',
          description:
            'What the fund wants, excludes and softly prefers (each item with the words it came from, its source, and whether it is your correction), and the stage, cheque and place rules.',
          response: { 200: thesisReadingSchema, 401: errorBody, 503: errorBody },
        },
      },
      async (request) => getThesisReading(deps, actorOf(request).fundId),
    );

    app.put(
      '/thesis/reading/',
      {
        config: { auth: 'investor' },
        schema: {
          tags: ['profile'],
          summary: 'Correct how Pitchfit reads your thesis',
          description:
            'Owner only (403 for a member). Replaces your corrections (remove an item, flip want/exclude, make it hard or soft, add one from the taxonomy, set the cheque range). A change is a new thesis version: scores go stale and your decks are rescored (`decks_rescored`). A correction of a clause holds while that clause is in your thesis or answers.',
          body: readingCorrectionsRequestSchema,
          response: {
            200: readingUpdateResponseSchema,
            400: errorBody,
            401: errorBody,
            403: errorBody,
            503: errorBody,
          },
        },
      },
      async (request) => correctThesisReading(deps, actorOf(request), request.body),
    );

    app.post(
      '/thesis/what-if/',
      {
        config: { auth: 'investor' },
        schema: {
          tags: ['profile'],
          summary: 'What if your thesis read like this?',
          description:
            'How your decks would move under a thesis you are editing (with answers and reading corrections if given): the decks that would enter or leave your top 10 and the biggest moves up and down, each with its reason. Computed from the stored deck readings; nothing is saved and no deck is rescored.',
          body: whatIfRequestSchema,
          response: {
            200: whatIfResponseSchema,
            400: errorBody,
            401: errorBody,
            503: errorBody,
            504: errorBody,
          },
        },
      },
      async (request) => whatIfThesis(deps, actorOf(request).fundId, request.body),
    );
  };
