import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './x-robots-tag.js';

const withHeader = (value: string | string[]) =>
  runOn(check, doc(''), { headers: { 'X-Robots-Tag': value } });

describe('x-robots-tag', () => {
  it('passes without the header', () => {
    const out = runOn(check, doc(''));
    expect(out.status).toBe('good');
    expect(out.key).toBe('absent');
  });

  it('passes with permissive directives and quotes the header', () => {
    const out = withHeader('index, follow, max-image-preview: large');
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toContain('"index, follow, max-image-preview: large"');
  });

  it('fails on a generic noindex and names header and directive in every language', () => {
    const out = withHeader('noindex');
    expect(out.status).toBe('critical');
    expect(messageOf(check, out)).toContain('The X-Robots-Tag header "noindex" contains "noindex"');
    expect(messageOf(check, out, 'es')).toContain('contiene "noindex"');
    expect(messageOf(check, out, 'fr')).toContain('contient « noindex »');
    expect(out.items).toEqual([{ value: 'X-Robots-Tag: noindex', note: 'X-Robots-Tag header; noindex' }]);
  });

  it('fails on googlebot- or bingbot-scoped noindex/none, in any case', () => {
    expect(withHeader('googlebot: noindex, nofollow').status).toBe('critical');
    const out = withHeader('BingBot:  NONE');
    expect(out.status).toBe('critical');
    expect(messageOf(check, out)).toContain('"BingBot:  NONE" contains "NONE"');
  });

  it('recommends on nofollow, noarchive, nosnippet and lists them', () => {
    const out = withHeader('noarchive, nosnippet');
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toContain('restricts how the page is used: noarchive, nosnippet');
    expect(withHeader('googlebot: nofollow').status).toBe('recommended');
  });

  it('does not score other crawlers but lists them', () => {
    const out = withHeader('otherbot: noindex, nofollow');
    expect(out.status).toBe('good');
    expect(out.key).toBe('otherBots');
    expect(messageOf(check, out)).toContain('(otherbot)');
    expect(out.items?.[0]?.note).toContain('otherbot only, not scored');
  });

  it('evaluates repeated headers together', () => {
    const out = withHeader(['googlebot: nofollow', 'otherbot: noindex']);
    expect(out.status).toBe('recommended');
    expect(out.items).toHaveLength(2);
  });

  it('keeps the scope inside one comma-joined value', () => {
    expect(withHeader('googlebot: nofollow, otherbot: noindex').status).toBe('recommended');
    expect(withHeader('otherbot: nofollow, googlebot: none').status).toBe('critical');
  });

  it('is not confused by the commas and colons of an unavailable_after date', () => {
    expect(withHeader('unavailable_after: Wednesday, 25-Jun-2025 15:00:00 EST').status).toBe('good');
    expect(withHeader('unavailable_after: Wednesday, 25-Jun-2025 15:00:00 EST, noindex').status).toBe(
      'critical',
    );
    expect(withHeader('googlebot: unavailable_after: 25 Jun 2010 15:00:00 PST').status).toBe('good');
  });

  it('passes with an empty header value', () => {
    expect(withHeader('  ').status).toBe('good');
  });
});
