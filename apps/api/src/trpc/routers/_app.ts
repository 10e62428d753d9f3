import { router } from '../init';
import { simulatorRouter } from './simulator/index';

export const appRouter = router({
  simulator: simulatorRouter,
});

export type AppRouter = typeof appRouter;
