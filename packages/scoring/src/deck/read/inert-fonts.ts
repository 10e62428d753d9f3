/**
 * Font "loading" for documents whose pages are never drawn. Unless `disableFontFace` is set, pdfjs's
 * display half hands each embedded font to the platform (FontLoader#bind in pdf.mjs): `new FontFace(name,
 * bytes)`, `ownerDocument.fonts.add(face)`, `await face.loaded`, and `fonts.delete(face)` when the document
 * closes. Node has neither. With `disableFontFace` set instead, pdfjs's parser builds and posts an outline
 * of every glyph shown (PartialEvaluator.buildFontPaths) for a text pass that never looks at them; and a
 * failed binding would fall back to the same outlines (the FontFallback message). So the text pass keeps
 * `disableFontFace` off and gives pdfjs a font registry that accepts fonts and loads nothing.
 */
class InertFontFace {
  readonly loaded: Promise<InertFontFace> = Promise.resolve(this);

  /** `family` is what pdfjs names in its warning when a face fails to load; this one never fails. */
  constructor(readonly family: string) {}
}

/** What pdfjs's font loader uses of its `ownerDocument`; passed only where nothing is drawn. */
export const INERT_FONT_DOCUMENT = {
  fonts: {
    add(_face: InertFontFace): void {},
    delete(_face: InertFontFace): void {},
  },
};

/**
 * Gives this thread the `FontFace` pdfjs constructs when binding a font. Only documents opened with
 * `disableFontFace: false` construct one; those opened to draw never do (pdfjs returns before it).
 */
export function installInertFontFace(): void {
  Object.assign(globalThis, { FontFace: InertFontFace });
}
