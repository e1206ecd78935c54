import { beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../report/index.js';
import { runAudit } from '../run/audit.js';
import { startFixtureSite } from '../test-support/fixture-site.js';
import { renderReportHtml } from './report-html.js';
import { withFixes } from '../test-support/suggestions-report.js';

let base: Report;
beforeAll(async () => {
  const site = await startFixtureSite();
  try {
    base = await runAudit(site.url('/bad'), { allowPrivate: true, site: false });
  } finally {
    await site.close();
  }
});

describe('suggestions in the HTML and PDF report', () => {
  it('prints each snippet escaped in a code block, with where it goes and the other servers’ spellings', () => {
    const html = renderReportHtml(withFixes(base));
    expect(html).toContain('<h3>Expert fixes</h3>');
    expect(html).toContain(
      '<pre class="snippet"><code>&#60;title&#62;Oak &#60;/title&#62;&#60;script&#62;alert(1)&#60;/script&#62;&#60;/title&#62;</code></pre>',
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('<strong>Where:</strong> inside &#60;head&#62;');
    expect(html).toContain('From the h1.');
    expect(html).toContain(`<div class="snippet-lang">nginx</div><pre class="snippet"><code>add_header`);
    expect(html).toContain(
      `<div class="snippet-lang">Apache</div><pre class="snippet"><code>Header always set`,
    );
    expect(html).not.toContain('review it before use');
  });

  it('is called AI only when a model wrote the suggestions, marks model fixes, and shows the fallback note', () => {
    const ai = withFixes(base, {
      suggestionsSource: 'ai',
      ai: { model: 'llama3.1', promptTokens: 10, completionTokens: 5, ms: 900 },
    });
    const first = ai.suggestions[0];
    if (first?.fix) first.fix.needsReview = true;
    const html = renderReportHtml(ai);
    expect(html).toContain('<h3>AI suggestions</h3>');
    expect(html).toContain('Written by llama3.1, checked against this audit.');
    expect(html).toContain('Written by AI: review it before use');

    const note = 'IA indisponible : aucune réponse après 20 s. Voici les corrections expertes intégrées.';
    const fr = renderReportHtml(withFixes(base, { reportLang: 'fr', suggestionsNote: note }));
    expect(fr).toContain('<h3>Corrections expertes</h3>');
    expect(fr).toContain(note);
    expect(fr).toContain('<strong>Où\u00a0:</strong>');
  });
});
