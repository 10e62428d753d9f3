import { describe, expect, it } from 'vitest';
import { hasPdfHeader } from './pdf';

const encoder = new TextEncoder();

describe('hasPdfHeader', () => {
  it('accepts the header at the start or after a little junk, and nothing else', () => {
    expect(hasPdfHeader(encoder.encode('%PDF-1.7\n...'))).toBe(true);
    expect(hasPdfHeader(encoder.encode(`${'x'.repeat(500)}%PDF-1.4`))).toBe(true);
    expect(hasPdfHeader(encoder.encode(`${'x'.repeat(2000)}%PDF-1.4`))).toBe(false);
    expect(hasPdfHeader(encoder.encode('PK\u0003\u0004 a zip file'))).toBe(false);
    expect(hasPdfHeader(new Uint8Array())).toBe(false);
  });
});
