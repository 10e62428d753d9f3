import { authResponseSchema, googleCallbackRequestSchema } from '@pitchfit/contracts/auth';
import { finishGoogleLogin } from '../../../auth/google-login-http';
import { rateLimited } from '../../../operations/trpc-rate-limit';
import { publicProcedure } from '../../init';

export const googleCallbackProcedure = publicProcedure
  .use(rateLimited('googleCallback'))
  .input(googleCallbackRequestSchema)
  .output(authResponseSchema)
  .mutation(({ ctx, input }) => finishGoogleLogin(ctx.deps, ctx.req, ctx.res, input));
