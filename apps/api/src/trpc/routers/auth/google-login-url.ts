import { loginUrlResponseSchema } from '@pitchfit/contracts/auth';
import { beginGoogleLogin } from '../../../rest/google-login-http';
import { publicProcedure } from '../../init';
import { rateLimited } from '../../rate-limit';

/** A mutation, not a query: every call starts a new sign-in attempt and sets its cookie. */
export const googleLoginUrlProcedure = publicProcedure
  .use(rateLimited('googleLogin'))
  .output(loginUrlResponseSchema)
  .mutation(({ ctx }) => beginGoogleLogin(ctx.deps, ctx.res));
