import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Created, MonitorInput } from './api';
import { addressToConfirm, requestAddress } from './address';
import { json, stubApi } from './test-utils';

afterEach(() => vi.restoreAllMocks());

const input = (email: string | null) => ({ alerts: { email }, lang: 'fr' }) as MonitorInput;
const saved = (emailConfirmed: boolean) => ({ emailConfirmed }) as Created;

describe('alert address confirmation', () => {
  it('is asked for another address only, never for the own one or one confirmed already', () => {
    expect(addressToConfirm(saved(false), input('Team@Example.org '), 'ada@example.com')).toBe(
      'team@example.org',
    );
    expect(addressToConfirm(saved(false), input('ADA@example.com'), 'ada@example.com')).toBeNull();
    expect(addressToConfirm(saved(true), input('team@example.org'), 'ada@example.com')).toBeNull();
    expect(addressToConfirm(saved(false), input(null), 'ada@example.com')).toBeNull();
  });

  it("says why a link was not sent: the server's codes translated, anything else in its words", async () => {
    let answer = json({ error: 'Too many', code: 'CONFIRMATIONS_LIMITED' }, 429);
    const calls = stubApi({ 'POST /api/alert-addresses': () => answer });
    expect(await requestAddress('team@example.org', 'fr')).toEqual({
      email: 'team@example.org',
      failure: { key: 'address.errors.CONFIRMATIONS_LIMITED' },
    });
    expect(calls[0]?.body).toEqual({ email: 'team@example.org', lang: 'fr' });
    answer = json({ error: 'Proxy says no', code: 'SOMETHING' }, 400);
    expect(await requestAddress('team@example.org', 'fr')).toEqual({
      email: 'team@example.org',
      failure: { text: 'Proxy says no' },
    });
  });
});
