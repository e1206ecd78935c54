import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Created } from './api';
import { outcomeOf, requestAddress } from './address';
import { json, stubApi } from './test-utils';

afterEach(() => vi.restoreAllMocks());

describe('alert address confirmation', () => {
  it('shows what the save answered about its address: sent, confirmed, or why not (translated when known)', () => {
    const saved = (emailConfirmation?: Created['emailConfirmation']) => ({ emailConfirmation }) as Created;
    expect(outcomeOf(saved())).toBeNull();
    expect(outcomeOf(saved({ email: 'team@example.org', status: 'pending' }))).toEqual({
      email: 'team@example.org',
      status: 'pending',
    });
    expect(
      outcomeOf(saved({ email: 'team@example.org', status: 'failed', code: 'CONFIRMATIONS_LIMITED' })),
    ).toEqual({ email: 'team@example.org', failure: { key: 'address.errors.CONFIRMATIONS_LIMITED' } });
    expect(
      outcomeOf(saved({ email: 'team@example.org', status: 'failed', code: 'NEW', error: 'No way' })),
    ).toEqual({ email: 'team@example.org', failure: { text: 'No way' } });
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
