import { router } from '../../init';
import { activityProcedure } from './activity';
import { addNoteProcedure } from './add-note';
import { deleteNoteProcedure } from './delete-note';
import { editNoteProcedure } from './edit-note';
import { moveStageProcedure } from './move-stage';
import { notesProcedure } from './notes';
import { revealVotesProcedure } from './reveal-votes';
import { voteProcedure } from './vote';
import { votesProcedure } from './votes';

/** The fund's pipeline on a deck: its stage, timeline, notes and blind votes. */
export const pipelineRouter = router({
  moveStage: moveStageProcedure,
  activity: activityProcedure,
  notes: notesProcedure,
  addNote: addNoteProcedure,
  editNote: editNoteProcedure,
  deleteNote: deleteNoteProcedure,
  vote: voteProcedure,
  votes: votesProcedure,
  revealVotes: revealVotesProcedure,
});
