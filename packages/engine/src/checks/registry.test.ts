import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, CATEGORIES } from '../catalogue/index.js';
import { CATALOGUE_ENTRIES } from '../catalogue/data.js';
import { LANGS, placeholders } from '../i18n/lang.js';
import { doc, pageFromHtml, runCheck } from '../test-support/index.js';
import { CHECKS } from './index.js';
import { missingInput } from './run.js';
import { ROUND_TRIPPED } from '../test-support/round-trip-coverage.js';

const here = dirname(fileURLToPath(import.meta.url));

function checkFiles(category: string): string[] {
  return readdirSync(join(here, category))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts' && !f.startsWith('_'))
    .map((f) => f.replace(/\.ts$/, ''));
}

/**
 * Checks with a fix that no round-trip test proves yet (test-support/round-trip-coverage.ts). The list only
 * shrinks: a check given a fix needs its round-trip case first, and a case added removes its id here.
 */
const NO_ROUND_TRIP_YET = [
  'charset', 'hsts', 'http-to-https', 'img-alt-filename', 'img-alt-missing',
  'meta-description-duplicate-crawl', 'og-image', 'og-site-name', 'redirect-chain', 'rich-results-errors',
  'rich-results-recommended', 'robots-txt-blocks-page', 'schema-article', 'schema-organization',
  'schema-website', 'sitemap-lists-page', 'title-duplicate-crawl', 'url-underscores', 'url-uppercase',
  'www-consolidation',
]; // prettier-ignore

describe('check registry', () => {
  it('every check with a fix has a round-trip case', () => {
    const withFix = CHECKS.filter((c) => c.fix).map((c) => c.id);
    const without = withFix.filter((id) => !ROUND_TRIPPED.has(id)).sort();
    expect(without).toEqual([...NO_ROUND_TRIP_YET].sort());
    // A round-trip list names only checks that exist (the server tests also judge broken-resources).
    for (const id of ROUND_TRIPPED)
      expect({ id, registered: CATALOGUE.has(id) }).toEqual({ id, registered: true });
  });

  it('catalogue ids are unique kebab-case and the catalogue has 158 checks', () => {
    const ids = CATALOGUE_ENTRIES.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(158);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('registered ids are unique and in the catalogue', () => {
    const ids = CHECKS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(CATALOGUE.has(id), id).toBe(true);
  });

  it('every check file is registered, in the folder of its category, named after its id', () => {
    for (const category of CATEGORIES) {
      const files = checkFiles(category);
      const registered = CHECKS.filter((c) => c.category === category).map((c) => c.id);
      expect(registered.sort(), category).toEqual(files.sort());
    }
  });

  it('has a test file beside every check', () => {
    for (const category of CATEGORIES) {
      const all = readdirSync(join(here, category));
      for (const f of checkFiles(category)) {
        // Pure, or `*.local.test.ts` when the check is tested against a server the test starts.
        const tests = [`${f}.test.ts`, `${f}.local.test.ts`].filter((name) => all.includes(name));
        expect(tests, `${category}/${f}`).not.toEqual([]);
      }
    }
  });

  it('every language has every string of every check, with the same placeholders', () => {
    for (const check of CHECKS) {
      const en = check.strings.en;
      expect(en.title, check.id).toBeTruthy();
      expect(en.fix, check.id).toBeTruthy();
      for (const lang of LANGS) {
        const strings = check.strings[lang];
        expect(Object.keys(strings).sort(), `${check.id}/${lang}`).toEqual(Object.keys(en).sort());
        for (const [key, text] of Object.entries(en)) {
          expect(strings[key], `${check.id}/${lang}/${key}`).toBeTruthy();
          expect(placeholders(strings[key] as string), `${check.id}/${lang}/${key}`).toEqual(
            placeholders(text),
          );
        }
      }
    }
  });

  it('implements every check of the catalogue except the lab run', () => {
    const implemented = new Set(CHECKS.map((c) => c.id));
    const missing = CATALOGUE_ENTRIES.filter((e) => e.scope !== 'lab' && !implemented.has(e.id)).map(
      (e) => e.id,
    );
    expect(missing).toEqual([]);
  });

  it("declares needs that match the catalogue's scope, each field once", () => {
    const inputs = ['site', 'lab', 'crawl', 'field'];
    for (const c of CHECKS) {
      const needed = c.needs.filter((f) => inputs.includes(f));
      if (c.scope === 'lab') expect(needed, c.id).toEqual(['lab']);
      // A site check needs the site phase, or the crawl (the five crawl checks read only the crawl).
      if (c.scope === 'site') expect(needed.length === 1 && needed[0] !== 'lab', c.id).toBe(true);
      if (c.scope === 'page') expect(needed, c.id).toEqual([]);
      if (c.scope === 'field') expect(needed, c.id).toEqual(['field']);
      const fields = [...c.needs, ...c.reads];
      expect(new Set(fields).size, c.id).toBe(fields.length);
    }
  });

  it('every check reads only the fields it declares, on pages that take its main paths', () => {
    const pages = [
      pageFromHtml(doc('', '<p>Nothing much.</p>')),
      pageFromHtml(readFileSync(join(here, '../test-support/fixtures/good.html'), 'utf8'), {
        url: 'https://example.com/tables',
      }),
    ];
    for (const page of pages) {
      for (const c of CHECKS) {
        if (missingInput(page, c)) continue;
        expect(() => runCheck(c, page), c.id).not.toThrow();
      }
    }
  });

  it('implements every lab check of the performance category', () => {
    const implemented = new Set(CHECKS.map((c) => c.id));
    const lab = CATALOGUE_ENTRIES.filter((e) => e.scope === 'lab' && e.category === 'performance');
    expect(lab.length).toBe(20);
    expect(lab.filter((e) => !implemented.has(e.id)).map((e) => e.id)).toEqual([]);
  });
});
