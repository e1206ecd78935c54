import { describe, expect, it } from 'vitest';
import type { PageArtifact } from '../../artifact.js';
import { parityFactsOf } from '../../lab/parity-facts.js';
import type { RenderResult, RenderedFacts } from '../../lab/types.js';
import { doc, messageOf, pageFromHtml, runCheck } from '../../test-support/index.js';
import check from './js-rendered-parity.js';

const words = (n: number): string => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

const RAW = doc(
  '<title>Oak tables</title><meta name="description" content="Handmade tables."><link rel="canonical" href="https://example.com/page"><meta name="robots" content="index, follow">',
  `<h1>Oak tables</h1><p>${words(100)}</p>${Array.from({ length: 10 }, (_, i) => `<a href="/p${i}">p${i}</a>`).join('')}`,
);

/** The raw page with a lab run whose rendered DOM is the raw facts with some fields changed. */
function withRendered(changes: Partial<RenderedFacts> | RenderResult, html = RAW): PageArtifact {
  const page = pageFromHtml(html);
  const rendered: RenderResult =
    'ok' in changes && changes.ok === false
      ? changes
      : { ok: true, ...parityFactsOf(page), ...changes, durationMs: 800 };
  page.lab = {
    mobile: { ok: false, formFactor: 'mobile', reason: 'not run in this test' },
    desktop: { ok: false, formFactor: 'desktop', reason: 'not run in this test' },
    rendered,
  };
  return page;
}

describe('js-rendered-parity', () => {
  it('passes when the rendered DOM says the same, small word and link changes included', () => {
    const raw = parityFactsOf(pageFromHtml(RAW));
    expect(raw.wordCount).toBeGreaterThanOrEqual(100);
    const out = runCheck(
      check,
      withRendered({ wordCount: Math.floor(raw.wordCount * 1.2), internalLinks: 12 }),
    );
    expect(out.status).toBe('good');
    expect(out.items).toBeUndefined();
    expect(messageOf(check, out)).toContain(`${raw.wordCount} words and 10 internal links raw`);
    // Robots meta compared regardless of case and spacing.
    expect(runCheck(check, withRendered({ robots: 'INDEX,follow' })).status).toBe('good');
  });

  it('recommends when JavaScript adds more than 20 % words or links, or changes the h1 or description', () => {
    const raw = parityFactsOf(pageFromHtml(RAW));
    const more = runCheck(check, withRendered({ wordCount: Math.floor(raw.wordCount * 1.2) + 1 }));
    expect(more.status).toBe('recommended');
    expect(more.items).toEqual([
      { value: `${raw.wordCount} → ${Math.floor(raw.wordCount * 1.2) + 1}`, note: 'words' },
    ]);
    const links = runCheck(check, withRendered({ internalLinks: 13 }));
    expect(links.items).toEqual([{ value: '10 → 13', note: 'internal links' }]);
    expect(messageOf(check, links)).toContain('internal links 10 → 13');
    const h1 = runCheck(check, withRendered({ h1: ['Oak tables', 'Spring sale'] }));
    expect(h1.status).toBe('recommended');
    expect(h1.items).toEqual([{ value: '"Oak tables" → "Oak tables" | "Spring sale"', note: 'h1' }]);
    const description = runCheck(check, withRendered({ description: null }));
    expect(description.items).toEqual([{ value: '"Handmade tables." → (none)', note: 'meta description' }]);
    // Content that JavaScript removes is a difference too.
    expect(runCheck(check, withRendered({ internalLinks: 7 })).status).toBe('recommended');
  });

  it('is critical when JavaScript changes the title, canonical or robots meta, listing raw → rendered', () => {
    const out = runCheck(
      check,
      withRendered({
        title: 'Sale!',
        canonical: 'https://example.com/other',
        robots: 'noindex',
        h1: [],
      }),
    );
    expect(out.status).toBe('critical');
    expect(out.key).toBe('headChanged');
    expect(out.items).toEqual([
      { value: '"Oak tables" → "Sale!"', note: 'title' },
      { value: 'https://example.com/page → https://example.com/other', note: 'canonical' },
      { value: '"index, follow" → "noindex"', note: 'robots meta' },
      { value: '"Oak tables" → (none)', note: 'h1' },
    ]);
    expect(out.value).toBe(4);
    expect(messageOf(check, out)).toContain('Differences listed (raw → rendered): 4.');
    expect(runCheck(check, withRendered({ canonical: null })).status).toBe('critical');
  });

  it('is critical when the raw HTML has less than 20 % of the rendered words (boundary: exactly 20 % is not)', () => {
    const empty = doc('<title>App</title>', '<div id="root"></div>');
    const out = runCheck(check, withRendered({ wordCount: 400, h1: ['Oak tables'] }, empty));
    expect(out.status).toBe('critical');
    expect(out.key).toBe('contentAfterJs');
    expect(messageOf(check, out, 'es')).toContain(
      'El HTML original tiene 0 palabras y la página renderizada 400',
    );
    expect(messageOf(check, out, 'fr')).toContain('Le HTML brut compte 0 mots, la page rendue 400');
    const raw = parityFactsOf(pageFromHtml(RAW)).wordCount;
    expect(runCheck(check, withRendered({ wordCount: raw * 5 })).status).toBe('recommended');
    expect(runCheck(check, withRendered({ wordCount: raw * 5 + 1 })).key).toBe('contentAfterJs');
  });

  it('is n/a with the renderer’s reason when the page could not be rendered', () => {
    const out = runCheck(
      check,
      withRendered({ ok: false, reason: 'The page did not finish loading in Chromium within 20 s.' }),
    );
    expect(out.status).toBe('na');
    expect(messageOf(check, out)).toBe(
      'The page could not be rendered in Chromium, so it was not compared with the raw HTML: The page did not finish loading in Chromium within 20 s.',
    );
    const noLab = pageFromHtml(RAW);
    expect(runCheck(check, noLab).status).toBe('na');
  });
});
