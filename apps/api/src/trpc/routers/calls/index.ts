import { router } from '../../init';
import { agreementProcedure } from './agreement';
import { setCallProcedure } from './set-call';

export const callsRouter = router({
  setCall: setCallProcedure,
  agreement: agreementProcedure,
});
