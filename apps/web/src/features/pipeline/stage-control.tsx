import type { Deck } from '@pitchfit/contracts/deck';
import { DECK_STAGE_LABELS, DECK_STAGES, type DeckStage } from '@pitchfit/contracts/fund';
import { STAGE_NOTE_MAX } from '@pitchfit/contracts/pipeline';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { serverMessage } from '../../lib/api-errors';
import { type PassDecision, PassDialog } from './pass-dialog';
import { StagePill } from './stage-pill';
import { usePipelineMutations } from './use-pipeline';

const MOVE_FAILED = 'The deck could not be moved. Please try again.';

/** Where the deck stands, and the way to move it; passing asks why in a dialog of its own. */
export function StageControl({ deck }: { deck: Deck }) {
  const selectId = useId();
  const noteId = useId();
  const { moveStage } = usePipelineMutations();
  const [target, setTarget] = useState<DeckStage>(deck.stage);
  const [note, setNote] = useState('');
  const [passing, setPassing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A partner's move arrives live: the select starts again from where the deck now stands.
  useEffect(() => setTarget(deck.stage), [deck.stage]);

  async function move(body: { stage: DeckStage; note?: string } & Partial<PassDecision>) {
    setError(null);
    try {
      await moveStage.mutateAsync({
        id: deck.id,
        stage: body.stage,
        ...(body.note ? { note: body.note } : {}),
        ...(body.reason ? { reason: body.reason } : {}),
        ...(body.founderMessage ? { founder_message: body.founderMessage } : {}),
      });
      setNote('');
      setPassing(false);
    } catch (cause) {
      setError(serverMessage(cause, MOVE_FAILED));
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (moveStage.isPending || target === deck.stage) return;
    if (target === 'passed') setPassing(true);
    else void move({ stage: target, note });
  }

  return (
    <div className="stage-control">
      <p className="stage-control__current">
        Stage: <StagePill stage={deck.stage} />
      </p>
      <form className="stage-control__form" onSubmit={submit}>
        <div className="field">
          <label className="field__label" htmlFor={selectId}>
            Move to
          </label>
          <select
            id={selectId}
            className="field__control"
            value={target}
            onChange={(event) => setTarget(event.target.value as DeckStage)}
          >
            {DECK_STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {DECK_STAGE_LABELS[stage]}
              </option>
            ))}
          </select>
        </div>
        {target !== 'passed' && (
          <div className="field">
            <label className="field__label" htmlFor={noteId}>
              Note (optional)
            </label>
            <input
              id={noteId}
              className="field__control"
              maxLength={STAGE_NOTE_MAX}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
        )}
        <button
          type="submit"
          className="button button--secondary"
          disabled={target === deck.stage}
          aria-disabled={moveStage.isPending || undefined}
        >
          {target === 'passed' ? 'Pass…' : 'Move'}
        </button>
      </form>
      {error && !passing && (
        <p className="alert" role="alert">
          {error}
        </p>
      )}
      {passing && (
        <PassDialog
          busy={moveStage.isPending}
          error={error}
          onPass={(decision) => void move({ stage: 'passed', ...decision })}
          onCancel={() => {
            setPassing(false);
            setError(null);
          }}
        />
      )}
    </div>
  );
}
