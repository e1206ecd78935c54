/**
 * Hostile page content through the real route and the real engine: markup nested 100,000 deep, a
 * 15 MB word and hostile structured data (deep, cyclic, deep Microdata) give a report (under 1 MB), and an analysis the engine cannot finish is a 422 with a code,
 * never a 500.
 */
import { analysisFailed } from '@rankscope/engine';
import { ReportSchema } from '@rankscope/engine/schema';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { doc } from '../../../engine/src/test-support/index.js';
import { html, startTestServer, type TestServer } from '../../../engine/src/test-support/test-server.js';
import { testApp, type TestApp } from '../test-support/index.js';

const ENV = { ALLOW_PRIVATE_TARGETS: 'true', LAB: 'false' };
const MB = 1024 * 1024;

let site: TestServer;
beforeAll(async () => {
  const deep = (tag: string) =>
    `<${tag}>`.repeat(100_000) + '<h1>Oak tables</h1>' + `</${tag}>`.repeat(100_000);
  site = await startTestServer({
    '/deep-div': html(doc('<title>Deep</title>', deep('div'))),
    '/deep-span': html(doc('<title>Deep</title>', deep('span'))),
    '/giant-word': html(doc('<title>Giant</title>', `<p>Oak tables.</p><p>${'a'.repeat(15 * MB - 500)}</p>`)),
    // Structured data built to hurt: JSON-LD nested 100,000 deep, a web of 5,000 mutual @id references,
    // Microdata items nested 20,000 deep.
    '/deep-jsonld': html(
      doc(
        `<title>Deep JSON-LD</title><script type="application/ld+json">${'{"@context":"https://schema.org","@type":"Product","name":"p","isRelatedTo":'.repeat(100_000)}{}${'}'.repeat(100_000)}</script>`,
      ),
    ),
    '/cyclic-jsonld': html(
      doc(
        `<title>Cyclic JSON-LD</title><script type="application/ld+json">${JSON.stringify({
          '@context': 'https://schema.org',
          '@graph': Array.from({ length: 5_000 }, (_, i) => ({
            '@type': 'Recipe',
            '@id': `#r${i}`,
            name: `R${i}`,
            author: { '@id': `#r${(i + 1) % 5_000}` },
            isBasedOn: [{ '@id': `#r${(i + 3) % 5_000}` }, { '@id': `#r${i}` }],
          })),
        })}</script>`,
      ),
    ),
    '/deep-microdata': html(
      doc(
        '<title>Deep Microdata</title>',
        '<div itemscope itemtype="https://schema.org/Product" itemprop="isRelatedTo">'.repeat(20_000) +
          '<span itemprop="name">Oak</span>' +
          '</div>'.repeat(20_000),
      ),
    ),
  });
});
afterAll(async () => {
  await site.close();
});

const open: TestApp[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((t) => t.close()));
});

async function post(url: string, overrides: Parameters<typeof testApp>[1] = {}) {
  const t = await testApp(ENV, overrides);
  open.push(t);
  return t.app.inject({ method: 'POST', url: '/api/audit', payload: { url } });
}

describe('POST /api/audit with hostile pages', () => {
  it.each(['/deep-div', '/deep-span', '/giant-word', '/deep-jsonld', '/cyclic-jsonld', '/deep-microdata'])(
    'answers 200 with a report under 1 MB for %s',
    { timeout: 120_000 },
    async (path) => {
      const res = await post(site.url(path));
      expect(res.statusCode).toBe(200);
      expect(res.body.length).toBeLessThan(MB);
      const report = ReportSchema.parse(res.json());
      expect(report.keywords.every((k) => k.word.length <= 50)).toBe(true);
      if (path.endsWith('-jsonld')) expect(report.richResults?.length).toBeGreaterThan(0);
    },
  );

  it('answers an analysis the engine could not finish with 422 ANALYSIS_FAILED, not a 500', async () => {
    const res = await post(site.url('/deep-div'), {
      runAudit: async () => {
        throw analysisFailed(new RangeError('Maximum call stack size exceeded'));
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: 'The page was fetched, but its content could not be analysed.',
      code: 'ANALYSIS_FAILED',
    });
  });
});
