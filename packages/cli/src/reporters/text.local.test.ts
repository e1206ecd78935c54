import { renderReportHtml, type Report } from '@rankscope/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { runAudit } from '../../../engine/src/run/audit.js';
import { startFixtureSite } from '../../../engine/src/test-support/fixture-site.js';
import { renderText } from './text.js';

let base: Report;
beforeAll(async () => {
  const site = await startFixtureSite();
  base = await runAudit(site.url('/tables'), { allowPrivate: true, site: false });
  return () => site.close();
});

/** The report with lab figures measured on a host below the benchmark minimum. */
function slowHostReport(lang: Report['reportLang']): Report {
  const metric = { value: 393, score: 0.6, displayValue: '393 ms' };
  const lab: Report['performance']['mobile'] = {
    score: 41,
    unavailableReason: null,
    source: 'lighthouse',
    metrics: {
      fcp: metric,
      lcp: metric,
      tbt: metric,
      cls: { value: 0, score: 1, displayValue: '0' },
      si: metric,
    },
    benchmarkIndex: 612,
    slowHost: { benchmarkIndex: 612, minimum: 1000 },
  };
  return { ...base, reportLang: lang, performance: { mobile: lab, desktop: lab } };
}

describe('lab figures from a host too slow or busy for them', () => {
  it('text: the score is shown with the warning under it', () => {
    const text = renderText(slowHostReport('en'), { color: false });
    expect(text).toContain(
      '  Mobile: 41\n    Unreliable: the host was too slow or busy (Lighthouse benchmarkIndex 612, below 1000); timing checks not judged\n',
    );
    expect(renderText(slowHostReport('es'), { color: false })).toContain(
      'Poco fiable: el equipo estaba demasiado lento',
    );
    expect(renderText(base, { color: false })).not.toContain('benchmarkIndex');
  });

  it('html (and the PDF printed from it): the same warning', () => {
    const html = renderReportHtml(slowHostReport('fr'));
    expect(html).toContain(
      'Peu fiable\u00a0: la machine était trop lente ou trop chargée (benchmarkIndex de Lighthouse 612, sous 1000)',
    );
  });
});

describe('a report that reached a sign-in page', () => {
  it('text: says under the score that it is not the site’s', () => {
    const message =
      'This score is not your site’s: Rankscope reached a sign-in page, not your content, so every result describes that page.';
    const report: Report = {
      ...base,
      loginWall: { reason: 'status', status: 401, url: base.finalUrl, message },
    };
    const text = renderText(report, { color: false });
    expect(text).toMatch(new RegExp(`SEO score: \\d+/100[^\\n]*\\n(?:[^\\n]*\\n)?${message}\\n`));
    expect(renderText(base, { color: false })).not.toContain('This score is not your site');
  });
});

describe('every ready fix, with its check', () => {
  let bad: Report;
  beforeAll(async () => {
    const site = await startFixtureSite();
    bad = await runAudit(site.url('/bad'), { allowPrivate: true, site: false });
    return () => site.close();
  });

  it('text: a check past the suggestions’ dozen still shows its fix, each spelling with where it goes and its modules', () => {
    const text = renderText(bad, { color: false });
    const shown = new Set(bad.suggestions.filter((s) => s.fix).map((s) => s.checkId));
    const beyond = bad.checks.filter(
      (c) => (c.status === 'critical' || c.status === 'recommended') && c.readyFix && !shown.has(c.id),
    );
    expect(beyond.map((c) => c.id)).toContain('x-content-type-options');
    for (const c of beyond) {
      const entry = text.slice(text.indexOf(`(${c.id})`));
      const first = c.readyFix!.snippet.split('\n')[0]!;
      expect({ id: c.id, has: entry.slice(0, 4000).includes(first) }).toEqual({ id: c.id, has: true });
    }
    const entry = text.slice(text.indexOf('(x-content-type-options)'));
    expect(entry).toContain(
      [
        '      ── Apache',
        '      Goes in: the site’s <VirtualHost> block',
        '      Enable first: headers (a2enmod headers)',
        '        Header always set X-Content-Type-Options "nosniff"',
      ].join('\n'),
    );
  });
});
