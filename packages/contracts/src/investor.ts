import { z } from 'zod';

/** The signed-in investor, from GET /api/vc/me/ (SPEC section 3). */
export const investorProfileSchema = z.object({
  username: z.string(),
  thesis: z.string().nullable(),
});
export type InvestorProfile = z.infer<typeof investorProfileSchema>;

/**
 * Public view of an investor, from GET /api/vc/profile/{username}/. Usernames match regardless of
 * case, so `username` is the investor's own spelling, for the page to show.
 */
export const publicProfileSchema = z.object({ username: z.string(), thesis: z.string().nullable() });
export type PublicProfile = z.infer<typeof publicProfileSchema>;
