import { DomainError } from '@pitchfit/contracts/errors';
import type { FundActor } from '@pitchfit/contracts/fund';
import { type DeckStageAnswer, type DeckStageRequest, PIPELINE_MESSAGES } from '@pitchfit/contracts/pipeline';
import { deckActivity } from '@pitchfit/db/schema';
import { writeDeckStage } from '@pitchfit/decks/stage';
import { requireFundDeck } from './fund-deck';
import { announceDeckChange, type PipelineDeps } from './pipeline-deps';

/**
 * Why a move is refused, field by field: a pass needs a reason, and a reason or a message for the
 * founder goes only with a pass (the founder must never read a reason meant for another stage).
 */
function stageRequestErrors(body: DeckStageRequest): Record<string, string[]> | null {
  const passing = body.stage === 'passed';
  if (passing && !body.reason) return { reason: [PIPELINE_MESSAGES.passReasonRequired] };
  if (!passing && body.reason) return { reason: [PIPELINE_MESSAGES.reasonOnlyOnPass] };
  if (!passing && body.founder_message)
    return { founder_message: [PIPELINE_MESSAGES.founderMessageOnlyOnPass] };
  return null;
}

/**
 * Moves one of the fund's decks to a stage, on its timeline with the optional note. Leaving
 * `passed` clears the pass reason and the founder's message, so a founder never reads a stale one.
 */
export async function moveDeckStage(
  deps: PipelineDeps,
  actor: FundActor,
  deckId: string,
  body: DeckStageRequest,
): Promise<DeckStageAnswer> {
  const passReason = body.stage === 'passed' ? (body.reason ?? null) : null;
  const founderMessage = body.stage === 'passed' ? body.founder_message || null : null;
  const deck = await deps.db.transaction(async (tx) => {
    // Locked, so two members moving it at once leave a timeline whose every `from` is true.
    const current = await requireFundDeck(tx, actor, deckId, { forUpdate: true });
    const fields = stageRequestErrors(body);
    if (fields) {
      const [field, [message] = []] = Object.entries(fields)[0] ?? [];
      throw new DomainError('BAD_REQUEST', `${field}: ${message}`, fields);
    }
    await writeDeckStage(tx, current.id, { stage: body.stage, passReason, founderMessage });
    await tx.insert(deckActivity).values({
      deckId: current.id,
      memberId: actor.memberId,
      kind: 'stage_moved',
      stageFrom: current.stage,
      stageTo: body.stage,
      passReason,
      text: body.note || null,
    });
    return current;
  });
  await announceDeckChange(deps, actor, deck.id);
  return { deck_id: deck.id, stage: body.stage, pass_reason: passReason, founder_message: founderMessage };
}
