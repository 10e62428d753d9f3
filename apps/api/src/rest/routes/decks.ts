import {
  deckIdSchema,
  deckPageQuerySchema,
  deckPageSchema,
  deckSchema,
  recalculateResponseSchema,
} from '@pitchfit/contracts/deck';
import { deckVersionsSchema } from '@pitchfit/contracts/deck-versions';
import { restErrorBodySchema as errorBody } from '@pitchfit/contracts/errors';
import { deckListRequest, jsonArray } from '@pitchfit/db/decks/deck-list';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { getDeckVersions } from '../../domain/decks/deck-versions';
import { getDeck } from '../../domain/decks/get-deck';
import { getDeckFile } from '../../domain/decks/get-deck-file';
import { listTopDecks } from '../../domain/decks/list-top-decks';
import { recalculateDeck } from '../../domain/decks/recalculate-deck';
import { actorOf, sessionOf } from '../rest-auth';
import { sendJson } from '../send-json';

/** `filename*` per RFC 6266/8187, so any deck name survives the header without breaking it. */
function inlineDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The signed-in investor's decks: the ranked list, one deck, its PDF, and a recalculation request. */
export const deckRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/decks/top/',
      {
        // The list's own statement checks the session (one round trip per request): see listTopDecks.
        config: { auth: 'investor-checked-by-handler' },
        schema: {
          tags: ['decks'],
          summary: 'Your decks, best match first',
          description:
            'Without `page` or `page_size`: every deck as a bare list. With either: one page as `{results, count, next}`. `filter` picks a match band (high, medium, low; a deck without a score is only in all); `stage` picks one pipeline stage. Poll it to follow `status` live.',
          querystring: deckPageQuerySchema,
          response: { 200: z.union([z.array(deckSchema), deckPageSchema]), 400: errorBody, 401: errorBody },
        },
      },
      async (request, reply) => {
        const asked = deckListRequest(request.query);
        // Sent as the bytes PostgreSQL wrote (@pitchfit/db's deck-list.ts): the list is the API's largest
        // answer, and encoding it in the API was most of its cost.
        const { decks, count, nextPage } = await listTopDecks(deps.db, sessionOf(request), asked);
        if (!asked.page) return sendJson(reply, jsonArray(decks));
        let next: string | null = null;
        if (nextPage !== null) {
          const url = new URL('/api/decks/top/', deps.env.PUBLIC_URL);
          url.searchParams.set('page', String(nextPage));
          url.searchParams.set('page_size', String(asked.page.size));
          if (request.query.filter) url.searchParams.set('filter', request.query.filter);
          if (request.query.stage) url.searchParams.set('stage', request.query.stage);
          next = url.toString();
        }
        return sendJson(
          reply,
          jsonArray(decks, '{"results":', `,"count":${count},"next":${JSON.stringify(next)}}`),
        );
      },
    );

    app.get(
      '/decks/:id/',
      {
        config: { auth: 'investor' },
        schema: {
          tags: ['decks'],
          summary: 'One of your decks',
          description: "Another investor's deck answers 404, exactly like one that does not exist.",
          params: deckIdSchema,
          response: { 200: deckSchema, 401: errorBody, 404: errorBody },
        },
      },
      async (request) => getDeck(deps.db, actorOf(request).fundId, request.params.id),
    );

    app.get(
      '/decks/:id/pdf/',
      {
        config: { auth: 'investor' },
        schema: {
          tags: ['decks'],
          summary: 'The PDF of one of your decks',
          description:
            "The file as it was submitted, for showing the pages its facts cite. Another investor's deck answers 404, exactly like one that does not exist.",
          params: deckIdSchema,
          response: {
            200: z
              .custom<Buffer>((value) => Buffer.isBuffer(value))
              .describe('The PDF file (application/pdf).'),
            401: errorBody,
            404: errorBody,
          },
        },
      },
      async (request, reply) => {
        const file = await getDeckFile(deps, actorOf(request).fundId, request.params.id);
        // A deck's file never changes, but it is one investor's private document: no shared caches.
        return reply
          .type('application/pdf')
          .header('content-disposition', inlineDisposition(file.fileName))
          .header('cache-control', 'private, no-store')
          .send(file.bytes);
      },
    );

    app.get(
      '/decks/:id/versions/',
      {
        config: { auth: 'investor' },
        schema: {
          tags: ['decks'],
          summary: 'Every version of one of your decks, and what changed',
          description:
            "Versions oldest first (the founder sends a new one through their status link), and for each step the facts that changed (raise, valuation, stage, traction, team, HQ, each cited to its page in both versions) and the match, part by part. Another investor's deck answers 404.",
          params: deckIdSchema,
          response: { 200: deckVersionsSchema, 401: errorBody, 404: errorBody },
        },
      },
      async (request) => getDeckVersions(deps.db, actorOf(request).fundId, request.params.id),
    );

    app.post(
      '/decks/:id/match/',
      {
        config: { auth: 'investor' },
        schema: {
          tags: ['decks'],
          summary: 'Recalculate the score of one of your decks',
          description:
            "Empty body. Queues a high-priority rescore against your current thesis and answers at once; follow `status` in the deck list. Another investor's deck answers 404.",
          params: deckIdSchema,
          response: { 202: recalculateResponseSchema, 401: errorBody, 404: errorBody, 503: errorBody },
        },
      },
      async (request, reply) =>
        reply.status(202).send(await recalculateDeck(deps, actorOf(request).fundId, request.params.id)),
    );
  };
