import { restErrorBodySchema as errorBody } from '@pitchfit/contracts/errors';
import {
  answersRequestSchema,
  answersResponseSchema,
  thesisRequestSchema,
  thesisResponseSchema,
} from '@pitchfit/contracts/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { submitAnswers } from '../../domain/profile/submit-answers';
import { submitThesis } from '../../domain/profile/submit-thesis';
import { actorOf } from '../rest-auth';

/** The signed-in investor's thesis and follow-up answers; each change rescores their decks in the background. */
export const profileRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/expandprofile/',
      {
        config: { auth: 'investor' },
        schema: {
          tags: ['profile'],
          summary: 'Set your investment thesis',
          description:
            'Owner only (403 for a member). Raises the thesis version (every score becomes stale), stores follow-up questions to answer, and queues rescoring of your decks: `decks_rescored` is how many. Sending the thesis already set changes nothing (`thesis_updated: false`).',
          body: thesisRequestSchema,
          response: {
            200: thesisResponseSchema,
            400: errorBody,
            401: errorBody,
            403: errorBody,
            503: errorBody,
          },
        },
      },
      async (request) => submitThesis(deps, actorOf(request), request.body.thesis),
    );

    app.post(
      '/filloutprofile/',
      {
        config: { auth: 'investor' },
        schema: {
          tags: ['profile'],
          summary: 'Answer your follow-up questions',
          description:
            "Owner only (403 for a member). `answers` maps each current question's id to its answer; every question needs one. New answers count as a thesis change and rescore your decks.",
          body: answersRequestSchema,
          response: {
            200: answersResponseSchema,
            400: errorBody,
            401: errorBody,
            403: errorBody,
            503: errorBody,
          },
        },
      },
      async (request) => submitAnswers(deps, actorOf(request), request.body.answers),
    );
  };
