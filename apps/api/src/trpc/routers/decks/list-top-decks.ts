import { type Deck, deckPageQuerySchema, deckSchema } from '@pitchfit/contracts/deck';
import { deckListRequest } from '@pitchfit/db/decks/deck-list';
import { z } from 'zod';
import { listTopDecks } from '../../../domain/decks/list-top-decks';
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
    const list = await listTopDecks(ctx.deps.db, ctx.session, deckListRequest(input));
    // Each deck as PostgreSQL wrote it (the contract's shape); the output schema above checks it.
    const results = list.decks.map((json) => JSON.parse(json.toString()) as Deck);
    return { results, count: list.count, next_page: list.nextPage };
  });
