import { logoutRequestSchema } from '@pitchfit/contracts/auth';
import { z } from 'zod';
import { logOut } from '../../../domain/auth/log-out';
import { publicProcedure } from '../../init';

/** Public: an investor whose access token already expired can still end the session. */
export const logOutProcedure = publicProcedure
  .input(logoutRequestSchema)
  .output(z.void())
  .mutation(({ ctx, input }) =>
    logOut(ctx.deps, { authorization: ctx.req.headers.authorization, refreshToken: input.refresh }),
  );
