import { afterEach, describe, expect, it } from 'vitest';
import { forgetShare, ownShares, ownsShare, rememberShare, shareOf } from './share-store';

afterEach(() => localStorage.clear());

const share = (
  id: string,
  expiresAt: string,
  url = 'https://a.example/',
  at = '2026-11-01T10:00:00.000Z',
) => ({
  id,
  url,
  at,
  expiresAt,
});

describe('share links this browser made', () => {
  it('remembers a link per report, forgets it once deleted, and drops expired ones', () => {
    const now = Date.parse('2026-11-10T00:00:00Z');
    rememberShare(share('old', '2026-11-05T00:00:00Z'));
    rememberShare(share('live', '2999-12-01T00:00:00Z'));
    rememberShare(share('other', '2999-12-01T00:00:00Z', 'https://b.example/'));
    expect(ownShares(now).map((s) => s.id)).toEqual(['live', 'other']);
    expect(shareOf('https://a.example/', '2026-11-01T10:00:00.000Z')?.id).toBe('live');
    expect(shareOf('https://a.example/', '2026-11-02T10:00:00.000Z')).toBeNull();
    expect(ownsShare('other')).toBe(true);
    forgetShare('live');
    expect(shareOf('https://a.example/', '2026-11-01T10:00:00.000Z')).toBeNull();
    expect(ownsShare('live')).toBe(false);
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem('sharedReports', '{not json');
    expect(ownShares()).toEqual([]);
    localStorage.setItem('sharedReports', JSON.stringify([{ id: 1 }, share('ok', '2999-01-01T00:00:00Z')]));
    expect(ownShares().map((s) => s.id)).toEqual(['ok']);
  });
});
