import type { FundRole } from '@pitchfit/contracts/fund';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { investors } from './investors';
import { createdAt } from './timestamps';

/**
 * A partner's seat in another investor's fund (issue 29). An investor without a row is a fund of one
 * (and owns it), so only partners who joined through an invite have one: one fund per member.
 */
export const fundMemberships = pgTable(
  'fund_memberships',
  {
    memberId: uuid()
      .primaryKey()
      .references(() => investors.id, { onDelete: 'cascade' }),
    /** The fund's owner: the investor row holding the fund's thesis, username and decks. */
    fundId: uuid()
      .notNull()
      .references(() => investors.id, { onDelete: 'cascade' }),
    role: text().$type<FundRole>().notNull().default('member'),
    joinedAt: createdAt(),
  },
  (t) => [index('fund_memberships_fund_idx').on(t.fundId)],
);
