import { router } from '../../init';
import { checkAccessCodeProcedure } from './check-access-code';
import { googleCallbackProcedure } from './google-callback';
import { googleLoginUrlProcedure } from './google-login-url';
import { logOutProcedure } from './log-out';
import { refreshTokensProcedure } from './refresh-tokens';
import { setUsernameProcedure } from './set-username';

export const authRouter = router({
  checkAccessCode: checkAccessCodeProcedure,
  googleLoginUrl: googleLoginUrlProcedure,
  googleCallback: googleCallbackProcedure,
  refresh: refreshTokensProcedure,
  logout: logOutProcedure,
  setUsername: setUsernameProcedure,
});
