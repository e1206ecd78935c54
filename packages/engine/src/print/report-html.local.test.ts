import { beforeAll, describe, expect, it } from 'vitest';
import { runAudit } from '../run/audit.js';
import type { Report } from '../report/index.js';
import { startFixtureSite } from '../test-support/fixture-site.js';
import { label } from './labels.js';
import { escapeHtml, renderReportHtml } from './report-html.js';
import { suggestionLabel } from './suggestions.js';

let report: Report;

beforeAll(async () => {
  const site = await startFixtureSite();
  try {
    report = await runAudit(site.url('/bad'), { allowPrivate: true, site: false });
  } finally {
    await site.close();
  }
});

describe('renderReportHtml', () => {
  it('renders the header, every category with checks, suggestions and keywords', () => {
    const html = renderReportHtml(report);
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(html).toContain(`<h1>${escapeHtml(report.title)}</h1>`);
    expect(html).toContain(`${report.seoScore}<span`);
    for (const c of report.checks) expect(html).toContain(escapeHtml(c.title));
    expect(html).toContain('Meta information');
    expect(html).not.toMatch(/<script|<link|<img|\son\w+=/i);
  });

  it('escapes every piece of text from the audited site', () => {
    const hostile = '<script>alert(1)</script>"\'&';
    const html = renderReportHtml({
      ...report,
      title: hostile,
      finalUrl: `https://example.com/${hostile}`,
      searchPreview: { ...report.searchPreview, title: hostile, description: hostile },
      keywords: [{ ...(report.keywords[0] as Report['keywords'][number]), word: hostile }],
      checks: report.checks.map((c) => ({
        ...c,
        message: hostile,
        details: { ...c.details, items: [{ value: hostile, note: hostile }] },
      })),
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;&#34;&#39;&#38;');
  });

  it('the print view breaks pages between sections and never inside a check', () => {
    const screen = renderReportHtml(report);
    const print = renderReportHtml(report, { print: true });
    expect(screen).not.toContain('section.category{break-before:page}');
    expect(print).toContain('section.category{break-before:page}');
    expect(print).toContain('.extras{break-before:page}');
    expect(print).toMatch(/\.check,[^{]*\{break-inside:avoid\}/);
    expect(print).toContain('<body class="print">');
  });

  it('uses the labels of the report language', () => {
    const es = renderReportHtml({ ...report, reportLang: 'es' });
    expect(es).toContain('<html lang="es">');
    expect(es).toContain(label('es', 'preview'));
    expect(es).toContain('Metainformación');
    const fr = renderReportHtml({ ...report, reportLang: 'fr' });
    expect(fr).toContain(suggestionLabel('fr', 'rules'));
    const labelsOnly = renderReportHtml(report, { lang: 'fr' });
    expect(labelsOnly).toContain('<html lang="fr">');
    expect(labelsOnly).toContain(label('fr', 'preview'));
  });

  it('shows every failed check’s ready fix with its check, beyond the dozen suggestions, with what each needs', () => {
    const html = renderReportHtml(report);
    const withFix = report.checks.filter(
      (c) => (c.status === 'critical' || c.status === 'recommended') && c.readyFix,
    );
    const shown = new Set(report.suggestions.filter((s) => s.fix).map((s) => s.checkId));
    const beyond = withFix.filter((c) => !shown.has(c.id));
    // The security headers come after the page's own defects, past the suggestions' cap.
    expect(beyond.map((c) => c.id)).toEqual(
      expect.arrayContaining(['x-content-type-options', 'frame-protection']),
    );
    for (const c of beyond) {
      const start = html.indexOf(`<span class="id">${c.id}</span>`);
      const entry = html.slice(start, html.indexOf('<div class="check ', start));
      const snippet = c.readyFix!.snippet;
      expect({ id: c.id, has: entry.includes(escapeHtml(snippet)) }).toEqual({ id: c.id, has: true });
    }
    const xcto = html.slice(html.indexOf('<span class="id">x-content-type-options</span>'));
    expect(xcto).toContain(
      '<div class="snippet-lang">Apache</div><div class="snippet-note">Goes in: the site’s &#60;VirtualHost&#62; block</div><div class="snippet-note">Enable first: headers (a2enmod headers)</div>',
    );
    // Each suggestion's fix is shown once: in the suggestions card, not again under its check.
    for (const id of shown) {
      const start = html.indexOf(`<span class="id">${id}</span>`);
      if (start < 0) continue;
      const entry = html.slice(start, html.indexOf('<div class="check ', start));
      expect({ id, fix: entry.includes('class="check-fix"') }).toEqual({ id, fix: false });
    }
  });
});
