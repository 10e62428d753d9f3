import { describe, expect, it } from 'vitest';
import { documentOf } from '../../../../test/deck-document';
import { extractDeckBuiltin } from './extract';

/**
 * Decks written in Spanish, Portuguese, French or German (seed decks from four continents): what the
 * company is must be read from their own words, not from the few English words they borrow. Every
 * deck here is invented.
 */
const read = (pages: readonly string[]) => extractDeckBuiltin(documentOf(pages), 'hash-other-languages');

describe('a deck in another language', () => {
  it('reads a Spanish online furniture shop as commerce, and its "¿Qué es?" slide as its one-liner', () => {
    // Read as enterprise software from "customer service" on its team slide, with a date for its one-liner.
    const deck = read([
      'Guadalajara, Marzo 2016',
      'CADA PIEZA CUENTA',
      '“Una casa se llena de historias”',
      'UNA TIENDA ONLINE DE LÁMPARAS Y MUEBLES\nDE AUTOR PARA TU HOGAR\n¿QUÉ ES CANDIL?\nQUEREMOS CAMBIAR LA FORMA DE COMPRAR EN MÉXICO',
      'Nuestros clientes\nFamilias jóvenes que compran su primer departamento\nTicket promedio: 7.800 pesos',
      'Equipo\nUn equipo de customer service y logística propia',
    ]);
    expect(deck.profile.primarySector?.value).toBe('commerce');
    expect(deck.facts.oneLiner?.value).toBe('UNA TIENDA ONLINE DE LÁMPARAS Y MUEBLES DE AUTOR PARA TU HOGAR');
  });

  it('reads a Portuguese invoicing and collections product as fintech', () => {
    const deck = read([
      'Cobrafácil\nCobrança e pagamentos para pequenas empresas',
      'O problema\n60% das PMEs atrasam as contas a receber',
      'A solução\nBoletos, Pix e cartão numa só plataforma de pagamentos',
      'Tração\n2.300 empresas, R$ 40 milhões processados por mês',
      'Rodada seed\nCaptando R$ 5 milhões',
    ]);
    expect(deck.profile.primarySector?.value).toBe('fintech');
  });

  it('reads French and German care decks as health', () => {
    const french = read([
      'Veillée\nLa télémédecine pour les patients âgés à domicile',
      'Le problème\nLes médecins de ville manquent de temps\nLes cliniques débordent',
      'Levée de fonds\n1,5 M€ en amorçage',
    ]);
    const german = read([
      'Pflegewerk\nTelemedizin für die Pflege zu Hause',
      'Das Problem\nÄrzte und Kliniken sind überlastet\nGesundheit beginnt zu Hause',
      'Seed-Runde\n2 Mio. € Finanzierung',
    ]);
    expect(french.profile.primarySector?.value).toBe('health');
    expect(german.profile.primarySector?.value).toBe('health');
  });
});
