/**
 * Hostile markup: elements nested far deeper than any real page (browsers cap their DOM at 512 levels;
 * parse5 builds any depth). The walk keeps its own stack, so depth costs memory, never the call stack.
 */
import { parse } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportSchema } from '../report/schema.js';
import { runAudit } from '../run/audit.js';
import { doc, pageFromHtml } from '../test-support/index.js';
import { html, startTestServer, type TestServer } from '../test-support/test-server.js';
import { NAME_MAX_CHARS } from './name-parts.js';
import { walk } from './walk.js';

const nested = (tag: string, depth: number, inner: string): string =>
  `<${tag}>`.repeat(depth) + inner + `</${tag}>`.repeat(depth);

const deepPage = (tag: string, depth: number): string =>
  doc(
    '<title>Deep oak tables</title><meta name="description" content="Nested far too deep.">',
    nested(
      tag,
      depth,
      '<h1>Oak tables</h1><p>Solid oak tables, made to order.</p><a href="/more">More oak</a>',
    ),
  );

let site: TestServer;
beforeAll(async () => {
  site = await startTestServer({
    '/div-2500': html(deepPage('div', 2500)),
    '/span-2500': html(deepPage('span', 2500)),
    '/div-100000': html(deepPage('div', 100_000)),
    '/span-100000': html(deepPage('span', 100_000)),
  });
});
afterAll(async () => {
  await site.close();
});

describe('deeply nested markup', () => {
  it.each([
    ['div', 2500],
    ['span', 2500],
    ['div', 100_000],
    ['span', 100_000],
  ])('audits <%s> nested %i deep into a full report', { timeout: 120_000 }, async (tag, depth) => {
    const report = await runAudit(site.url(`/${tag}-${depth}`), { allowPrivate: true, siteBudgetMs: 3000 });
    expect(() => ReportSchema.parse(report)).not.toThrow();
    expect(report.title).toBe('Deep oak tables');
    // What sits at the bottom of the nesting is read like anywhere else.
    expect(report.checks.find((c) => c.id === 'h1-present')?.status).toBe('good');
    expect(report.keywords.map((k) => k.word)).toContain('oak');
    expect(report.checks.filter((c) => c.status === 'error')).toEqual([]);
  });

  it('walks template contents nested 100,000 deep for their source lines only', () => {
    const page = pageFromHtml(
      doc('<title>T</title>', `<template>${nested('div', 100_000, 'x')}</template><p>after</p>`),
    );
    expect(page.doc.elementCount).toBeLessThan(20);
    expect(page.text.all).toBe('after');
  });

  it('keeps headings and links nested inside each other linear, each text capped', () => {
    // Each <h1> opens inside the previous one's <span>: 20,000 open headings at the deepest text.
    const w = walk(
      parse(`<body>${'<h1>x<span>'.repeat(20_000)}<a href="/in">inside ${'y'.repeat(5000)}</a>`),
    );
    expect(w.headings).toHaveLength(20_000);
    expect(w.anchors).toHaveLength(1);
    expect(Math.max(...w.headings.map((h) => h.text.length))).toBeLessThanOrEqual(NAME_MAX_CHARS);
    expect(w.headings[0]?.text).toMatch(/^xinside y{10}/);
    expect(w.anchors[0]?.name.length).toBe(NAME_MAX_CHARS);
  });
});
