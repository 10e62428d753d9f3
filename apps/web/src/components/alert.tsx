/** An error announced to the user; nothing while there is none. */
export function Alert({ message }: { message: string | false | null | undefined }) {
  return message ? (
    <p className="alert" role="alert">
      {message}
    </p>
  ) : null;
}
