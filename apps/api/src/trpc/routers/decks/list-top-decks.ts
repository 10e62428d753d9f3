import { deckPageQuerySchema, deckSchema } from '@pitchfit/contracts/deck';
import { z } from 'zod';
import { deckListOptions, listTopDecks, nextPageNumber } from '../../../domain/decks/list-top-decks';
import { protectedProcedure } from '../../init';

/** Same ranking and paging as GET /api/decks/top/; without `page`/`page_size` every deck comes back. */
export const listTopDecksProcedure = protectedProcedure
  .input(deckPageQuerySchema.default({}))
  .output(
    z.object({
      results: z.array(deckSchema),
      count: z.number().int(),
      next_page: z.number().int().nullable(),
    }),
  )
  .query(async ({ ctx, input }) => {
    const options = deckListOptions(input);
    const list = await listTopDecks(ctx.deps.db, ctx.actor.fundId, options);
    return { results: list.results, count: list.count, next_page: nextPageNumber(options, list) };
  });
