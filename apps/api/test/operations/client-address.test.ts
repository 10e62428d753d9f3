import { describe, expect, it } from 'vitest';
import { clientAddressKey } from '../../src/operations/client-address';

describe('clientAddressKey', () => {
  it('counts IPv4 addresses one by one, including IPv4-mapped IPv6', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts a whole IPv6 /64 as one client, however the address is written', () => {
    const key = clientAddressKey('2001:db8:0:12::1');
    expect(key).toBe('2001:db8:0:12::/64');
    expect(clientAddressKey('2001:0DB8:0000:0012:ffff:1:2:3')).toBe(key);
    expect(clientAddressKey('2001:db8:0:13::1')).not.toBe(key);
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });
});
