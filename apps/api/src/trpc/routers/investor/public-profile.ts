import { publicProfileSchema } from '@pitchfit/contracts/investor';
import { z } from 'zod';
import { getPublicProfile } from '../../../domain/investors/get-public-profile';
import { publicProcedure } from '../../init';

export const publicProfileProcedure = publicProcedure
  .input(z.object({ username: z.string().min(1).max(256) }))
  .output(publicProfileSchema)
  .query(({ ctx, input }) => getPublicProfile(ctx.deps.db, input.username));
