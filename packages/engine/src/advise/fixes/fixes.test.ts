import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHECKS } from '../../checks/index.js';
import { localise, runChecks } from '../../checks/run.js';
import type { Lang } from '../../i18n/lang.js';
import type { ReportCheck } from '../../report.js';
import { pageFromHtml } from '../../test-support/index.js';
import { textWidth } from '../../text/pixel-width.js';
import { writeFixes } from './index.js';

const fixture = (name: string): string =>
  readFileSync(new URL(`../../test-support/fixtures/real-world/${name}.html`, import.meta.url), 'utf8');

/** The page's checks as the report has them (page scope), for the writer. */
function fixesFor(html: string, lang: Lang = 'en', url = 'https://example.com/news/harbour-barrier') {
  const page = pageFromHtml(html, { url });
  const checks = runChecks(page, CHECKS, { scopes: new Set(['page']) }).map(
    (r): ReportCheck => ({
      id: r.entry.id, category: r.entry.category, scope: r.entry.scope, title: '', status: r.status,
      severity: r.entry.severity, weight: 1, effectiveWeight: 1, score: null, gain: 0, message: '',
      details: { fix: '', items: localise(r, lang).items, totalItems: 0 },
    }),
  ); // prettier-ignore
  return { fixes: writeFixes(page, checks, lang), checks: new Map(checks.map((c) => [c.id, c.status])) };
}

const titleOf = (snippet: string): string => /<title>(.*)<\/title>/.exec(snippet)?.[1] ?? '';
const descriptionOf = (snippet: string): string => /content="([^"]*)"/.exec(snippet)?.[1] ?? '';

describe('title and description proposals on real-world page structures', () => {
  const cases = [
    { name: 'news-en', keyword: /harbour|flood|barrier/i, site: 'Coastal News' },
    { name: 'news-fr', keyword: /sécheresse|jardins|arrosage/i, site: 'Le Quotidien du Sud' },
    { name: 'shop-es', keyword: /cafetera/i, site: 'Casa Moka' },
    { name: 'blog-en', keyword: /tomato/i, site: 'The Balcony Gardener' },
  ];
  for (const c of cases) {
    it(`${c.name}: a title and a description from the page that pass the title and description checks`, () => {
      // Without a title and description, both are proposed from the page's own facts.
      const html = fixture(c.name).replace(/<title>[\s\S]*?<\/title>/, '');
      const { fixes } = fixesFor(html);
      const title = titleOf(fixes.get('title-present')?.snippet ?? '');
      expect(title).toMatch(c.keyword);
      expect(title).toContain(c.site);
      expect(textWidth(title, 20)).toBeLessThanOrEqual(580);
      expect([...title].length).toBeGreaterThanOrEqual(30);
      expect([...title].length).toBeLessThanOrEqual(60);

      const description = descriptionOf(fixes.get('meta-description-present')?.snippet ?? '');
      expect(textWidth(description, 14)).toBeLessThanOrEqual(920);
      expect([...description].length).toBeGreaterThanOrEqual(70);
      expect([...description].length).toBeLessThanOrEqual(160);
      expect(description).toMatch(c.keyword);
      expect(description).not.toMatch(/cookie|Share|Partager|Compartir|caption|Mr Patel said/i);

      // Applied, the proposals pass the checks that judged the page.
      const fixed = html.replace(
        '</head>',
        `${fixes.get('title-present')!.snippet}${fixes.get('meta-description-present')!.snippet}</head>`,
      );
      const after = fixesFor(fixed).checks;
      for (const id of ['title-present', 'title-length', 'title-pixel-width', 'title-keyword-stuffing', 'h1-equals-title', 'meta-description-present', 'meta-description-length', 'meta-description-pixel-width']) {
        expect({ id, status: after.get(id) }).toEqual({ id, status: 'good' });
      } // prettier-ignore
    });
  }

  it('never offers a title the width check would flag: a page whose only words are very wide gets none', () => {
    const wide = 'WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW';
    const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"></head><body><h1>${wide}</h1><main><p>${`${wide} `.repeat(30)}</p></main></body></html>`;
    const { fixes } = fixesFor(html, 'en', 'https://wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww.example/');
    expect(fixes.has('title-present')).toBe(false);
  });
});

describe('where and note texts', () => {
  it('are written in the report language while the snippet keeps the page language', () => {
    const html = fixture('shop-es').replace(/<title>[\s\S]*?<\/title>/, '');
    const en = fixesFor(html, 'en').fixes.get('title-present')!;
    const es = fixesFor(html, 'es').fixes.get('title-present')!;
    const fr = fixesFor(html, 'fr').fixes.get('title-present')!;
    expect(es.snippet).toBe(en.snippet);
    expect(fr.snippet).toBe(en.snippet);
    expect(en.where).toBe('inside <head>');
    expect(es.where).toBe('dentro de <head>');
    expect(fr.where).toBe('dans <head>');
    expect(es.note).toContain('caracteres');
    expect(fr.note).toContain('caractères');
  });
});

describe('server configuration', () => {
  it('leads with the server the Server header names, the others as alternatives', () => {
    const html = fixture('blog-en');
    const page = (server: string) =>
      pageFromHtml(html, { url: 'https://example.com/p', headers: { server } });
    const run = (server: string) => {
      const p = page(server);
      const checks = runChecks(p, CHECKS, { scopes: new Set(['page']) }).map(
        (r) => ({ id: r.entry.id, status: r.status, details: { items: [] } }) as unknown as ReportCheck,
      );
      return writeFixes(p, checks, 'en').get('x-content-type-options')!;
    };
    expect(run('Apache/2.4.58 (Ubuntu)')).toMatchObject({
      language: 'apache',
      snippet: 'Header always set X-Content-Type-Options "nosniff"',
    });
    expect(run('Caddy').language).toBe('caddy');
    const nginx = run('nginx/1.25.3');
    expect(nginx.snippet).toBe('add_header X-Content-Type-Options "nosniff" always;');
    expect(nginx.alternatives?.map((a) => a.language)).toEqual(['apache', 'caddy']);
  });
});
