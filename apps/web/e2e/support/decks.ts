import { founderDeckPdf } from '@pitchfit/testing/pdf';

/**
 * A founder's Ledgerly deck as a file to upload (`founderDeckPdf`), with the ask and traction a version
 * changes and, when given, a contact address. Each call's bytes are new, so no two uploads are duplicates.
 */
export function ledgerlyDeck(ask: string, traction: string, salt: string, contact?: string) {
  return {
    name: `ledgerly-${salt}.pdf`,
    mimeType: 'application/pdf',
    buffer: founderDeckPdf({ ask, traction, contact, salt: `${salt}-${Date.now()}-${Math.random()}` }),
  };
}
