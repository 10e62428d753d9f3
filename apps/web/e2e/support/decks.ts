import { textPdf } from '@pitchfit/testing/pdf';

/**
 * A founder's Ledgerly deck as a file to upload, with the ask and traction a version changes, and a
 * contact slide when `contact` is given (an address links a deck sent through the pitch page to the
 * founder's earlier one). Each call's bytes are new (a salt in the PDF), so no two uploads are duplicates.
 */
export function ledgerlyDeck(ask: string, traction: string, salt: string, contact?: string) {
  return {
    name: `ledgerly-${salt}.pdf`,
    mimeType: 'application/pdf',
    buffer: textPdf(
      [
        ['Ledgerly', 'Automated bookkeeping for small businesses'],
        ['Team', 'Jane Doe, CEO - former accountant', 'John Roe, CTO - ex-Stripe engineer'],
        ['Traction', traction],
        ['The ask', ask],
        ...(contact ? [['Get in touch', 'Jane Doe, CEO', `Contact: ${contact}`]] : []),
      ],
      `${salt}-${Date.now()}-${Math.random()}`,
    ),
  };
}
