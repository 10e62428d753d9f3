import { accessCodeRequestSchema, accessCodeResponseSchema } from '@pitchfit/contracts/auth';
import { verifyAccessCode } from '../../../domain/auth/access-codes';
import { publicProcedure } from '../../init';
import { rateLimited } from '../../rate-limit';

export const checkAccessCodeProcedure = publicProcedure
  .use(rateLimited('accessCodeCheck'))
  .input(accessCodeRequestSchema)
  .output(accessCodeResponseSchema)
  .mutation(async ({ ctx, input }) => ({
    valid: await verifyAccessCode(ctx.deps, ctx.clientIp, input.access_code),
  }));
