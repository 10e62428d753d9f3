import { sql } from '@pitchfit/db/orm';
import { investors } from '@pitchfit/db/schema';

/** Columns naming a member (joined to `investors`): their name, or their username when they gave none. */
export const memberRefColumns = {
  memberId: investors.id,
  memberName: sql<string>`coalesce(${investors.name}, ${investors.username})`,
};

export const memberRef = (row: { memberId: string; memberName: string }) => ({
  id: row.memberId,
  name: row.memberName,
});
