import { describe, expect, it, vi } from 'vitest';
import { AuditError } from '../errors.js';
import {
  addressRange,
  blockedReason,
  cachingResolver,
  checkHost,
  isBlockedAddress,
  type Resolver,
} from './ssrf.js';

describe('isBlockedAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['224.0.0.1', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'linkLocal'],
    ['fe80::1%eth0', 'linkLocal'],
    ['fc00::1', 'uniqueLocal'],
    ['fd00:ec2::254', 'uniqueLocal'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:169.254.169.254', 'linkLocal'],
    ['::ffff:10.1.2.3', 'private'],
    // ipaddr.js reads a dotted tail as IPv4-mapped; blocked either way.
    ['::127.0.0.1', 'loopback'],
    ['::7f00:1', 'ipv4Compatible'],
    ['64:ff9b::7f00:1', 'rfc6052'],
    ['2002:7f00:1::', '6to4'],
    ['2001:0:4136:e378::1', 'teredo'],
    ['2001:db8::1', 'reserved'],
    ['4000::1', 'reserved'],
    ['0177.0.0.1', 'loopback'],
    ['2130706433', 'loopback'],
    ['0x7f.1', 'loopback'],
    ['not-an-ip', 'invalid'],
    ['', 'invalid'],
  ])('blocks %s (%s)', (ip, range) => {
    expect(addressRange(ip)).toBe(range);
    expect(isBlockedAddress(ip)).toBe(true);
    expect(blockedReason(ip)).toMatch(/^an? /);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700::1111',
    '2001:4860:4860::8888',
    '::ffff:8.8.8.8',
  ])('allows public %s', (ip) => {
    expect(isBlockedAddress(ip)).toBe(false);
    expect(blockedReason(ip)).toBeNull();
  });
});

describe('checkHost (no connection is made)', () => {
  const signal = new AbortController().signal;
  const resolver = (answers: string[]): Resolver =>
    vi.fn(async () =>
      answers.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }) as const),
    );

  async function failure(url: string, resolve: Resolver): Promise<AuditError> {
    try {
      await checkHost(new URL(url), true, resolve, signal);
    } catch (err) {
      if (err instanceof AuditError) return err;
      throw err;
    }
    throw new Error('expected BLOCKED_TARGET');
  }

  it('refuses when any resolved address is internal, naming host and address', async () => {
    const err = await failure('https://mixed.test/', resolver(['8.8.8.8', '10.0.0.7']));
    expect(err.code).toBe('BLOCKED_TARGET');
    expect(err.message).toContain('mixed.test resolves to 10.0.0.7');
    expect(err.message).toContain('a private address');
    expect(err.message).toContain('not allowed');
    expect(err.url).toBe('https://mixed.test/');
  });

  it.each(['169.254.169.254', 'fd00:ec2::254', '::ffff:192.168.0.1', '0.0.0.0'])(
    'refuses a host resolving to %s',
    async (address) => {
      expect((await failure('https://meta.test/', resolver([address]))).code).toBe('BLOCKED_TARGET');
    },
  );

  it('refuses literal internal IPs without resolving', async () => {
    const resolve = resolver(['8.8.8.8']);
    const err = await failure('http://169.254.169.254/latest/meta-data/', resolve);
    expect(err.message).toContain('169.254.169.254 is a link-local');
    expect(resolve).not.toHaveBeenCalled();
  });

  it('returns the addresses to pin when all are public', async () => {
    const check = await checkHost(
      new URL('https://ok.test/'),
      true,
      resolver(['8.8.8.8', '2606:4700::1111']),
      signal,
    );
    expect(check).toEqual({
      hostname: 'ok.test',
      addresses: [
        { address: '8.8.8.8', family: 4 },
        { address: '2606:4700::1111', family: 6 },
      ],
    });
  });

  it('does not check when the guard is off, but still resolves for pinning', async () => {
    const check = await checkHost(new URL('http://intranet.test/'), false, resolver(['10.0.0.1']), signal);
    expect(check.addresses).toEqual([{ address: '10.0.0.1', family: 4 }]);
  });

  it('refuses resolver answers that are not IP addresses, and fixes wrong families', async () => {
    expect((await failure('https://odd.test/', resolver(['not-an-ip']))).code).toBe('DNS_FAILURE');
    const wrongFamily: Resolver = async () => [{ address: '2606:4700::1111', family: 4 }];
    const check = await checkHost(new URL('https://fam.test/'), true, wrongFamily, signal);
    expect(check.addresses).toEqual([{ address: '2606:4700::1111', family: 6 }]);
  });

  it('maps resolver failures and empty answers to DNS_FAILURE', async () => {
    const enotfound: Resolver = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND nope.test'), { code: 'ENOTFOUND' });
    };
    const err = await failure('https://nope.test/', enotfound);
    expect(err.code).toBe('DNS_FAILURE');
    expect(err.message).toBe('The domain nope.test could not be found (DNS).');
    expect((await failure('https://empty.test/', resolver([]))).code).toBe('DNS_FAILURE');
  });
});

describe('cachingResolver', () => {
  it('resolves each host once, case-insensitively, and shares the answer', async () => {
    let calls = 0;
    const resolve = cachingResolver(async () => {
      calls++;
      return [{ address: '93.184.215.14', family: 4 as const }];
    });
    const answers = await Promise.all([
      resolve('Example.com'),
      resolve('example.com'),
      resolve('EXAMPLE.COM'),
    ]);
    expect(calls).toBe(1);
    expect(answers[2]).toEqual([{ address: '93.184.215.14', family: 4 }]);
  });

  it('shares a failure with concurrent callers but asks again later', async () => {
    let calls = 0;
    const resolve = cachingResolver(async () => {
      calls++;
      throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    });
    const results = await Promise.allSettled([resolve('gone.example'), resolve('gone.example')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(calls).toBe(1);
    await expect(resolve('gone.example')).rejects.toThrow('not found');
    expect(calls).toBe(2);
  });
});
