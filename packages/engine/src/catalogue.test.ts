import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { CATALOGUE_VERSION } from './catalogue.js';
import { CATALOGUE_ENTRIES } from './catalogue.data.js';
import { closestCheckIds } from './catalogue-reference.js';
import { CHECK_SPECS } from './catalogue.source.js';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * The contract of catalogue 2026.11.1, as shared/checks.md generated it before the source moved into the
 * repository: id, category, severity, weight, scope, in report order. Changing a line here is a catalogue
 * change: bump CATALOGUE_VERSION with it.
 */
const CONTRACT_2026_11_1 = `
  title-present meta critical 5 page
  title-length meta recommended 3 page
  title-pixel-width meta recommended 2 page
  title-duplicate-crawl meta recommended 3 site
  title-keyword-stuffing meta recommended 2 page
  meta-description-present meta critical 4 page
  meta-description-length meta recommended 3 page
  meta-description-pixel-width meta recommended 2 page
  meta-description-duplicate-crawl meta recommended 2 site
  canonical-present meta recommended 3 page
  canonical-absolute meta recommended 2 page
  canonical-single meta critical 4 page
  canonical-self meta recommended 3 page
  canonical-target-indexable meta critical 4 page
  robots-meta-noindex meta critical 5 page
  robots-meta-nofollow meta recommended 3 page
  x-robots-tag meta critical 5 page
  robots-unavailable-after meta critical 3 page
  robots-bot-specific meta critical 4 page
  robots-snippet-controls meta recommended 2 page
  lang-present meta recommended 3 page
  lang-valid meta recommended 2 page
  charset meta recommended 3 page
  viewport meta critical 4 page
  doctype meta recommended 2 page
  meta-refresh meta recommended 2 page
  word-count quality recommended 3 page
  text-html-ratio quality recommended 1 page
  readability-flesch quality recommended 1 page
  duplicate-paragraphs quality recommended 1 page
  keyword-consistency quality recommended 3 page
  near-duplicate-pages quality recommended 3 site
  img-alt-missing quality recommended 3 page
  img-alt-too-long quality recommended 1 page
  img-alt-filename quality recommended 1 page
  deprecated-tags quality recommended 1 page
  plugins quality critical 2 page
  iframes quality recommended 2 page
  h1-present structure critical 4 page
  h1-single structure recommended 2 page
  h1-length structure recommended 1 page
  h1-equals-title structure recommended 1 page
  heading-hierarchy structure recommended 2 page
  heading-empty structure recommended 2 page
  link-text-generic structure recommended 2 page
  link-empty-anchor structure recommended 2 page
  link-javascript-href structure recommended 3 page
  link-internal-nofollow structure recommended 2 page
  link-count structure recommended 1 page
  internal-broken-links structure critical 4 site
  internal-redirect-links structure recommended 2 site
  links-to-http structure recommended 2 page
  url-length structure recommended 1 page
  url-underscores structure recommended 1 page
  url-uppercase structure recommended 1 page
  url-query-params structure recommended 1 page
  url-non-ascii structure recommended 1 page
  url-depth structure recommended 2 site
  rel-prev-next structure recommended 1 page
  pagination-canonical structure recommended 2 page
  amp-link structure recommended 1 page
  http-status server critical 5 page
  redirect-chain server recommended 3 page
  redirect-permanent server recommended 2 site
  http-to-https server critical 4 site
  www-consolidation server recommended 3 site
  trailing-slash server recommended 2 site
  ttfb server recommended 3 page
  compression server recommended 3 page
  http-version server recommended 2 page
  static-cache server recommended 2 page
  content-type-charset server recommended 2 page
  html-size server recommended 2 page
  crawl-error-pages server recommended 4 site
  soft-404 server recommended 3 site
  custom-404 server critical 3 site
  mobile-desktop-parity server recommended 3 page
  robots-txt-present external recommended 3 site
  robots-txt-valid external recommended 2 site
  robots-txt-blocks-page external critical 5 page
  robots-txt-blocks-resources external recommended 3 page
  robots-txt-sitemap-directive external recommended 2 site
  ai-crawler-rules external recommended 1 site
  llms-txt external recommended 1 site
  sitemap-present external recommended 3 site
  sitemap-valid external recommended 3 site
  sitemap-lists-page external recommended 2 site
  sitemap-lastmod external recommended 1 site
  sitemap-url-health external recommended 3 site
  sitemap-limits external critical 2 site
  sd-present external recommended 2 page
  jsonld-parse external critical 3 page
  jsonld-context external recommended 2 page
  schema-organization external recommended 2 site
  schema-website external recommended 1 site
  schema-breadcrumb external recommended 2 page
  schema-article external recommended 2 page
  schema-product external recommended 3 page
  og-title external recommended 2 page
  og-description external recommended 1 page
  og-image external recommended 3 page
  og-url external recommended 1 page
  og-type external recommended 1 page
  og-site-name external recommended 1 page
  twitter-card external recommended 1 page
  hreflang-valid-codes external critical 3 page
  hreflang-x-default external recommended 1 page
  hreflang-self external recommended 2 page
  hreflang-reciprocal external critical 3 site
  hreflang-absolute external recommended 2 page
  external-links-broken external recommended 2 page
  favicon external recommended 2 page
  apple-touch-icon external recommended 1 page
  web-manifest external recommended 1 page
  perf-score-mobile performance recommended 4 lab
  perf-score-desktop performance recommended 2 lab
  lcp performance recommended 4 lab
  cls performance recommended 4 lab
  tbt performance recommended 3 lab
  fcp performance recommended 2 lab
  speed-index performance recommended 2 lab
  render-blocking performance recommended 3 lab
  unused-javascript performance recommended 2 lab
  unused-css performance recommended 1 lab
  total-byte-weight performance recommended 3 lab
  request-count performance recommended 1 lab
  dom-size performance recommended 2 lab
  third-party performance recommended 2 lab
  font-display performance recommended 1 lab
  img-modern-format performance recommended 2 lab
  img-offscreen-lazy performance recommended 2 lab
  img-oversized performance recommended 2 lab
  img-missing-dimensions performance recommended 2 page
  lcp-image-priority performance recommended 2 lab
  js-execution-time performance recommended 2 lab
  https security critical 5 page
  tls-certificate security recommended 4 site
  tls-protocol security recommended 2 site
  hsts security recommended 3 page
  mixed-content security critical 4 page
  csp security recommended 2 page
  x-content-type-options security recommended 1 page
  frame-protection security recommended 2 page
  referrer-policy security recommended 1 page
  permissions-policy security recommended 1 page
  cookie-flags security recommended 2 page
  server-disclosure security recommended 1 page
  sri security recommended 1 page
  js-rendered-parity quality critical 4 lab
  broken-resources structure critical 3 page
  schema-local-business external recommended 2 page
  schema-faq external recommended 1 page
`;

