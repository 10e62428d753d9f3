import { DECK_LIMITS } from '@pitchfit/contracts/constants';
import { DECK_MESSAGES, DECK_READ_FAILURES, MESSAGES } from '@pitchfit/contracts/messages';
import { describe, expect, it } from 'vitest';
import { deckFileProblem, uploadErrorMessage } from './deck-upload-rules';

describe('deckFileProblem', () => {
  it('asks for a file when there is none', () => {
    expect(deckFileProblem(null)).toBe(MESSAGES.selectPdf);
  });

  it('accepts a PDF within the limits, whatever the case of its extension', () => {
    expect(deckFileProblem({ name: 'Deck.PDF', size: 1024 })).toBeNull();
    expect(deckFileProblem({ name: 'deck.pdf', size: DECK_LIMITS.maxBytes })).toBeNull();
  });

  it("refuses what the server would, with the server's words", () => {
    expect(deckFileProblem({ name: 'deck.pptx', size: 1024 })).toBe(DECK_MESSAGES.notPdfName);
    expect(deckFileProblem({ name: 'deck.pdf', size: 0 })).toBe(DECK_MESSAGES.emptyFile);
    expect(deckFileProblem({ name: 'deck.pdf', size: DECK_LIMITS.maxBytes + 1 })).toBe(
      DECK_READ_FAILURES.too_large(DECK_LIMITS),
    );
  });
});

describe('uploadErrorMessage', () => {
  const fallback = MESSAGES.submitDeckFailed;

  it("shows the server's detail first, then pdf_file[0]", () => {
    expect(uploadErrorMessage({ detail: 'Investor not found.', pdf_file: ['other'] }, fallback)).toBe(
      'Investor not found.',
    );
    expect(uploadErrorMessage({ pdf_file: ['This file is not a PDF.'] }, fallback)).toBe(
      'This file is not a PDF.',
    );
  });

  it('falls back when the answer carries no reason', () => {
    expect(uploadErrorMessage(null, fallback)).toBe(fallback);
    expect(uploadErrorMessage('<html>Bad gateway</html>', fallback)).toBe(fallback);
    expect(uploadErrorMessage({ detail: '  ', pdf_file: [] }, fallback)).toBe(fallback);
    expect(uploadErrorMessage({ detail: 42 }, fallback)).toBe(fallback);
  });
});
