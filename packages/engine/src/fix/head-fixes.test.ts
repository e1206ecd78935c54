/**
 * Fixes for the head and the page's directives (robots tags, X-Robots-Tag, <html lang>) and the alt-text
 * list, each applied to the page and judged again by the real checks where the fix is HTML.
 */
import { describe, expect, it } from 'vitest';
import { CHECKS } from '../checks/index.js';
import { runChecks } from '../checks/run.js';
import type { Lang } from '../i18n/lang.js';
import type { ReportCheck } from '../report/index.js';
import { doc, pageFromHtml } from '../test-support/index.js';
import { writeFixes } from './index.js';
import { renderFixes } from '../localize/fix-texts.js';

function fixesFor(html: string, lang: Lang, url: string, headers: Record<string, string> = {}) {
  const page = pageFromHtml(html, { url, headers });
  const checks = runChecks(page, CHECKS).map(
    (r) => ({ id: r.entry.id, status: r.status, details: { items: [] } }) as unknown as ReportCheck,
  );
  return {
    fixes: renderFixes(writeFixes(page, checks), lang),
    checks: new Map(checks.map((c) => [c.id, c.status])),
  };
}

/** A small French page with the given head elements, <html> attributes and response headers. */
const frenchPage = (head: string, htmlAttrs = 'lang="fr"'): string =>
  `<!DOCTYPE html><html ${htmlAttrs}><head><meta charset="utf-8"><title>Tables en chêne massif faites à la main | Atelier Martin</title>${head}</head><body><main><h1>Tables en chêne massif, sur mesure</h1><p>Chaque table en chêne massif que nous vendons est fabriquée à la main dans notre petit atelier du Jura. Nous choisissons nous-mêmes chaque planche de chêne et nous la faisons sécher lentement.</p><p>Nos tables existent en quatre longueurs, de la petite table pour quatre personnes à la grande table pour dix, et chaque finition convient au contact alimentaire.</p></main></body></html>`;

/** The page with a robots meta fix pasted: every tag of each named crawler replaced. */
function withRobotsTags(html: string, snippet: string): string {
  let out = html;
  for (const name of snippet.matchAll(/<meta name="([^"]+)"/g)) {
    out = out.replace(new RegExp(`<meta name="${name[1]}"[^>]*>`, 'g'), '');
  }
  return out.replace('</head>', `${snippet}</head>`);
}

