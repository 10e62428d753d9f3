import { DECK_PAGE_SIZE_DEFAULT } from '@pitchfit/contracts/constants';
import { deckPageQuerySchema, deckSchema } from '@pitchfit/contracts/deck';
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
    const { page, page_size: pageSize, filter } = input;
    const paged = page !== undefined || pageSize !== undefined;
    const number = page ?? 1;
    const list = await listTopDecks(ctx.deps.db, ctx.session.investorId, {
      filter,
      page: paged ? { number, size: pageSize ?? DECK_PAGE_SIZE_DEFAULT } : undefined,
    });
    return { results: list.results, count: list.count, next_page: list.hasNext ? number + 1 : null };
  });
