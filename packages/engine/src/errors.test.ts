import { describe, expect, it } from 'vitest';
import { analysisFailed, AuditError, ERROR_CODES } from './errors.js';

describe('analysisFailed', () => {
  it('turns an unexpected error into ANALYSIS_FAILED with a plain message, keeping the cause for logs', () => {
    const cause = new RangeError('Maximum call stack size exceeded');
    const err = analysisFailed(cause, 'https://example.com/');
    expect(err).toBeInstanceOf(AuditError);
    expect(err.code).toBe('ANALYSIS_FAILED');
    expect(ERROR_CODES).toContain(err.code);
    expect(err.message).toBe('The page was fetched, but its content could not be analysed.');
    expect(err.message).not.toContain('stack');
    expect(err.cause).toBe(cause);
    expect(err.url).toBe('https://example.com/');
  });

  it('keeps the engine’s own typed errors as they are', () => {
    const own = new AuditError('TOO_LARGE', 'The page is larger than 60 MB');
    expect(analysisFailed(own)).toBe(own);
  });
});
