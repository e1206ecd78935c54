import { beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '@rankscope/engine';
import { runAudit } from '../../../engine/src/run-audit.js';
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
  it('text: each fix under its suggestion, where it goes, the snippet as an indented block, every spelling', () => {
    const report = withFixes(base);
    const first = report.suggestions[0];
    if (first?.fix) first.fix.snippet = `${HOSTILE_TITLE}\n\u001b[31m<meta name="x">`;
    const text = renderText(report, { color: false });
    expect(text).toContain(
      'Expert fixes\n  1. [high] Use a title that fits. (+2.5 points)\n     Where: inside <head>\n',
    );
    expect(text).toContain(`     ── HTML\n      ${HOSTILE_TITLE}\n      [31m<meta name="x">\n`);
    expect(text).not.toContain('\u001b');
    expect(text).toContain(`     ── nginx\n      ${NGINX}\n     ── Apache\n      ${APACHE}\n`);
  });

  it('text: called AI only when a model wrote them; the note when it did not', () => {
    const ai = renderText(
      withFixes(base, {
        suggestionsSource: 'ai',
        ai: { model: 'gpt-4o-mini', promptTokens: 1, completionTokens: 1, ms: 1 },
      }),
      { color: false },
    );
    expect(ai).toContain('AI suggestions\n  Written by gpt-4o-mini, checked against this audit.\n');
    const note = 'IA no disponible: sin respuesta tras 20 s. Estas son las correcciones expertas integradas.';
    const es = renderText(withFixes(base, { reportLang: 'es', suggestionsNote: note }), { color: false });
    expect(es).toContain(`Correcciones expertas\n  ${note}\n  1. [alta]`);
    expect(es).toContain('     Dónde: inside <head>');
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
      `title-length,high,2.5,Use a title that fits.,html,html,inside <head>,${HOSTILE_TITLE},From the h1.,,false,rules`,
    );
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil"")",server-config,nginx`);
    expect(lines[2]).toContain('"[{""language"":""apache"",""snippet"":""Header always set');
    expect(lines).toHaveLength(4);
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
