import { DomainError } from '@pitchfit/contracts/errors';
import { DECK_MESSAGES, DECK_READ_FAILURES } from '@pitchfit/contracts/messages';
import { describe, expect, it } from 'vitest';
import { checkDeckUpload } from './check-deck-upload';

const limits = { maxBytes: 1000, maxPages: 3 };
const pdf = (body = '') => new TextEncoder().encode(`%PDF-1.4\n${body}\n%%EOF`);
const pageTree = (pages: number) => `<< /Type /Pages /Kids [] /Count ${pages} >>`;

function refusal(fileName: string, bytes: Uint8Array) {
  try {
    checkDeckUpload({ fileName, bytes }, limits);
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, pdfFile: error.fields?.pdf_file };
    throw error;
  }
  return null;
}

describe('checkDeckUpload', () => {
  it('accepts a PDF within the limits, whatever the case of its extension', () => {
    expect(refusal('Deck.PDF', pdf(pageTree(3)))).toBeNull();
    expect(refusal('deck.pdf', pdf())).toBeNull();
  });

  it('refuses each wrong file with its own reason in pdf_file', () => {
    expect(refusal('deck.pdf.exe', pdf())).toEqual({
      code: 'BAD_REQUEST',
      pdfFile: [DECK_MESSAGES.notPdfName],
    });
    expect(refusal('deck.pdf', new Uint8Array())).toEqual({
      code: 'BAD_REQUEST',
      pdfFile: [DECK_MESSAGES.emptyFile],
    });
    expect(refusal('deck.pdf', new TextEncoder().encode('<html></html>'))).toEqual({
      code: 'BAD_REQUEST',
      pdfFile: [DECK_READ_FAILURES.not_pdf()],
    });
    expect(refusal('deck.pdf', pdf('x'.repeat(limits.maxBytes)))).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      pdfFile: [DECK_READ_FAILURES.too_large(limits)],
    });
    expect(refusal('deck.pdf', pdf(pageTree(4)))).toEqual({
      code: 'BAD_REQUEST',
      pdfFile: [DECK_READ_FAILURES.too_many_pages(limits)],
    });
  });
});
