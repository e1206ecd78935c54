import { describe, expect, it } from 'vitest';
import type { SampledUrl } from '../../gather/site/sitemaps.js';
import { messageOf, runCheck } from '../../test-support/index.js';
import { facts, pageWith, sampled } from '../../test-support/sitemaps.js';
import check from './sitemap-url-health.js';

const healthy = (n: number): SampledUrl[] =>
  Array.from({ length: n }, (_, i) => sampled(`https://example.com/p/${i}`));
const run = (checked: SampledUrl[], listedUrls = 1204, skipped = 0) =>
  runCheck(
    check,
    pageWith(facts({ listedUrls, health: { sampled: checked.length + skipped, checked, skipped } })),
  );

describe('sitemap-url-health', () => {
  it('passes a clean sample, saying how many of how many were checked', () => {
    const out = run(healthy(50));
    expect(out.status).toBe('good');
    expect(messageOf(check, out)).toBe(
      'Checked 50 of 1,204 listed URLs: all answer 200, are indexable and self-canonical.',
    );
  });

  it('never passes silently when the budget cut the sample short', () => {
    const out = run(healthy(38), 1204, 12);
    expect(out.key).toBe('passPartial');
    expect(messageOf(check, out)).toBe(
      'Checked 38 of 1,204 listed URLs; 12 skipped by the time budget. All checked ones answer 200, are indexable and self-canonical.',
    );
    expect(messageOf(check, out, 'fr')).toContain(
      'URL vérifiées : 38 sur 1\u202f204 listées (12 ignorées faute de temps)',
    );
  });

  it('recommends cleaning up at 10 % unhealthy (the boundary), listing each with why', () => {
    const bad = [
      sampled('https://example.com/old', { status: 301, location: 'https://example.com/new' }),
      sampled('https://example.com/gone', { status: 404 }),
      sampled('https://example.com/draft', { noindex: '<meta name="robots" content="noindex">' }),
      sampled('https://example.com/p?sort=asc', { canonical: 'https://example.com/p' }),
      sampled('https://example.com/private/x', { status: null, robotsBlocked: true }),
    ];
    const out = run([...bad, ...healthy(45)]);
    expect(out.status).toBe('recommended');
    expect(out.value).toBe(10);
    expect(messageOf(check, out)).toBe(
      'Checked 50 of 1,204 listed URLs: 5 (10 %) do not belong in a sitemap, e.g. https://example.com/old (301 → https://example.com/new).',
    );
    expect(out.items).toEqual([
      { value: 'https://example.com/old', note: '301 → https://example.com/new' },
      { value: 'https://example.com/gone', note: '404' },
      { value: 'https://example.com/draft', note: 'noindex: <meta name="robots" content="noindex">' },
      { value: 'https://example.com/p?sort=asc', note: 'canonical: https://example.com/p' },
      { value: 'https://example.com/private/x', note: 'disallowed for Googlebot by robots.txt' },
    ]);
  });

  it('fails over 10 % unhealthy, counting unreachable URLs, and says when the sample was cut', () => {
    const bad = [
      sampled('https://example.com/a', { status: null, error: 'TIMEOUT' }),
      sampled('https://example.com/b', { status: 500 }),
      sampled('https://example.com/c', { status: 410 }),
    ];
    const out = run([...bad, ...healthy(17)], 20);
    expect(out.status).toBe('critical');
    expect(messageOf(check, out, 'es')).toBe(
      'URL comprobadas: 20 de 20 listadas. 3 (15 %) no deberían estar en un sitemap, p. ej. https://example.com/a (TIMEOUT).',
    );
    const partial = run([...bad, ...healthy(7)], 40, 30);
    expect(partial.key).toBe('manyPartial');
    expect(messageOf(check, partial)).toBe(
      'Checked 10 of 40 listed URLs; 30 skipped by the time budget. 3 (30 %) do not belong in a sitemap, e.g. https://example.com/a (TIMEOUT).',
    );
  });

  it('is n/a when nothing is listed, nothing could be checked, or facts are absent', () => {
    expect(run([], 0).key).toBe('none');
    const cut = run([], 300, 50);
    expect(cut.status).toBe('na');
    expect(messageOf(check, cut)).toBe(
      'None of the 300 listed URLs was checked: the time budget ran out (50 sampled URLs skipped).',
    );
    expect(runCheck(check, pageWith(undefined)).key).toBe('noFacts');
  });
});
