import {
  DECK_PROFILE_FIELDS,
  type DeckProfile,
  type DeckProfileField,
  PROFILE_TEXT_MAX,
} from '@pitchfit/contracts/deck-profile';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { isAuthFailure, serverMessage } from '../../lib/api-errors';
import { queryClient, trpc } from '../../lib/trpc';
import {
  COUNTRY_CHOICES,
  correctionOf,
  draftOf,
  FIELD_CHOICES,
  type ProfileDraft,
  profileValueText,
} from './profile-format';
import './deck-profile.css';

const FIELDS = Object.keys(DECK_PROFILE_FIELDS) as DeckProfileField[];

/**
 * A deck's profile as Pitchfit read it (issue 28), each fact with its page and quote, and an edit
 * control per field. A correction is the investor's own view: that deck alone is rescored, and the
 * open screens update through the deck stream.
 */
export function DeckProfileSection({ deckId }: { deckId: string }) {
  const profile = useQuery(trpc.decks.profile.queryOptions({ id: deckId }));
  const correct = useMutation(trpc.decks.correctProfile.mutationOptions());
  const [editing, setEditing] = useState<DeckProfileField | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function save(field: DeckProfileField, value: unknown, done: string): Promise<boolean> {
    if (correct.isPending) return false;
    setError(null);
    try {
      const answer = await correct.mutateAsync({ id: deckId, corrections: { [field]: value } });
      queryClient.setQueryData(trpc.decks.profile.queryKey({ id: deckId }), answer);
      setStatus(`${done} This deck is being rescored.`);
      return true;
    } catch (cause) {
      if (!isAuthFailure(cause))
        setError(serverMessage(cause, 'Could not save the correction. Try again.', field));
      return false;
    }
  }

  if (profile.isPending) return <p className="muted">Loading the profile…</p>;
  if (profile.isError) return <p className="muted">The profile could not be loaded.</p>;
  return (
    <div className="deck-profile">
      <p className="muted">
        What Pitchfit read in this deck, with the page it read it on. Correct a field and this deck is
        rescored with your value; only your view changes.
      </p>
      <dl className="deck-profile__fields">
        {FIELDS.map((field) => (
          <ProfileRow
            key={field}
            field={field}
            entry={profile.data[field]}
            editing={editing === field}
            busy={correct.isPending}
            onEdit={() => {
              setError(null);
              setEditing(field);
            }}
            onCancel={() => setEditing(null)}
            onSave={async (value) => {
              if (await save(field, value, `${DECK_PROFILE_FIELDS[field]} corrected.`)) setEditing(null);
            }}
            onUndo={() =>
              void save(field, null, `${DECK_PROFILE_FIELDS[field]} is back to the deck's reading.`)
            }
          />
        ))}
      </dl>
      <p role="status" className="deck-profile__status">
        {status}
      </p>
      {error && (
        <p className="alert" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function Citation({ entry }: { entry: DeckProfile[DeckProfileField] }) {
  if (entry.page === null) return null;
  return (
    <span className="deck-profile__quote">
      p. {entry.page}
      {entry.quote ? `: “${entry.quote}”` : ''}
    </span>
  );
}

function ProfileRow({
  field,
  entry,
  editing,
  busy,
  onEdit,
  onCancel,
  onSave,
  onUndo,
}: {
  field: DeckProfileField;
  entry: DeckProfile[DeckProfileField];
  editing: boolean;
  busy: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSave: (value: unknown) => Promise<void>;
  onUndo: () => void;
}) {
  const label = DECK_PROFILE_FIELDS[field];
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  useEffect(() => {
    // Back from the editor, focus returns to the control that opened it.
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const text = profileValueText(field, entry.value);
  return (
    <div className="deck-profile__row" data-corrected={entry.corrected || undefined}>
      <dt>
        {label}
        {entry.corrected && <span className="deck-profile__tag">Your correction</span>}
      </dt>
      <dd>
        {editing ? (
          <FieldEditor field={field} entry={entry} busy={busy} onCancel={onCancel} onSave={onSave} />
        ) : (
          <>
            <span className={text ? 'deck-profile__value' : 'deck-profile__value muted'}>
              {text ?? 'Not stated in the deck.'}
            </span>
            <Citation entry={entry} />
            <span className="deck-profile__actions">
              <button
                ref={editButton}
                type="button"
                className="button button--secondary button--small"
                aria-label={`Edit ${label}`}
                onClick={onEdit}
              >
                Edit
              </button>
              {entry.corrected && (
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={`Undo correction of ${label}`}
                  disabled={busy}
                  onClick={onUndo}
                >
                  Undo
                </button>
              )}
            </span>
          </>
        )}
      </dd>
    </div>
  );
}

function FieldEditor({
  field,
  entry,
  busy,
  onCancel,
  onSave,
}: {
  field: DeckProfileField;
  entry: DeckProfile[DeckProfileField];
  busy: boolean;
  onCancel: () => void;
  onSave: (value: unknown) => Promise<void>;
}) {
  const id = useId();
  const label = DECK_PROFILE_FIELDS[field];
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(field, entry.value));
  const [invalid, setInvalid] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, []);
  const set = (key: string) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const errorId = `${id}-error`;
  const describedBy = invalid ? errorId : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = correctionOf(field, draft);
    if ('error' in result) {
      setInvalid(result.error);
      return;
    }
    setInvalid(null);
    void onSave(result.value);
  }

  const choices = FIELD_CHOICES[field];
  return (
    <form
      ref={form}
      className="deck-profile__editor"
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          // Escape leaves the editor, not the modal (nor the browser's own close of the dialog).
          event.preventDefault();
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      {choices ? (
        <label className="field" htmlFor={id}>
          <span className="field__label">{label}</span>
          <select
            id={id}
            className="field__control"
            value={draft.value ?? ''}
            onChange={set('value')}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={describedBy}
          >
            <option value="">Choose…</option>
            {choices.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </label>
      ) : field === 'hq' ? (
        <>
          <label className="field" htmlFor={`${id}-country`}>
            <span className="field__label">Headquarters country</span>
            <select
              id={`${id}-country`}
              className="field__control"
              value={draft.country ?? ''}
              onChange={set('country')}
              aria-invalid={invalid ? true : undefined}
              aria-describedby={describedBy}
            >
              <option value="">Choose…</option>
              {COUNTRY_CHOICES.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <label className="field" htmlFor={`${id}-place`}>
            <span className="field__label">City or place (optional)</span>
            <input
              id={`${id}-place`}
              className="field__control"
              value={draft.place ?? ''}
              maxLength={PROFILE_TEXT_MAX.place}
              onChange={set('place')}
            />
          </label>
        </>
      ) : field === 'ask' ? (
        <label className="field" htmlFor={id}>
          <span className="field__label">The ask, in US dollars</span>
          <input
            id={id}
            className="field__control"
            inputMode="decimal"
            value={draft.amount ?? ''}
            onChange={set('amount')}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={describedBy}
          />
        </label>
      ) : field === 'founders' ? (
        <label className="field" htmlFor={id}>
          <span className="field__label">Founders</span>
          <span className="field__hint">One per line: name, then role after a comma.</span>
          <textarea
            id={id}
            className="field__control"
            value={draft.lines ?? ''}
            onChange={set('lines')}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={describedBy}
          />
        </label>
      ) : (
        <label className="field" htmlFor={id}>
          <span className="field__label">{label}</span>
          <input
            id={id}
            className="field__control"
            value={draft.value ?? ''}
            maxLength={field === 'company' ? PROFILE_TEXT_MAX.company : PROFILE_TEXT_MAX.what_it_does}
            onChange={set('value')}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={describedBy}
          />
        </label>
      )}
      {invalid && (
        <p id={errorId} className="field__error">
          {invalid}
        </p>
      )}
      <span className="deck-profile__actions">
        <button type="submit" className="button button--primary button--small" disabled={busy}>
          Save {label}
        </button>
        <button type="button" className="button button--secondary button--small" onClick={onCancel}>
          Cancel
        </button>
      </span>
    </form>
  );
}
