import { callAgreementSchema } from '@pitchfit/contracts/calls';
import { getCallAgreement } from '../../../domain/calls/get-call-agreement';
import { protectedProcedure } from '../../init';

export const agreementProcedure = protectedProcedure
  .output(callAgreementSchema)
  .query(({ ctx }) => getCallAgreement(ctx.deps, ctx.actor));
