import { setUsernameResponseSchema } from '@pitchfit/contracts/auth';
import { z } from 'zod';
import { setUsername } from '../../../domain/auth/set-username';
import { protectedProcedure } from '../../init';

/** The input is checked by the domain, so rule violations answer with `fields.username` like REST. */
export const setUsernameProcedure = protectedProcedure
  .input(z.object({ username: z.string().max(256) }))
  .output(setUsernameResponseSchema)
  .mutation(({ ctx, input }) => setUsername(ctx.deps, ctx.actor, input.username));
