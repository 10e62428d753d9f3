import { DECK_LIMITS } from '@pitchfit/contracts/constants';
import type { DeckSubmitted } from '@pitchfit/contracts/deck';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { deckFileProblem } from './deck-upload-rules';
import { DeckUploadError, type UploadTarget, uploadDeck } from './upload-deck';

type UploadState<TAnswer> =
  | { step: 'choosing' }
  | { step: 'uploading'; fraction: number }
  | { step: 'done'; submitted: TAnswer };

interface DeckUploadFormProps<TAnswer> {
  target: UploadTarget<TAnswer>;
  submitLabel: string;
  /** Shown (in a status region) once the server accepted the deck. */
  success: (submitted: TAnswer) => ReactNode;
  /** The picker's label; a founder's new version says so. */
  fileLabel?: string;
  /** The button that offers another upload after one succeeded. */
  againLabel?: string;
}

const MAX_MB = Math.round(DECK_LIMITS.maxBytes / (1024 * 1024));

/**
 * A PDF picker and its submit button, with the upload's progress as a progress bar and the
 * server's reason when it refuses the file. Used by the founders' pitch page, their status page (a
 * new version) and the test upload.
 */
export function DeckUploadForm<TAnswer = DeckSubmitted>({
  target,
  submitLabel,
  success,
  fileLabel = 'Pitch deck (PDF)',
  againLabel = 'Submit another deck',
}: DeckUploadFormProps<TAnswer>) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<UploadState<TAnswer>>({ step: 'choosing' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (state.step === 'uploading') return;
    const problem = deckFileProblem(file);
    if (problem || !file) {
      setError(problem);
      input.current?.focus();
      return;
    }
    setError(null);
    setState({ step: 'uploading', fraction: 0 });
    try {
      const submitted = await uploadDeck(target, file, (fraction) =>
        setState({ step: 'uploading', fraction }),
      );
      setState({ step: 'done', submitted });
    } catch (cause) {
      setState({ step: 'choosing' });
      setError(cause instanceof DeckUploadError ? cause.message : target.fallbackError);
    }
  }

  function startOver() {
    setFile(null);
    setState({ step: 'choosing' });
  }

  if (state.step === 'done') {
    return (
      <div className="deck-upload deck-upload--done">
        <div role="status" className="deck-upload__success">
          {success(state.submitted)}
        </div>
        <button type="button" className="button button--secondary" onClick={startOver}>
          {againLabel}
        </button>
      </div>
    );
  }

  const uploading = state.step === 'uploading';
  const percent = uploading ? Math.round(state.fraction * 100) : 0;
  return (
    <form className="deck-upload" onSubmit={submit} noValidate>
      <div className="field">
        <label className="field__label" htmlFor={inputId}>
          {fileLabel}
        </label>
        <span className="field__hint" id={hintId}>
          One PDF file, up to {MAX_MB} MB.
        </span>
        <input
          ref={input}
          id={inputId}
          name="pdf_file"
          type="file"
          accept=".pdf,application/pdf"
          className="file-input"
          disabled={uploading}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setError(null);
          }}
        />
        {error && (
          <p className="field__error" id={errorId} role="alert">
            {error}
          </p>
        )}
      </div>
      {uploading && (
        <div className="upload-progress">
          <div
            className="upload-progress__track"
            role="progressbar"
            aria-label="Upload progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={percent < 100 ? `${percent}% uploaded` : 'Uploaded; checking the file'}
          >
            <div className="upload-progress__bar" style={{ width: `${percent}%` }} />
          </div>
          <p className="upload-progress__label" aria-hidden="true">
            {percent < 100 ? `Uploading… ${percent}%` : 'Uploaded. Checking the file…'}
          </p>
        </div>
      )}
      <button type="submit" className="button button--primary" aria-disabled={uploading || undefined}>
        {uploading && <span className="spinner" aria-hidden="true" />}
        {uploading ? 'Submitting...' : submitLabel}
      </button>
    </form>
  );
}
