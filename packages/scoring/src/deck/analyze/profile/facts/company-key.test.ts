import { describe, expect, it } from 'vitest';
import { companyKey } from './company-key';

describe('company key', () => {
  it('is the same for the ways two decks of one company write its name', () => {
    const keys = [
      'Acme Robotics',
      'ACME ROBOTICS, Inc.',
      'Acme-Robotics GmbH',
      'Acmé Robotics Pte. Ltd.',
    ].map(companyKey);
    expect(new Set(keys)).toEqual(new Set(['acmerobotics']));
    expect(companyKey('PT Sinar Laut')).toBe('sinarlaut');
  });

  it('tells different companies apart, and keeps a name that is only a legal word', () => {
    expect(companyKey('Acme Robotics')).not.toBe(companyKey('Acme Foods'));
    expect(companyKey('Limited')).toBe('limited');
    expect(companyKey(' · ')).toBeNull();
  });
});
