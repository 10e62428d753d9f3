import { type DeckNote, NOTE_BODY_MAX } from '@pitchfit/contracts/pipeline';
import { type FormEvent, useId, useState } from 'react';
import { serverMessage } from '../../lib/api-errors';
import { useDeckNotes, usePipelineMutations } from './use-pipeline';
import { When } from './when';

const SAVE_FAILED = 'The note could not be saved. Please try again.';

/** Every member's notes on the deck, with the way to add one and to edit or delete one's own. */
export function DeckNotes({ deckId }: { deckId: string }) {
  const notes = useDeckNotes(deckId);
  const { addNote } = usePipelineMutations();
  const fieldId = useId();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (addNote.isPending || !body.trim()) return;
    setError(null);
    try {
      await addNote.mutateAsync({ id: deckId, body });
      setBody('');
    } catch (cause) {
      setError(serverMessage(cause, SAVE_FAILED, 'body'));
    }
  }

  return (
    <div className="deck-notes">
      {notes.isError && <p className="alert">The notes could not be loaded.</p>}
      {notes.data && notes.data.notes.length === 0 && <p className="muted">No notes yet.</p>}
      {notes.data && notes.data.notes.length > 0 && (
        <ul className="deck-notes__list">
          {notes.data.notes.map((note) => (
            <NoteItem key={note.id} note={note} />
          ))}
        </ul>
      )}
      <form className="deck-notes__form" onSubmit={submit}>
        <div className="field">
          <label className="field__label" htmlFor={fieldId}>
            Add a note
          </label>
          <textarea
            id={fieldId}
            className="field__control"
            maxLength={NOTE_BODY_MAX}
            value={body}
            onChange={(event) => setBody(event.target.value)}
          />
        </div>
        {error && (
          <p className="alert" role="alert">
            {error}
          </p>
        )}
        <button
          type="submit"
          className="button button--secondary"
          disabled={!body.trim()}
          aria-disabled={addNote.isPending || undefined}
        >
          Add note
        </button>
      </form>
    </div>
  );
}

function NoteItem({ note }: { note: DeckNote }) {
  const { editNote, deleteNote } = usePipelineMutations();
  const fieldId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = editNote.isPending || deleteNote.isPending;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (busy || draft === null || !draft.trim()) return;
    setError(null);
    try {
      await editNote.mutateAsync({ id: note.deck_id, noteId: note.id, body: draft });
      setDraft(null);
    } catch (cause) {
      setError(serverMessage(cause, SAVE_FAILED, 'body'));
    }
  }

  async function remove() {
    if (busy) return;
    setError(null);
    try {
      await deleteNote.mutateAsync({ id: note.deck_id, noteId: note.id });
    } catch (cause) {
      setError(serverMessage(cause, 'The note could not be deleted. Please try again.'));
    }
  }

  return (
    <li className="deck-note">
      <p className="deck-note__meta">
        <strong>{note.author.name}</strong> · <When at={note.created_at} />
        {note.previous_versions.length > 0 && (
          <>
            {' '}
            · edited <When at={note.updated_at} />
          </>
        )}
      </p>
      {draft === null ? (
        <p className="deck-note__body">{note.body}</p>
      ) : (
        <form onSubmit={save} className="deck-note__edit">
          <label className="visually-hidden" htmlFor={fieldId}>
            Edit your note
          </label>
          <textarea
            id={fieldId}
            className="field__control"
            maxLength={NOTE_BODY_MAX}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <div className="button-row">
            <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
              Save note
            </button>
            <button type="button" className="button button--secondary" onClick={() => setDraft(null)}>
              Cancel
            </button>
          </div>
        </form>
      )}
      {note.previous_versions.length > 0 && (
        <details className="deck-note__history">
          <summary>Earlier versions ({note.previous_versions.length})</summary>
          <ol>
            {note.previous_versions.map((version) => (
              <li key={version.replaced_at}>
                <p>{version.body}</p>
                <p className="muted">
                  Replaced <When at={version.replaced_at} />
                </p>
              </li>
            ))}
          </ol>
        </details>
      )}
      {note.mine && draft === null && (
        <div className="button-row deck-note__actions">
          <button type="button" className="button button--secondary" onClick={() => setDraft(note.body)}>
            Edit<span className="visually-hidden"> your note</span>
          </button>
          {confirmingDelete ? (
            <>
              <button type="button" className="button button--danger" onClick={() => void remove()}>
                Confirm delete
              </button>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setConfirmingDelete(false)}
              >
                Keep it
              </button>
            </>
          ) : (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setConfirmingDelete(true)}
            >
              Delete<span className="visually-hidden"> your note</span>
            </button>
          )}
        </div>
      )}
      {error && (
        <p className="alert" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
