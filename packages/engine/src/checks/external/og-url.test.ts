import { describe, expect, it } from 'vitest';
import { doc, messageOf, runOn } from '../../test-support/index.js';
import check from './og-url.js';

const PAGE = 'https://example.com/tables/oak?utm_source=news';
const CANONICAL = 'https://example.com/tables/oak';
const head = (og: string, canonical = `<link rel="canonical" href="${CANONICAL}">`) =>
  doc(`${canonical}\n<meta property="og:url" content="${og}">`);

describe('og-url', () => {
  it('passes when og:url equals the canonical, after URL normalisation', () => {
    const out = runOn(check, head('HTTPS://Example.com:443/tables/oak'), { url: PAGE });
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe('The og:url https://example.com/tables/oak equals the canonical URL.');
  });

  it('without a canonical, compares with the URL the page was served at', () => {
    const out = runOn(check, head(CANONICAL, ''), { url: CANONICAL });
    expect([out.status, out.key]).toEqual(['good', 'passNoCanonical']);
    const other = runOn(check, head(CANONICAL, ''), { url: PAGE });
    expect([other.status, other.key]).toEqual(['critical', 'conflictNoCanonical']);
  });

  it('is critical when og:url points to another URL than the canonical, naming both', () => {
    const out = runOn(check, head(PAGE), { url: PAGE });
    expect(out.status).toBe('critical');
    expect(messageOf(check, out)).toBe(
      `The og:url ${PAGE} differs from the canonical URL ${CANONICAL}: shares and likes are counted on another URL.`,
    );
    expect(out.items).toEqual([{ value: PAGE, note: `≠ ${CANONICAL}`, line: 2 }]);
  });

  it('treats a trailing-slash difference as a conflict: platforms count them separately', () => {
    expect(runOn(check, head(`${CANONICAL}/`), { url: PAGE }).status).toBe('critical');
  });

  it('uses the canonical from the Link header when there is none in <head>', () => {
    const out = runOn(check, head(CANONICAL, ''), {
      url: PAGE,
      headers: { link: `<${CANONICAL}>; rel="canonical"` },
    });
    expect(out.status).toBe('good');
  });

  it('recommends when missing, naming the URL og:url should carry', () => {
    const out = runOn(check, doc(`<link rel="canonical" href="${CANONICAL}">`), { url: PAGE });
    expect([out.status, out.key]).toEqual(['recommended', 'missing']);
    expect(messageOf(check, out)).toContain(`instead of ${CANONICAL}`);
  });

  it('recommends a full URL when a relative og:url resolves to the canonical', () => {
    const out = runOn(check, head('/tables/oak'), { url: PAGE });
    expect([out.status, out.key]).toEqual(['recommended', 'relative']);
    expect(messageOf(check, out, 'fr')).toBe(
      `L’og:url « /tables/oak » est relative\u202f; elle se résout en la canonique ${CANONICAL}, mais les robots attendent une URL https:// complète.`,
    );
  });

  it('recommends when og:url is not an http(s) URL', () => {
    const out = runOn(check, head('mailto:info@example.com'), { url: PAGE });
    expect([out.status, out.key]).toEqual(['recommended', 'invalid']);
    expect(runOn(check, head('http://exa mple.com/'), { url: PAGE }).key).toBe('invalid');
  });
});
