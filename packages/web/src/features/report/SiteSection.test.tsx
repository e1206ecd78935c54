import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test-support/render';
import type { CrawlFacts, CrawledPage } from '../../../../engine/src/crawl/types';
import { SiteSection } from './SiteSection';
import { makeReport } from '../../test-support/report';

const O = 'https://shop.example';
const page = (url: string, overrides: Partial<CrawledPage> = {}): CrawledPage => ({
  url,
  finalUrl: url,
  status: 200,
  redirects: 0,
  depth: 1,
  contentType: 'text/html',
  linkedFrom: [],
  inSitemap: true,
  indexable: true,
  title: 'Page',
  description: null,
  canonical: null,
  simhash: null,
  wordCount: 200,
  score: 80,
  failedChecks: [],
  error: null,
  ms: 10,
  ...overrides,
});

const crawl: CrawlFacts = {
  startUrl: `${O}/`,
  stopReason: 'max-pages',
  pages: [
    page(`${O}/`, { depth: 0, score: 92 }),
    page(`${O}/tables`, { score: 58, failedChecks: ['meta-description', 'h1-present'] }),
    page(`${O}/gone`, { status: 404, score: null }),
    page(`${O}/down`, { status: 0, score: null, error: 'Connection refused' }),
  ],
  statusCounts: { '200': 2, '404': 1, '0': 1 },
  duplicateTitles: [{ value: '<img src=x onerror=alert(1)>', urls: [`${O}/a`, `${O}/b`] }],
  duplicateDescriptions: [],
  nearDuplicates: [{ value: 'Product template', urls: [`${O}/p1`, `${O}/p2`], similarity: 0.91 }],
  brokenLinks: [{ url: `${O}/gone`, status: 404, error: null, linkedFrom: [`${O}/`, `${O}/tables`] }],
  redirectLinks: [{ url: `${O}/old`, hops: 2, linkedFrom: [`${O}/`] }],
  canonicalChains: [{ url: `${O}/x`, chain: [`${O}/x`, `${O}/<b>y</b>`, `${O}/x`], loop: true }],
  orphans: [`${O}/lonely`],
  notInSitemap: [`${O}/tables`],
  issues: [
    { checkId: 'meta-description', pages: 3 },
    { checkId: 'h1-present', pages: 1 },
  ],
  siteScore: 74,
  durationMs: 12_340,
};

describe('SiteSection', () => {
  it('shows the crawl: pages and stop reason, statuses, issues, duplicates, broken links, sitemap gaps, pages', async () => {
    const { container } = await renderWithApp(<SiteSection report={{ ...makeReport(), crawl }} />);
    const section = screen.getByRole('region', { name: 'Site audit' });
    expect(section.textContent).toContain(
      'Pages crawled: 4, in 12.3 s — The crawl stopped at the page limit.',
    );
    expect(screen.getByTestId('site-score').textContent).toBe('74');
    // Said once: a hidden "Site score:" before the number made screen readers read it twice.
    const line = screen.getByTestId('site-score').parentElement?.textContent ?? '';
    expect(line).toBe('74 / 100 · Site score');
    expect(screen.getByText('Not reachable').nextElementSibling?.textContent).toBe('1');
    // Issues are named by the check's title in the report's language, with the id beside it.
    const issue = screen.getByText('meta-description', { selector: 'span' }).closest('tr');
    expect(issue?.lastElementChild?.textContent).toBe('3');
    // Text from the site is text, never markup.
    expect(screen.getByText('“<img src=x onerror=alert(1)>”')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('91% similar')).toBeTruthy();
    const linkers = screen.getByRole('list', { name: `Linked from ${O}/gone` });
    expect(
      within(linkers)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`${O}/`, `${O}/tables`]);
    expect(screen.getByText('(redirects: 2)')).toBeTruthy();
    const chains = screen.getByRole('heading', { name: /^Canonical chains .*\(1\)$/ }).parentElement!;
    expect(within(chains).getByRole('listitem').textContent).toBe(`${O}/x → ${O}/<b>y</b> → ${O}/x (loop)`);
    expect(screen.getByRole('heading', { name: 'Orphan pages (in a sitemap, not linked) (1)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pages missing from the sitemap (1)' })).toBeTruthy();
    const rows = within(screen.getByRole('heading', { name: 'Crawled pages (4)' }).parentElement!)
      .getAllByRole('row')
      .map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent));
    expect(rows.slice(1)).toEqual([
      [`${O}/`, '200', '92', '0'],
      [`${O}/tables`, '200', '58', '2'],
      [`${O}/gone`, '404', '–', '0'],
      [`${O}/downConnection refused`, '–', '–', '0'],
    ]);
  });

  it('speaks Spanish and French, says when there is no sitemap, and renders nothing without a crawl', async () => {
    const noSitemap = { ...crawl, notInSitemap: null, stopReason: 'complete' as const };
    await renderWithApp(<SiteSection report={{ ...makeReport(), crawl: noSitemap }} />, {
      lang: 'es',
    });
    expect(screen.getByRole('region', { name: 'Auditoría del sitio' }).textContent).toContain(
      'Se rastrearon todas las páginas accesibles.',
    );
    expect(screen.getByText('El sitio no tiene sitemap.')).toBeTruthy();
    const { container } = await renderWithApp(<SiteSection report={makeReport()} />, { lang: 'fr' });
    expect(container.textContent).toBe('');
  });
});
