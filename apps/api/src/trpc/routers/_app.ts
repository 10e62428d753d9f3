import { router } from '../init';
import { authRouter } from './auth/index';
import { investorRouter } from './investor/index';
import { simulatorRouter } from './simulator/index';

export const appRouter = router({
  auth: authRouter,
  investor: investorRouter,
  simulator: simulatorRouter,
});

export type AppRouter = typeof appRouter;
