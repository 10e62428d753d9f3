import type { deckCallSchema } from '@pitchfit/contracts/calls';
import type { z } from 'zod';

export type DeckCall = z.infer<typeof deckCallSchema>;

/**
 * Where the page keeps the call the investor last made on a deck: the answer of `calls.setCall`,
 * so the deck's modal shows it when opened again.
 */
export const deckCallKey = (deckId: string) => ['deck-call', deckId] as const;

export const deckCallLabel = (call: 'meet' | 'pass') => (call === 'meet' ? 'Meet' : 'Pass');
