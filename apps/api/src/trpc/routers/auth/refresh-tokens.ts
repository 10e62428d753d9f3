import { refreshRequestSchema, refreshResponseSchema } from '@pitchfit/contracts/auth';
import { refreshSession } from '../../../domain/auth/sessions';
import { publicProcedure } from '../../init';

export const refreshTokensProcedure = publicProcedure
  .input(refreshRequestSchema)
  .output(refreshResponseSchema)
  .mutation(async ({ ctx, input }) => ({ tokens: await refreshSession(ctx.deps, input.refresh) }));
