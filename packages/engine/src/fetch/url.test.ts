import { describe, expect, it } from 'vitest';
import { AuditError, type ErrorCode } from '../errors.js';
import { normalizeAuditUrl } from './url.js';

function codeOf(input: string): ErrorCode | 'ok' {
  try {
    normalizeAuditUrl(input);
    return 'ok';
  } catch (err) {
    if (err instanceof AuditError) return err.code;
    throw err;
  }
}

describe('normalizeAuditUrl', () => {
  it.each([
    ['example.com', 'https://example.com/'],
    ['  example.com/path?q=1  ', 'https://example.com/path?q=1'],
    ['http://example.com/a#section', 'http://example.com/a'],
    ['HTTPS://EXAMPLE.com/Path', 'https://example.com/Path'],
    ['example.com:8080/x', 'https://example.com:8080/x'],
    ['//example.com/x', 'https://example.com/x'],
    ['https://例え.jp/', 'https://xn--r8jz45g.jp/'],
    ['http://127.0.0.1:4321/', 'http://127.0.0.1:4321/'],
    ['http://[::1]:8080/', 'http://[::1]:8080/'],
    ['http://2130706433/', 'http://127.0.0.1/'],
    ['localhost:3000', 'https://localhost:3000/'],
    ['https://sub_domain.example.com/', 'https://sub_domain.example.com/'],
    ['https://example.com./', 'https://example.com./'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeAuditUrl(input)).toBe(expected);
  });

  it.each([
    ['', 'INVALID_URL'],
    ['   ', 'INVALID_URL'],
    ['http://', 'INVALID_URL'],
    ['https://exa mple.com', 'INVALID_URL'],
    ['http://[::1', 'INVALID_URL'],
    ['https://user:pass@example.com/', 'INVALID_URL'],
    ['https://user@example.com/', 'INVALID_URL'],
    ['https://-bad-.example.com/', 'INVALID_URL'],
    ['https://example..com/', 'INVALID_URL'],
    [`https://${'a'.repeat(64)}.com/`, 'INVALID_URL'],
    ['ftp://example.com/file', 'UNSUPPORTED_SCHEME'],
    ['file:///etc/passwd', 'UNSUPPORTED_SCHEME'],
    ['javascript:alert(1)', 'UNSUPPORTED_SCHEME'],
    ['data:text/html,<h1>x</h1>', 'UNSUPPORTED_SCHEME'],
    ['mailto:someone@example.com', 'UNSUPPORTED_SCHEME'],
  ] as const)('%j → %s', (input, code) => {
    expect(codeOf(input)).toBe(code);
  });

  it('says which input is invalid and carries it as url', () => {
    const err = (() => {
      try {
        normalizeAuditUrl('https://exa mple.com');
      } catch (e) {
        return e as AuditError;
      }
      throw new Error('expected a throw');
    })();
    expect(err.message).toBe('"https://exa mple.com" is not a valid URL.');
    expect(err.url).toBe('https://exa mple.com');
  });
});
