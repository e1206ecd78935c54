import { describe, expect, it } from 'vitest';
import type { FetchedIcon, IconLink, SocialFacts } from '../../gather/site/social.js';
import { doc, messageOf, pageFromHtml, runCheck, runOn } from '../../test-support/index.js';
import check from './favicon.js';

const ORIGIN = 'https://example.com';

function icon(path: string, overrides: Partial<FetchedIcon> = {}): FetchedIcon {
  return {
    url: `${ORIGIN}${path}`,
    status: 200,
    error: null,
    finalUrl: `${ORIGIN}${path}`,
    redirects: [],
    contentType: 'image/png',
    bytes: 1200,
    width: 96,
    height: 96,
    format: 'png',
    dimensionsError: null,
    source: 'declared',
    ...overrides,
  };
}

const link = (path: string, line: number | null = 2): IconLink => ({
  href: path,
  url: path.startsWith('data:') ? null : `${ORIGIN}${path}`,
  absolute: false,
  line,
  rel: 'icon',
  sizes: null,
  type: null,
});

function run(declared: IconLink[], fetched: FetchedIcon[]) {
  const page = pageFromHtml(doc(''), { url: `${ORIGIN}/page` });
  const social: SocialFacts = {
    ogImage: null,
    favicon: { declared, fetched },
    appleTouchIcon: { declared: [], fetched: [] },
    manifest: null,
  };
  page.site = { failed: [], durationMs: 0, social };
  return runCheck(check, page);
}

const ICO = (overrides: Partial<FetchedIcon> = {}) =>
  icon('/favicon.ico', { source: 'default', contentType: 'image/x-icon', format: 'ico', ...overrides });

describe('favicon', () => {
  it('passes a declared square icon of 48 px or more, naming URL and size', () => {
    const out = run([link('/icon-96.png')], [icon('/icon-96.png')]);
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      `The page declares the favicon ${ORIGIN}/icon-96.png: a square 96×96 px image that answers 200.`,
    );
    expect(run([link('/i.png')], [icon('/i.png', { width: 48, height: 48 })]).status).toBe('good');
  });

  it('passes a declared SVG whatever its intrinsic size', () => {
    const svg = icon('/favicon.svg', { contentType: 'image/svg+xml', format: 'svg', width: 16, height: 16 });
    const out = run([link('/favicon.svg')], [svg]);
    expect([out.status, out.key]).toEqual(['good', 'passSvg']);
    const unmeasured = { width: null, height: null, dimensionsError: 'Invalid SVG' };
    expect(
      run([link('/f.svg')], [icon('/f.svg', { contentType: 'image/svg+xml', format: null, ...unmeasured })])
        .key,
    ).toBe('passSvg');
  });

  it('recommends a declared icon that is too small or not square', () => {
    const small = run([link('/f.png')], [icon('/f.png', { width: 32, height: 32 })]);
    expect([small.status, small.key]).toEqual(['recommended', 'small']);
    expect(messageOf(check, small, 'es')).toContain('mide solo 32×32 px');
    expect(run([link('/f.png')], [icon('/f.png', { width: 47, height: 47 })]).key).toBe('small');
    const wide = run([link('/f.png')], [icon('/f.png', { width: 96, height: 48 })]);
    expect([wide.status, wide.key]).toEqual(['recommended', 'notSquare']);
  });

  it('recommends when only the implicit /favicon.ico exists, naming a broken declared icon', () => {
    const implicit = run([], [ICO()]);
    expect([implicit.status, implicit.key]).toEqual(['recommended', 'implicit']);
    expect(messageOf(check, implicit)).toBe(
      `The page declares no <link rel="icon">; only the implicit ${ORIGIN}/favicon.ico is found.`,
    );
    const broken = run([link('/static/icon.png', 7)], [icon('/static/icon.png', { status: 404 }), ICO()]);
    expect(broken.key).toBe('implicitBroken');
    expect(messageOf(check, broken, 'fr')).toBe(
      `Le favicon déclaré ${ORIGIN}/static/icon.png répond 404\u202f; seul le favicon implicite ${ORIGIN}/favicon.ico est trouvé.`,
    );
    expect(broken.items).toEqual([{ value: `${ORIGIN}/static/icon.png`, note: '404, image/png', line: 7 }]);
  });

  it('is critical when no favicon is reachable, listing every attempt', () => {
    const none = run([], [ICO({ status: 404, contentType: 'text/html', width: null, format: null })]);
    expect([none.status, none.key]).toEqual(['critical', 'noneDeclared']);
    expect(messageOf(check, none)).toContain(`no <link rel="icon">, and ${ORIGIN}/favicon.ico answers 404`);
    const declared = run(
      [link('/a.png'), link('data:image/png;base64,AAAA', 3)],
      [icon('/a.png', { status: null, error: 'TIMEOUT', bytes: null }), ICO({ status: 404 })],
    );
    expect([declared.status, declared.key]).toEqual(['critical', 'none']);
    expect(messageOf(check, declared)).toContain(`${ORIGIN}/a.png answers TIMEOUT (2 URLs tried)`);
    expect(declared.items?.map((i) => [i.value, i.note])).toEqual([
      [`${ORIGIN}/a.png`, 'TIMEOUT'],
      [`${ORIGIN}/favicon.ico`, '404, image/x-icon'],
      ['data:image/png;base64,AAAA', 'not an http(s) URL'],
    ]);
  });

  it('treats a 200 HTML page at the icon URL as no favicon', () => {
    const shell = ICO({ contentType: 'text/html', format: null, width: null, height: null });
    expect(run([], [shell]).status).toBe('critical');
  });

  it('recommends serving an icon with an image Content-Type', () => {
    const out = run(
      [link('/f.ico')],
      [icon('/f.ico', { contentType: 'application/octet-stream', format: 'ico' })],
    );
    expect([out.status, out.key]).toEqual(['recommended', 'wrongType']);
    expect(messageOf(check, out)).toContain('served with Content-Type application/octet-stream');
  });

  it('recommends checking an icon whose size could not be read', () => {
    const out = run([link('/f.png')], [icon('/f.png', { width: null, height: null, dimensionsError: 'x' })]);
    expect([out.status, out.key]).toEqual(['recommended', 'unmeasured']);
  });

  it('is n/a when the site phase did not run or the budget stopped the requests', () => {
    expect(runOn(check, doc('<link rel="icon" href="/f.png">')).key).toBe('siteNotRun');
    const skipped = run([link('/f.png')], [icon('/f.png', { status: null, error: 'SKIPPED' })]);
    expect([skipped.status, skipped.key]).toEqual(['na', 'notFetched']);
  });
});
