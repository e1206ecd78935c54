/**
 * Issue 32 §2.7: fixes the page determines, offered as verified html edits. Each page is the well-made
 * page (good.html) with one defect, served over HTTP on 127.0.0.1 and audited for real; the verified
 * fixes are applied by their own edits, the page audited again, and no visible word may be lost.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Report } from '../report/index.js';
import { useServedPage } from '../test-support/fix-round-trip.js';
import { applyEdits } from './edits.js';
import { lostText } from './visible-text.js';

const GOOD = readFileSync(new URL('../test-support/fixtures/good.html', import.meta.url), 'utf8');

const bed = useServedPage();
const audit = (page: string): Promise<Report> => bed.audit(page);
const check = (report: Report, id: string) => report.checks.find((c) => c.id === id)!;

/** The verified html fix of one check applied to the page as served; no visible word may go. */
function fixedBy(report: Report, id: string): string {
  const fix = check(report, id).readyFix;
  expect(fix).toMatchObject({ kind: 'html', verified: true });
  const after = applyEdits(bed.served, fix!.edits ?? []);
  expect(lostText(bed.served, after, fix!.edits ?? [])).toEqual([]);
  return after;
}

describe('fixes the page determines (issue 32 §2.7)', () => {
  it('h1-single: the later h1s become h2s, every word kept, and the check passes on re-audit', async () => {
    const page = GOOD.replace('<h2>Sizes and prices</h2>', '<h1>Sizes and prices</h1>');
    const report = await audit(page);
    expect(check(report, 'h1-single').status).not.toBe('good');
    const after = fixedBy(report, 'h1-single');
    expect(after).toContain('<h2>Sizes and prices</h2>');
    expect(after).toContain('<h1>Handmade oak dining tables</h1>');
    const again = await audit(after);
    expect(check(again, 'h1-single').status).toBe('good');
  }, 90_000);
});

describe('h1-single on pages the first version left without a fix', () => {
  it('two h1s on one minified line: the second becomes an h2, verified and passing on re-audit', async () => {
    const page = GOOD.replace(
      '<h1>Handmade oak dining tables</h1>',
      '<h1>Handmade oak dining tables</h1><h1>Made in Yorkshire</h1>',
    );
    const report = await audit(page);
    const after = fixedBy(report, 'h1-single');
    expect(after).toContain('<h1>Handmade oak dining tables</h1><h2>Made in Yorkshire</h2>');
    const again = await audit(after);
    expect(check(again, 'h1-single').status).toBe('good');
  }, 90_000);

  it('a logo h1 before the topic: the topic stays the h1 and the logo heading becomes a div', async () => {
    const page = GOOD.replace(
      '<h1>Handmade oak dining tables</h1>',
      '<h1><a href="/"><img src="/logo.png" alt="Smith Workshop" width="120" height="40"></a></h1>\n      <h1>Handmade oak dining tables</h1>',
    );
    const report = await audit(page);
    const after = fixedBy(report, 'h1-single');
    expect(after).toContain('<div><a href="/"><img src="/logo.png"');
    expect(after).toContain('<h1>Handmade oak dining tables</h1>');
    const again = await audit(after);
    expect(check(again, 'h1-single').status).toBe('good');
  }, 90_000);
});

describe('<svg role="img"> without a name (img-alt-missing)', () => {
  it('gets a <title> of the words it draws, verified, and passes on re-audit', async () => {
    const page = GOOD.replace(
      '<h2>Sizes and prices</h2>',
      '<svg role="img" viewBox="0 0 200 40" width="200" height="40">\n        <rect width="200" height="40" fill="#eee"/><text x="10" y="25">Free delivery in Yorkshire</text>\n      </svg>\n      <h2>Sizes and prices</h2>',
    );
    const report = await audit(page);
    expect(check(report, 'img-alt-missing').status).not.toBe('good');
    const after = fixedBy(report, 'img-alt-missing');
    expect(after).toContain(
      '<svg role="img" viewBox="0 0 200 40" width="200" height="40"><title>Free delivery in Yorkshire</title>',
    );
    const again = await audit(after);
    expect(check(again, 'img-alt-missing').status).toBe('good');
  }, 90_000);

  it('one that draws no words gets a <title> to fill in, which needs you (not verified)', async () => {
    const page = GOOD.replace(
      '<h2>Sizes and prices</h2>',
      '<svg role="img" viewBox="0 0 10 10" width="40" height="40"><circle cx="5" cy="5" r="4"/></svg>\n      <h2>Sizes and prices</h2>',
    );
    const report = await audit(page);
    const fix = check(report, 'img-alt-missing').readyFix!;
    expect(fix).toMatchObject({ kind: 'text', verified: false });
    expect(fix.needs).toMatch(/^Needs you/);
    expect(fix.snippet).toContain('<title>…</title>');
  }, 90_000);

  it('an svg named by its own <title> child passes the check', async () => {
    const page = GOOD.replace(
      '<h2>Sizes and prices</h2>',
      '<svg role="img" viewBox="0 0 10 10" width="40" height="40"><title>Oak leaf</title><circle cx="5" cy="5" r="4"/></svg>\n      <h2>Sizes and prices</h2>',
    );
    expect(check(await audit(page), 'img-alt-missing').status).toBe('good');
  }, 90_000);
});

describe('meta refresh to another page', () => {
  it('the tag is removed by a verified edit, the page keeps its words and passes on re-audit', async () => {
    const page = GOOD.replace(
      '</head>',
      '  <meta http-equiv="refresh" content="5; url=/oak-tables">\n  </head>',
    );
    const report = await audit(page);
    expect(check(report, 'meta-refresh').status).not.toBe('good');
    const fix = check(report, 'meta-refresh').readyFix!;
    expect(fix.alternatives?.map((a) => a.language)).toEqual(['nginx', 'apache', 'caddy']);
    expect(fix.alternatives?.[0]?.snippet).toBe(
      `location = "/tables" {\n\treturn 301 "${bed.site.url('/oak-tables')}";\n}`,
    );
    const after = fixedBy(report, 'meta-refresh');
    expect(after).not.toContain('http-equiv="refresh"');
    const again = await audit(after);
    expect(['good', 'na']).toContain(check(again, 'meta-refresh').status);
  }, 90_000);
});

describe('deprecated presentational tags', () => {
  it('<center>, <font> and <big> become a <div>/<span> with the same look in CSS, every word kept', async () => {
    const page = GOOD.replace(
      '<h2>Sizes and prices</h2>',
      '<center id="sale"><font color="#a00" size="+1" face="Georgia, serif">Winter sale:</font> <big>ten per cent</big> off <font color="green">oak benches</font></center>\n      <h2>Sizes and prices</h2>',
    );
    const report = await audit(page);
    expect(check(report, 'deprecated-tags').status).not.toBe('good');
    const after = fixedBy(report, 'deprecated-tags');
    expect(after).toContain(
      '<div id="sale" style="text-align: center"><span style="color: #a00; font-family: Georgia, serif; font-size: large">Winter sale:</span> <span style="font-size: larger">ten per cent</span> off <span style="color: green">oak benches</span></div>',
    );
    const again = await audit(after);
    expect(['good', 'na']).toContain(check(again, 'deprecated-tags').status);
  }, 90_000);
});
