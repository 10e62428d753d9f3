import { describe, expect, it } from 'vitest';
import { deckDisplayName } from './deck-display-name';

describe('deckDisplayName', () => {
  it('keeps an ordinary name, including unicode and markup, as it is', () => {
    expect(deckDisplayName('Acme Seed Deck.pdf')).toBe('Acme Seed Deck.pdf');
    expect(deckDisplayName('💸 Seed Round 🚀.pdf')).toBe('💸 Seed Round 🚀.pdf');
    expect(deckDisplayName('<img src=x onerror=alert(1)>.pdf')).toBe('<img src=x onerror=alert(1)>.pdf');
  });

  it('drops control characters and bidirectional overrides', () => {
    expect(deckDisplayName('deck\u0000.pdf')).toBe('deck.pdf');
    expect(deckDisplayName('deck\r\nX-Injected: 1.pdf')).toBe('deckX-Injected: 1.pdf');
    expect(deckDisplayName('cod\u202Efdp.exe.pdf')).toBe('codfdp.exe.pdf');
  });

  it('shortens a very long name to 255 characters, keeping its extension', () => {
    const name = deckDisplayName(`${'A'.repeat(2_000)}.pdf`);
    expect(name).toHaveLength(255);
    expect(name.endsWith('A.pdf')).toBe(true);
  });
});
