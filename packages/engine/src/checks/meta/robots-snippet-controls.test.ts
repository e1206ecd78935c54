import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './robots-snippet-controls.js';

const meta = (content: string, body = '') =>
  runOn(check, doc(`<meta name="robots" content="${content}">`, body));
const header = (value: string) => runOn(check, doc(''), { headers: { 'x-robots-tag': value } });

describe('robots-snippet-controls', () => {
  it('passes without snippet controls', () => {
    const out = runOn(check, doc(''));
    expect(out.status).toBe('good');
    expect(out.key).toBe('none');
  });

  it('passes with max-image-preview:large and a generous max-snippet, naming them', () => {
    const out = meta('max-snippet:-1, max-image-preview:large');
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toContain('(max-snippet:-1, max-image-preview:large)');
  });

  it('fails on nosnippet on an indexable page, naming directive and tag in every language', () => {
    const out = meta('NoSnippet');
    expect(out.status).toBe('critical');
    expect(messageOf(check, out)).toContain('"NoSnippet" in <meta name="robots" content="NoSnippet">');
    expect(messageOf(check, out, 'es')).toContain('"NoSnippet" en <meta');
    expect(messageOf(check, out, 'fr')).toContain('« NoSnippet » dans <meta');
  });

  it('fails on max-snippet:0 in the header', () => {
    const out = header('max-snippet: 0');
    expect(out.status).toBe('critical');
    expect(messageOf(check, out)).toContain('in X-Robots-Tag: max-snippet: 0');
    expect(out.items?.[0]?.note).toBe('X-Robots-Tag header; max-snippet: 0');
  });

  it('recommends below 50 characters of snippet, not at 50', () => {
    const out = meta('max-snippet:49');
    expect(out.status).toBe('recommended');
    expect(messageOf(check, out)).toContain('limits its search preview with max-snippet:49');
    expect(meta('max-snippet:50').status).toBe('good');
    expect(meta('max-snippet:1').status).toBe('recommended');
  });

  it('recommends on max-image-preview none or standard', () => {
    expect(meta('max-image-preview:none').status).toBe('recommended');
    expect(header('googlebot: max-image-preview: Standard').status).toBe('recommended');
  });

  it('ignores malformed values as Google does', () => {
    expect(meta('max-snippet:abc, max-image-preview:huge').status).toBe('good');
  });

  it('does not flag snippet controls on a noindexed page', () => {
    const out = meta('noindex, nosnippet');
    expect(out.status).toBe('good');
    expect(out.key).toBe('noindexed');
    const viaHeader = runOn(check, doc('<meta name="robots" content="nosnippet">'), {
      headers: { 'x-robots-tag': 'none' },
    });
    expect(viaHeader.key).toBe('noindexed');
  });

  it('counts googlebot tags but not other crawlers', () => {
    expect(runOn(check, doc('<meta name="googlebot" content="nosnippet">')).status).toBe('critical');
    expect(header('otherbot: nosnippet').status).toBe('good');
  });

  it('reports data-nosnippet elements as information', () => {
    const out = runOn(check, doc('', '<p data-nosnippet>a</p><div data-nosnippet="">b</div>'));
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toContain('2 elements are kept out of snippets');
    expect(out.items).toEqual([
      { value: 'data-nosnippet', note: '2 elements', noteRef: { key: 'elements', values: { count: 2 } } },
    ]);
    expect(meta('nosnippet', '<p data-nosnippet>a</p>').items).toHaveLength(2);
  });
});
