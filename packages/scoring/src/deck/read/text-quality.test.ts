import { describe, expect, it } from 'vitest';
import { assessTextQuality, isGarbledToken, repairLetterSpacing } from './text-quality';

describe('isGarbledToken', () => {
  it('flags the cipher-like tokens of a shifted font encoding', () => {
    for (const token of ['Gi`Z\\', '`dgfikXekZfeZ\\ie', 'cfZXcj#iXk_\\ik_Xe', 'J<8I:?', 'a\uFFFDb']) {
      expect(isGarbledToken(token), token).toBe(true);
    }
  });

  it('accepts prose, brand names, code, URLs and abbreviations', () => {
    for (const token of [
      'iPhone',
      'YouTube',
      'table_name',
      'MyProc(5,@MyVariable);',
      'RDBMSs',
      'SaaS',
      'CRM',
      'www.airbedandbreakfast.com',
      'Taavet+Sten(ex-Skype,',
    ]) {
      expect(isGarbledToken(token), token).toBe(false);
    }
  });
});

describe('assessTextQuality', () => {
  it('does not call Spanish prose garbled or letter-spaced', () => {
    const spanish =
      'Gaia es una tienda en línea de muebles de diseño en México. Va a ir a la casa de cada cliente y la entrega es en una semana.';
    const quality = assessTextQuality(spanish);
    expect(quality.garbledShare).toBe(0);
    expect(quality.letterSpacedShare).toBe(0);
  });

  it('measures the share of garbled letters', () => {
    expect(
      assessTextQuality('Problem\nGi`Z\\ `j X `dgfikXek ZfeZ\\ie ]fi Zljkfd\\ij').garbledShare,
    ).toBeGreaterThan(0.4);
    expect(assessTextQuality('Problem\nPrice is a important concern for customers').garbledShare).toBe(0);
  });

  it('measures the share of letter-spaced letters', () => {
    const quality = assessTextQuality('S y n a p s i l\nBrain health monitoring');
    expect(quality.letterSpacedShare).toBeGreaterThan(0.25);
    expect(quality.letterSpacedShare).toBeLessThan(0.5);
  });
});

describe('repairLetterSpacing', () => {
  it('takes word breaks from the drawn text when the layer only cut words apart', () => {
    const drawn = 'MORE PEOPLE ARE OPENING WEB LINKS Release of product: March 2024';
    expect(repairLetterSpacing('M O R E P E O P L E A R E O P E N I N G', drawn)).toBe(
      'MORE PEOPLE ARE OPENING',
    );
    expect(repairLetterSpacing('Re le a s e o f p ro d u c t :\nMa rc h 20 24', drawn)).toBe(
      'Release of product:\nMarch 2024',
    );
  });

  it('keeps spaces the layer found between whole words the PDF drew without a space glyph', () => {
    expect(repairLetterSpacing('Hello world', 'Helloworld')).toBe('Hello world');
  });

  it('joins a letter-spaced run the drawn text does not have', () => {
    expect(repairLetterSpacing('Welcome to S y n a p s i l', 'something else')).toBe('Welcome to Synapsil');
  });
});
