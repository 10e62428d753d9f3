/** A moment as the reader's local date and time, with the exact instant for machines. */
export function When({ at }: { at: string }) {
  return (
    <time dateTime={at}>
      {new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
    </time>
  );
}
