import { beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '@rankscope/engine';
import { runAudit } from '../../../engine/src/run/audit.js';
import { startFixtureSite } from '../../../engine/src/test-support/fixture-site.js';
import {
  APACHE,
  HOSTILE_TITLE,
  NGINX,
  withFixes,
} from '../../../engine/src/test-support/suggestions-report.js';
import { Capture } from '../test-support/capture.js';
import { main } from '../main.js';
import { renderHtml } from './html.js';
import { renderSuggestionsCsv, SUGGESTION_COLUMNS } from './suggestions-csv.js';
import { renderText } from './text.js';

let base: Report;
let url: string;
let close: () => Promise<void>;
beforeAll(async () => {
  const site = await startFixtureSite();
  url = site.url('/bad');
  close = () => site.close();
  base = await runAudit(url, { allowPrivate: true, site: false });
  return () => close();
});

describe('suggestions in the CLI outputs', () => {
  it('text: one entry per issue, its fix under it (where it goes, the snippet as an indented block, every spelling)', () => {
    const report = withFixes(base);
    const first = report.suggestions[0];
    if (first?.fix) first.fix.snippet = `${HOSTILE_TITLE}\n\u001b[31m<meta name="x">`;
    // The server rule, under another check that fails on this page.
    const failing = report.checks.filter((c) => c.status === 'critical' || c.status === 'recommended');
    const other = failing.find((c) => c.id !== 'title-length')?.id ?? '';
    const second = report.suggestions[1];
    if (second) second.checkId = other;
    // As report/build.ts fills it for a rules report: every suggestion's text.
    report.aiRecommendations = report.suggestions.map((s) => s.text);
    const text = renderText(report, { color: false });
    // No second list repeating the issues: each failed check is named once.
    expect(text).not.toContain('Expert fixes');
    for (const c of failing) {
      expect(text.split(`(${c.id})`).length - 1, c.id).toBe(1);
    }
    const entry = (id: string) => {
      const lines = text.split('\n');
      const start = lines.findIndex((l) => l.includes(`(${id})`));
      const end = lines.findIndex((l, i) => i > start && /^ {4}\S/.test(l));
      return { head: lines[start] ?? '', body: lines.slice(start + 1, end).join('\n') };
    };
    const title = entry('title-length');
    expect(title.head).toMatch(/\(title-length\) · high · \+2\.5 points$/);
    expect(title.body).toContain('      Where: inside <head>\n      ── HTML\n');
    expect(title.body).toContain(`      ── HTML\n        ${HOSTILE_TITLE}\n        [31m<meta name="x">\n`);
    expect(title.body).toContain('      From the h1.');
    // The built-in rules' text repeats the issue's message and fix: not printed a second time.
    expect(text).not.toContain('Use a title that fits.');
    expect(text).not.toContain('\u001b');
    expect(entry(other).body).toContain(
      `      ── nginx\n        ${NGINX}\n      ── Apache\n        ${APACHE}`,
    );
  });

  it("text: called AI only when a model wrote them, with the model's words; the note when it did not", () => {
    const ai = renderText(
      withFixes(base, {
        suggestionsSource: 'ai',
        aiRecommendations: ['Use a title that fits.'],
        ai: { model: 'gpt-4o-mini', promptTokens: 1, completionTokens: 1, ms: 1 },
      }),
      { color: false },
    );
    expect(ai).toContain('Issues\n  Written by gpt-4o-mini, checked against this audit.\n');
    expect(ai).toContain('      AI suggestion: Use a title that fits.\n      Where: inside <head>');
    expect(ai).not.toContain('Send HSTS.');
    const note = 'IA no disponible: sin respuesta tras 20 s. Estas son las correcciones expertas integradas.';
    const es = renderText(withFixes(base, { reportLang: 'es', suggestionsNote: note }), { color: false });
    expect(es).toContain(`  ${note}\n`);
    expect(es).toMatch(/\(title-length\) · alta · \+2,5 puntos\n/);
    expect(es).toContain('      Dónde: inside <head>');
  });

  it('html: the same escaped snippets as the PDF', () => {
    const html = renderHtml(withFixes(base));
    expect(html).toContain('<pre class="snippet"><code>&#60;title&#62;Oak');
    expect(html).not.toContain('<script>alert');
  });

  it('csv: a row per suggestion with its fix, formulas defused', () => {
    const report = withFixes(base);
    const second = report.suggestions[1];
    if (second) second.text = '=HYPERLINK("http://evil")';
    const csv = renderSuggestionsCsv(report);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(SUGGESTION_COLUMNS.join(','));
    expect(lines[1]).toBe(
      `title-length,high,2.5,Use a title that fits.,html,html,inside <head>,${HOSTILE_TITLE},From the h1.,,false,rules,,`,
    );
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil"")",server-config,nginx`);
    expect(lines[2]).toContain('"[{""language"":""apache"",""snippet"":""Header always set');
    // Then every other failed check with a ready fix, without a priority.
    const others = report.checks.filter(
      (c) =>
        (c.status === 'critical' || c.status === 'recommended') &&
        c.readyFix &&
        !report.suggestions.some((s) => s.checkId === c.id),
    );
    expect(others.length).toBeGreaterThan(0);
    expect(lines.slice(3, -1).map((l) => l.split(',').slice(0, 3).join(','))).toEqual(
      others.map((c) => `${c.id},,`),
    );
    expect(lines).toHaveLength(4 + others.length);
  });

  it('csv: every failed check’s ready fix has a row, with where a server snippet goes and its modules', () => {
    const csv = renderSuggestionsCsv(base);
    const withFix = base.checks.filter(
      (c) => (c.status === 'critical' || c.status === 'recommended') && c.readyFix,
    );
    const ids = csv.split('\r\n').map((l) => l.split(',')[0]);
    for (const c of withFix) expect({ id: c.id, row: ids.includes(c.id) }).toEqual({ id: c.id, row: true });
    const xcto = csv.split('\r\n').find((l) => l.startsWith('x-content-type-options,'))!;
    expect(xcto).toMatch(/,server,$/);
    expect(xcto).toContain('""modules"":[""headers (a2enmod headers)""]');
  });

  it('--format csv without --crawl prints the suggestions of a real audit', async () => {
    const stdout = new Capture();
    const stderr = new Capture();
    const code = await main([url, '--format', 'csv', '--no-site'], {
      stdout,
      stderr,
      env: { RANKSCOPE_LAB: 'off' },
    });
    expect(code).toBe(0);
    const [header, ...rows] = stdout.text.trim().split('\r\n');
    expect(header).toBe(SUGGESTION_COLUMNS.join(','));
    expect(rows.length).toBeGreaterThan(2);
  });
});
