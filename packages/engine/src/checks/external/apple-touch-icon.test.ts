import { describe, expect, it } from 'vitest';
import type { FetchedIcon, IconLink, SocialFacts } from '../../gather/site/social.js';
import { doc, messageOf, pageFromHtml, runCheck, runOn } from '../../test-support/index.js';
import check from './apple-touch-icon.js';

const ORIGIN = 'https://example.com';
const DEFAULT = `${ORIGIN}/apple-touch-icon.png`;

function icon(url: string, overrides: Partial<FetchedIcon> = {}): FetchedIcon {
  return {
    url,
    status: 200,
    error: null,
    finalUrl: url,
    redirects: [],
    contentType: 'image/png',
    bytes: 5400,
    width: 180,
    height: 180,
    format: 'png',
    dimensionsError: null,
    source: 'declared',
    ...overrides,
  };
}

const link = (url: string): IconLink => ({
  href: url,
  url,
  absolute: true,
  line: 4,
  rel: 'apple-touch-icon',
  sizes: '180x180',
  type: null,
});

function run(declared: IconLink[], fetched: FetchedIcon[]) {
  const page = pageFromHtml(doc(''), { url: `${ORIGIN}/page` });
  const social: SocialFacts = {
    ogImage: null,
    favicon: { declared: [], fetched: [] },
    appleTouchIcon: { declared, fetched },
    manifest: null,
  };
  page.site = { failed: [], durationMs: 0, social };
  return runCheck(check, page);
}

const TOUCH = `${ORIGIN}/icons/touch-180.png`;

describe('apple-touch-icon', () => {
  it('passes a declared 180×180 PNG, naming it', () => {
    const out = run([link(TOUCH)], [icon(TOUCH)]);
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      `The page declares the Apple touch icon ${TOUCH}: a 180×180 px PNG that answers 200.`,
    );
    expect(run([link(TOUCH)], [icon(TOUCH, { width: 512, height: 512 })]).status).toBe('good');
  });

  it('passes the conventional /apple-touch-icon.png, saying it is not declared', () => {
    const out = run([], [icon(DEFAULT, { source: 'default' })]);
    expect([out.status, out.key]).toEqual(['good', 'passDefault']);
    expect(messageOf(check, out, 'es')).toContain(
      `el convencional ${DEFAULT} responde 200 con un PNG de 180×180 px`,
    );
  });

  it('recommends adding one when none is declared and the default path fails', () => {
    const out = run([], [icon(DEFAULT, { source: 'default', status: 404, contentType: 'text/html' })]);
    expect([out.status, out.key]).toEqual(['recommended', 'missing']);
    expect(messageOf(check, out)).toContain(`and ${DEFAULT} answers 404`);
    expect(out.items).toEqual([{ value: DEFAULT, note: '404, text/html', line: null }]);
  });

  it('recommends fixing a declared icon that is broken, listing it with its line', () => {
    const out = run(
      [link(TOUCH)],
      [
        icon(TOUCH, { status: null, error: 'DNS_FAILURE' }),
        icon(DEFAULT, { source: 'default', status: 404 }),
      ],
    );
    expect([out.status, out.key]).toEqual(['recommended', 'broken']);
    expect(messageOf(check, out)).toBe(
      `The declared Apple touch icon ${TOUCH} answers DNS_FAILURE, and no fallback was found.`,
    );
    expect(out.items?.[0]).toEqual({ value: TOUCH, note: 'DNS_FAILURE', line: 4 });
  });

  it('recommends 180×180: 179 px or a non-square smaller side is too small', () => {
    const out = run([link(TOUCH)], [icon(TOUCH, { width: 152, height: 152 })]);
    expect([out.status, out.key]).toEqual(['recommended', 'small']);
    expect(messageOf(check, out, 'fr')).toContain('ne mesure que 152×152 px');
    expect(run([link(TOUCH)], [icon(TOUCH, { width: 179, height: 179 })]).key).toBe('small');
    expect(run([link(TOUCH)], [icon(TOUCH, { width: 180, height: 120 })]).key).toBe('small');
  });

  it('recommends PNG: the format is read from the bytes, not the Content-Type', () => {
    const jpeg = run([link(TOUCH)], [icon(TOUCH, { format: 'jpg' })]);
    expect([jpeg.status, jpeg.key]).toEqual(['recommended', 'notPng']);
    expect(messageOf(check, jpeg)).toContain('is jpg, not PNG');
    const mislabelled = run([link(TOUCH)], [icon(TOUCH, { contentType: 'application/octet-stream' })]);
    expect(mislabelled.status).toBe('good');
  });

  it('is n/a without site facts or when the budget stopped the requests', () => {
    expect(runOn(check, doc('')).key).toBe('siteNotRun');
    const out = run([], [icon(DEFAULT, { source: 'default', status: null, error: 'SKIPPED' })]);
    expect([out.status, out.key]).toEqual(['na', 'notFetched']);
  });
});
