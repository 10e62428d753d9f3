import { callAgreementSchema, deckCallRequestSchema, deckCallSchema } from '@pitchfit/contracts/calls';
import { deckIdSchema } from '@pitchfit/contracts/deck';
import { restErrorBodySchema as errorBody } from '@pitchfit/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { getCallAgreement } from '../../domain/calls/get-call-agreement';
import { getDeckCall } from '../../domain/calls/get-deck-call';
import { setDeckCall } from '../../domain/calls/set-deck-call';
import { actorOf } from '../rest-auth';

/** The investor's own calls on their decks, and how often Pitchfit's order agrees with them. */
export const callRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/decks/:id/call/',
      {
        config: { auth: 'investor' },
        schema: {
          tags: ['decks'],
          summary: 'Your call on a deck',
          description:
            "Your own call on the deck as you last saved it, with its reason; `call` is null when you have made none. Each partner of a fund reads only their own. Another investor's deck answers 404.",
          params: deckIdSchema,
          response: { 200: deckCallSchema, 401: errorBody, 404: errorBody, 503: errorBody },
        },
      },
      async (request) => getDeckCall(deps, actorOf(request), request.params.id),
    );

    app.put(
      '/decks/:id/call/',
      {
        config: { auth: 'investor' },
        schema: {
          tags: ['decks'],
          summary: 'Meet or pass on a deck',
          description:
            'Records your call ("meet" or "pass") with an optional reason from the short list and a note; without `call` it withdraws it. It changes no score. Another investor\'s deck answers 404.',
          params: deckIdSchema,
          body: deckCallRequestSchema,
          response: { 200: deckCallSchema, 400: errorBody, 401: errorBody, 404: errorBody, 503: errorBody },
        },
      },
      async (request) => setDeckCall(deps, actorOf(request), request.params.id, request.body),
    );

    app.get(
      '/calls/agreement/',
      {
        config: { auth: 'investor' },
        schema: {
          tags: ['decks'],
          summary: "How often Pitchfit's order agrees with your calls",
          description:
            'Of every pair of a scored deck you would meet and one you would pass, how many Pitchfit scores in your order, and the pairs it orders the other way (widest gap first) with both reasons.',
          response: { 200: callAgreementSchema, 401: errorBody, 503: errorBody },
        },
      },
      async (request) => getCallAgreement(deps, actorOf(request)),
    );
  };
