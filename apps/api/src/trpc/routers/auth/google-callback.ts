import { authResponseSchema, googleCallbackRequestSchema } from '@pitchfit/contracts/auth';
import { finishGoogleLogin } from '../../../auth/google-login-http';
import { publicProcedure } from '../../init';

export const googleCallbackProcedure = publicProcedure
  .input(googleCallbackRequestSchema)
  .output(authResponseSchema)
  .mutation(({ ctx, input }) => finishGoogleLogin(ctx.deps, ctx.req, ctx.res, input));
