import { isIPv6 } from 'node:net';

/**
 * The key a per-address limit counts under. An IPv6 client usually holds a whole /64, so the /64
 * counts as one client; IPv4 addresses (and IPv4-mapped IPv6) count one by one.
 */
export function clientAddressKey(address: string): string {
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1];
  if (mapped) return mapped;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = Math.max(8 - headGroups.length - tailGroups.length, 0);
  const groups = [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  const prefix = groups.slice(0, 4).map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
  return `${prefix.join(':')}::/64`;
}
