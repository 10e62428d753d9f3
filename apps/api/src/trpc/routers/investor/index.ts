import { router } from '../../init';
import { meProcedure } from './me';
import { publicProfileProcedure } from './public-profile';

export const investorRouter = router({
  me: meProcedure,
  publicProfile: publicProfileProcedure,
});
