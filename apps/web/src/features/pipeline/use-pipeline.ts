import { useMutation, useQuery } from '@tanstack/react-query';
import { queryClient, trpc } from '../../lib/trpc';

/**
 * Reads every pipeline answer again (the open deck's notes, votes and timeline): after the member's
 * own change, and when the deck stream says the deck changed, which is how a partner's change arrives.
 */
export function refreshPipeline(): Promise<void> {
  return queryClient.invalidateQueries(trpc.pipeline.pathFilter());
}

export function useDeckNotes(deckId: string) {
  return useQuery(trpc.pipeline.notes.queryOptions({ id: deckId }));
}

export function useDeckVotes(deckId: string) {
  return useQuery(trpc.pipeline.votes.queryOptions({ id: deckId }));
}

export function useDeckActivity(deckId: string) {
  return useQuery(trpc.pipeline.activity.queryOptions({ id: deckId }));
}

const refreshAfter = { onSuccess: () => refreshPipeline() };

/** The pipeline's changes; each refreshes what the modal shows once it lands. */
export function usePipelineMutations() {
  return {
    moveStage: useMutation(trpc.pipeline.moveStage.mutationOptions(refreshAfter)),
    addNote: useMutation(trpc.pipeline.addNote.mutationOptions(refreshAfter)),
    editNote: useMutation(trpc.pipeline.editNote.mutationOptions(refreshAfter)),
    deleteNote: useMutation(trpc.pipeline.deleteNote.mutationOptions(refreshAfter)),
    vote: useMutation(trpc.pipeline.vote.mutationOptions(refreshAfter)),
    revealVotes: useMutation(trpc.pipeline.revealVotes.mutationOptions(refreshAfter)),
  };
}
