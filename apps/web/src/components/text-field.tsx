import type { ChangeEvent, Ref } from 'react';

interface TextFieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  value: string;
  multiline: boolean;
  /** Visible lines of a multiline field (default 4). */
  rows?: number;
  required?: boolean;
  maxLength?: number;
  autoComplete?: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/** A labelled text input or textarea whose hint and inline error are tied to it by aria-describedby. */
export function TextField({
  id,
  label,
  hint,
  error,
  value,
  multiline,
  rows,
  required,
  maxLength,
  autoComplete,
  onChange,
  ref,
}: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const controlProps = {
    id,
    name: id,
    ref,
    value,
    required,
    maxLength,
    autoComplete: autoComplete ?? 'off',
    className: 'field__control',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <span className="field__hint" id={hintId}>
          {hint}
        </span>
      )}
      {multiline ? <textarea rows={rows ?? 4} {...controlProps} /> : <input type="text" {...controlProps} />}
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
