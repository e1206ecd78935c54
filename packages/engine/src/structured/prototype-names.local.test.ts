/**
 * Type, property and prefix names are page text: `constructor`, `toString` and `__proto__` must be
 * looked up as names, not found on Object.prototype. A JSON-LD `@type` of `constructor` failed the
 * whole audit (`iri.trim is not a function`: the context's term table was a plain object).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportSchema } from '../report/schema.js';
import { runAudit } from '../run/audit.js';
import { doc, pageFromHtml } from '../test-support/index.js';
import { html, startTestServer, type TestServer } from '../test-support/test-server.js';
import { deprecatedType, isKnownType } from './schema-types.js';

const NAMES = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'];

const jsonLd = (type: string, context = '"https://schema.org"'): string =>
  `<script type="application/ld+json">{"@context": ${context}, "@type": "${type}", "name": "Oak table"}</script>`;

const head =
  '<title>Handmade oak dining tables from Yorkshire</title>' +
  NAMES.map((t) => jsonLd(t)).join('') +
  // A term defined in the context, and a prefix named like a prototype member.
  jsonLd(
    'constructor:Product',
    '{"@vocab": "https://schema.org/", "toString": "https://schema.org/Product"}',
  ) +
  jsonLd('toString', '{"@vocab": "https://schema.org/", "toString": "https://schema.org/Product"}');
const body =
  '<h1>Oak tables</h1>' +
  NAMES.map(
    (t) =>
      `<div itemscope itemtype="https://schema.org/${t}"><span itemprop="${t}">m-${t}</span>` +
      `<span itemprop="name">Oak</span></div>` +
      `<div vocab="https://schema.org/" typeof="${t}"><span property="${t}">r-${t}</span></div>` +
      `<div prefix="${t}: https://schema.org/" typeof="${t}:Product"><span property="${t}:name">p-${t}</span></div>`,
  ).join('');
const page = doc(head, body);

let site: TestServer;
beforeAll(async () => {
  site = await startTestServer({ '/': html(page) });
});
afterAll(async () => {
  await site.close();
});

describe('names that are Object.prototype members', () => {
  it('audits a page whose JSON-LD, microdata and RDFa use them as types into a full report', async () => {
    const report = await runAudit(site.url('/'), { allowPrivate: true, siteBudgetMs: 3000 });
    expect(() => ReportSchema.parse(report)).not.toThrow();
    expect(report.checks.filter((c) => c.status === 'error').map((c) => c.id)).toEqual([]);
    // sd-present does not take them for schema.org types: only the prefixed Products count.
    const sd = report.checks.find((c) => c.id === 'sd-present');
    expect(sd?.messageRef?.values?.types).toBe('Product');
  });

  it('keeps them as plain properties of the items read from microdata and RDFa', () => {
    const { markupData } = pageFromHtml(page);
    const micro = markupData.find((m) => m.format === 'microdata' && m.data['@type'] === '__proto__');
    expect(micro?.data).toBeDefined();
    expect(Object.getPrototypeOf(micro?.data)).toBe(Object.prototype);
    expect(Object.hasOwn(micro?.data ?? {}, '__proto__')).toBe(true);
    expect(micro?.data['__proto__']).toBe('m-__proto__');
    const rdfa = markupData.find((m) => m.format === 'rdfa' && m.data['@type'] === 'constructor');
    expect(rdfa?.data['constructor']).toBe('r-constructor');
    // A declared prefix named `toString` resolves like any other.
    expect(
      markupData.find(
        (m) => m.format === 'rdfa' && m.data['@type'] === 'Product' && m.data['name'] === 'p-toString',
      ),
    ).toBeDefined();
  });

  it('knows none of them as schema.org types', () => {
    for (const name of NAMES) {
      expect(isKnownType(name)).toBe(false);
      expect(deprecatedType(name)).toBeNull();
    }
  });
});
