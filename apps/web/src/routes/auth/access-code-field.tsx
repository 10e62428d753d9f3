import { TextField } from '../../components/text-field';

/** The shared access code's field: on the access page, and on a first Google sign-in. */
export function AccessCodeField(props: {
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      id="access_code"
      label="Access code"
      value={props.value}
      multiline={false}
      maxLength={256}
      error={props.error ?? undefined}
      onChange={props.onChange}
    />
  );
}
