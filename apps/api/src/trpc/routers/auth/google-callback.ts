import { authResponseSchema, googleCallbackRequestSchema } from '@pitchfit/contracts/auth';
import { finishGoogleLogin } from '../../../rest/google-login-http';
import { publicProcedure } from '../../init';
import { rateLimited } from '../../rate-limit';

export const googleCallbackProcedure = publicProcedure
  .use(rateLimited('googleCallback'))
  .input(googleCallbackRequestSchema)
  .output(authResponseSchema)
  .mutation(({ ctx, input }) => finishGoogleLogin(ctx.deps, ctx.req, ctx.res, input));
