/**
 * A sign-in wall is a finding, not a site (issue 26): audits of a real local server that answers 401,
 * redirects to its sign-in form, or serves an ordinary page give reports whose flag and score say which
 * is which, in JSON, in another language, in HTML (the PDF prints it) and in the comparison's Markdown.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diffReports } from '../diff/diff.js';
import { localizeReport } from '../localize/index.js';
import { renderDiffMarkdown } from '../print/diff-markdown.js';
import { renderReportHtml } from '../print/report-html.js';
import { ReportSchema } from '../report/schema.js';
import type { Report } from '../report/index.js';
import { runAudit } from './audit.js';
import { html, redirect, startTestServer, type TestServer } from '../test-support/test-server.js';

const LOGIN = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Sign in</title></head>
<body><main><h1>Sign in</h1><form method="post" action="/login"><label>Email <input type="email" name="email"></label>
<label>Password <input type="password" name="password"></label><button>Sign in</button></form></main></body></html>`;
const words = Array.from({ length: 320 }, (_, i) => `word${i}`).join(' ');
const ARTICLE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>An ordinary article about coffee</title></head>
<body><header><a href="/login">Sign in</a><form role="search"><input type="search" name="q"></form></header>
<main><h1>Coffee</h1><p>${words}</p></main></body></html>`;

let server: TestServer;
const reports: Record<string, Report> = {};
const audit = (path: string): Promise<Report> =>
  runAudit(server.url(path), { allowPrivate: true, probes: false, site: false });

beforeAll(async () => {
  server = await startTestServer({
    '/private': (_req, res) => {
      res.writeHead(401, { 'www-authenticate': 'Basic realm="staging"' });
      res.end();
    },
    '/members': redirect('/login?next=%2Fmembers', 302),
    '/login': html(LOGIN),
    '/article': html(ARTICLE),
    '/gone': html('<!DOCTYPE html><title>Not here</title><h1>Not found</h1>', { status: 404 }),
  });
  for (const path of ['/private', '/members', '/article', '/gone']) reports[path] = await audit(path);
  // A preview that was public at the baseline and is protected now.
  server.route('/preview', html(ARTICLE));
  reports.baseline = await audit('/preview');
  server.route('/preview', redirect('/login?next=%2Fpreview', 302));
  reports.protected = await audit('/preview');
});
afterAll(() => server.close());

describe('a report that reached a sign-in page', () => {
  it('on 401: says the score is not the site’s, with the status, and the blocker holds it below 50', () => {
    const report = ReportSchema.parse(reports['/private']);
    expect(report.loginWall).toEqual({
      reason: 'status',
      status: 401,
      url: server.url('/private'),
      message:
        'This score is not your site’s: Rankscope reached a sign-in page, not your content, so every result describes that page.',
    });
    expect(report.cappedBy).toContain('login-wall');
    expect(report.seoScore).toBeLessThan(50);
    const check = report.checks.find((c) => c.id === 'login-wall');
    expect(check?.status).toBe('critical');
    expect(check?.message).toContain(
      'pass credentials with --header, --cookie or --auth (the page answered 401)',
    );
  });

  it('after a redirect to the sign-in form: names where it landed', () => {
    const report = reports['/members'];
    expect(report?.loginWall?.reason).toBe('redirect');
    expect(report?.loginWall?.url).toBe(server.url('/login?next=%2Fmembers'));
    expect(report?.loginWall?.status).toBe(200);
  });

  it('keeps the flag in other languages, in the HTML and PDF view and in the comparison', () => {
    const fr = localizeReport(reports['/private'] as Report, 'fr');
    expect(fr.loginWall?.message).toMatch(/^Ce score n’est pas celui de votre site/);
    expect(localizeReport(reports['/private'] as Report, 'es').loginWall?.message).toMatch(
      /^Esta puntuación no es/,
    );
    const page = renderReportHtml(fr);
    expect(page).toContain('<p class="needs-improvement login-wall"><strong>Ce score n’est pas celui');
    const md = renderDiffMarkdown(diffReports(reports.baseline as Report, reports.protected as Report), 'en');
    expect(md).toContain(
      'The new audit reached a sign-in page, not the content: its score is not the site’s.',
    );
  });

  it('leaves ordinary pages and other client errors unflagged', () => {
    expect(reports['/article']?.loginWall).toBeUndefined();
    expect(reports['/article']?.checks.find((c) => c.id === 'login-wall')?.status).toBe('good');
    const gone = reports['/gone'];
    expect(gone?.loginWall).toBeUndefined();
    expect(gone?.cappedBy).toEqual(['http-status']);
    expect(renderReportHtml(reports['/article'] as Report)).not.toContain(
      'class="needs-improvement login-wall"',
    );
  });
});