describe('robots directives, canonical target and language', () => {
  const url = 'https://example.com/fr/tables';

  it('noindex in robots and googlebot: both tags corrected, so the crawler-specific one is not left stricter', () => {
    const html = frenchPage(
      '<meta name="robots" content="noindex"><meta name="googlebot" content="noindex">',
    );
    const { fixes, checks } = fixesFor(html, 'en', url);
    expect(checks.get('robots-meta-noindex')).toBe('critical');
    expect(checks.get('robots-bot-specific')).toBe('critical');
    const fix = fixes.get('robots-meta-noindex')!;
    expect(fix.snippet).toBe(
      '<meta name="robots" content="index, follow">\n<meta name="googlebot" content="index, follow">',
    );
    const after = fixesFor(withRobotsTags(html, fix.snippet), 'en', url).checks;
    expect([after.get('robots-meta-noindex'), after.get('robots-bot-specific')]).toEqual(['good', 'good']);
  });

  it('a crawler-specific tag stricter than the generic one (googlebot-news): brought in line with it', () => {
    const html = frenchPage(
      '<meta name="robots" content="max-snippet:-1"><meta name="googlebot-news" content="nosnippet, max-snippet:-1">',
    );
    const { fixes, checks } = fixesFor(html, 'en', url);
    expect(checks.get('robots-bot-specific')).toBe('recommended');
    const fix = fixes.get('robots-bot-specific')!;
    expect(fix.snippet).toBe('<meta name="googlebot-news" content="max-snippet:-1">');
    expect(fixesFor(withRobotsTags(html, fix.snippet), 'en', url).checks.get('robots-bot-specific')).toBe(
      'good',
    );
  });

  it('"none" under a nofollow finding only: the noindex half is kept, other directives too', () => {
    const html = frenchPage('<meta name="robots" content="nofollow, max-image-preview:large">');
    const { fixes } = fixesFor(html, 'en', url);
    expect(fixes.get('robots-meta-nofollow')!.snippet).toBe(
      '<meta name="robots" content="max-image-preview:large">',
    );
    expect(fixes.get('robots-meta-nofollow')!.where).toBe(
      'inside <head>, replacing the current <meta name="robots">',
    );
  });

  it('nosnippet on an indexable page and a googlebot max-snippet limit: removed, judged by the snippet check', () => {
    const html = frenchPage(
      '<meta name="robots" content="nosnippet, max-image-preview:large"><meta name="googlebot" content="max-snippet:10">',
    );
    const { fixes, checks } = fixesFor(html, 'en', url);
    expect(checks.get('robots-snippet-controls')).toBe('critical');
    const fix = fixes.get('robots-snippet-controls')!;
    expect(fix.snippet).toBe(
      '<meta name="robots" content="max-image-preview:large">\n<meta name="googlebot" content="index, follow">',
    );
    expect(fixesFor(withRobotsTags(html, fix.snippet), 'en', url).checks.get('robots-snippet-controls')).toBe(
      'good',
    );
  });

  it('X-Robots-Tag: the value without what blocks Google or Bing, other crawlers’ directives kept', () => {
    const html = frenchPage('');
    const page = (headers: Record<string, string>) =>
      fixesFor(html, 'es', url, headers).fixes.get('x-robots-tag');
    expect(page({ 'x-robots-tag': 'googlebot: noindex, otherbot: noarchive' })).toMatchObject({
      kind: 'http-header',
      snippet: 'X-Robots-Tag: otherbot: noarchive',
      where: expect.stringContaining(
        'como cabecera de respuesta X-Robots-Tag de https://example.com/fr/tables',
      ),
    });
    expect(page({ 'x-robots-tag': 'noindex, nofollow' })?.snippet).toBe('X-Robots-Tag: all');
  });

  it('<html lang> that disagrees with the text: the detected language, with a note to confirm', () => {
    const { fixes, checks } = fixesFor(frenchPage('', 'lang="de" dir="ltr" xml:lang="de"'), 'fr', url);
    expect(checks.get('lang-valid')).toBe('recommended');
    expect(fixes.get('lang-valid')).toMatchObject({
      snippet: '<html lang="fr" dir="ltr" xml:lang="fr">',
      note: expect.stringContaining('Vérifiez avant de changer'),
    });
  });

  it('<html lang> with an underscore: the same tag hyphenated; a Content-Language conflict: no fix', () => {
    expect(fixesFor(frenchPage('', 'lang="fr_FR"'), 'en', url).fixes.get('lang-valid')?.snippet).toBe(
      '<html lang="fr-FR">',
    );
    const conflict = fixesFor(frenchPage(''), 'en', url, { 'content-language': 'en' });
    expect(conflict.checks.get('lang-valid')).toBe('recommended');
    expect(conflict.fixes.has('lang-valid')).toBe(false);
  });
});

describe('the alt-text list', () => {
  it('names each image without alt with the text around it: caption, link text or paragraph', () => {
    const body = [
      '<figure><img src="/img/oak-table.jpg?v=2"><figcaption>A six-seat oak table in a bright kitchen</figcaption></figure>',
      '<p><a href="/chairs"><img src="/img/chair.png"> Matching oak chairs</a></p>',
      '<p><img src="/img/workshop.jpg" alt="Our workshop"> Made in Yorkshire.</p>',
      '<div><img src="/img/logo.svg"></div>',
    ].join('');
    const fix = fixesFor(doc('<title>Oak tables</title>', body), 'en', 'https://example.com/').fixes.get(
      'img-alt-missing',
    )!;
    expect(fix.snippet.split('\n')).toEqual([
      'oak-table.jpg (line 1): <img src="/img/oak-table.jpg?v=2" alt=""> — "A six-seat oak table in a bright kitchen"',
      'chair.png (line 1): <img src="/img/chair.png" alt=""> — "Matching oak chairs"',
      'logo.svg (line 1): <img src="/img/logo.svg" alt="">',
    ]);
    expect(fix.note).toContain('The quoted text is what surrounds the image');
  });
});
