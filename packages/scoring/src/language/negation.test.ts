import { describe, expect, it } from 'vitest';
import { deniedAt } from './negation';

const denied = (clause: string, phrase: string) => deniedAt(clause, clause.indexOf(phrase));

describe('deniedAt', () => {
  it('reads a negation a few words before the phrase as denying it', () => {
    expect(denied('We have no paying customers yet', 'paying customers')).toBe(true);
    expect(denied("We don't have any revenue", 'revenue')).toBe(true);
    expect(denied("We haven't interviewed anyone", 'interviewed')).toBe(true);
    expect(denied('We have not yet interviewed teachers', 'interviewed')).toBe(true);
    expect(denied('We have neither patents nor revenue', 'revenue')).toBe(true);
    expect(denied('Built without a subscription', 'subscription')).toBe(true);
  });

  it('stops at the words a negation does not reach past', () => {
    expect(denied('We have 300 paying customers', 'paying customers')).toBe(false);
    expect(denied('We have no competitors because our groundbreaking product', 'groundbreaking')).toBe(false);
    expect(denied('There is no doubt teachers interviewed agree', 'interviewed')).toBe(false);
    expect(denied('Not only paying customers but schools', 'paying customers')).toBe(false);
    expect(denied('We did not expect that within a month most trials would convert', 'convert')).toBe(false);
  });
});
