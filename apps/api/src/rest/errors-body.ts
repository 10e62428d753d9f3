/**
 * REST error bodies follow SPEC section 7: a summary in both `error` and `detail`, plus per-field
 * message lists at the top level (`username[0]`, `pdf_file[0]`, ...). Stacks are never sent.
 */
export function restErrorBody(message: string, fields: Record<string, string[]> = {}) {
  return { error: message, detail: message, ...fields };
}
