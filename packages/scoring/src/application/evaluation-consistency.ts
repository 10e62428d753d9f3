import { verdictFor } from '@pitchfit/contracts/constants';
import { SIMULATOR_MESSAGES } from '@pitchfit/contracts/messages';

const LOW_BAND_THRESHOLD = 0.5;

function containsHarshWord(text: string): boolean {
  const lower = text.toLowerCase();
  return SIMULATOR_MESSAGES.harshWords.some((word) => lower.includes(word));
}

/**
 * Makes an evaluation obey SPEC section 5's consistency rule, so the web app never has to replace
 * it: below 0.5 it must contain the low-band phrase; at 0.5 or more it must contain none of the
 * harsh words. Sentences carrying a harsh word are dropped; if nothing is left the band's canned
 * text is used.
 */
export function consistentEvaluation(score: number, evaluation: string): string {
  const text = evaluation.trim();
  if (score < LOW_BAND_THRESHOLD) {
    // Matched as written: a check elsewhere may be case-sensitive, so "Needs Significant Improvement" is not enough.
    if (text.includes(SIMULATOR_MESSAGES.lowBandPhrase)) return text;
    const opening = `Overall, this application ${SIMULATOR_MESSAGES.lowBandPhrase}.`;
    return text.length > 0 ? `${opening} ${text}` : SIMULATOR_MESSAGES.cannedEvaluation['needs-improvement'];
  }
  if (!containsHarshWord(text))
    return text.length > 0 ? text : SIMULATOR_MESSAGES.cannedEvaluation[verdictFor(score)];
  const kept = (text.match(/[^.!?]+[.!?]*/g) ?? []).filter((sentence) => !containsHarshWord(sentence));
  const rebuilt = kept.join('').trim();
  return rebuilt.length > 0 ? rebuilt : SIMULATOR_MESSAGES.cannedEvaluation[verdictFor(score)];
}
