import { afterEach, describe, expect, it, vi } from 'vitest';
import { readLang, readUsage, readUser, writeLang, writeUser } from './storage';

afterEach(() => vi.restoreAllMocks());

describe('stored user and usage (spec.md §3, §8)', () => {
  it('removes and logs an unparsable user', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('user', '{not json');
    expect(readUser()).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(log).toHaveBeenCalledOnce();
  });

  it('fills in createdAt when a stored user has none', () => {
    writeUser({ name: 'Ana', email: 'ana@example.com', picture: null, createdAt: '' });
    localStorage.setItem('user', JSON.stringify({ name: 'Ana', email: 'ana@example.com' }));
    const u = readUser();
    expect(u?.name).toBe('Ana');
    expect(Number.isNaN(Date.parse(u?.createdAt ?? ''))).toBe(false);
  });

  it('defaults usage to 0 used of 3, and discards a malformed value', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readUsage()).toEqual({ checksUsed: 0, lastCheck: null, freeChecksLimit: 3 });
    localStorage.setItem('usageStats', '"oops"');
    expect(readUsage().checksUsed).toBe(0);
    expect(localStorage.getItem('usageStats')).toBeNull();
  });

  it('keeps only EN, ES or FR as the language', () => {
    writeLang('FR');
    expect(readLang()).toBe('FR');
    localStorage.setItem('lang', 'DE');
    expect(readLang()).toBeNull();
  });
});
