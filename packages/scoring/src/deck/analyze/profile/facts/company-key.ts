import { LEGAL_FORMS_AFTER, LEGAL_FORMS_BEFORE } from '../../lexicon/company-names';

/** Legal-form words as they stand once dots are dropped ("S.A." → "sa"); one letter is too common a word. */
const LEGAL_WORDS = new Set(
  [...LEGAL_FORMS_AFTER, ...LEGAL_FORMS_BEFORE]
    .flatMap((form) => form.replaceAll('.', '').split(/[\s/]+/))
    .filter((word) => word.length > 1),
);

/**
 * A company name as two decks of the same company both write it: case, accents, punctuation,
 * spacing and a legal form before or after it ("Acme, Inc.", "ACME Inc", "Acmé") make no difference.
 * Null when nothing of a name is left.
 */
export function companyKey(name: string): string | null {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replaceAll('.', '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
  while (words.length > 1 && LEGAL_WORDS.has(words[words.length - 1] ?? '')) words.pop();
  while (words.length > 1 && LEGAL_WORDS.has(words[0] ?? '')) words.shift();
  const key = words.join('');
  return key === '' ? null : key;
}
