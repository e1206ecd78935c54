import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './http-status.js';

const page = doc('<title>Status test page</title>');

describe('http-status', () => {
  it('passes on 200', () => {
    expect(runOn(check, page).status).toBe('good');
  });

  it('names the final URL after redirects', () => {
    const out = runOn(check, page, {
      url: 'http://example.com/a',
      finalUrl: 'https://example.com/b',
      redirects: [{ url: 'http://example.com/a', status: 301, location: 'https://example.com/b', timeMs: 3 }],
    });
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toContain('https://example.com/b');
    expect(out.items?.[0]?.note).toBe('301 → https://example.com/b');
  });

  it('is recommended for other 2xx statuses', () => {
    expect(runOn(check, page, { status: 203 }).status).toBe('recommended');
    expect(runOn(check, page, { status: 206 }).status).toBe('recommended');
  });

  it('is critical for 4xx and 5xx, naming the status', () => {
    const out = runOn(check, page, { status: 404 });
    expect(out.status).toBe('critical');
    expect(messageOf(check, out, 'fr')).toContain('404');
    expect(runOn(check, page, { status: 503 }).key).toBe('serverError');
  });

  it('is critical for a 3xx that could not be followed', () => {
    expect(runOn(check, page, { status: 304 }).status).toBe('critical');
  });
});
