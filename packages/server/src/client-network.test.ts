import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network.js';

describe('the unit a client is counted by', () => {
  it('is the address for IPv4 and the /64 for IPv6, however it is written', () => {
    expect(clientNetwork('198.51.100.7')).toBe('198.51.100.7');
    const net = '2001:db8:1:2::/64';
    for (const ip of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:0:0:0:9',
      'fe80::1%eth0'.replace('fe80::', '2001:db8:1:2::'),
      '2001:db8:1:2::198.51.100.7',
    ]) {
      expect(clientNetwork(ip), ip).toBe(net);
    }
    expect(clientNetwork('2001:db8:1:3::1')).not.toBe(net);
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
  });

  it('reads an IPv4-mapped IPv6 address as the IPv4 address it carries', () => {
    expect(clientNetwork('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientNetwork('::FFFF:c633:6407')).toBe('198.51.100.7');
    expect(clientNetwork('0:0:0:0:0:ffff:198.51.100.7')).toBe('198.51.100.7');
    // NAT64 is a different network per IPv6 client, not the IPv4 it reaches.
    expect(clientNetwork('64:ff9b::198.51.100.7')).toBe('64:ff9b:0:0::/64');
  });

  it('leaves anything that is not an address as it is', () => {
    expect(clientNetwork('')).toBe('');
    expect(clientNetwork('unknown')).toBe('unknown');
  });
});
