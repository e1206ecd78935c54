import { describe, expect, it } from 'vitest';
import { doc, messageOf, pageFromHtml, runCheck, type PageOptions } from '../../test-support/index.js';
import { isNotFoundHeading, softEvidence } from './_not-found.js';
import { hop, notFound, withVariants } from '../../test-support/variants.js';
import check from './soft-404.js';

const PAGE = 'https://example.com/guides/oak';
const PROBE = 'https://example.com/__rankscope-404-00ff';
const ARTICLE = `<main>${'<p>Oak trees grow slowly and live for centuries in temperate forests across Europe.</p>'.repeat(12)}</main>`;

function run(head: string, body: string, probe = notFound(PROBE, 404), options: PageOptions = {}) {
  return runCheck(
    check,
    withVariants(pageFromHtml(doc(head, body), { url: PAGE, ...options }), { notFound: probe }),
  );
}

describe('soft-404', () => {
  it('passes a real page when a made-up URL answers 404', () => {
    const out = run('<title>Growing oak trees</title>', `<h1>Growing oak trees</h1>${ARTICLE}`);
    expect(out).toMatchObject({ status: 'good', key: 'pass', value: 404 });
    expect(messageOf(check, out)).toBe(
      `The audited URL ${PAGE} does not look like a not-found page, and the made-up URL ${PROBE} answers 404.`,
    );
  });

  it('fails the audited page when its title or h1 is a not-found message, in several languages', () => {
    const title = run('<title>Page not found | Example Shop</title>', ARTICLE);
    expect(title).toMatchObject({ status: 'critical', key: 'pageTitle' });
    expect(messageOf(check, title)).toBe(
      `The audited URL ${PAGE} answers 200, but its title says the page was not found: "Page not found | Example Shop".`,
    );
    expect(title.items).toEqual([{ value: PAGE, note: 'title: Page not found | Example Shop' }]);
    const h1 = run('<title>Example</title>', `<h1>Seite nicht gefunden</h1>${ARTICLE}`);
    expect(h1).toMatchObject({ status: 'critical', key: 'pageH1' });
    expect(messageOf(check, h1, 'fr')).toContain('son titre principal indique que la page est introuvable');
    for (const heading of [
      '404',
      'Error 404 - Not Found',
      'Oops! That page can’t be found.',
      'Página no encontrada',
      'Page introuvable – Boutique',
      'Pagina non trovata',
      'Página não encontrada',
      'Pagina niet gevonden',
      "Cette page n'existe pas",
    ]) {
      expect(isNotFoundHeading(heading), heading).toBe(true);
    }
  });

  it('does not flag pages that merely mention 404 or "not found"', () => {
    for (const heading of [
      'How to fix 404 errors on WordPress',
      'Lost and not found: stories from the archive',
      '404 pages that make visitors smile',
      'Lost & found office',
    ]) {
      expect(isNotFoundHeading(heading), heading).toBe(false);
    }
    const long = `<h1>Fixing broken links</h1>${ARTICLE}<p>The page you are looking for does not exist, says the default message.</p>`;
    expect(run('<title>Fixing broken links</title>', long).status).toBe('good');
  });

  it('reads the body text on short pages only', () => {
    const out = run('<title>Example</title>', '<p>Sorry, the page you requested could not be found.</p>');
    expect(out).toMatchObject({ status: 'critical', key: 'pageText' });
    expect(messageOf(check, out)).toContain('its text says the page was not found: "the page you requested"');
  });

  it('fails a near-empty page, with images, media, forms or client rendering as exceptions', () => {
    const empty = run('<title>Welcome</title>', '<p>Coming soon.</p>');
    expect(empty).toMatchObject({ status: 'critical', key: 'pageEmpty', values: { text: '2' } });
    expect(messageOf(check, empty)).toContain('almost no content (2 words, no images or media)');
    expect(run('<title>Gallery</title>', '<img src="/oak.jpg" alt="Oak">').status).toBe('good');
    expect(run('<title>Contact</title>', '<form action="/send"><input name="q"></form>').status).toBe('good');
    expect(run('<title>App</title><script src="/app.js"></script>', '<div id="root"></div>').status).toBe(
      'good',
    );
    expect(
      softEvidence({ title: null, h1: null, text: '', wordCount: 49, embeds: 0, scripts: 0 })?.reason,
    ).toBe('Empty');
    expect(
      softEvidence({ title: null, h1: null, text: '', wordCount: 50, embeds: 0, scripts: 0 }),
    ).toBeNull();
  });

  it('does not judge a page that does not answer 200', () => {
    const out = run('<title>Page not found</title>', '', notFound(PROBE, 404), { status: 404 });
    expect(out.status).toBe('good');
  });

  it('recommends fixing a made-up URL that answers 200 with not-found content', () => {
    const probe = notFound(PROBE, 200, { title: 'Oops! Nothing here', h1: 'Page not found' });
    const out = run('<title>Growing oak trees</title>', ARTICLE, probe);
    expect(out).toMatchObject({ status: 'recommended', key: 'probeH1' });
    expect(messageOf(check, out)).toBe(
      `The made-up URL ${PROBE} answers 200 with a not-found heading, "Page not found": the site answers 200 for missing pages.`,
    );
    expect(messageOf(check, out, 'es')).toContain(`La URL inventada ${PROBE} responde 200`);
    const redirectedEmpty = notFound(PROBE, 200, {
      redirects: [hop(PROBE, 302, '/404.html')],
      finalUrl: 'https://example.com/404.html',
      title: 'Example',
      h1: null,
      text: 'Hm.',
      wordCount: 1,
    });
    const empty = run('<title>Growing oak trees</title>', ARTICLE, redirectedEmpty);
    expect(empty).toMatchObject({ status: 'recommended', key: 'probeEmpty' });
    expect(empty.items).toEqual([
      { value: PROBE, note: '302 → https://example.com/404.html (200), empty: 1' },
    ]);
  });

  it('passes a made-up URL answering 200 with regular content, pointing to custom-404', () => {
    const probe = notFound(PROBE, 200, {
      title: 'Example – Home',
      h1: 'Welcome',
      wordCount: 400,
      text: 'Welcome',
    });
    const out = run('<title>Growing oak trees</title>', ARTICLE, probe);
    expect(out).toMatchObject({ status: 'good', key: 'catchAll' });
  });

  it('is n/a for the probe part when it did not run or failed, saying the page itself was judged', () => {
    const page = pageFromHtml(doc('<title>Growing oak trees</title>', ARTICLE), { url: PAGE });
    const out = runCheck(check, page);
    expect(out).toMatchObject({ status: 'na', key: 'noProbe' });
    expect(messageOf(check, out)).toContain(`The audited URL ${PAGE} does not look like a not-found page`);
    const failed = run('<title>Oaks</title>', ARTICLE, notFound(PROBE, null, { error: 'SKIPPED' }));
    expect(failed).toMatchObject({ status: 'na', key: 'probeFailed' });
    expect(messageOf(check, failed)).toContain(`the made-up URL ${PROBE} could not be checked (SKIPPED)`);
  });
});
