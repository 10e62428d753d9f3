import { accessCodeRequestSchema, accessCodeResponseSchema } from '@pitchfit/contracts/auth';
import { verifyAccessCode } from '../../../domain/auth/access-codes';
import { publicProcedure } from '../../init';

export const checkAccessCodeProcedure = publicProcedure
  .input(accessCodeRequestSchema)
  .output(accessCodeResponseSchema)
  .mutation(async ({ ctx, input }) => ({
    valid: await verifyAccessCode(ctx.deps, ctx.clientIp, input.access_code),
  }));
