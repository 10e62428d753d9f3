// compromise's tokenizer alone: its sentence splitter is all this needs, and the full build (tagger and
// lexicon) costs the API a quarter of a second at start-up. Same sentences on 43,000 corpus lines.
import nlp from 'compromise/one';

/** Sentences of a text: bullets and line breaks first, then compromise's sentence splitter. */
export function sentencesOf(text: string): string[] {
  return (
    text
      .split(/\r?\n+|\s[•·▪◦]\s|^[-*•]\s+/m)
      .map((line) => line.replace(/^\s*(?:[-*•·▪◦]|\d+[.)])\s+/, '').trim())
      .filter((line) => line.length > 0)
      .flatMap((line) => nlp(line).out('array') as string[])
      // compromise reads "Series A." as an initial and runs on into the next sentence.
      .flatMap((sentence) => sentence.split(/(?<=\b(?:Series|series) [A-H]\.)\s+(?=\p{Lu})/u))
      .map((sentence) => sentence.trim())
      .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence))
  );
}

/**
 * Where a sentence turns: what follows "but", "however", "although" or "whereas", or a
 * semicolon or dash, says something of its own ("No revenue yet, but 300 teams on the waitlist").
 */
const CONTRAST = /;|\s[–—]\s|,?\s+(?=\b(?:but|however|although|though|whereas)\b)/i;

/** Clauses of a text: its sentences, each cut where it turns. */
export function clausesOf(text: string): string[] {
  return sentencesOf(text).flatMap((sentence) =>
    sentence
      .split(CONTRAST)
      .map((clause) => clause.trim())
      .filter((clause) => /[\p{L}\p{N}]/u.test(clause)),
  );
}
