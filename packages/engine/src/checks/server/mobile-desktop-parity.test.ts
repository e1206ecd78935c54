import { describe, expect, it } from 'vitest';
import type { MobileFacts, ParityFacts } from '../../gather/site/server.js';
import { parityFacts } from '../../gather/site/server-mobile.js';
import { doc, messageOf, pageFromHtml, runCheck, runOn } from '../../test-support/index.js';
import check from './mobile-desktop-parity.js';
import { serverFacts, withFailedServer, withServer } from '../../test-support/delivery.js';

const URL = 'https://example.com/oak';
const html = doc(
  `<title>Oak tables</title><link rel="canonical" href="/oak"><meta name="robots" content="max-snippet:50">
   <script type="application/ld+json">{"@type":"Product","brand":{"@type":"Brand"}}</script>`,
  '<main><p>Solid oak tables made to order in our own workshop.</p></main>',
);
const desktopPage = () => pageFromHtml(html, { url: URL });

function run(mobile: Partial<ParityFacts> | null, facts: Partial<MobileFacts> = {}, page = desktopPage()) {
  const base = parityFacts(page);
  return runCheck(
    check,
    withServer(
      page,
      serverFacts({
        mobile: {
          url: URL,
          userAgent: 'Android',
          status: mobile?.status ?? 200,
          error: null,
          page: mobile === null ? null : { ...base, ...mobile },
          truncated: false,
          ...facts,
        },
      }),
    ),
  );
}

describe('mobile-desktop-parity', () => {
  it('passes when the mobile version matches, naming the word counts', () => {
    expect(desktopPage().text.wordCount).toBe(10);
    const out = run({});
    expect(out).toMatchObject({ status: 'good', key: 'pass', value: 0 });
    expect(messageOf(check, out)).toBe(
      `A mobile browser gets the same version of ${URL} as a desktop one: status 200, canonical, robots directives, title and structured data match, and the main text has 10 words on mobile against 10 on desktop (0 % apart).`,
    );
    expect(messageOf(check, out, 'es')).toContain('10 palabras en móvil frente a 10 en escritorio');
  });

  it('allows word counts within ± 30 % of the desktop count: 13 passes, 14 and 6 do not', () => {
    expect(run({ wordCount: 13 }).status).toBe('good');
    expect(run({ wordCount: 7 }).status).toBe('good');
    const more = run({ wordCount: 14 });
    expect(more).toMatchObject({ status: 'recommended', key: 'wordCount' });
    expect(messageOf(check, more)).toContain('has 14 words on mobile against 10 on desktop, 40 % apart');
    expect(run({ wordCount: 6 }).status).toBe('recommended');
  });

  it('fails a different status for the mobile user agent', () => {
    const out = run({ status: 404 });
    expect(out).toMatchObject({ status: 'critical', key: 'status' });
    expect(messageOf(check, out)).toBe(
      `A mobile browser gets status 404 for ${URL}, a desktop browser 200: Google indexes the mobile version. Differences found: 1.`,
    );
    expect(out.items).toEqual([{ value: 'HTTP status', note: 'desktop: 200; mobile: 404' }]);
  });

  it('fails a noindex only on mobile, from the meta tag or a Googlebot-scoped header', () => {
    const meta = run({ robotsMeta: ['NOINDEX, max-snippet:50'] });
    expect(meta).toMatchObject({ status: 'critical', key: 'noindexMobile' });
    expect(messageOf(check, meta)).toBe(
      `The mobile version of ${URL} is excluded from the index (robots: max-snippet:50, noindex; desktop: max-snippet:50), and Google indexes the mobile version. Differences found: 1.`,
    );
    expect(run({ xRobotsTag: ['googlebot: noindex'] }).key).toBe('noindexMobile');
    // Directives for crawlers that do not decide indexing here change nothing.
    expect(run({ xRobotsTag: ['otherbot: noindex'] }).status).toBe('good');
  });

  it('fails a noindex only on desktop', () => {
    const page = pageFromHtml(html.replace('max-snippet:50', 'noindex'), { url: URL });
    const out = run({ robotsMeta: [] }, {}, page);
    expect(out).toMatchObject({ status: 'critical', key: 'noindexDesktop' });
    expect(messageOf(check, out, 'fr')).toContain('(robots : noindex) mais pas la version mobile (—)');
  });

  it('compares the URL each version asks to be indexed under', () => {
    const out = run({ canonical: 'https://m.example.com/oak' });
    expect(out).toMatchObject({ status: 'critical', key: 'canonical' });
    expect(messageOf(check, out)).toContain(
      'names another canonical URL (https://m.example.com/oak) than the desktop version (https://example.com/oak)',
    );
    // A separate mobile URL whose canonical points at the desktop page is consistent.
    expect(run({ finalUrl: 'https://m.example.com/oak', canonical: URL }).status).toBe('good');
    // No canonical on mobile means the page itself, which is what the desktop canonical says.
    expect(run({ canonical: null }).status).toBe('good');
    expect(run({ canonical: `${URL}#top` }).status).toBe('good');
  });

  it('recommends parity of title, other directives and structured data', () => {
    const title = run({ title: 'Oak' });
    expect(title).toMatchObject({ status: 'recommended', key: 'titleTag' });
    expect(messageOf(check, title)).toContain(
      'has another title ("Oak") than the desktop version ("Oak tables")',
    );
    expect(run({ robotsMeta: ['max-snippet:50, nofollow'] }).key).toBe('directives');
    expect(run({ robotsMeta: ['max-snippet: 50'] }).status).toBe('good');
    const types = run({ structuredDataTypes: ['Brand'] });
    expect(types.key).toBe('structuredData');
    expect(messageOf(check, types)).toContain('(Brand) than the desktop version (Brand, Product)');
  });

  it('reports critical differences first and lists every difference', () => {
    const out = run({ title: 'Oak', wordCount: 2, status: 410 });
    expect(out).toMatchObject({ status: 'critical', key: 'status', value: 3 });
    expect(out.items?.map((i) => i.value)).toEqual(['HTTP status', '<title>', 'word count']);
    expect(messageOf(check, out)).toContain('Differences found: 3.');
  });

  it('fails a different status without HTML, and is n/a for a non-HTML answer with the same status', () => {
    expect(run(null, { status: 503 })).toMatchObject({ status: 'critical', key: 'status' });
    const same = run(null, { status: 200 });
    expect(same.status).toBe('na');
    expect(messageOf(check, same)).toBe(
      `The mobile version of ${URL} answered 200 without an HTML page to compare.`,
    );
  });

  it('is n/a when the mobile fetch failed or the facts are absent', () => {
    const out = run(null, { status: null, error: 'TIMEOUT' });
    expect(messageOf(check, out)).toBe(
      `The mobile version of ${URL} could not be fetched (TIMEOUT), so it was not compared.`,
    );
    expect(runOn(check, html).key).toBe('notRun');
    expect(runCheck(check, withFailedServer(desktopPage(), 'x')).key).toBe('gathererFailed');
  });
});
