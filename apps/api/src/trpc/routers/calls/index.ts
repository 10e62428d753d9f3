import { router } from '../../init';
import { agreementProcedure } from './agreement';
import { getCallProcedure } from './get-call';
import { setCallProcedure } from './set-call';

export const callsRouter = router({
  byDeck: getCallProcedure,
  setCall: setCallProcedure,
  agreement: agreementProcedure,
});