const contractOf = (
  entries: readonly { id: string; category: string; severity: string; weight: number; scope: string }[],
) => entries.map((e) => `${e.id} ${e.category} ${e.severity} ${e.weight} ${e.scope}`);

/** Runs the generator in check mode in `cwd` (the repository, or a copy of its generated files). */
async function genCheck(cwd: string): Promise<{ code: number; stderr: string }> {
  try {
    await run(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'scripts/gen-catalogue.ts'), '--check'], {
      cwd,
    });
    return { code: 0, stderr: '' };
  } catch (err) {
    const e = err as { code?: number; stderr?: string };
    return { code: e.code ?? -1, stderr: e.stderr ?? '' };
  }
}

describe('catalogue source', () => {
  it('keeps every id, category, severity, weight and scope of catalogue 2026.11.1', () => {
    expect(CATALOGUE_VERSION).toBe('2026.11.1');
    expect(contractOf(CHECK_SPECS)).toEqual(
      CONTRACT_2026_11_1.trim()
        .split('\n')
        .map((l) => l.trim()),
    );
  });

  it('is what catalogue.data.ts holds', () => {
    expect(contractOf(CATALOGUE_ENTRIES)).toEqual(contractOf(CHECK_SPECS));
  });

  it('describes every check: what it measures, its pass band, why', () => {
    for (const s of CHECK_SPECS) {
      expect(s.measures.length, s.id).toBeGreaterThan(10);
      expect(s.pass, s.id).not.toBe('');
      expect(s.rationale.length, s.id).toBeGreaterThan(10);
    }
  });
});

describe('generated catalogue files', () => {
  const copies: string[] = [];
  afterAll(() => {
    for (const dir of copies) rmSync(dir, { recursive: true, force: true });
  });

  it('catalogue.data.ts and docs/checks.md are what the generator writes (a fresh clone regenerates no diff)', async () => {
    const { code, stderr } = await genCheck(ROOT);
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });

  it('check mode fails and names the file when docs/checks.md is stale', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rankscope-catalogue-'));
    copies.push(dir);
    for (const file of ['.prettierrc.json', 'packages/engine/src/catalogue.data.ts', 'docs/checks.md']) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      copyFileSync(join(ROOT, file), join(dir, file));
    }
    const doc = join(dir, 'docs/checks.md');
    writeFileSync(doc, readFileSync(doc, 'utf8').replace('Measures:', 'Measured:'));
    const { code, stderr } = await genCheck(dir);
    expect(code).toBe(1);
    expect(stderr).toContain('docs/checks.md');
    expect(stderr).not.toContain('catalogue.data.ts');
  });
});

describe('closestCheckIds', () => {
  it('suggests the ids a typo or a fragment was meant to be', () => {
    expect(closestCheckIds('h1-singel')).toEqual(['h1-single']);
    expect(closestCheckIds('canonical-self-')).toContain('canonical-self');
    expect(closestCheckIds('hreflang')[0]).toMatch(/^hreflang-/);
    expect(closestCheckIds('zzzzzzzzzz')).toEqual([]);
  });
});
