import { HIDDEN_REASONING_MARKERS } from '@pitchfit/contracts/messages';
import { describe, expect, it } from 'vitest';
import { isHiddenReasoning, visibleReasoning } from './reasoning';

describe('visibleReasoning', () => {
  it('hides named parts that carry a SPEC marker and keeps the rest in order', () => {
    expect(
      visibleReasoning({
        Sectors: '90%: fintech is named in the thesis.',
        geography: 'Refinement service unavailable; showing the first pass.',
        founder_market_fit: 'Both founders ran finance teams.',
        Stage: 'No specific details about stage were found.',
      }),
    ).toEqual([
      { label: 'Sectors', text: '90%: fintech is named in the thesis.' },
      { label: 'Founder market fit', text: 'Both founders ran finance teams.' },
    ]);
  });

  it('splits plain text into paragraphs and hides only the marked ones', () => {
    expect(
      visibleReasoning('Strong fit on sector.\n\nNo specific details on traction.\n\n  \n\nSeed stage.'),
    ).toEqual([
      { label: null, text: 'Strong fit on sector.' },
      { label: null, text: 'Seed stage.' },
    ]);
  });

  it('has nothing to show for missing or empty reasoning', () => {
    expect(visibleReasoning(null)).toEqual([]);
    expect(visibleReasoning(undefined)).toEqual([]);
    expect(visibleReasoning('')).toEqual([]);
    expect(visibleReasoning({ Sectors: '  ' })).toEqual([]);
  });

  it('recognises every marker', () => {
    for (const marker of HIDDEN_REASONING_MARKERS) expect(isHiddenReasoning(`Before. ${marker}.`)).toBe(true);
    expect(isHiddenReasoning('Specific details were found on page 3.')).toBe(false);
  });
});
