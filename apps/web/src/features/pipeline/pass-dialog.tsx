import { PASS_REASONS, type PassReason } from '@pitchfit/contracts/fund';
import { FOUNDER_MESSAGE_MAX, PIPELINE_MESSAGES, STAGE_NOTE_MAX } from '@pitchfit/contracts/pipeline';
import { type FormEvent, useId, useState } from 'react';
import { Dialog } from '../decks/dialog';

export interface PassDecision {
  reason: PassReason;
  note: string;
  founderMessage: string;
}

/**
 * Passing on a deck: a reason from the short list (required), a note for the fund, and optionally a
 * short reason the founder will read on their status page (they never see scores, notes or votes).
 */
export function PassDialog({
  busy,
  error,
  onPass,
  onCancel,
}: {
  busy: boolean;
  error: string | null;
  onPass: (decision: PassDecision) => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const noteId = useId();
  const messageId = useId();
  const messageHintId = useId();
  const reasonErrorId = useId();
  const [reason, setReason] = useState<PassReason | null>(null);
  const [note, setNote] = useState('');
  const [founderMessage, setFounderMessage] = useState('');
  const [missingReason, setMissingReason] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setMissingReason(true);
      return;
    }
    onPass({ reason, note, founderMessage });
  }

  return (
    <Dialog labelledBy={titleId} closable={!busy} onClose={onCancel} className="pass-dialog">
      <form className="pass-dialog__form" onSubmit={submit} noValidate>
        <h2 id={titleId}>Pass on this deck</h2>
        <fieldset
          className="pass-dialog__reasons"
          aria-describedby={missingReason ? reasonErrorId : undefined}
          aria-invalid={missingReason || undefined}
        >
          <legend className="field__label">Why are you passing?</legend>
          {(Object.keys(PASS_REASONS) as PassReason[]).map((key) => (
            <label key={key} className="pass-dialog__reason">
              <input
                type="radio"
                name="pass-reason"
                value={key}
                checked={reason === key}
                onChange={() => {
                  setReason(key);
                  setMissingReason(false);
                }}
              />
              {PASS_REASONS[key]}
            </label>
          ))}
          {missingReason && (
            <p id={reasonErrorId} className="field__error">
              {PIPELINE_MESSAGES.passReasonRequired}
            </p>
          )}
        </fieldset>
        <div className="field">
          <label className="field__label" htmlFor={noteId}>
            Note for the fund (optional)
          </label>
          <textarea
            id={noteId}
            className="field__control"
            maxLength={STAGE_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={messageId}>
            Message to the founder (optional)
          </label>
          <p id={messageHintId} className="field__hint">
            Shown on the founder’s status page. They never see scores, notes or votes.
          </p>
          <textarea
            id={messageId}
            className="field__control"
            maxLength={FOUNDER_MESSAGE_MAX}
            aria-describedby={messageHintId}
            value={founderMessage}
            onChange={(event) => setFounderMessage(event.target.value)}
          />
        </div>
        {error && (
          <p className="alert" role="alert">
            {error}
          </p>
        )}
        <div className="button-row">
          <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
            Pass
          </button>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
