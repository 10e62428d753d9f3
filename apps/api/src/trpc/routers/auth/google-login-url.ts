import { loginUrlResponseSchema } from '@pitchfit/contracts/auth';
import { beginGoogleLogin } from '../../../auth/google-login-http';
import { rateLimited } from '../../../operations/trpc-rate-limit';
import { publicProcedure } from '../../init';

/** A mutation, not a query: every call starts a new sign-in attempt and sets its cookie. */
export const googleLoginUrlProcedure = publicProcedure
  .use(rateLimited('googleLogin'))
  .output(loginUrlResponseSchema)
  .mutation(({ ctx }) => beginGoogleLogin(ctx.deps, ctx.res));
