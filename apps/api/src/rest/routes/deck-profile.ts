import { deckIdSchema } from '@pitchfit/contracts/deck';
import { deckProfilePatchSchema, deckProfileSchema } from '@pitchfit/contracts/deck-profile';
import { restErrorBodySchema as errorBody } from '@pitchfit/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { correctDeckProfile } from '../../domain/deck-profile/correct-deck-profile';
import { getDeckProfile } from '../../domain/deck-profile/get-deck-profile';
import { actorOf } from '../rest-auth';

/** A deck's profile as Pitchfit read it, and the investor's own corrections of it. */
export const deckProfileRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/decks/:id/profile/',
      {
        config: { auth: 'investor' },
        schema: {
          tags: ['decks'],
          summary: "A deck's profile as Pitchfit reads it",
          description:
            "Company, what it does, primary sector, customer, headquarters, stage, the ask and the founders, each with the page and quote the deck's reading cited, and `corrected` where the value is your correction. Another investor's deck answers 404.",
          params: deckIdSchema,
          response: { 200: deckProfileSchema, 401: errorBody, 404: errorBody, 503: errorBody },
        },
      },
      async (request) => getDeckProfile(deps.db, actorOf(request).fundId, request.params.id),
    );

    app.patch(
      '/decks/:id/profile/',
      {
        config: { auth: 'investor' },
        schema: {
          tags: ['decks'],
          summary: "Correct a deck's profile for your own view",
          description:
            "Sets the fields given (values from the engine's taxonomy: industries, stages, ISO country codes) or, with null, goes back to the deck's own reading of one. Only your view and score change, never another investor's of the same file: the deck alone is rescored, ahead of bulk work. A key that is no profile field answers 400 under its own name.",
          params: deckIdSchema,
          body: deckProfilePatchSchema,
          response: {
            200: deckProfileSchema,
            400: errorBody,
            401: errorBody,
            404: errorBody,
            503: errorBody,
          },
        },
      },
      async (request) => correctDeckProfile(deps, actorOf(request).fundId, request.params.id, request.body),
    );
  };
