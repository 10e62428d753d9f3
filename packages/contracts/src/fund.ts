import { z } from 'zod';

/**
 * A fund (issue 29): partners who share one thesis, one public page and one deck list. The fund's
 * thesis, username and decks live on its owner's investor row (`fundId` is that row's id), so a lone
 * investor is a fund of one and every SPEC flow works unchanged. Each member keeps their own calls,
 * notes and votes under their own investor id (`memberId`).
 */
export const FUND_ROLES = ['owner', 'member'] as const;
export type FundRole = (typeof FUND_ROLES)[number];

/** Who is acting: the fund whose decks and thesis are in play, and the partner doing it. */
export interface FundActor {
  fundId: string;
  memberId: string;
  role: FundRole;
}

/** An invite link is single-use and lives this long. */
export const FUND_INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** A deck's place in the fund's pipeline: New → Reviewing → Meeting → Diligence → Invested, or Passed. */
export const DECK_STAGES = ['new', 'reviewing', 'meeting', 'diligence', 'invested', 'passed'] as const;
export type DeckStage = (typeof DECK_STAGES)[number];
export const DECK_STAGE_LABELS: Record<DeckStage, string> = {
  new: 'New',
  reviewing: 'Reviewing',
  meeting: 'Meeting',
  diligence: 'Diligence',
  invested: 'Invested',
  passed: 'Passed',
};
export const deckStageSchema = z.enum(DECK_STAGES);

/** Passing needs one of these reasons; free text is optional. */
export const PASS_REASONS = {
  'thesis-fit': 'Thesis fit',
  stage: 'Stage',
  team: 'Team',
  market: 'Market',
  traction: 'Traction',
  valuation: 'Valuation',
  other: 'Other',
} as const;
export type PassReason = keyof typeof PASS_REASONS;
export const passReasonSchema = z.enum(Object.keys(PASS_REASONS) as [PassReason, ...PassReason[]]);

/**
 * The reason on a member's 403 for an owner-only change: the session is fine, so a client must not
 * treat it as signed out (the web app forgets credentials on other 401/403 answers).
 */
export const FUND_OWNER_ONLY_REASON = 'fund_owner_only';

/** The reason on a partner's 403 for changing a fellow partner's note: refused, still signed in. */
export const NOTE_AUTHOR_ONLY_REASON = 'note_author_only';

/** The 403 reasons that refuse one action of a signed-in partner rather than their session. */
export const SEAT_REFUSAL_REASONS: readonly string[] = [FUND_OWNER_ONLY_REASON, NOTE_AUTHOR_ONLY_REASON];

/** Why accepting an invite failed, for a client to branch on (`data.reason` in tRPC). */
export const FUND_INVITE_REFUSALS = ['invite_not_found', 'invite_expired', 'invite_used'] as const;

/** An invite link's token: the path segment of `/invite/<token>` (256 random bits, base64url). */
export const inviteTokenSchema = z.object({ token: z.string().min(1).max(200) });

/** POST /api/fund/invites/: a new single-use link, shown once (only its hash is stored). */
export const fundInviteSchema = z.object({
  token: z.string(),
  url: z.string().describe('The link to send the partner: `{PUBLIC_URL}/invite/<token>`.'),
  expires_at: z.string(),
});
export type FundInvite = z.infer<typeof fundInviteSchema>;

export const fundMemberSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  role: z.enum(FUND_ROLES),
  joined_at: z.string().nullable().describe('When the partner joined; null for the owner.'),
});
export type FundMember = z.infer<typeof fundMemberSchema>;

/** GET /api/fund/members/ (and the answer to accepting an invite): the fund's seats, owner first. */
export const fundMembersSchema = z.object({
  fund_id: z.string(),
  username: z.string().describe("The fund's public page: `/pitch/<username>`."),
  your_role: z.enum(FUND_ROLES),
  members: z.array(fundMemberSchema),
});
export type FundMembers = z.infer<typeof fundMembersSchema>;

export const fundMemberIdSchema = z.object({ id: z.uuid() });
