/**
 * Issue 32 §2: fixes that passed every check yet a reader would undo. Each page is a well-made page
 * (good.html) with one defect, served over HTTP on 127.0.0.1 and audited for real; the verified fixes are
 * applied by their own edits and the page audited again.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fix, Report } from '../../report.js';
import { runAudit } from '../../run-audit.js';
import { startFixtureSite } from '../../test-support/fixture-site.js';
import { pageFromHtml } from '../../test-support/index.js';
import { html, type TestServer } from '../../test-support/test-server.js';
import { applyEdits } from './edits.js';
import { LOSES_TEXT, statusesOf, verifyFixes } from './verify.js';

const GOOD = readFileSync(new URL('../../test-support/fixtures/good.html', import.meta.url), 'utf8');

let site: TestServer;
let served = '';

beforeAll(async () => {
  site = await startFixtureSite({
    '/tables': (req: IncomingMessage, res: ServerResponse) => html(served)(req, res),
  });
}, 30_000);
afterAll(async () => {
  await site.close();
});

const audit = async (page: string): Promise<Report> => {
  served = page.replaceAll('{{origin}}', site.origin);
  return runAudit(site.url('/tables'), { allowPrivate: true });
};
const check = (report: Report, id: string) => report.checks.find((c) => c.id === id)!;

/** Every verified html fix of the report applied to the page as served. */
const fixed = (report: Report): string =>
  applyEdits(
    served,
    report.checks.flatMap((c) =>
      c.readyFix?.verified && c.readyFix.kind === 'html' ? (c.readyFix.edits ?? []) : [],
    ),
  );

describe('a fix never takes text off the page (item 1)', () => {
  const page = GOOD.replace(
    '<h2>Finishes</h2>',
    '<h2><span aria-hidden="true">Smith Workshop, home of oak tables</span></h2>\n      <h3><span style="display:none">Ask about our oak benches</span></h3>\n      <h2></h2>\n      <h2>Finishes</h2>',
  );

  it('heading-empty says the text is hidden, offers no deletion, and the fixed page keeps the words', async () => {
    const report = await audit(page);
    const empty = check(report, 'heading-empty');
    expect(empty.status).toBe('recommended');
    expect(empty.message).toContain('the text of 2 of them is hidden (aria-hidden, hidden or display:none)');
    expect(empty.message).not.toContain('no text and no image alt text');
    expect(empty.readyFix).toBeUndefined();
    const after = fixed(report);
    expect(after).toContain('Smith Workshop, home of oak tables');
    expect(after).toContain('Ask about our oak benches');
  }, 60_000);

  it('the verifier rejects any fix that removes words a reader sees, though every check passes after it', () => {
    const source = GOOD.replaceAll('{{origin}}', 'https://smith-workshop.example').replace(
      '<h2>Finishes</h2>',
      '<h2><span aria-hidden="true">Smith Workshop home</span></h2>\n      <h2>Finishes</h2>',
    );
    const artifact = pageFromHtml(source, { url: 'https://smith-workshop.example/tables' });
    const line = source.split('\n').findIndex((l) => l.includes('Smith Workshop home')) + 1;
    const removal: Fix = {
      kind: 'html',
      language: 'html',
      snippet: '',
      where: '',
      edits: [{ action: 'remove', target: 'h2', line }],
    };
    const before = statusesOf(artifact);
    expect(before.get('heading-empty')).toBe('recommended');
    // The removal does make the check pass and nothing else worse: only the words tell.
    expect(statusesOf(pageFromHtml(applyEdits(source, removal.edits!))).get('heading-empty')).toBe('good');
    const { verdicts, html: out } = verifyFixes(artifact, before, new Map([['heading-empty', removal]]));
    expect(verdicts.get('heading-empty')).toMatchObject({ verified: false, against: [LOSES_TEXT] });
    expect(out).toBeNull();
  });
});

describe('the og/twitter fix adds what is missing and keeps every other tag (item 3)', () => {
  const page = GOOD.replace('content="website"', 'content="article"')
    .replace(/\s*<meta property="og:(description|url|image:alt)"[^>]*>/g, '')
    .replace(
      '<meta name="twitter:card" content="summary_large_image" />',
      '<meta name="twitter:card" content="summary_large_image" />\n    <meta name="twitter:site" content="@smithworkshop" />\n    <meta name="twitter:creator" content="@jsmith" />',
    );

  it('og:url and og:description are added; og:type article, the large card, twitter:site and creator stay', async () => {
    const report = await audit(page);
    for (const id of ['og-url', 'og-description']) {
      expect(check(report, id).status).toBe('recommended');
      expect(check(report, id).readyFix).toMatchObject({ kind: 'html', verified: true });
    }
    const fix = check(report, 'og-url').readyFix!;
    expect(fix.edits!.every((e) => e.action === 'insert')).toBe(true);
    const after = fixed(report);
    for (const kept of [
      '<meta property="og:type" content="article" />',
      '<meta name="twitter:card" content="summary_large_image" />',
      '<meta name="twitter:site" content="@smithworkshop" />',
      '<meta name="twitter:creator" content="@jsmith" />',
      '<meta property="og:title" content="Handmade Oak Dining Tables" />',
    ])
      expect(after).toContain(kept);
    expect(after).toContain(`<meta property="og:url" content="${site.origin}/tables">`);
    const again = await audit(after);
    for (const id of ['og-url', 'og-description', 'og-type', 'twitter-card', 'og-title'])
      expect({ id, status: check(again, id).status }).toEqual({ id, status: 'good' });
  }, 90_000);

  it('og-image says to replace only the image tags, never every og/twitter tag', async () => {
    const report = await audit(page);
    expect(check(report, 'og-image').status).toBe('recommended');
    const image = check(report, 'og-image').readyFix!;
    expect(image).toMatchObject({ kind: 'text', verified: false });
    expect(image.snippet).toContain('<meta property="og:image:alt" content="[what the image shows]">');
    expect(image.where).toBe('inside <head>, replacing the current <meta property="og:image…">');
  }, 60_000);
});
