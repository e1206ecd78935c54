import { describe, expect, it } from 'vitest';
import type { ManifestFacts, SocialFacts } from '../../gather/site/social.js';
import { doc, messageOf, pageFromHtml, runCheck, runOn } from '../../test-support/index.js';
import check from './web-manifest.js';

const MANIFEST_URL = 'https://example.com/site.webmanifest';
const LINK = '\n<link rel="manifest" href="/site.webmanifest">';

function manifest(overrides: Partial<ManifestFacts> = {}): ManifestFacts {
  return {
    href: '/site.webmanifest',
    url: MANIFEST_URL,
    line: 2,
    status: 200,
    error: null,
    finalUrl: MANIFEST_URL,
    contentType: 'application/manifest+json',
    parseError: null,
    name: 'Oak & Iron Furniture',
    shortName: 'Oak & Iron',
    startUrl: '/',
    display: 'standalone',
    icons: [
      { src: '/192.png', sizes: '192x192', type: 'image/png', purpose: null },
      { src: '/512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    ...overrides,
  };
}

function run(m: Partial<ManifestFacts> | null, head = LINK) {
  const page = pageFromHtml(doc(head), { url: 'https://example.com/tables' });
  const social: SocialFacts = {
    ogImage: null,
    favicon: { declared: [], fetched: [] },
    appleTouchIcon: { declared: [], fetched: [] },
    manifest: m === null ? null : manifest(m),
  };
  page.site = { failed: [], durationMs: 0, social };
  return runCheck(check, page);
}

describe('web-manifest', () => {
  it('passes a complete manifest, naming it', () => {
    const out = run({});
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      `The manifest ${MANIFEST_URL} ("Oak & Iron Furniture") has a name, start_url, an installable display mode and 192 px and 512 px icons.`,
    );
  });

  it('accepts short_name alone, icons listed in one sizes member, and a scalable "any" icon', () => {
    expect(run({ name: null }).status).toBe('good');
    const one = [{ src: '/i.png', sizes: '192x192 512X512', type: null, purpose: null }];
    expect(run({ icons: one }).status).toBe('good');
    const svg = [{ src: '/i.svg', sizes: 'any', type: 'image/svg+xml', purpose: null }];
    expect(run({ icons: svg }).status).toBe('good');
  });

  it('recommends linking a manifest when there is none, with or without site facts', () => {
    const out = runOn(check, doc('<link rel="icon" href="/favicon.ico">'));
    expect([out.status, out.key]).toEqual(['recommended', 'missing']);
    expect(run(null, '').key).toBe('missing');
  });

  it('recommends completing a manifest, listing every missing member', () => {
    const out = run({ name: '', shortName: null, startUrl: null, display: 'browser', icons: [] });
    expect([out.status, out.key]).toEqual(['recommended', 'incomplete']);
    expect(messageOf(check, out)).toBe(
      `The manifest ${MANIFEST_URL} lacks 5 members needed to install the app: name / short_name, start_url, display, icons 192x192, icons 512x512.`,
    );
    expect(out.items).toEqual([
      { value: 'name / short_name', note: 'missing' },
      { value: 'start_url', note: 'missing' },
      { value: 'display', note: '"browser": not standalone, fullscreen or minimal-ui' },
      {
        value: 'icons 192x192',
        note: '0 icons, none 192x192',
        noteRef: { key: 'iconsNoneOfSize', values: { count: 0, size: '192x192' } },
      },
      {
        value: 'icons 512x512',
        note: '0 icons, none 512x512',
        noteRef: { key: 'iconsNoneOfSize', values: { count: 0, size: '512x512' } },
      },
    ]);
    const near = [{ src: '/i.png', sizes: '196x196 500x500', type: null, purpose: null }];
    expect(run({ icons: near }).value).toBe(2);
    expect(run({ display: null }).items).toEqual([{ value: 'display', note: 'missing' }]);
  });

  it('is critical when the linked manifest is unreachable, not 2xx or not valid JSON', () => {
    const gone = run({ status: 404, contentType: 'text/html' });
    expect([gone.status, gone.key]).toEqual(['critical', 'status']);
    expect(messageOf(check, gone, 'es')).toBe(
      `El manifiesto ${MANIFEST_URL} responde HTTP 404; los navegadores lo ignoran.`,
    );
    expect(gone.items).toEqual([{ value: '/site.webmanifest', note: '404', line: 2 }]);
    const down = run({ status: null, error: 'CONNECTION_REFUSED', finalUrl: null });
    expect(messageOf(check, down)).toBe(
      `The manifest ${MANIFEST_URL} could not be fetched (CONNECTION_REFUSED).`,
    );
    const html = run({
      contentType: 'text/html',
      parseError: 'Unexpected token \'<\', "<!doctype "... is not valid JSON',
    });
    expect([html.status, html.key]).toEqual(['critical', 'invalidJson']);
    expect(messageOf(check, html, 'fr')).toContain(
      `Le manifeste ${MANIFEST_URL} n’est pas un JSON valide (text/html)\u00a0: Unexpected token`,
    );
  });

  it('is critical for a manifest link that is not an http(s) MANIFEST_URL', () => {
    const out = runOn(check, doc('<link rel="manifest" href="javascript:void(0)">'));
    expect([out.status, out.key]).toEqual(['critical', 'invalidUrl']);
  });

  it('is n/a when the manifest was not fetched, saying why', () => {
    expect(runOn(check, doc(LINK)).key).toBe('siteNotRun');
    const skipped = run({ status: null, error: 'SKIPPED' });
    expect([skipped.status, skipped.key]).toEqual(['na', 'notFetched']);
    expect(messageOf(check, skipped)).toBe(
      `The manifest ${MANIFEST_URL} was not fetched in this audit, so its content is unknown.`,
    );
    expect(run(null).key).toBe('notFetched');
  });

  it('judges the first manifest link, as browsers do', () => {
    const out = run({}, `${LINK}<link rel="manifest" href="/other.json">`);
    expect(out.status).toBe('good');
    expect(run({}, '<link rel="MANIFEST" href="/other.json">').key).toBe('notFetched');
  });
});
