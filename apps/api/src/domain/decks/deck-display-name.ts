// Longest file name kept; longer ones keep their start and their extension.
const MAX_DISPLAY_NAME_CHARS = 255;
// Control characters (PostgreSQL refuses NUL in text; the rest break lines and logs) and the
// bidirectional overrides that make `cod‮fdp.exe` display as `codexe.pdf`.
const UNSAFE_CHARACTERS = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;

/**
 * The upload's file name as shown to the investor. It is only ever a label: the bytes are stored
 * by content hash and the name is never used as a path.
 */
export function deckDisplayName(fileName: string): string {
  const name = fileName.replace(UNSAFE_CHARACTERS, '').trim();
  if (name.length <= MAX_DISPLAY_NAME_CHARS) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  return `${name.slice(0, MAX_DISPLAY_NAME_CHARS - extension.length)}${extension}`;
}
