import { router } from '../init';
import { authRouter } from './auth/index';
import { callsRouter } from './calls/index';
import { decksRouter } from './decks/index';
import { fundRouter } from './fund/index';
import { investorRouter } from './investor/index';
import { pipelineRouter } from './pipeline/index';
import { profileRouter } from './profile/index';
import { simulatorRouter } from './simulator/index';
import { thesisRouter } from './thesis/index';

export const appRouter = router({
  auth: authRouter,
  calls: callsRouter,
  decks: decksRouter,
  fund: fundRouter,
  investor: investorRouter,
  pipeline: pipelineRouter,
  profile: profileRouter,
  simulator: simulatorRouter,
  thesis: thesisRouter,
});

export type AppRouter = typeof appRouter;
