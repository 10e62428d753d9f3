import { accessCodeRequestSchema, accessCodeResponseSchema } from '@pitchfit/contracts/auth';
import { verifyAccessCode } from '../../../domain/auth/access-codes';
import { rateLimited } from '../../../operations/trpc-rate-limit';
import { publicProcedure } from '../../init';

export const checkAccessCodeProcedure = publicProcedure
  .use(rateLimited('accessCodeCheck'))
  .input(accessCodeRequestSchema)
  .output(accessCodeResponseSchema)
  .mutation(async ({ ctx, input }) => ({
    valid: await verifyAccessCode(ctx.deps, ctx.clientIp, input.access_code),
  }));
