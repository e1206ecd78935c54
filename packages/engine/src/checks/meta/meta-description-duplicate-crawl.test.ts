import { describe, expect, it } from 'vitest';
import { crawlFacts, crawledPage, pageWithCrawl } from '../../test-support/crawl-fixtures.js';
import { messageOf, runCheck } from '../../test-support/index.js';
import check from './meta-description-duplicate-crawl.js';

const u = (i: number): string => `https://example.com/p/${i}`;

describe('meta-description-duplicate-crawl', () => {
  it('passes with distinct descriptions; pages without one are not duplicates of each other', () => {
    const pages = [
      crawledPage(u(1)),
      crawledPage(u(2), { description: null }),
      crawledPage(u(3), { description: null }),
    ];
    expect(runCheck(check, pageWithCrawl(crawlFacts(pages)))).toMatchObject({ status: 'good' });
  });

  it('warns on a shared description', () => {
    const pages = [
      crawledPage(u(1), { description: 'Best prices.' }),
      crawledPage(u(2), { description: 'BEST   prices.' }),
      crawledPage(u(3)),
      crawledPage(u(4)),
      crawledPage(u(5)),
    ];
    const out = runCheck(check, pageWithCrawl(crawlFacts(pages)));
    expect(out).toMatchObject({ status: 'recommended', value: 2 });
    expect(messageOf(check, out, 'fr')).toContain('« Best prices. »');
  });

  it('fails on boilerplate over more than half of the pages', () => {
    const pages = [1, 2, 3]
      .map((i) => crawledPage(u(i), { description: 'Welcome.' }))
      .concat([crawledPage(u(4))]);
    const out = runCheck(check, pageWithCrawl(crawlFacts(pages)));
    expect(out).toMatchObject({ status: 'critical', key: 'template' });
    expect(messageOf(check, out, 'es')).toBe(
      'La meta descripción "Welcome." se usa en 3 de 4 páginas indexables rastreadas: es texto genérico.',
    );
  });

  it('is n/a without a crawl', () => {
    expect(runCheck(check, pageWithCrawl(null)).status).toBe('na');
  });
});
