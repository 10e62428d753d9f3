import { router } from '../../init';
import { correctProfileProcedure } from './correct-profile';
import { deckChangesProcedure } from './deck-changes';
import { deckVersionsProcedure } from './deck-versions';
import { getDeckProcedure } from './get-deck';
import { getProfileProcedure } from './get-profile';
import { listTopDecksProcedure } from './list-top-decks';
import { recalculateDeckProcedure } from './recalculate-deck';

export const decksRouter = router({
  top: listTopDecksProcedure,
  byId: getDeckProcedure,
  recalculate: recalculateDeckProcedure,
  changes: deckChangesProcedure,
  profile: getProfileProcedure,
  correctProfile: correctProfileProcedure,
  versions: deckVersionsProcedure,
});
